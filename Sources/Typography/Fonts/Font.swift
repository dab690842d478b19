import Geometry

/// A font request as views make it: a family, a size in points, a weight and a slant. Mirrors
/// SwiftUI's `Font` (`.body`, `.title.bold()`, `.system(size: 17, weight: .semibold)`, `.italic()`).
///
/// A `Font` is a description, not loaded data: a ``FontCollection`` resolves it to a face
/// (the nearest weight it holds) when text is laid out.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name; unknown families resolve to the collection's default family.
    public var family: String
    /// The size in points (the em size).
    public var size: Double
    /// The requested weight.
    public var weight: Weight
    /// Whether an italic face is requested.
    public var isItalic: Bool
    /// The text style whose Dynamic Type curve the size follows (``scaled(for:)``), or nil for a
    /// fixed size. Text styles (`.body`, `.title`…) follow their own curve, `custom(_:size:)`
    /// follows `.body`'s as in SwiftUI, `system(size:)` and `custom(_:fixedSize:)` never scale.
    public var dynamicTypeStyle: TextStyle?
    /// The design (see ``Design``).
    public var design = Design.default
    /// The width class (see ``Width``).
    public var width = Width.standard
    /// Whether digits are set at equal widths (``monospacedDigit()``).
    public var usesTabularDigits = false
    /// Points added after every character cluster, ligatures set apart (``tracking(_:)``).
    public var tracking = 0.0
    /// Points added after every character, ligatures kept (``kerning(_:)``).
    public var kerning = 0.0
    /// Points the glyphs are raised above the baseline (negative: lowered); lines grow to hold
    /// them (``baselineOffset(_:)``).
    public var baselineOffset = 0.0

    /// The family every Feedshot font uses unless told otherwise.
    public static let defaultFamily = "Inter"

    /// Creates a font request.
    /// - Precondition: `size` is finite and positive.
    public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular,
                italic: Bool = false, relativeTo dynamicTypeStyle: TextStyle? = nil) {
        precondition(size.isFinite && size > 0, "font size must be positive, got \(size)")
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.dynamicTypeStyle = dynamicTypeStyle
    }

    /// SwiftUI's `Font.system(size:weight:design:)`, in the default family.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular).design(design ?? .default)
    }

    /// SwiftUI's `Font.system(_:design:weight:)`: a text style, optionally in another design and
    /// weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, relativeTo: style).design(design ?? .default)
    }

    /// A font of `family` at `size` points that scales with Dynamic Type like the body style
    /// (SwiftUI's `Font.custom(_:size:)`).
    public static func custom(_ family: String, size: Double) -> Font {
        Font(family: family, size: size, relativeTo: .body)
    }

    /// A font of `family` at `size` points that scales with Dynamic Type like `textStyle`
    /// (SwiftUI's `Font.custom(_:size:relativeTo:)`).
    public static func custom(_ family: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(family: family, size: size, relativeTo: textStyle)
    }

    /// A font of `family` at `fixedSize` points whatever the Dynamic Type size (SwiftUI's
    /// `Font.custom(_:fixedSize:)`).
    public static func custom(_ family: String, fixedSize: Double) -> Font {
        Font(family: family, size: fixedSize)
    }

    /// The font at `dynamicTypeSize`: its size times its ``dynamicTypeStyle``'s growth from
    /// `.large` (a text style's own font lands exactly on Apple's table); itself when it has a
    /// fixed size.
    public func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let style = dynamicTypeStyle, dynamicTypeSize != .large else { return self }
        var font = self
        // Multiplying first keeps a style's own size exact: (17 × 53) / 17 is 53.
        font.size = size * style.size(at: dynamicTypeSize) / style.size(at: .large)
        return font
    }

    /// The same font in bold (SwiftUI's `Font.bold()`).
    public func bold() -> Font { weight(.bold) }

    /// The same font with another weight (SwiftUI's `Font.weight(_:)`).
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font in italic (SwiftUI's `Font.italic()`).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The same font at another size, fixed (it no longer follows Dynamic Type).
    public func withSize(_ size: Double) -> Font {
        precondition(size.isFinite && size > 0, "font size must be positive, got \(size)")
        var font = self
        font.size = size
        font.dynamicTypeStyle = nil
        return font
    }

    public var description: String {
        "\(family) \(size.compactDescription)pt \(weight)" + (isItalic ? " italic" : "") + spacingDescription
    }
}
