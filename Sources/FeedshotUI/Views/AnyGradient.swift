import Geometry
import Raster

/// A gradient as a shape style of its own: SwiftUI's `AnyGradient`, what `Color.gradient`
/// returns (`.fill(.blue.gradient)`, `.background(.red.gradient)`). Used as a style it runs from
/// the top of the filled shape to the bottom; `LinearGradient`, `RadialGradient` and
/// `AngularGradient` take one for other geometry.
///
/// A colour's gradient is the colour with a soft sheen: a little lighter at the top, the colour
/// itself at the bottom. Apple does not publish the ramp; Feedshot mixes 20 % white into the top
/// stop, which matches the look of iOS 16's standard gradient (inferred from screenshots, not
/// measured). It follows the colour's light and dark values.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        case color(Color)
    }

    let source: Source

    /// Erases `gradient`.
    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
    }

    init(color: Color) {
        source = .color(color)
    }

    /// The gradient with its colours interpolated in `space` (Feedshot interpolates in sRGB and
    /// returns the gradient unchanged).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    /// The share of white mixed into the top stop of a colour's gradient.
    static let sheen = 0.2

    /// `color` with ``sheen`` white mixed in, alpha unchanged.
    static func withSheen(_ color: RGBAColor) -> RGBAColor {
        RGBAColor(red: color.red + (1 - color.red) * sheen, green: color.green + (1 - color.green) * sheen,
                  blue: color.blue + (1 - color.blue) * sheen, alpha: color.alpha)
    }

    func resolveGradient(in environment: EnvironmentValues) -> ResolvedGradient {
        switch source {
        case .gradient(let gradient):
            return gradient.resolve(in: environment)
        case .color(let color):
            // Resolved as a style, so asset and elevated colours resolve as they do elsewhere.
            guard case .color(let base) = color.resolve(in: environment) else { return ResolvedGradient(stops: []) }
            return ResolvedGradient(stops: [(Self.withSheen(base), 0), (base, 1)])
        }
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(resolveGradient(in: environment), startPoint: .top, endPoint: .bottom)
    }
}

extension Gradient {
    /// The colour space a gradient interpolates in: SwiftUI's `Gradient.ColorSpace`. Feedshot
    /// interpolates in sRGB; `.perceptual` is accepted and drawn the same way.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolation between sRGB components.
        public static let device = ColorSpace(name: "device")
        /// Perceptually even interpolation (drawn as `.device`).
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient interpolated in `space` (unchanged: see ``Gradient/ColorSpace``).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension Color {
    /// The colour as a standard gradient: a little lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension LinearGradient {
    /// `gradient` from `startPoint` to `endPoint`.
    public init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(anyGradient: gradient), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint,
                                      endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Gradient {
    /// The stops of `anyGradient`. A colour's top stop is the colour with the sheen in both
    /// appearances (an asset catalog colour, known only where it is drawn, keeps one colour).
    init(anyGradient: AnyGradient) {
        switch anyGradient.source {
        case .gradient(let gradient):
            self = gradient
        case .color(let color):
            let top: Color
            switch color.storage {
            case .rgba(let value):
                top = Color(storage: .rgba(AnyGradient.withSheen(value)), opacity: color.opacityFactor)
            case let .adaptive(light, dark, name) where !name.hasPrefix(Color.assetPrefix):
                top = Color(storage: .adaptive(light: AnyGradient.withSheen(light), dark: AnyGradient.withSheen(dark),
                                               name: name + ".gradient"), opacity: color.opacityFactor)
            case .adaptive:
                top = color
            }
            self.init(stops: [Stop(color: top, location: 0), Stop(color: color, location: 1)])
        }
    }
}
