import Geometry
import Raster

/// A view shown through another's opacity: SwiftUI's `mask(alignment:_:)`. The mask view is laid
/// out in the view's frame as an overlay is (proposed the view's size, placed by `alignment`);
/// where it is opaque the view shows, where it is transparent (or absent) the view does not, and
/// partial opacity fades it. The mask's colours do not matter, and it takes no touches.
///
/// The node is a group (``MaskGroupBehavior``) around an overlay layout of the view and its mask:
/// the view is drawn into a layer, the mask into a layer of its own that ends as the mask of the
/// first (Raster's ``Canvas/endMaskLayer()``).
struct MaskModifier<Mask: View>: ViewModifier, WrappingModifier {
    let mask: Mask
    let alignment: Alignment

    func makeNode(wrapping primary: ViewNode, in context: ResolveContext) -> ViewNode {
        let maskNode = SecondaryLayerLayout.resolveLayer(mask, alignment: alignment, in: context)
        var rule = maskNode.hitTesting ?? HitTestingRule()
        rule.allowsHitTesting = false
        maskNode.hitTesting = rule
        let pair = SecondaryLayerLayout.pairNode(primary: primary, layer: maskNode, alignment: alignment,
                                                 isBackground: false, name: "mask", in: context)
        return ViewNode(wrapping: pair, behavior: MaskGroupBehavior(), environment: context.environment)
    }
}

/// Draws the masked view into a layer, then its mask into a layer that ends as the first's mask,
/// and composites the result.
final class MaskGroupBehavior: LayoutTransparentBehavior {
    var kindName: String { "maskGroup" }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let pair = node.children[0]
        let (primary, mask) = (pair.children[0], pair.children[1])
        // Only the masked view's pixels can show: the layer covers what it draws.
        guard let bounds = primary.drawBounds else { return }
        let canvas = context.canvas
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.draw(primary)
        // An empty mask (nothing drawn) hides the view whole.
        canvas.beginLayer(in: (mask.drawBounds ?? mask.frame).insetBy(dx: -1, dy: -1))
        context.draw(mask)
        canvas.endMaskLayer()
        canvas.endLayer()
    }
}

extension View {
    /// Shows the view through the opacity of `mask`, laid out in the view's frame by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows the view through the opacity of `mask` (SwiftUI's older spelling).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
