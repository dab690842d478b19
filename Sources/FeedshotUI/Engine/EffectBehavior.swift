import Geometry

/// A drawing effect applied to a node's content: it does not take part in layout.
enum RenderEffect: Sendable {
    /// Multiply the content's alpha (drawn into a layer, so overlapping parts do not add up).
    case opacity(Double)
    /// Cut the content to a shape's outline, in the node's frame.
    case clip(any Shape, antialiased: Bool)
    /// Scale the content about a unit point of the node's frame.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Rotate the content (clockwise on screen) about a unit point of the node's frame.
    case rotation(Angle, anchor: UnitPoint)

    var kindName: String {
        switch self {
        case .opacity: "opacity"
        case .clip: "clipShape"
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        }
    }

    var dumpProperties: [(String, String)] {
        switch self {
        case .opacity(let value): [("opacity", value.compactDescription)]
        case .clip(let shape, _): [("shape", shape.shapeName)] + shape.shapeProperties
        case let .scale(x, y, anchor):
            [("x", x.compactDescription), ("y", y.compactDescription), ("anchor", anchor.description)]
        case let .rotation(angle, anchor): [("angle", angle.description), ("anchor", anchor.description)]
        }
    }

    /// The transform a scale or rotation applies to content drawn in `frame`, in root
    /// coordinates; `nil` for other effects.
    func transform(in frame: Rect) -> Transform? {
        let pivot: Point
        let linear: Transform
        switch self {
        case .opacity, .clip: return nil
        case let .scale(x, y, anchor):
            pivot = anchor.point(in: frame)
            linear = .scale(x: x, y: y)
        case let .rotation(angle, anchor):
            pivot = anchor.point(in: frame)
            linear = .rotation(radians: angle.radians)
        }
        return Transform.translation(x: -pivot.x, y: -pivot.y).concatenating(linear)
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }
}

/// A single-child node that passes layout through unchanged and applies a ``RenderEffect``
/// when drawn.
final class EffectBehavior: LayoutTransparentBehavior {
    /// The effect (a live host sets its presented value while it animates).
    var effect: RenderEffect

    init(_ effect: RenderEffect) {
        self.effect = effect
    }

    var kindName: String { effect.kindName }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { effect.dumpProperties }

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
                context.clipped(to: shape.placedPath(in: rect), bounds: rect) { context.drawChildren(of: node) }
            }
        case .scale, .rotation:
            guard let transform = effect.transform(in: node.frame), transform.determinant != 0 else { return }
            context.transformed(by: transform) { context.drawChildren(of: node) }
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        switch effect {
        case .opacity: return children
        case .clip: return children.map { $0.intersection(node.frame) }
        case .scale, .rotation:
            guard let transform = effect.transform(in: node.frame) else { return children }
            return children.map { transform.apply(to: $0) }
        }
    }
}

/// Wraps each node of the content in an ``EffectBehavior`` node.
struct RenderEffectModifier: ViewModifier, WrappingModifier {
    let effect: RenderEffect

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: EffectBehavior(effect), environment: context.environment)
    }
}
