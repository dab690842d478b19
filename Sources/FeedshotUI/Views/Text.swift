import Geometry
import Typography

/// A run of text in one style: SwiftUI's `Text`.
///
/// Text takes the font, weight, colour, line limit, line spacing and alignment from the
/// environment unless set on the text itself. Offered a width, it wraps to it at line-break
/// opportunities and answers the width of its widest line (it hugs its content); offered `nil`
/// or infinity, it lays out on one line per paragraph; offered a height too small for its
/// lines, it shows as many lines as fit (at least one) and ends the last in "…". Its first and
/// last text baselines are explicit alignment guides, so `HStack(alignment: .firstTextBaseline)`
/// lines texts of different sizes up on their baselines.
///
/// Like SwiftUI, Feedshot rounds a text's size up to whole device pixels, so text frames sit on
/// the pixel grid.
public struct Text: View, PrimitiveView, Equatable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var italic = false
    var style: AnyShapeStyle?
    /// Design, width, tabular digits, tracking and kerning set on the text itself.
    var traits = FontTraits()
    /// Underline and strikethrough set on the text itself.
    var decorations = TextDecorations()
    /// The pieces of a concatenated or markdown text (`Text + Text`, `**bold**`), whose unset
    /// font, weight, slant and style fall back to this text's; nil for a single run.
    var pieces: [Text]?
    /// A date formatted when the text is resolved (`Text(_:style:)`).
    var dateStyle: DatedText?
    /// A value formatted when the text is resolved (`Text(_:format:)`).
    var formatted: FormattedText?
    /// The SF Symbol name of a symbol set inline (`Text(Image(systemName:))`).
    var symbolName: String?

    /// Text showing `content` as is (Feedshot does not localize). Disfavoured, as in SwiftUI,
    /// so that a string literal becomes a ``LocalizedStringKey`` (whose markdown is applied)
    /// while a string variable is shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Text showing `content` as is.
    public init(verbatim content: String) {
        string = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.string == rhs.string && lhs.font == rhs.font && lhs.weight == rhs.weight && lhs.italic == rhs.italic
            && lhs.pieces == rhs.pieces && lhs.dateStyle == rhs.dateStyle && lhs.symbolName == rhs.symbolName
            && lhs.formatted == rhs.formatted && lhs.traits == rhs.traits
            && lhs.decorations == rhs.decorations
    }

    /// The text set in `font` (overriding the environment's).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        var text = self
        if isActive { text.weight = .bold }
        return text
    }

    /// The text in another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// The text in italic.
    public func italic(_ isActive: Bool = true) -> Text {
        var text = self
        text.italic = text.italic || isActive
        return text
    }

    /// The text drawn with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.style = AnyShapeStyle(style)
        return text
    }

    /// The text drawn in `color` (`nil`: the environment's style).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.style = color.map(AnyShapeStyle.init)
        return text
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let dateStyle {
            // A date becomes its text where it is resolved, in that place's time zone and clock.
            var formatted = self
            formatted.dateStyle = nil
            formatted.string = dateStyle.string(in: context.environment)
            return formatted.makeNodes(in: context)
        }
        if let formatted {
            // A formatted value becomes its text where it is resolved, in that place's locale.
            var text = self
            text.formatted = nil
            text.string = formatted.string(in: context.environment)
            return text.makeNodes(in: context)
        }
        if let pieces, symbolName == nil, pieces.allSatisfy(\.isPlainRun) {
            // Pieces that differ only in where their characters came from (a literal and the
            // numbers interpolated into it) are one run: set as one string, cut to the lines
            // that fit like any plain text.
            var text = self
            text.pieces = nil
            text.string = pieces.map { $0.resolvedString(in: context.environment) }.joined()
            return text.makeNodes(in: context)
        }
        if pieces != nil || symbolName != nil {
            let runs = runs(of: pieces ?? [self], in: context.environment)
            return [ViewNode(behavior: LeafBehavior(RichTextLeaf(runs: runs)), environment: context.environment)]
        }
        let environment = context.environment
        var resolved = environment.scaledFont(font)
        if let weight = weight ?? environment.fontWeight { resolved = resolved.weight(weight) }
        if italic || environment.isItalic { resolved = resolved.italic() }
        resolved = traits.over(environment.fontTraits).applied(to: resolved)
        let shown = environment.textCase?.apply(to: string) ?? string
        var leaf = TextLeaf(string: shown, font: resolved, style: style)
        leaf.lines = decorations.over(environment.textDecorations).resolved
        return [ViewNode(behavior: LeafBehavior(leaf), environment: environment)]
    }
}

extension Text {
    /// Where a cut text elides (SwiftUI's `Text.TruncationMode`).
    public typealias TruncationMode = Typography.TruncationMode
}

extension Text {
    /// Whether this piece of a text has no styling, symbol or pieces of its own.
    fileprivate var isPlainRun: Bool {
        font == nil && weight == nil && !italic && style == nil && pieces == nil && symbolName == nil
            && traits == FontTraits() && decorations == TextDecorations()
    }

    /// This piece's characters where `environment` applies (a date or value formatted there).
    fileprivate func resolvedString(in environment: EnvironmentValues) -> String {
        dateStyle?.string(in: environment) ?? formatted?.string(in: environment) ?? string
    }
}

/// The leaf a `Text` resolves to, with its font settled.
struct TextLeaf: LeafContent {
    let string: String
    let font: Font
    let style: AnyShapeStyle?
    /// The underline and strikethrough drawn along the text's lines.
    var lines = TextLines()
    /// The paint a live host's running animation shows instead of the text's style.
    var presentedPaint: ResolvedStyle?

    var kindName: String { "Text" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        let shown = string.count > 40 ? String(string.prefix(39)) + "…" : string
        var result = [("text", "\"\(shown)\""), ("font", font.description)]
        if let lineLimit = environment.lineLimit { result.append(("lineLimit", "\(lineLimit)")) }
        return result
    }

    /// The layout for `proposal`: wrapped to the proposed width and, when the proposed height
    /// cannot hold every line, cut to the lines that fit (at least one). With a
    /// `minimumScaleFactor` below 1, a text that would be cut or overflow the width is set in the
    /// largest size down to that fraction at which it fits (found by bisection to 1/128 of the
    /// range), or at the smallest size if none does, as SwiftUI shrinks text before truncating.
    func layout(for proposal: ProposedViewSize, environment: EnvironmentValues) -> TextLayout? {
        guard let full = layout(for: proposal, environment: environment, font: font) else { return nil }
        let minimum = environment.minimumScaleFactor
        guard minimum < 1, !Self.fits(full, proposal) else { return full }
        func scaled(_ factor: Double) -> TextLayout? {
            layout(for: proposal, environment: environment, font: font.withSize(font.size * factor))
        }
        guard var best = scaled(minimum), Self.fits(best, proposal) else { return scaled(minimum) ?? full }
        var low = minimum, high = 1.0
        for _ in 0..<7 {
            let middle = (low + high) / 2
            guard let candidate = scaled(middle) else { break }
            if Self.fits(candidate, proposal) {
                (low, best) = (middle, candidate)
            } else {
                high = middle
            }
        }
        return best
    }

    /// Whether a layout shows all of the text within the proposed width.
    private static func fits(_ layout: TextLayout, _ proposal: ProposedViewSize) -> Bool {
        guard !layout.isTruncated else { return false }
        guard let width = proposal.width, width.isFinite else { return true }
        return layout.lines.allSatisfy { $0.width <= width + 1e-9 }
    }

    private func layout(for proposal: ProposedViewSize, environment: EnvironmentValues, font: Font) -> TextLayout? {
        guard let collection = environment.fontCollection else { return nil }
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        var lineLimit = environment.lineLimit
        func make() -> TextLayout {
            TextLayout(string, font: font, collection: collection, maxWidth: width, lineLimit: lineLimit,
                       truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing,
                       layoutDirection: environment.layoutDirection)
        }
        // Lines below the proposed height are never shown: lay out at most one more line than
        // fits (enough to know the text is cut), so a long text costs what can be visible.
        if let height = proposal.height, height.isFinite, width != nil {
            let step = TextLayout.lineHeight(of: font, metrics: collection.face(for: font).metrics) + environment.lineSpacing
            if step > 0 {
                let visible = Int(Swift.min(1e6, Swift.max(0, (height + environment.lineSpacing) / step + 1e-9)).rounded(.down)) + 1
                lineLimit = Swift.min(lineLimit ?? visible, Swift.max(1, visible))
            }
        }
        let full = make()
        guard let height = proposal.height, height.isFinite, full.size.height > height + 1e-9,
              full.lines.count > 1 else { return full }
        let step = full.lineHeight + environment.lineSpacing
        let fitting = Swift.max(1, Int(((height + environment.lineSpacing) / step + 1e-9).rounded(.down)))
        guard fitting < full.lines.count else { return full }
        lineLimit = Swift.min(lineLimit ?? fitting, fitting)
        return make()
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        guard let layout = layout(for: proposal, environment: environment) else { return .zero }
        guard environment.textSizeRounding == .devicePixels else { return layout.size }
        let scale = environment.displayScale
        func roundedUp(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        return Size(width: roundedUp(layout.size.width), height: roundedUp(layout.size.height))
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key,
              let layout = layout(for: proposal, environment: environment) else { return nil }
        return key == VerticalAlignment.firstTextBaseline.key ? layout.firstBaseline : layout.lastBaseline
    }
}
