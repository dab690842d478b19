import Geometry
import Raster

/// Draws a node's content into a layer and multiplies the layer by a colour before compositing
/// it: SwiftUI's `colorMultiply(_:)` ("multiplies each color component of this view by the
/// given color"). Channels multiply premultiplied, so the colour's opacity scales the content's.
final class ColorMultiplyBehavior: LayoutTransparentBehavior {
    let color: Color

    init(color: Color) {
        self.color = color
    }

    var kindName: String { "colorMultiply" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("color", color.resolved(in: node.environment).description)]
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard let bounds = node.children[0].drawBounds,
              case .color(let resolved) = color.resolved(in: node.environment) else { return }
        let canvas = context.canvas
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.drawChildren(of: node)
        canvas.multiplyLayer(by: resolved)
        canvas.endLayer()
    }
}

/// Wraps each node of the content in a ``ColorMultiplyBehavior`` node.
struct ColorMultiplyModifier: ViewModifier, WrappingModifier {
    let color: Color

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: ColorMultiplyBehavior(color: color), environment: context.environment)
    }
}

extension View {
    /// Multiplies each colour component of the view by `color` (white leaves it unchanged,
    /// black makes it black, clear makes it transparent). SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyModifier(color: color))
    }
}
