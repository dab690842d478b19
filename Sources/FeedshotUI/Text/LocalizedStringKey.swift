/// The key a string literal becomes when passed to `Text`: SwiftUI's `LocalizedStringKey`.
///
/// Feedshot does not localize: the key's text is shown as written, with interpolated values in
/// place. As in SwiftUI, a literal's inline markdown is applied (`**bold**`, `*italic*`,
/// `_italic_`, `***both***`, `` `code` ``, `\*` for a literal asterisk), while interpolated
/// strings are shown verbatim, so `Text("Hello **\(name)**")` is bold whatever `name` holds.
/// `Text(someString)` (a variable, not a literal) shows the string verbatim, as SwiftUI does.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of the key: literal text (where markdown counts) or an interpolated value.
    enum Segment: Equatable, Sendable {
        case literal(String)
        case value(String)
        case text(Text)
    }

    var segments: [Segment]

    /// A key from a string (markdown in it is applied, as in SwiftUI's `init(_:)`).
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Collects a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        /// Any value, described as `String(describing:)` does.
        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(.value(String(describing: value)))
        }

        /// A string, shown verbatim.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.value(string))
        }

        /// A styled text, which keeps its styling inside the surrounding text.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
        }

        /// A symbol image, set inline as `Text(Image(systemName:))` sets it.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.text(Text(image)))
        }
    }
}

extension Text {
    /// A text from a string literal, with its inline markdown applied: SwiftUI's
    /// `Text(_ key: LocalizedStringKey)` (see ``LocalizedStringKey``).
    public init(_ key: LocalizedStringKey) {
        let pieces = MarkdownInline.pieces(of: key.segments)
        if pieces.count == 1, pieces[0].pieces == nil {
            self = pieces[0]
        } else {
            self.init(pieces: pieces)
        }
    }
}
