import Raster

// iOS's semantic system colours (UIKit's `systemBackground`, `systemGroupedBackground`, fills,
// separators and label colours) in light and dark mode, as Apple's Human Interface Guidelines
// "Color" page lists them (Specifications: system background and fill colours). Lists, bars and
// controls draw with these, so `.preferredColorScheme(.dark)` switches a whole screen.

extension Color {
    private static func semantic(_ name: String, light: RGBAColor, dark: RGBAColor) -> Color {
        Color(storage: .adaptive(light: light, dark: dark, name: name))
    }

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ opacity: Double = 1) -> RGBAColor {
        RGBAColor(red8: red, green: green, blue: blue).multipliedAlpha(by: opacity)
    }

    /// The background of a plain screen: white (light), black (dark). UIKit's `systemBackground`.
    public static let systemBackground = semantic("systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
    /// Content layered on the system background: `#F2F2F7` (light), `#1C1C1E` (dark).
    public static let secondarySystemBackground = semantic("secondarySystemBackground",
                                                           light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// Content layered on the secondary background: `#FFFFFF` (light), `#2C2C2E` (dark).
    public static let tertiarySystemBackground = semantic("tertiarySystemBackground",
                                                          light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// Behind grouped lists: `#F2F2F7` (light), black (dark).
    public static let systemGroupedBackground = semantic("systemGroupedBackground",
                                                         light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
    /// A grouped list's cells: white (light), `#1C1C1E` (dark).
    public static let secondarySystemGroupedBackground = semantic("secondarySystemGroupedBackground",
                                                                  light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// Content inside grouped cells: `#F2F2F7` (light), `#2C2C2E` (dark).
    public static let tertiarySystemGroupedBackground = semantic("tertiarySystemGroupedBackground",
                                                                 light: rgb(242, 242, 247), dark: rgb(44, 44, 46))
    /// Thin shapes' fill (a switch's off track): `#787880` at 20 % (light), 36 % (dark).
    public static let systemFill = semantic("systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// Medium shapes' fill: `#787880` at 16 % (light), 32 % (dark).
    public static let secondarySystemFill = semantic("secondarySystemFill",
                                                     light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// Large shapes' fill (a progress bar's track): `#767680` at 12 % (light), 24 % (dark).
    public static let tertiarySystemFill = semantic("tertiarySystemFill",
                                                    light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// The third level of label emphasis: `#3C3C43` at 30 % (light), `#EBEBF5` at 30 % (dark).
    public static let tertiaryLabel = semantic("tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The opaque separator list cells use: `#C6C6C8` (light), `#38383A` (dark).
    public static let opaqueSeparator = semantic("opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    /// The app's accent colour: the system blue unless the app sets a tint.
    public static let accentColor = Color.blue
    /// Primary text: black (light), white (dark). UIKit's `label`.
    public static let label = semantic("label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// Secondary text: `#3C3C43` at 60 % (light), `#EBEBF5` at 60 % (dark).
    public static let secondaryLabel = semantic("secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    /// The fourth level of label emphasis: `#3C3C43` at 18 % (light), `#EBEBF5` at 16 % (dark).
    public static let quaternaryLabel = semantic("quaternaryLabel", light: rgb(60, 60, 67, 0.18),
                                                 dark: rgb(235, 235, 245, 0.16))
    /// Placeholder text in fields: `#3C3C43` at 30 % (light), `#EBEBF5` at 30 % (dark).
    public static let placeholderText = semantic("placeholderText", light: rgb(60, 60, 67, 0.3),
                                                 dark: rgb(235, 235, 245, 0.3))
    /// Links: `#007AFF` (light), `#0984FF` (dark).
    public static let link = semantic("link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// Fill for large areas holding complex content: `#747480` at 8 % (light), `#767680` at 18 % (dark).
    public static let quaternarySystemFill = semantic("quaternarySystemFill", light: rgb(116, 116, 128, 0.08),
                                                      dark: rgb(118, 118, 128, 0.18))
    /// `#8E8E93` in both schemes.
    public static let systemGray = semantic("systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    /// `#AEAEB2` (light), `#636366` (dark).
    public static let systemGray2 = semantic("systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// `#C7C7CC` (light), `#48484A` (dark).
    public static let systemGray3 = semantic("systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// `#D1D1D6` (light), `#3A3A3C` (dark).
    public static let systemGray4 = semantic("systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// `#E5E5EA` (light), `#2C2C2E` (dark).
    public static let systemGray5 = semantic("systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// `#F2F2F7` (light), `#1C1C1E` (dark).
    public static let systemGray6 = semantic("systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    /// A colour given as UIKit names it (`Color(.systemBackground)`, `Color(uiColor: .label)`):
    /// UIKit's semantic colours are ``Color``'s own statics here, so this is the colour itself.
    public init(_ color: Color) { self = color }

    /// A colour given as UIKit names it (see ``init(_:)``).
    public init(uiColor color: Color) { self = color }
}

/// The background style of the current context: the system background, in either scheme.
/// SwiftUI's `BackgroundStyle` (`.background`).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current background style.
    public init() {}

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        Color.systemBackground.resolve(in: environment)
    }
}

/// The separator colour, as a style: SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The separator style.
    public init() {}

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        Color.separator.resolve(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background (white in light mode, black in dark mode).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour of the current scheme.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
