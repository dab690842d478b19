import Foundation

/// Draws what a screen presents over it: the root's node first, then one layer per presented
/// alert, dialog, sheet or cover, each with what iOS does to the screen beneath (dimming it, or
/// pushing it back behind a large sheet).
///
/// The host takes the root's place in the layout (offered the safe area, as the root was) and
/// places the root exactly as the layout session would have; layers are placed over the whole
/// screen. See ``PresentationMetrics`` for the measurements.
final class PresentationHostBehavior: NodeBehavior {
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

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: device.safeArea.size)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        // The root as the layout session places it: offered the safe area, centred in it.
        recorder.record(Placement(position: device.safeArea.center, anchor: .center, proposal: proposal), at: 0)
        for (index, layer) in layers.enumerated() {
            recorder.record(Placement(position: layer.frame.origin, anchor: .topLeading,
                                      proposal: ProposedViewSize(layer.frame.size)), at: index + 1)
        }
    }

    func screen(forChildAt index: Int, of node: ViewNode, pass: LayoutPass) -> (screen: Rect, safeArea: Rect)? {
        index == 0 ? nil : layers[index - 1].screen
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        device.screen.union(children ?? device.screen)
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let screen = device.screen
        let pushesBack = layers.first.map { if case .pushBack = $0.backdrop { true } else { false } } ?? false
        if pushesBack {
            drawPushedBack(node.children[0], in: context, environment: node.environment)
        } else {
            context.draw(node.children[0])
        }
        for (index, layer) in layers.enumerated() {
            switch layer.backdrop {
            case .none:
                break
            case .dim(let opacity):
                context.canvas.fill(Path(screen), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: opacity)))
            case .pushBack:
                // Only the first layer pushes back the screen; a sheet over a sheet dims it.
                if index > 0 {
                    context.canvas.fill(Path(screen), with: .solid(RGBAColor(red: 0, green: 0, blue: 0,
                                                                             alpha: PresentationMetrics.sheetDim)))
                }
            }
            if let clip = layer.clip {
                context.clipped(to: clip, bounds: clip.controlPointBounds) { context.draw(node.children[index + 1]) }
            } else {
                context.draw(node.children[index + 1])
            }
        }
    }

    /// The screen beneath a large sheet: black, with the screen drawn smaller (its top at the
    /// safe area's top, centred), its corners rounded, and dimmed.
    private func drawPushedBack(_ root: ViewNode, in context: DrawContext, environment: EnvironmentValues) {
        let screen = device.screen
        context.canvas.fill(Path(screen), with: .solid(.black))
        let transform = PresentationMetrics.pushBackTransform(for: device)
        context.transformed(by: transform) {
            let outline = Path(roundedRect: screen, cornerRadius: PresentationMetrics.pushedBackCornerRadius)
            context.clipped(to: outline, bounds: screen) {
                context.draw(root)
                context.canvas.fill(Path(screen), with: .solid(RGBAColor(red: 0, green: 0, blue: 0,
                                                                         alpha: PresentationMetrics.sheetDim)))
            }
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
    static func pushBackTransform(for device: Device) -> Transform {
        let screen = device.screen
        let scale = screen.width > 64 ? (screen.width - 32) / screen.width : 1
        let top = device.safeAreaInsets.top
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
    /// Wraps `root` in a presentation host when the tree presented something, resolving each
    /// presentation's content (which may present more, up to ``PresentationCollector/limit``).
    static func presenting(_ root: ViewNode, collector: PresentationCollector, device: Device,
                           environment: EnvironmentValues) -> ViewNode {
        guard !collector.requests.isEmpty else { return root }
        var layers = [PresentationHostBehavior.Layer]()
        var nodes = [root]
        var index = 0
        while index < collector.requests.count {
            let (layer, node) = PresentationLayout.layer(for: collector.requests[index], on: device,
                                                         isFirst: index == 0, collector: collector)
            layers.append(layer)
            nodes.append(node)
            index += 1
        }
        return ViewNode(behavior: PresentationHostBehavior(layers: layers, device: device), children: nodes,
                        environment: environment)
    }
}
