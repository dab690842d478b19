import Geometry

/// The kinds of safe area a view can ignore: SwiftUI's `SafeAreaRegions`. Feedshot's devices
/// have only the container region (no keyboard), so every value behaves like `.all`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates regions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The screen's insets (status bar, notch, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown by Feedshot).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe-area insets on `edges`: where the view's frame reaches
    /// the safe area's edge, the view is offered and given the extra space up to the screen's
    /// edge. Its parent's layout is unchanged (it still sees the view's safe-area size).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringLayout(edges: edges))
    }

    /// Extends the view into the safe-area insets on `edges`: SwiftUI's older spelling of
    /// ``ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// SwiftUI's `_SafeAreaRegionsIgnoringLayout`: the size is the child's; when placing, the child
/// is offered the proposal grown by the insets on the chosen edges that the frame touches.
///
/// SwiftUI tracks the insets through every container; Feedshot decides from geometry, which
/// gives the same answer for the device screens it models: an edge of the frame that lies at or
/// beyond the safe area's edge extends to the screen's edge.
struct SafeAreaIgnoringLayout: UnaryLayout, DumpDescribable {
    let edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        let safe = child.pass.safeArea, screen = child.pass.screen
        let tolerance = 1e-9
        var insets = EdgeInsets()
        if edges.contains(.top), bounds.minY <= safe.minY + tolerance { insets.top = max(0, bounds.minY - screen.minY) }
        if edges.contains(.leading), bounds.minX <= safe.minX + tolerance {
            insets.leading = max(0, bounds.minX - screen.minX)
        }
        if edges.contains(.bottom), bounds.maxY >= safe.maxY - tolerance {
            insets.bottom = max(0, screen.maxY - bounds.maxY)
        }
        if edges.contains(.trailing), bounds.maxX >= safe.maxX - tolerance {
            insets.trailing = max(0, screen.maxX - bounds.maxX)
        }
        let offered = ProposedViewSize(width: proposal.width.map { $0 + insets.horizontal },
                                       height: proposal.height.map { $0 + insets.vertical })
        child.place(at: Point(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), proposal: offered)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        child.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        child.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }

    var dumpName: String { "ignoresSafeArea" }
    var dumpProperties: [(String, String)] { edges == .all ? [] : [("edges", "\(edges.rawValue)")] }
}
