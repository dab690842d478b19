import Geometry

/// A drawing effect applied to a node's content: it does not take part in layout.
enum RenderEffect: Sendable {
    /// Multiply the content's alpha (drawn into a layer, so overlapping parts do not add up).
    case opacity(Double)
    /// Cut the content to a shape's outline, in the node's frame.
    case clip(any OutlinedShape, antialiased: Bool)

    var kindName: String {
        switch self {
        case .opacity: "opacity"
        case .clip: "clipShape"
        }
    }

    var dumpProperties: [(String, String)] {
        switch self {
        case .opacity(let value): [("opacity", value.compactDescription)]
        case .clip(let shape, _): [("shape", shape.kindName)] + shape.dumpProperties
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
}

/// Wraps each node of the content in an ``EffectBehavior`` node.
struct RenderEffectModifier: ViewModifier, WrappingModifier {
    let effect: RenderEffect

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: EffectBehavior(effect), environment: context.environment)
    }
}
