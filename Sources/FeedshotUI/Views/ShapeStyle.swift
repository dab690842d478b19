import Geometry
import Raster

/// Something that fills or strokes a shape: a ``Color``, a gradient, or the current foreground
/// style. SwiftUI's `ShapeStyle`. Feedshot's styles are the built-in ones; the protocol cannot be
/// adopted outside the module.
public protocol ShapeStyle: Sendable {}

/// A style resolved for drawing in one environment.
enum ResolvedStyle: Sendable, Equatable {
    case color(RGBAColor)
    case linearGradient(ResolvedGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    case radialGradient(ResolvedGradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours by angle around a unit point, angles in radians (``AngularGradient``).
    case angularGradient(ResolvedGradient, center: UnitPoint, startAngle: Double, endAngle: Double)
    /// An image tiled across the shape (``ImagePaint``).
    case image(ResolvedImagePaint)

    /// The style with its alpha multiplied by `opacity`.
    func multipliedOpacity(_ opacity: Double) -> ResolvedStyle {
        guard opacity != 1 else { return self }
        switch self {
        case .color(let color):
            return .color(color.multipliedAlpha(by: opacity))
        case let .linearGradient(gradient, start, end):
            return .linearGradient(gradient.multipliedOpacity(opacity), startPoint: start, endPoint: end)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            return .radialGradient(gradient.multipliedOpacity(opacity), center: center,
                                   startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            return .angularGradient(gradient.multipliedOpacity(opacity), center: center, startAngle: startAngle,
                                    endAngle: endAngle)
        case .image(var paint):
            paint.opacity *= opacity
            return .image(paint)
        }
    }

    var description: String {
        switch self {
        case .color(let color): return color.description
        case .linearGradient(let gradient, _, _): return "linearGradient(\(gradient.stops.count) stops)"
        case .radialGradient(let gradient, _, _, _): return "radialGradient(\(gradient.stops.count) stops)"
        case .angularGradient(let gradient, _, _, _): return "angularGradient(\(gradient.stops.count) stops)"
        case .image(let paint): return "imagePaint(\(paint.tile.width)x\(paint.tile.height))"
        }
    }
}

/// A style the engine knows how to resolve.
protocol ResolvableShapeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedStyle
}

extension ShapeStyle {
    /// Resolves any built-in style (every `ShapeStyle` is one).
    func resolved(in environment: EnvironmentValues) -> ResolvedStyle {
        guard let style = self as? any ResolvableShapeStyle else {
            preconditionFailure("\(Self.self) is not a Feedshot shape style")
        }
        return style.resolve(in: environment)
    }
}

/// A type-erased shape style: SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let style: any ShapeStyle

    /// Erases the type of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self.style = erased.style
        } else {
            self.style = style
        }
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle { style.resolved(in: environment) }
}

/// The style text and shapes use when none is given: the environment's foreground style, or
/// the primary label colour. SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current foreground style.
    public init() {}

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.foregroundStyle?.resolve(in: environment) ?? HierarchicalShapeStyle.primary.resolve(in: environment)
    }
}

/// The levels of content emphasis: SwiftUI's `HierarchicalShapeStyle` (`.primary`,
/// `.secondary`…). They resolve to iOS's label colours (black, and `#3C3C43` at 60 %, 30 % and
/// 18 % opacity in light mode; white, and `#EBEBF5` at 60 %, 30 % and 16 % in dark mode),
/// whatever the foreground style; SwiftUI derives them from the foreground style in ways it does
/// not document.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int

    /// Full emphasis.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let dark = environment.colorScheme == .dark
        switch level {
        case 0: return .color(dark ? .white : .black)
        default:
            let opacity = [0.6, 0.3, dark ? 0.16 : 0.18][min(level, 3) - 1]
            return .color(dark ? RGBAColor(red8: 235, green: 235, blue: 245, alpha: 255).multipliedAlpha(by: opacity)
                               : RGBAColor(red8: 60, green: 60, blue: 67, alpha: 255).multipliedAlpha(by: opacity))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Full emphasis (the primary label colour).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary content (the secondary label colour).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style text and unstyled shapes are drawn with (`nil`: the primary label colour).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text and unstyled shapes inside the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return transformEnvironment { $0.foregroundStyle = erased }
    }

    /// Sets the colour of text and unstyled shapes inside the view (`nil` restores the default).
    public func foregroundColor(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return transformEnvironment { $0.foregroundStyle = erased }
    }
}
