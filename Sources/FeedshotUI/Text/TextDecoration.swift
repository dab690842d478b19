import Geometry
import Raster
import Typography

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        /// A line's pattern of dashes, in multiples of the line's thickness.
        public struct Pattern: Hashable, Sendable {
            /// Alternating lengths drawn and skipped, in thicknesses; empty for a solid line.
            let dashes: [Double]

            public static let solid = Pattern(dashes: [])
            public static let dot = Pattern(dashes: [1, 2])
            public static let dash = Pattern(dashes: [4, 2])
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// The text underlined (`isActive` false: not underlined, even where the views around it
    /// underline their text).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var text = self
        text.decorations.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return text
    }

    /// The text struck through (`isActive` false: not struck through, whatever the views around
    /// it set).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid,
                              color: Color? = nil) -> Text {
        var text = self
        text.decorations.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return text
    }
}

/// The underline and strikethrough set on a text or around it. Each is unset (`nil`: the
/// surroundings decide), set off (`.some(nil)`) or set to a line style.
struct TextDecorations: Hashable, Sendable {
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??

    /// These decorations over `outer`'s: each one set here wins.
    func over(_ outer: TextDecorations) -> TextDecorations {
        TextDecorations(underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
    }

    /// The lines to draw.
    var resolved: TextLines { TextLines(underline: underline ?? nil, strikethrough: strikethrough ?? nil) }
}

/// The decoration lines a text leaf draws along its lines of glyphs.
struct TextLines: Hashable, Sendable {
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?

    var isEmpty: Bool { underline == nil && strikethrough == nil }

    /// Draws the lines along a stretch of text from `x` to `x + width` on `baseline` (canvas
    /// points), set in `font`, in `paint` unless a line has a colour of its own.
    func draw(x: Double, width: Double, baseline: Double, font: Font, collection: FontCollection, paint: Paint,
              environment: EnvironmentValues, canvas: Raster.Canvas) {
        guard width > 0 else { return }
        let metrics = collection.face(for: font).metrics
        let lines = [(underline, metrics.underline(atSize: font.size)),
                     (strikethrough, metrics.strikethrough(atSize: font.size))]
        for case let (style?, placement) in lines {
            let linePaint = style.color.map { AnyShapeStyle($0).resolved(in: environment)
                .paint(in: Rect(x: x, y: baseline, width: width, height: 1)) } ?? paint
            let top = baseline + placement.offset
            for (start, length) in Self.segments(of: style.pattern, width: width, thickness: placement.thickness) {
                canvas.fill(Rect(x: x + start, y: top, width: length, height: placement.thickness), with: linePaint)
            }
        }
    }

    /// The drawn stretches of a pattern along `width` points, as (start, length).
    static func segments(of pattern: Text.LineStyle.Pattern, width: Double,
                         thickness: Double) -> [(Double, Double)] {
        let dashes = pattern.dashes.map { $0 * thickness }
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 > 0 }) else { return [(0, width)] }
        var result = [(Double, Double)]()
        var position = 0.0, index = 0
        while position < width {
            let length = dashes[index % dashes.count]
            if index % 2 == 0 { result.append((position, min(length, width - position))) }
            position += length
            index += 1
        }
        return result
    }
}

private struct TextDecorationsKey: EnvironmentKey {
    static let defaultValue = TextDecorations()
}

extension EnvironmentValues {
    /// The underline and strikethrough views around a text set.
    var textDecorations: TextDecorations {
        get { self[TextDecorationsKey.self] }
        set { self[TextDecorationsKey.self] = newValue }
    }
}

extension View {
    /// Underlines text inside the view (`isActive` false: takes the underline off).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return transformEnvironment { $0.textDecorations.underline = .some(style) }
    }

    /// Strikes through text inside the view (`isActive` false: takes the line off).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return transformEnvironment { $0.textDecorations.strikethrough = .some(style) }
    }
}
