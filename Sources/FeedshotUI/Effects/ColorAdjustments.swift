import Geometry
import Raster

/// Draws a node's content into a layer and adjusts the layer's colours before compositing it:
/// SwiftUI's `colorMultiply(_:)` ("multiplies each color component of this view by the given
/// color"; channels multiply premultiplied, so the colour's opacity scales the content's) and
/// `saturation(_:)`.
final class ColorAdjustmentBehavior: LayoutTransparentBehavior {
    enum Adjustment {
        case multiply(Color)
        case saturation(Double)
    }

    let adjustment: Adjustment

    init(_ adjustment: Adjustment) {
        self.adjustment = adjustment
    }

    var kindName: String {
        switch adjustment {
        case .multiply: "colorMultiply"
        case .saturation: "saturation"
        }
    }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        switch adjustment {
        case .multiply(let color): [("color", color.resolved(in: node.environment).description)]
        case .saturation(let amount): [("amount", amount.compactDescription)]
        }
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard let bounds = node.children[0].drawBounds else { return }
        let canvas = context.canvas
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.drawChildren(of: node)
        switch adjustment {
        case .multiply(let color):
            if case .color(let resolved) = color.resolved(in: node.environment) { canvas.multiplyLayer(by: resolved) }
        case .saturation(let amount):
            canvas.saturateLayer(by: amount)
        }
        canvas.endLayer()
    }
}

/// Wraps each node of the content in a ``ColorAdjustmentBehavior`` node.
struct ColorAdjustmentModifier: ViewModifier, WrappingModifier {
    let adjustment: ColorAdjustmentBehavior.Adjustment

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: ColorAdjustmentBehavior(adjustment), environment: context.environment)
    }
}

extension View {
    /// Multiplies each colour component of the view by `color` (white leaves it unchanged,
    /// black makes it black, clear makes it transparent). SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .multiply(color)))
    }

    /// Moves the view's colours toward grey (`amount` 0) or beyond their saturation (above 1);
    /// 1 leaves them unchanged. SwiftUI's `saturation(_:)`; the W3C `saturate` matrix, inferred
    /// (Apple does not publish SwiftUI's).
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .saturation(amount)))
    }
}
