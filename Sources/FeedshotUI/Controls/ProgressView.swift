import Foundation

/// Shows progress: SwiftUI's `ProgressView`, drawn as a still frame.
///
/// Without a value (or with `.progressViewStyle(.circular)`) it is iOS's activity indicator,
/// eight spokes fading around a circle; with a value it is a linear bar, 4 points tall, filled
/// with the tint up to `value / total`. A label sits below a spinner and above a bar.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?
    @Environment(\.progressViewStyle) private var style

    public var body: some View {
        let isLinear = fraction != nil && style != .circular
        if isLinear {
            VStack(alignment: .leading, spacing: 8) {
                label
                ProgressBar(fraction: fraction ?? 0)
            }
        } else {
            VStack(spacing: 8) {
                Spinner()
                label.foregroundStyle(.secondary)
            }
        }
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, Double(value) / Double(total)))
    }
}

extension ProgressView where Label == EmptyView {
    /// An activity indicator.
    public init() {
        fraction = nil
        label = nil
    }

    /// A bar filled to `value / total` (a spinner when `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// An activity indicator above `title`.
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    /// `title` above a bar filled to `value / total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(title)
    }
}

extension ProgressView {
    /// An activity indicator with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A bar filled to `value / total` with a label above.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
    }
}

/// How progress views inside draw: SwiftUI's `ProgressViewStyle` values.
public enum ProgressViewStyleKind: Hashable, Sendable {
    /// A spinner without a value, a bar with one.
    case automatic
    /// Always the spinner.
    case circular
    /// A bar (a value-less progress view still spins).
    case linear
}


private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how progress views inside draw (`.circular` or `.linear`).
    public func progressViewStyle(_ style: ProgressViewStyleKind) -> some View {
        environment(\.progressViewStyle, style)
    }
}

/// The linear bar: a capsule track in the tertiary system fill, filled with the tint.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(ProgressBarLeaf(fraction: fraction)), environment: context.environment)]
    }
}

/// UIProgressView's default bar is 4 points tall (its intrinsic height); it is as wide as offered.
struct ProgressBarLeaf: LeafContent {
    let fraction: Double

    var kindName: String { "ProgressBar" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("fraction", fraction.compactDescription)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
        return Size(width: width, height: 4)
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let track = Color.tertiarySystemFill.resolved(in: environment)
        context.canvas.fill(Path(capsuleIn: rect), with: track.paint(in: rect))
        guard fraction > 0 else { return }
        // Progress runs in the reading direction: from the right in a right-to-left layout.
        let width = rect.width * fraction
        let x = environment.layoutDirection == .rightToLeft ? rect.maxX - width : rect.minX
        let filled = Rect(x: x, y: rect.minY, width: width, height: rect.height)
        let tint = environment.tint.resolved(in: environment)
        context.canvas.save()
        context.canvas.clip(to: filled)
        context.canvas.fill(Path(capsuleIn: rect), with: tint.paint(in: rect))
        context.canvas.restore()
    }
}

/// The activity indicator.
struct Spinner: View, PrimitiveView {
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(SpinnerLeaf()), environment: context.environment)]
    }
}

/// UIActivityIndicatorView's medium style is 20 points across (large: 37), eight spokes whose
/// opacity falls off around the circle; it is drawn in the secondary label colour.
struct SpinnerLeaf: LeafContent {
    var kindName: String { "ProgressView" }

    func diameter(_ environment: EnvironmentValues) -> Double {
        environment.controlSize == .large || environment.controlSize == .extraLarge ? 37 : 20
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let diameter = diameter(environment)
        return Size(width: diameter, height: diameter)
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let radius = rect.width / 2
        let color = Color.gray.resolve(in: environment.colorScheme)
        let spokes = 8
        for index in 0..<spokes {
            // Spoke 0 points up and is the darkest; the rest fade clockwise behind it.
            let angle = Double(index) / Double(spokes) * 2 * Double.pi - Double.pi / 2
            let inner = radius * 0.45, outer = radius * 0.95
            var path = Path()
            path.move(to: Point(x: rect.midX + cos(angle) * inner, y: rect.midY + sin(angle) * inner))
            path.addLine(to: Point(x: rect.midX + cos(angle) * outer, y: rect.midY + sin(angle) * outer))
            let opacity = 1 - Double((spokes - index) % spokes) / Double(spokes) * 0.75
            let style = StrokeStyle(lineWidth: radius * 0.22, lineCap: .round)
            context.canvas.stroke(path, style: style, with: .solid(color.multipliedAlpha(by: opacity)))
        }
    }
}
