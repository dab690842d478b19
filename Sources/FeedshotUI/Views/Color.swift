import Geometry
import Raster

/// A colour: a view that fills the space it is offered, and a ``ShapeStyle``. SwiftUI's `Color`.
///
/// Components are sRGB from 0 to 1. The named system colours (`.red`, `.blue`…) and `.primary`/
/// `.secondary` resolve per ``ColorScheme`` to iOS's values; `.black`, `.white`, `.gray` and
/// `.clear` are fixed.
public struct Color: View, ShapeStyle, ResolvableShapeStyle, Hashable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case rgba(RGBAColor)
        case adaptive(light: RGBAColor, dark: RGBAColor, name: String)
    }

    let storage: Storage
    let opacityFactor: Double

    init(storage: Storage, opacity: Double = 1) {
        self.storage = storage
        self.opacityFactor = opacity
    }

    /// An sRGB colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(storage: .rgba(RGBAColor(red: red, green: green, blue: blue, alpha: opacity)))
    }

    /// A grey with `white` in 0 (black) … 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from a straight sRGB value.
    public init(_ color: RGBAColor) {
        self.init(storage: .rgba(color))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: opacityFactor * opacity)
    }

    /// The straight sRGB colour in `colorScheme`.
    public func resolve(in colorScheme: ColorScheme) -> RGBAColor {
        let base: RGBAColor
        switch storage {
        case .rgba(let color): base = color
        case let .adaptive(light, dark, _): base = colorScheme == .dark ? dark : light
        }
        return base.multipliedAlpha(by: opacityFactor)
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        if case .adaptive(_, _, let name) = storage, name.hasPrefix(Color.assetPrefix) {
            let asset = String(name.dropFirst(Color.assetPrefix.count))
            guard let colors = Color.assetColor(named: asset, in: environment) else {
                environment.renderIssueReporter?.report(.colorUnavailable(name: asset))
                return .color(.clear)
            }
            return .color((environment.colorScheme == .dark ? colors.dark : colors.light).multipliedAlpha(by: opacityFactor))
        }
        if environment.isElevated, environment.colorScheme == .dark, case .adaptive(_, _, let name) = storage,
           let elevated = Color.elevatedDark[name] {
            return .color(elevated.multipliedAlpha(by: opacityFactor))
        }
        return .color(resolve(in: environment.colorScheme))
    }

    public var body: Never { primitiveBody(Self.self) }

    public var description: String {
        let base: String
        switch storage {
        case .rgba(let color): base = color.description
        case .adaptive(_, _, let name): base = name
        }
        return opacityFactor == 1 ? base : "\(base).opacity(\(opacityFactor.compactDescription))"
    }

    // MARK: Named colours

    private static func system(_ name: String, light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8)) -> Color {
        Color(storage: .adaptive(light: RGBAColor(red8: light.0, green: light.1, blue: light.2),
                                 dark: RGBAColor(red8: dark.0, green: dark.1, blue: dark.2), name: name))
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The system gray (iOS light/dark values).
    public static let gray = system("gray", light: (142, 142, 147), dark: (142, 142, 147))
    /// The system red (iOS light/dark values).
    public static let red = system("red", light: (255, 59, 48), dark: (255, 69, 58))
    /// The system orange (iOS light/dark values).
    public static let orange = system("orange", light: (255, 149, 0), dark: (255, 159, 10))
    /// The system yellow (iOS light/dark values).
    public static let yellow = system("yellow", light: (255, 204, 0), dark: (255, 214, 10))
    /// The system green (iOS light/dark values).
    public static let green = system("green", light: (52, 199, 89), dark: (48, 209, 88))
    /// The system mint (iOS light/dark values).
    public static let mint = system("mint", light: (0, 199, 190), dark: (99, 230, 226))
    /// The system teal (iOS light/dark values).
    public static let teal = system("teal", light: (48, 176, 199), dark: (64, 200, 224))
    /// The system cyan (iOS light/dark values).
    public static let cyan = system("cyan", light: (50, 173, 230), dark: (100, 210, 255))
    /// The system blue (iOS light/dark values).
    public static let blue = system("blue", light: (0, 122, 255), dark: (10, 132, 255))
    /// The system indigo (iOS light/dark values).
    public static let indigo = system("indigo", light: (88, 86, 214), dark: (94, 92, 230))
    /// The system purple (iOS light/dark values).
    public static let purple = system("purple", light: (175, 82, 222), dark: (191, 90, 242))
    /// The system pink (iOS light/dark values).
    public static let pink = system("pink", light: (255, 45, 85), dark: (255, 55, 95))
    /// The system brown (iOS light/dark values).
    public static let brown = system("brown", light: (162, 132, 94), dark: (172, 142, 104))
    /// The primary label colour: black in light mode, white in dark mode.
    public static let primary = Color(storage: .adaptive(light: .black, dark: .white, name: "primary"))
    /// The secondary label colour: `#3C3C43` at 60 % (light), `#EBEBF5` at 60 % (dark).
    public static let secondary = Color(storage: .adaptive(
        light: RGBAColor(red8: 60, green: 60, blue: 67, alpha: 153),
        dark: RGBAColor(red8: 235, green: 235, blue: 245, alpha: 153), name: "secondary"))
    /// The separator colour `Divider` draws with: `#3C3C43` at 29 % (light), `#545458` at 60 %
    /// (dark), iOS's `separator`.
    static let separator = Color(storage: .adaptive(
        light: RGBAColor(red8: 60, green: 60, blue: 67).multipliedAlpha(by: 0.29),
        dark: RGBAColor(red8: 84, green: 84, blue: 88).multipliedAlpha(by: 0.6), name: "separator"))
}

extension ShapeStyle where Self == Color {
    /// Opaque black.
    public static var black: Color { Color.black }
    /// Opaque white.
    public static var white: Color { Color.white }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
    /// The system gray (iOS light/dark values).
    public static var gray: Color { Color.gray }
    /// The system red (iOS light/dark values).
    public static var red: Color { Color.red }
    /// The system orange (iOS light/dark values).
    public static var orange: Color { Color.orange }
    /// The system yellow (iOS light/dark values).
    public static var yellow: Color { Color.yellow }
    /// The system green (iOS light/dark values).
    public static var green: Color { Color.green }
    /// The system mint (iOS light/dark values).
    public static var mint: Color { Color.mint }
    /// The system teal (iOS light/dark values).
    public static var teal: Color { Color.teal }
    /// The system cyan (iOS light/dark values).
    public static var cyan: Color { Color.cyan }
    /// The system blue (iOS light/dark values).
    public static var blue: Color { Color.blue }
    /// The system indigo (iOS light/dark values).
    public static var indigo: Color { Color.indigo }
    /// The system purple (iOS light/dark values).
    public static var purple: Color { Color.purple }
    /// The system pink (iOS light/dark values).
    public static var pink: Color { Color.pink }
    /// The system brown (iOS light/dark values).
    public static var brown: Color { Color.brown }
}

extension Color: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: AnyShapeStyle(self), name: "Color")),
                  environment: context.environment)]
    }
}

/// A view that fills the space it is offered with a style: colours, gradients, and shape-style
/// backgrounds. Takes any proposal; its ideal size is 10 × 10, as SwiftUI's.
struct StyleFillLeaf: LeafContent {
    let style: AnyShapeStyle
    let name: String
    /// The paint a live host's running animation shows instead of `style`.
    var presentedPaint: ResolvedStyle?

    var kindName: String { name }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("style", style.resolved(in: environment).description)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}
