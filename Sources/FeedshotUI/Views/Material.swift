/// A translucent background that blurs what lies behind it: SwiftUI's `Material`
/// (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// A shape or background filled with a material replaces what has been drawn beneath it with a
/// Gaussian blur of it, then lays the material's tint over the blur: lighter in light mode,
/// darker in dark mode, more opaque the thicker the material. Apple does not publish the blur
/// radii or tints of its materials; these are chosen to match iOS 17 renderings over photographs
/// and colour fields (inferred): blur deviations of 8, 12, 15, 15 and 15 points and tints of
/// white (light) or `#1C1C1E` (dark) at 35 %, 50 %, 65 %, 80 % and 90 % from ultra-thin to
/// ultra-thick. Used where a colour is expected (text), a material draws as its tint.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    enum Thickness: Int, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }

    let thickness: Thickness

    /// The thinnest, most transparent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A thin material.
    public static let thin = Material(thickness: .thin)
    /// The default material.
    public static let regular = Material(thickness: .regular)
    /// A thick material.
    public static let thick = Material(thickness: .thick)
    /// The thickest, most opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of system bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    /// The blur's standard deviation, in points.
    var blurRadius: Double {
        switch thickness {
        case .ultraThin: 8
        case .thin: 12
        case .regular, .thick, .ultraThick, .bar: 15
        }
    }

    /// The tint's opacity.
    var tintOpacity: Double {
        switch thickness {
        case .ultraThin: 0.35
        case .thin: 0.5
        case .regular: 0.65
        case .thick, .bar: 0.8
        case .ultraThick: 0.9
        }
    }

    /// The tint laid over the blur.
    func tint(in scheme: ColorScheme) -> RGBAColor {
        let base = scheme == .dark ? RGBAColor(red8: 28, green: 28, blue: 30) : RGBAColor(red8: 255, green: 255, blue: 255)
        return base.multipliedAlpha(by: tintOpacity)
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(tint(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system bars.
    public static var bar: Material { .bar }
}

extension DrawContext {
    /// Draws `style` into `path` when it is a material (the blurred backdrop, then the tint) and
    /// returns whether it was one.
    func drawMaterial(_ style: AnyShapeStyle, in path: Path, bounds: Rect, environment: EnvironmentValues) -> Bool {
        guard let material = style.style as? Material else { return false }
        canvas.blurBackdrop(under: path, sigma: material.blurRadius * scale)
        canvas.fill(path, with: .solid(material.tint(in: environment.colorScheme)))
        return true
    }
}

/// A style drawn at an opacity: what `ShapeStyle.opacity(_:)` returns.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        base.resolved(in: environment).multipliedOpacity(opacity)
    }
}

extension ShapeStyle {
    /// The style at `opacity` (0…1): `.secondary.opacity(0.5)`, a gradient faded, as SwiftUI's
    /// `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
