import Foundation

/// Draws what a screen presents over it: the root's node first, then, per presented alert,
/// dialog, sheet or cover, what iOS does to the screen beneath (a backdrop node: dimming it, or
/// pushing it back behind a large sheet) and the presentation's layer node.
///
/// The host takes the root's place in the layout (offered the safe area, as the root was) and
/// places the root exactly as the layout session would have; backdrops cover the screen and
/// layers sit where ``PresentationLayout`` says. See ``PresentationMetrics`` for the measurements.
///
/// In a live host the host is always there (with the root alone when nothing is presented), so
/// that a presentation's backdrop and layer come and go as its children: it coordinates their
/// transitions (``PresentationTransition``), as a navigation stack coordinates pushes. Ghosts of
/// dismissed layers are spliced among the children while they leave, so drawing reads each
/// child's own behavior rather than counting children.
final class PresentationHostBehavior: NodeBehavior, ChildTransitionCoordinator {
    /// How one layer sits on the screen and what it does to what lies beneath.
    struct Layer {
        enum Backdrop {
            /// Nothing beneath changes (a full-screen cover hides it).
            case none
            /// Black at this opacity over everything beneath.
            case dim(Double)
            /// Everything beneath shrinks behind the card, rounded, on black, and dims (a large
            /// sheet on an iPhone).
            case pushBack
        }

        let backdrop: Backdrop
        /// The layer's frame (root coordinates).
        let frame: Rect
        /// The screen and safe area its content is laid out in, when they differ from the
        /// device's (a sheet's card).
        let screen: (screen: Rect, safeArea: Rect)?
        let kindName: String
        /// The outline the layer's drawing is clipped to (a sheet's card), if any.
        var clip: Path? = nil
        /// How the layer comes and goes in a live host.
        var transition = PresentationTransition.Kind.fade
        /// A sheet's drag on a live host: the card follows the finger (see ``SheetDrag``).
        var drag: SheetDrag? = nil
        /// What a tap on the backdrop does (a confirmation dialog's cancel), if anything.
        var outsideTap: (() -> Void)? = nil
        /// How much of its effect the backdrop has (1: all; a sheet dragged down lightens it).
        var backdropEmphasis = 1.0
        /// How far a push-back backdrop pushes the screen back (1: all the way; a sheet between
        /// its large detent and the next one is part of the way, its dimming whole).
        var backdropPush = 1.0
    }

    let layers: [Layer]
    let device: Device

    init(layers: [Layer], device: Device) {
        self.layers = layers
        self.device = device
    }

    var kindName: String { "Presentations" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("presented", layers.map(\.kindName).joined(separator: ", "))]
    }

    func transition(of child: ViewNode, inserted: Bool, previous: ViewNode?, current: ViewNode) -> AnyTransition? {
        // A host that was not there before (the first update) presents what it has at once.
        guard previous != nil else { return nil }
        return PresentationTransition.transition(of: child, inserted: inserted, screen: device.screen)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: device.safeArea.size)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        // The root as the layout session places it: offered the safe area, centred in it.
        recorder.record(Placement(position: device.safeArea.center, anchor: .center, proposal: proposal), at: 0)
        for (index, layer) in layers.enumerated() {
            recorder.record(Placement(position: device.screen.origin, anchor: .topLeading,
                                      proposal: ProposedViewSize(device.screen.size)), at: 2 * index + 1)
            recorder.record(Placement(position: layer.frame.origin, anchor: .topLeading,
                                      proposal: ProposedViewSize(layer.frame.size)), at: 2 * index + 2)
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        device.screen.union(children ?? device.screen)
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let children = node.children
        guard let root = children.first else { return }
        // The first backdrop pushes the screen back when a large sheet is presented over it; its
        // transition's fade is how far (0: in place, 1: all the way back).
        if children.count > 1, let first = children[1].behavior as? PresentationBackdropBehavior, first.pushesBack {
            let shown = (children[1].presentation?.opacity ?? 1) * first.emphasis
            drawPushedBack(root, progress: shown * first.push, dim: shown, in: context)
        } else {
            context.draw(root)
        }
        for child in children.dropFirst() { context.draw(child) }
    }

    /// The screen beneath a large sheet: black, with the screen drawn smaller (its top at the
    /// safe area's top, centred), its corners rounded, and dimmed; `progress` of the way there,
    /// with `dim` of the sheet's dimming (more than `progress` while a sheet rises from its medium
    /// detent: dimmed as there, then pushed back as it nears the large one).
    private func drawPushedBack(_ root: ViewNode, progress: Double, dim: Double, in context: DrawContext) {
        guard progress > 0 else {
            context.draw(root)
            if dim > 0 {
                let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: PresentationMetrics.sheetDim * dim)
                context.canvas.fill(Path(device.screen), with: .solid(black))
            }
            return
        }
        let screen = device.screen
        context.canvas.fill(Path(screen), with: .solid(.black))
        let transform = PresentationMetrics.pushBackTransform(for: device, progress: progress)
        context.transformed(by: transform) {
            let radius = progress >= 1 ? PresentationMetrics.pushedBackCornerRadius
                : PresentationMetrics.pushedBackCornerRadius * progress
            let outline = Path(roundedRect: screen, cornerRadius: radius)
            context.clipped(to: outline, bounds: screen) {
                context.draw(root)
                context.canvas.fill(Path(screen), with: .solid(RGBAColor(red: 0, green: 0, blue: 0,
                                                                         alpha: PresentationMetrics.sheetDim * dim)))
            }
        }
    }
}

/// What a presentation does to the screen beneath it, as a node of its own (so that a live
/// host can fade it in and out with the presentation): black at the backdrop's opacity over the
/// screen, or, for a large sheet's push-back, nothing itself (the host draws the screen pushed
/// back as far as this node has faded in). It takes every touch on the screen beneath: tapping
/// the dimming around a sheet or an alert does nothing, as on iOS.
final class PresentationBackdropBehavior: NodeBehavior {
    let backdrop: PresentationHostBehavior.Layer.Backdrop
    let transition: PresentationTransition.Kind
    /// How much of its effect it has (1: all of it): a sheet dragged down lightens its dimming and
    /// brings the pushed-back screen forward as far as the card has gone down. Animatable, so it
    /// springs back with the card.
    private(set) var emphasis: Double
    /// How far a push-back pushes the screen back, as a fraction of its emphasis (see
    /// ``PresentationHostBehavior/Layer/backdropPush``). Animatable.
    private(set) var push: Double

    init(backdrop: PresentationHostBehavior.Layer.Backdrop, transition: PresentationTransition.Kind,
         emphasis: Double = 1, push: Double = 1) {
        self.backdrop = backdrop
        self.transition = transition
        self.emphasis = emphasis
        self.push = push
    }

    var kindName: String { "PresentationBackdrop" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        (emphasis < 1 ? [("emphasis", String(format: "%.3f", emphasis))] : [])
            + (pushesBack && push < 1 ? [("push", String(format: "%.3f", push))] : [])
    }

    func animatableAttributes(of node: ViewNode) -> [NodeAttribute] {
        // The push is how far the screen is scaled back: the `scale` attribute.
        [NodeAttribute(key: .opacity, value: emphasis)] + (pushesBack ? [NodeAttribute(key: .scale, value: push)] : [])
    }

    func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], of node: ViewNode) {
        if let value = values[.opacity] as? Double { emphasis = min(1, max(0, value)) }
        if pushesBack, let value = values[.scale] as? Double { push = min(1, max(0, value)) }
    }

    var pushesBack: Bool { if case .pushBack = backdrop { true } else { false } }

    var blocksTouches: Bool { if case .none = backdrop { false } else { true } }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: pass.screen.size)
    }

    func hitsContent(of node: ViewNode, at point: Point) -> Bool {
        blocksTouches && node.frame.contains(point)
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        if case .dim = backdrop { return node.frame }
        return nil
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard case .dim(let opacity) = backdrop else { return }
        context.canvas.fill(Path(node.frame), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: opacity * emphasis)))
    }
}

/// One presentation's layer: its content, laid out in the layer's screen (a sheet's card) and
/// clipped to its outline; the node a live host moves and fades in and out.
final class PresentationLayerBehavior: NodeBehavior {
    let layer: PresentationHostBehavior.Layer

    init(layer: PresentationHostBehavior.Layer) {
        self.layer = layer
    }

    var kindName: String { "PresentationLayer" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { [("presented", layer.kindName)] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: layer.frame.size)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        for index in node.children.indices {
            recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)),
                            at: index)
        }
    }

    func screen(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> (screen: Rect, safeArea: Rect)? {
        layer.screen
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        // The clip is in the layer's own coordinates: it moves with the layer's transition, and
        // with the layer's frame while that animates (a dragged sheet springing back).
        if var clip = layer.clip {
            let dx = node.frame.minX - layer.frame.minX, dy = node.frame.minY - layer.frame.minY
            if dx != 0 || dy != 0 { clip = clip.offsetBy(dx: dx, dy: dy) }
            context.clipped(to: clip, bounds: clip.controlPointBounds) { context.drawChildren(of: node) }
        } else {
            context.drawChildren(of: node)
        }
    }
}

/// The measurements of presentations on an iPhone (iOS 15–17). Apple publishes none of them as
/// numbers; these are read off iOS 17 renderings (inferred): the card and dimming sizes below.
enum PresentationMetrics {
    /// Black over the screen behind an alert or dialog: 20 % in light mode, 48 % in dark mode.
    static func alertDim(_ scheme: ColorScheme) -> Double { scheme == .dark ? 0.48 : 0.2 }
    /// Black over the screen behind a sheet.
    static let sheetDim = 0.2
    /// A large sheet's top edge sits this far below the safe area's top.
    static let sheetTopGap = 10.0
    /// The sheet card's top corner radius.
    static let sheetCornerRadius = 10.0
    /// The pushed-back screen's corner radius.
    static let pushedBackCornerRadius = 10.0
    /// The drag indicator: a 36 × 5-point capsule 5 points below the card's top.
    static let dragIndicatorSize = Size(width: 36, height: 5)
    static let dragIndicatorTop = 5.0

    /// The pushed-back screen: scaled about its top centre so that it keeps 16 points on each
    /// side (on a 393-point screen, 92 %), its top moved to the safe area's top.
    /// `progress` of the way there (0: in place), as a large sheet rises.
    static func pushBackTransform(for device: Device, progress: Double = 1) -> Transform {
        let screen = device.screen
        var scale = screen.width > 64 ? (screen.width - 32) / screen.width : 1
        var top = device.safeAreaInsets.top
        if progress < 1 {
            scale = 1 + (scale - 1) * progress
            top *= progress
        }
        return Transform.translation(x: -screen.midX, y: 0)
            .concatenating(.scale(scale))
            .concatenating(.translation(x: screen.midX, y: top))
    }

    /// The frame of a sheet card at `detent` on `device`.
    static func sheetFrame(_ detent: PresentationDetent, on device: Device) -> Rect {
        let screen = device.screen
        let largeTop = device.safeAreaInsets.top + sheetTopGap
        let largeHeight = screen.height - largeTop
        let height = min(largeHeight, max(0, detent.height(screen: screen.size, largeHeight: largeHeight)))
        return Rect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }
}

extension LayoutSession {
    /// Wraps `root` in a presentation host when the tree presented something (in a live host,
    /// always, so that presentations come and go as the host's children), resolving each
    /// presentation's content (which may present more, up to ``PresentationCollector/limit``).
    static func presenting(_ root: ViewNode, collector: PresentationCollector, device: Device,
                           environment: EnvironmentValues, live: Bool = false) -> ViewNode {
        guard live || !collector.entries.isEmpty else { return root }
        var layers = [PresentationHostBehavior.Layer]()
        var nodes = [root]
        var index = 0
        while index < collector.entries.count {
            var entry = collector.entries[index]
            // A change to the presentation's own state (a dragged sheet springing back) happens in
            // the transaction that made it.
            if let live = entry.live, let own = live.graph.currentChanges.transactions[live.identity] {
                entry.live?.transaction = ViewGraph.merged(live.transaction, own)
            }
            let (layer, content) = PresentationLayout.layer(for: entry, on: device, isFirst: index == 0,
                                                            collector: collector)
            layers.append(layer)
            let backdrop = ViewNode(behavior: PresentationBackdropBehavior(backdrop: layer.backdrop,
                                                                           transition: layer.transition,
                                                                           emphasis: layer.backdropEmphasis,
                                                                           push: layer.backdropPush),
                                    children: [], environment: content.environment)
            let node = ViewNode(behavior: PresentationLayerBehavior(layer: layer), children: [content],
                                environment: content.environment)
            if let live = entry.live {
                // Known by the presentation's identity from update to update: it comes and goes
                // with its transition, and only when it is presented or dismissed.
                node.identity = live.identity
                backdrop.identity = live.graph.identities.child(of: live.identity, .part(1))
                node.transaction = live.transaction
                backdrop.transaction = live.transaction
            }
            if let tap = layer.outsideTap {
                // A tap on the dimming around it ends the presentation as its cancel does.
                backdrop.attachControlAction(pressedIdentity: nil, tap)
            }
            if let drag = layer.drag {
                // Competes as an enclosing scroll view's pan: the content's own drags come first.
                node.touchHandlers.append(TouchHandler(priority: .scroll) { target in
                    SheetDragRecognizer(drag: drag, target: target)
                })
            }
            nodes += [backdrop, node]
            index += 1
        }
        return ViewNode(behavior: PresentationHostBehavior(layers: layers, device: device), children: nodes,
                        environment: environment)
    }
}
