/// How a view's colours mix with what lies behind it: SwiftUI's `BlendMode`.
///
/// The separable and non-separable modes follow the W3C's Compositing and Blending formulas
/// (Raster's ``LayerBlendMode``); `sourceAtop`, `destinationOver` and `destinationOut` are
/// Porter-Duff operators; `plusLighter`/`plusDarker` add or subtract light. The view is drawn into
/// a layer and the layer mixed with what was drawn before it inside the nearest compositing group
/// (`compositingGroup()`, `drawingGroup()`) or on the screen.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// How the layer is composited: a W3C mix, or a Porter-Duff operator.
    var compositing: (mix: LayerBlendMode?, operator: Raster.BlendMode) {
        switch self {
        case .normal: (nil, .sourceOver)
        case .multiply: (.multiply, .sourceOver)
        case .screen: (.screen, .sourceOver)
        case .overlay: (.overlay, .sourceOver)
        case .darken: (.darken, .sourceOver)
        case .lighten: (.lighten, .sourceOver)
        case .colorDodge: (.colorDodge, .sourceOver)
        case .colorBurn: (.colorBurn, .sourceOver)
        case .softLight: (.softLight, .sourceOver)
        case .hardLight: (.hardLight, .sourceOver)
        case .difference: (.difference, .sourceOver)
        case .exclusion: (.exclusion, .sourceOver)
        case .hue: (.hue, .sourceOver)
        case .saturation: (.saturation, .sourceOver)
        case .color: (.color, .sourceOver)
        case .luminosity: (.luminosity, .sourceOver)
        case .plusDarker: (.plusDarker, .sourceOver)
        case .plusLighter: (.plusLighter, .sourceOver)
        case .sourceAtop: (nil, .sourceAtop)
        case .destinationOver: (nil, .destinationOver)
        case .destinationOut: (nil, .destinationOut)
        }
    }
}

/// Draws a node's content into a layer, then composites the layer whole: with a blend mode, or
/// (a compositing or drawing group) as one picture, so opacity and blend modes inside it apply to
/// the group rather than to what is behind it.
final class LayerCompositingBehavior: LayoutTransparentBehavior {
    let blendMode: BlendMode
    let name: String

    init(blendMode: BlendMode, name: String) {
        self.blendMode = blendMode
        self.name = name
    }

    var kindName: String { name }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        blendMode == .normal ? [] : [("mode", "\(blendMode)")]
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard let bounds = node.children[0].drawBounds else { return }
        let canvas = context.canvas
        let (mix, porterDuff) = blendMode.compositing
        // The layer composites with the blend mode current when it began (a layer starts
        // source-over inside), so a Porter-Duff operator is set before it, in a saved state.
        canvas.save()
        canvas.blendMode = porterDuff
        canvas.beginLayer(in: bounds.insetBy(dx: -1, dy: -1))
        context.drawChildren(of: node)
        if let mix {
            canvas.endLayer(blending: mix)
        } else {
            canvas.endLayer()
        }
        canvas.restore()
    }
}

/// Wraps each node of the content in a ``LayerCompositingBehavior`` node.
struct LayerCompositingModifier: ViewModifier, WrappingModifier {
    let blendMode: BlendMode
    let name: String

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: LayerCompositingBehavior(blendMode: blendMode, name: name),
                 environment: context.environment)
    }
}

/// Whether a drawing group renders opaque: SwiftUI's `ColorRenderingMode` (accepted; Feedshot
/// draws in 8-bit sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Mixes the view's colours with what lies behind it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(LayerCompositingModifier(blendMode: blendMode, name: "blendMode"))
    }

    /// Composites the view's content as one picture before effects applied after this one
    /// (opacity, blend modes) act on it.
    public func compositingGroup() -> some View {
        modifier(LayerCompositingModifier(blendMode: .normal, name: "compositingGroup"))
    }

    /// Renders the view's content offscreen as one picture (SwiftUI uses Metal for it); draws as a
    /// compositing group.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(LayerCompositingModifier(blendMode: .normal, name: "drawingGroup"))
    }
}
