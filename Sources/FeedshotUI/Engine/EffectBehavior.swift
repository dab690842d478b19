import Geometry

/// A drawing effect applied to a node's content: it does not take part in layout.
enum RenderEffect: Sendable {
    /// Multiply the content's alpha (drawn into a layer, so overlapping parts do not add up).
    case opacity(Double)
    /// Cut the content to a shape's outline, in the node's frame.
    case clip(any Shape, antialiased: Bool)

    var kindName: String {
        switch self {
        case .opacity: "opacity"
        case .clip: "clipShape"
        }
    }

    var dumpProperties: [(String, String)] {
        switch self {
        case .opacity(let value): [("opacity", value.compactDescription)]
        case .clip(let shape, _): [("shape", shape.shapeName)] + shape.shapeProperties
        }
    }
}

/// A single-child node that passes layout through unchanged and applies a ``RenderEffect``
/// when drawn.
final class EffectBehavior: NodeBehavior {
    let effect: RenderEffect

    init(_ effect: RenderEffect) {
        self.effect = effect
    }

    var kindName: String { effect.kindName }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { effect.dumpProperties }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        pass.size(of: node.children[0], proposal: proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: proposal), at: 0)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        pass.explicitAlignment(key, of: node.children[0], proposal: proposal)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        pass.spacing(of: node.children[0])
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        switch effect {
        case .opacity(let opacity):
            guard opacity > 0 else { return }
            guard opacity < 1 else { return context.drawChildren(of: node) }
            context.canvas.beginLayer(opacity: opacity)
            context.drawChildren(of: node)
            context.canvas.endLayer()
        case .clip(let shape, _):
            let rect = context.pixelAligned(node.frame)
            if shape is Rectangle {
                context.clipped(to: rect) { context.drawChildren(of: node) }
            } else {
                context.clipped(to: shape.path(in: rect), bounds: rect) { context.drawChildren(of: node) }
            }
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        guard case .clip = effect else { return children }
        return children.map { $0.intersection(node.frame) }
    }
}

/// Wraps each node of the content in an ``EffectBehavior`` node.
struct RenderEffectModifier: ViewModifier, WrappingModifier {
    let effect: RenderEffect

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: EffectBehavior(effect), environment: context.environment)
    }
}
