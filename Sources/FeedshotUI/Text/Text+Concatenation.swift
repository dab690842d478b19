import Typography

extension Text {
    /// A text made of pieces, each keeping its own font, weight, slant and colour.
    init(pieces: [Text]) {
        self.init(verbatim: "")
        self.pieces = pieces
    }

    /// `lhs` followed by `rhs` in one text, each keeping its own styling: SwiftUI's `Text + Text`.
    ///
    /// ```swift
    /// Text("Launched ") + Text("July 16, 1969").bold() + Text(" from Florida").foregroundColor(.secondary)
    /// ```
    ///
    /// The result wraps as one paragraph; modifiers applied to it (`.font`, `.bold()`,
    /// `.foregroundStyle`) apply to the pieces that do not set their own.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(pieces: lhs.flattenedPieces + rhs.flattenedPieces)
    }

    /// The text's pieces with this text's own settings as their fallbacks, so that concatenating
    /// an already styled concatenation keeps its styling.
    private var flattenedPieces: [Text] {
        guard let pieces else { return [self] }
        return pieces.map { piece in
            var piece = piece
            piece.font = piece.font ?? font
            piece.weight = piece.weight ?? weight
            piece.italic = piece.italic || italic
            piece.style = piece.style ?? style
            return piece
        }
    }

    /// A symbol set inline, sized and centred like the text around it: SwiftUI's
    /// `Text(Image(systemName:))`, also what `Text("\(Image(systemName: "star")) Favourites")`
    /// interpolates. Only system symbols can be inline; another image shows as nothing.
    public init(_ image: Image) {
        self.init(verbatim: "")
        symbolName = image.systemName
    }

    /// The runs a concatenated text draws, with fonts settled in `environment`.
    func runs(of pieces: [Text], in environment: EnvironmentValues) -> [TextRun] {
        pieces.flatMap { piece -> [TextRun] in
            if let inner = piece.pieces {
                var outer = piece
                outer.pieces = nil
                return inner.flatMap { child -> [TextRun] in
                    var child = child
                    child.font = child.font ?? outer.font
                    child.weight = child.weight ?? outer.weight
                    child.italic = child.italic || outer.italic
                    child.style = child.style ?? outer.style
                    child.traits = child.traits.over(outer.traits)
                    child.decorations = child.decorations.over(outer.decorations)
                    return runs(of: [child], in: environment)
                }
            }
            var resolved = environment.scaledFont(piece.font ?? font)
            if let weight = piece.weight ?? weight ?? environment.fontWeight { resolved = resolved.weight(weight) }
            if piece.italic || italic || environment.isItalic { resolved = resolved.italic() }
            resolved = piece.traits.over(traits).over(environment.fontTraits).applied(to: resolved)
            let string = piece.dateStyle?.string(in: environment) ?? piece.formatted?.string(in: environment)
                ?? piece.string
            let lines = piece.decorations.over(decorations).over(environment.textDecorations).resolved
            // An inline symbol takes the environment's variant, as an `Image(systemName:)` does.
            let symbolName = piece.symbolName.map { environment.symbolVariants.resolvedName(for: $0) }
            return [TextRun(string: string, font: resolved, style: piece.style ?? style, symbolName: symbolName,
                            lines: lines)]
        }
    }
}
