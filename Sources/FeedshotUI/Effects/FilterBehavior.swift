import Geometry
import Raster

/// A pixel filter applied to a node's drawing: the content is drawn into a layer padded for the
/// filter's spread, then filtered and composited. Filters do not take part in layout.
enum ViewFilter: Sendable {
    /// SwiftUI's `.blur(radius:opaque:)`.
    case blur(radius: Double, opaque: Bool)
    /// SwiftUI's `.shadow(color:radius:x:y:)`.
    case shadow(color: Color, radius: Double, x: Double, y: Double)

    var kindName: String {
        switch self {
        case .blur: "blur"
        case .shadow: "shadow"
        }
    }

    var dumpProperties: [(String, String)] {
        switch self {
        case let .blur(radius, opaque):
            [("radius", radius.compactDescription)] + (opaque ? [("opaque", "true")] : [])
        case let .shadow(_, radius, x, y):
            [("radius", radius.compactDescription), ("x", x.compactDescription), ("y", y.compactDescription)]
        }
    }

    /// SwiftUI's radius is the Gaussian's standard deviation in points (see the Effects article).
    var sigma: Double {
        switch self {
        case .blur(let radius, _), .shadow(_, let radius, _, _): Swift.max(0, radius.isFinite ? radius : 0)
        }
    }

    /// How far the filter reaches beyond the content, in points.
    func outsets(scale: Double) -> EdgeInsets {
        let pad = Double(GaussianBlur.padding(sigma: sigma * scale)) / scale
        switch self {
        case .blur:
            return EdgeInsets(top: pad, leading: pad, bottom: pad, trailing: pad)
        case let .shadow(_, _, x, y):
            return EdgeInsets(top: pad + Swift.max(0, -y), leading: pad + Swift.max(0, -x),
                              bottom: pad + Swift.max(0, y), trailing: pad + Swift.max(0, x))
        }
    }
}

/// A single-child node that lays out like its child and draws it through a ``ViewFilter``.
final class FilterBehavior: LayoutTransparentBehavior {
    let filter: ViewFilter

    init(_ filter: ViewFilter) {
        self.filter = filter
    }

    var kindName: String { filter.kindName }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { filter.dumpProperties }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let scale = context.scale
        let sigma = filter.sigma * scale
        guard sigma > 0.05, let content = node.children[0].drawBounds else { return context.drawChildren(of: node) }
        let layerRect = outset(content, by: filter.outsets(scale: scale))
        switch filter {
        case let .blur(_, opaque):
            // An opaque blur stays inside the view's frame and repeats the frame's edge pixels
            // rather than fading to transparency, as SwiftUI's does.
            let rect = opaque ? context.pixelAligned(node.frame) : layerRect
            context.canvas.beginLayer(in: rect)
            context.drawChildren(of: node)
            context.canvas.endLayer(applying: .blur(sigma: sigma, edges: opaque ? .clamped : .transparent))
        case let .shadow(color, _, x, y):
            let resolved = color.resolve(in: node.environment.colorScheme)
            context.canvas.beginLayer(in: layerRect)
            context.drawChildren(of: node)
            context.canvas.endLayer(applying: .shadow(color: resolved, sigma: sigma, offsetX: x * scale,
                                                      offsetY: y * scale))
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        // Three deviations rounded up to whole points bound the spread at every scale (it is
        // rounded up to whole device pixels when drawn); one more point covers the rounding.
        children.map { outset($0, by: filter.outsets(scale: 1)).insetBy(dx: -1, dy: -1) }
    }

    private func outset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: rect.minX - insets.leading, y: rect.minY - insets.top,
             width: rect.width + insets.leading + insets.trailing, height: rect.height + insets.top + insets.bottom)
    }
}

/// Wraps each node of the content in a ``FilterBehavior`` node.
struct ViewFilterModifier: ViewModifier, WrappingModifier {
    let filter: ViewFilter

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: FilterBehavior(filter), environment: context.environment)
    }
}
