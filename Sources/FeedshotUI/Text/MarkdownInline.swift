/// The inline markdown SwiftUI applies to `Text` literals: strong and emphasis with `*` and `_`,
/// code spans, and backslash escapes. Block syntax (headings, lists) and links are shown as
/// written.
///
/// Delimiters follow CommonMark's flanking rules in simplified form: an opening run must be
/// followed by a non-space and a closing run preceded by one; an unmatched delimiter is kept as
/// text; `_` inside a word is plain text (as in `snake_case`).
enum MarkdownInline {
    /// One character of the key and whether markdown applies to it.
    private struct Mark {
        var character: Character
        var isLiteral: Bool
    }

    /// The styled pieces of a key's segments.
    static func pieces(of segments: [LocalizedStringKey.Segment]) -> [Text] {
        var marks = [Mark]()
        var embedded = [Int: Text]()  // A `.text` segment sits at a placeholder mark.
        for segment in segments {
            switch segment {
            case .literal(let string): marks += string.map { Mark(character: $0, isLiteral: true) }
            case .value(let string): marks += string.map { Mark(character: $0, isLiteral: false) }
            case .text(let text):
                embedded[marks.count] = text
                marks.append(Mark(character: "\u{FFFC}", isLiteral: false))
            }
        }
        var builder = Builder()
        var index = 0
        var bold = false, italic = false, code = false
        while index < marks.count {
            let mark = marks[index]
            if var text = embedded[index] {
                builder.flush(bold: bold, italic: italic)
                // Markdown around an interpolated number or text styles it too (`**\(count)**`),
                // unless it sets its own weight.
                if bold, text.weight == nil { text = text.bold() }
                if italic { text = text.italic() }
                builder.pieces.append(text)
                index += 1
                continue
            }
            guard mark.isLiteral else {
                builder.current.append(mark.character)
                index += 1
                continue
            }
            if mark.character == "`" {
                if code || marks[(index + 1)...].contains(where: { $0.isLiteral && $0.character == "`" }) {
                    builder.flush(bold: bold, italic: italic)
                    code.toggle()
                    index += 1
                    continue
                }
            }
            if code {
                builder.current.append(mark.character)
                index += 1
                continue
            }
            if mark.character == "\\", index + 1 < marks.count, marks[index + 1].character.isPunctuation
                || marks[index + 1].character.isSymbol {
                builder.current.append(marks[index + 1].character)
                index += 2
                continue
            }
            if mark.character == "*" || mark.character == "_" {
                var length = 1
                while index + length < marks.count, marks[index + length].isLiteral,
                      marks[index + length].character == mark.character { length += 1 }
                let before = index > 0 ? marks[index - 1].character : " "
                let after = index + length < marks.count ? marks[index + length].character : " "
                let intraword = mark.character == "_" && before.isLetterOrDigit && after.isLetterOrDigit
                let closes = !before.isWhitespace && (bold && length >= 2 || italic && length != 2)
                let opens = !after.isWhitespace && !intraword
                    && hasCloser(marks, from: index + length, character: mark.character, length: length)
                if !intraword, closes || opens, length <= 3 {
                    builder.flush(bold: bold, italic: italic)
                    if length >= 2 { bold.toggle() }
                    if length != 2 { italic.toggle() }
                    index += length
                    continue
                }
                builder.current += String(repeating: mark.character, count: length)
                index += length
                continue
            }
            builder.current.append(mark.character)
            index += 1
        }
        builder.flush(bold: bold, italic: italic)
        return builder.pieces.isEmpty ? [Text(verbatim: "")] : builder.pieces
    }

    /// Whether a closing run of `length` `character`s follows `start` (preceded by a non-space).
    private static func hasCloser(_ marks: [Mark], from start: Int, character: Character, length: Int) -> Bool {
        var index = start
        while index < marks.count {
            if marks[index].isLiteral, marks[index].character == character, index > start,
               !marks[index - 1].character.isWhitespace {
                var run = 0
                while index + run < marks.count, marks[index + run].character == character { run += 1 }
                if run >= length || run >= 1 && length == 3 { return true }
                index += run
                continue
            }
            index += 1
        }
        return false
    }

    /// Accumulates characters into pieces of one style.
    private struct Builder {
        var pieces = [Text]()
        var current = ""

        mutating func flush(bold: Bool, italic: Bool) {
            guard !current.isEmpty else { return }
            var text = Text(verbatim: current)
            if bold { text = text.bold() }
            if italic { text = text.italic() }
            pieces.append(text)
            current = ""
        }
    }
}

extension Character {
    fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
