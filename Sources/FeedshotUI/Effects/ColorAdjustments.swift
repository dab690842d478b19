import Geometry
import Raster

/// Draws a node's content into a layer and adjusts the layer's colours before compositing it:
/// SwiftUI's `colorMultiply(_:)` ("multiplies each color component of this view by the given
/// color"; channels multiply premultiplied, so the colour's opacity scales the content's), and the
/// colour maps `saturation(_:)`, `grayscale(_:)`, `brightness(_:)`, `contrast(_:)`,
/// `hueRotation(_:)` and `colorInvert()` (Raster's ``ColorMatrix``, the W3C matrices).
final class ColorAdjustmentBehavior: LayoutTransparentBehavior {
    enum Adjustment: Sendable {
        case multiply(Color)
        case saturation(Double)
        case grayscale(Double)
        case brightness(Double)
        case contrast(Double)
        case hueRotation(Angle)
        case inversion

        var name: String {
            switch self {
            case .multiply: "colorMultiply"
            case .saturation: "saturation"
            case .grayscale: "grayscale"
            case .brightness: "brightness"
            case .contrast: "contrast"
            case .hueRotation: "hueRotation"
            case .inversion: "colorInvert"
            }
        }

        /// The colour map (every adjustment but a multiplication by a colour).
        var matrix: ColorMatrix? {
            switch self {
            case .multiply: nil
            case .saturation(let amount): .saturation(amount)
            case .grayscale(let amount): .grayscale(amount)
            case .brightness(let amount): .brightness(amount)
            case .contrast(let amount): .contrast(amount)
            case .hueRotation(let angle): .hueRotation(radians: angle.radians)
            case .inversion: .inversion
            }
        }

        /// Applies the adjustment to the canvas's innermost layer.
        func apply(to canvas: Raster.Canvas, environment: EnvironmentValues) {
            if case .multiply(let color) = self {
                if case .color(let resolved) = color.resolved(in: environment) { canvas.multiplyLayer(by: resolved) }
            } else if let matrix {
                canvas.transformLayerColors(by: matrix)
            }
        }
    }

    let adjustment: Adjustment

    init(_ adjustment: Adjustment) {
        self.adjustment = adjustment
    }

    var kindName: String { adjustment.name }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        switch adjustment {
        case .multiply(let color): [("color", color.resolved(in: node.environment).description)]
        case .saturation(let amount), .grayscale(let amount), .brightness(let amount), .contrast(let amount):
            [("amount", amount.compactDescription)]
        case .hueRotation(let angle): [("degrees", angle.degrees.compactDescription)]
        case .inversion: []
        }
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard let bounds = node.children[0].drawBounds else { return }
        let canvas = context.canvas
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.drawChildren(of: node)
        adjustment.apply(to: canvas, environment: node.environment)
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

    /// Greys the view by `amount` (0: unchanged, 1: fully grey). SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .grayscale(amount)))
    }

    /// Brightens the view's colours by adding `amount` to each channel (0: unchanged, 1: white;
    /// negative darkens). SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .brightness(amount)))
    }

    /// Scales the view's colours' distance from mid-grey by `amount` (1: unchanged, 0: grey,
    /// negative: inverted too). SwiftUI's `contrast(_:)`.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .contrast(amount)))
    }

    /// Turns the view's hues by `angle`. SwiftUI's `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .hueRotation(angle)))
    }

    /// Inverts the view's colours. SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View {
        modifier(ColorAdjustmentModifier(adjustment: .inversion))
    }
}
