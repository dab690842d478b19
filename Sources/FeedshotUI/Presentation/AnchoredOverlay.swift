import Geometry

/// A layer over the whole screen anchored to a view's placed frame: the menu a menu-style
/// `Picker` opens. Unlike the presentations of ``PresentationCollector`` (resolved after the
/// screen, from their content), an anchored overlay is resolved by the control that opens it,
/// in the control's live context, so its rows keep identities and take touches; the screen's
/// root then places it over everything, its card next to the anchor.
struct AnchoredOverlay {
    /// The frame it is anchored to (root coordinates), as the control was placed when it opened.
    let anchor: Rect
    /// Covers the screen behind the card: takes the taps outside the card (they close it).
    let backdrop: ViewNode
    /// The card, placed at its ideal size next to ``anchor``.
    let card: ViewNode
}

/// Collects the anchored overlays a view tree opens while it resolves (see ``AnchoredOverlay``).
final class AnchoredOverlayCollector: @unchecked Sendable {
    // Unchecked: one render resolves its tree on one thread.
    private(set) var overlays: [AnchoredOverlay] = []

    /// At most this many overlays draw (a menu opens one at a time; the limit bounds a loop).
    static let limit = 8

    func add(_ overlay: AnchoredOverlay) {
        guard overlays.count < Self.limit else { return }
        overlays.append(overlay)
    }
}

private struct AnchoredOverlayCollectorKey: EnvironmentKey {
    static let defaultValue: AnchoredOverlayCollector? = nil
}

extension EnvironmentValues {
    /// Where controls register the anchored overlays they open (set by the root of a render).
    var anchoredOverlayCollector: AnchoredOverlayCollector? {
        get { self[AnchoredOverlayCollectorKey.self] }
        set { self[AnchoredOverlayCollectorKey.self] = newValue }
    }
}

/// The measurements of a menu's placement, after UIKit's `UIContextMenuInteraction` menus on iOS
/// 17 as read off renderings (inferred; Apple publishes none of them): the card keeps 8 points
/// from its anchor and from the screen's safe area, below the anchor when it fits there, else
/// above it, else wherever it fits best; its edge lines up with the anchor's leading edge when
/// the anchor sits in the leading half of the screen, else with its trailing edge.
enum AnchoredOverlayMetrics {
    static let gap = 8.0
    static let margin = 8.0

    /// The card's frame for a card of `size` anchored to `anchor` on a screen with `safeArea`.
    static func cardFrame(size: Size, anchor: Rect, screen: Rect, safeArea: Rect) -> Rect {
        let bounds = safeArea.insetBy(dx: margin, dy: margin)
        var x = anchor.midX <= screen.midX ? anchor.minX : anchor.maxX - size.width
        x = min(max(x, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        let below = anchor.maxY + gap
        let above = anchor.minY - gap - size.height
        let y: Double
        if below + size.height <= bounds.maxY {
            y = below
        } else if above >= bounds.minY {
            y = above
        } else {
            // Neither side has room: as low as fits, never above the safe area's top.
            y = max(bounds.minY, bounds.maxY - size.height)
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// Draws the screen's root, then each anchored overlay over it (its backdrop over the whole
/// screen, its card next to its anchor). Takes the root's place as ``PresentationHostBehavior``
/// does: offered the safe area, the root placed exactly as the layout session would.
final class AnchoredOverlayHostBehavior: NodeBehavior {
    let overlays: [AnchoredOverlay]
    let device: Device

    init(overlays: [AnchoredOverlay], device: Device) {
        self.overlays = overlays
        self.device = device
    }

    var kindName: String { "AnchoredOverlays" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("overlays", "\(overlays.count)")]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: device.safeArea.size)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: device.safeArea.center, anchor: .center, proposal: proposal), at: 0)
        for (index, overlay) in overlays.enumerated() {
            recorder.record(Placement(position: device.screen.origin, anchor: .topLeading,
                                      proposal: ProposedViewSize(device.screen.size)), at: 1 + 2 * index)
            let size = pass.size(of: overlay.card, proposal: .unspecified)
            let frame = AnchoredOverlayMetrics.cardFrame(size: size, anchor: overlay.anchor, screen: device.screen,
                                                         safeArea: device.safeArea)
            recorder.record(Placement(position: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(size)),
                            at: 2 + 2 * index)
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        device.screen.union(children ?? device.screen)
    }
}

extension LayoutSession {
    /// Wraps `root` in an overlay host when a control opened an anchored overlay.
    static func overlaying(_ root: ViewNode, collector: AnchoredOverlayCollector, device: Device,
                           environment: EnvironmentValues) -> ViewNode {
        guard !collector.overlays.isEmpty else { return root }
        let children = [root] + collector.overlays.flatMap { [$0.backdrop, $0.card] }
        return ViewNode(behavior: AnchoredOverlayHostBehavior(overlays: collector.overlays, device: device),
                        children: children, environment: environment)
    }
}
