import Raster

/// A 5 × 7 pixel bitmap font for the labels of diff artifacts, drawn at an integer scale.
///
/// Artifacts must be readable without any font file (and the FeedshotTesting module must not
/// depend on Typography), so the few glyphs they need are built in: A–Z (lowercase letters are
/// drawn as capitals, except `x`, kept for sizes such as `390x844`), digits, `Δ` and common
/// punctuation. Unknown characters draw as `?`.
enum LabelFont {
    /// Glyph cell width and height in font pixels; glyphs advance by `glyphWidth + 1`.
    static let glyphWidth = 5
    static let glyphHeight = 7

    /// The width in pixels of `text` drawn at `scale`.
    static func width(of text: String, scale: Int) -> Int {
        let count = text.count
        return count == 0 ? 0 : (count * (glyphWidth + 1) - 1) * scale
    }

    /// The height in pixels of one line at `scale`.
    static func lineHeight(scale: Int) -> Int { glyphHeight * scale }

    /// Draws `text` with its top-left corner at (`x`, `y`), clipped to the bitmap.
    static func draw(_ text: String, into bitmap: inout Bitmap, x: Int, y: Int, scale: Int,
                     color: PremultipliedRGBA) {
        var penX = x
        for character in text {
            if let rows = rows(for: character) {
                for (row, bits) in rows.enumerated() {
                    for column in 0..<glyphWidth where bits & (1 << (glyphWidth - 1 - column)) != 0 {
                        fill(&bitmap, x: penX + column * scale, y: y + row * scale, size: scale, color: color)
                    }
                }
            }
            penX += (glyphWidth + 1) * scale
        }
    }

    /// `text` in capitals, except an `x` between digits (as in `390x844`), which stays a small
    /// `x` so that sizes read as sizes.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next: Character = index + 1 < characters.count ? characters[index + 1] : " "
            if (character == "x" || character == "X") && previous.isNumber && next.isNumber {
                result.append("x")
            } else {
                result += character.uppercased()
            }
            previous = character
        }
        return result
    }

    /// Splits `text` into lines of at most `maximumWidth` pixels at `scale`, breaking at spaces
    /// (or inside words longer than a line).
    static func wrap(_ text: String, maximumWidth: Int, scale: Int) -> [String] {
        let perLine = max(1, (maximumWidth / scale + 1) / (glyphWidth + 1))
        var lines = [String](), current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while word.count > perLine {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(perLine)))
                word = String(word.dropFirst(perLine))
            }
            if current.isEmpty { current = word } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func fill(_ bitmap: inout Bitmap, x: Int, y: Int, size: Int, color: PremultipliedRGBA) {
        for py in max(0, y)..<min(bitmap.height, y + size) {
            for px in max(0, x)..<min(bitmap.width, x + size) { bitmap[px, py] = color }
        }
    }

    /// The glyph rows (top first, bit 4 = leftmost column) for a character; nil for a space.
    private static func rows(for character: Character) -> [UInt8]? {
        if character == " " { return nil }
        if let rows = glyphs[character] { return rows }
        let upper = Character(String(character).uppercased())
        return glyphs[upper] ?? glyphs["?"]
    }

    /// Builds a glyph from seven rows of five `#`/`.` characters.
    private static func glyph(_ rows: String...) -> [UInt8] {
        rows.map { row in row.reduce(UInt8(0)) { bits, c in bits << 1 | (c == "#" ? 1 : 0) } }
    }

    private static let glyphs: [Character: [UInt8]] = [
        "A": glyph(".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
        "B": glyph("####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."),
        "C": glyph(".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."),
        "D": glyph("####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."),
        "E": glyph("#####", "#....", "#....", "####.", "#....", "#....", "#####"),
        "F": glyph("#####", "#....", "#....", "####.", "#....", "#....", "#...."),
        "G": glyph(".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"),
        "H": glyph("#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
        "I": glyph(".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."),
        "J": glyph("..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."),
        "K": glyph("#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"),
        "L": glyph("#....", "#....", "#....", "#....", "#....", "#....", "#####"),
        "M": glyph("#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"),
        "N": glyph("#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"),
        "O": glyph(".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
        "P": glyph("####.", "#...#", "#...#", "####.", "#....", "#....", "#...."),
        "Q": glyph(".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"),
        "R": glyph("####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"),
        "S": glyph(".####", "#....", "#....", ".###.", "....#", "....#", "####."),
        "T": glyph("#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."),
        "U": glyph("#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
        "V": glyph("#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."),
        "W": glyph("#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."),
        "X": glyph("#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"),
        "Y": glyph("#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."),
        "Z": glyph("#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"),
        "0": glyph(".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."),
        "1": glyph("..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."),
        "2": glyph(".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
        "3": glyph("#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."),
        "4": glyph("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
        "5": glyph("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
        "6": glyph("..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."),
        "7": glyph("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
        "8": glyph(".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
        "9": glyph(".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."),
        "x": glyph(".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#"),
        "Δ": glyph("..#..", "..#..", ".#.#.", ".#.#.", "#...#", "#...#", "#####"),
        ".": glyph(".....", ".....", ".....", ".....", ".....", ".##..", ".##.."),
        ",": glyph(".....", ".....", ".....", ".....", ".##..", "..#..", ".#..."),
        ":": glyph(".....", ".##..", ".##..", ".....", ".##..", ".##..", "....."),
        ";": glyph(".....", ".##..", ".##..", ".....", ".##..", "..#..", ".#..."),
        "(": glyph("...#.", "..#..", ".#...", ".#...", ".#...", "..#..", "...#."),
        ")": glyph(".#...", "..#..", "...#.", "...#.", "...#.", "..#..", ".#..."),
        "-": glyph(".....", ".....", ".....", "#####", ".....", ".....", "....."),
        "+": glyph(".....", "..#..", "..#..", "#####", "..#..", "..#..", "....."),
        "=": glyph(".....", ".....", "#####", ".....", "#####", ".....", "....."),
        "/": glyph(".....", "....#", "...#.", "..#..", ".#...", "#....", "....."),
        "%": glyph("##...", "##..#", "...#.", "..#..", ".#...", "#..##", "...##"),
        "#": glyph(".#.#.", ".#.#.", "#####", ".#.#.", "#####", ".#.#.", ".#.#."),
        "_": glyph(".....", ".....", ".....", ".....", ".....", ".....", "#####"),
        "'": glyph("..#..", "..#..", ".#...", ".....", ".....", ".....", "....."),
        "<": glyph("...#.", "..#..", ".#...", "#....", ".#...", "..#..", "...#."),
        ">": glyph(".#...", "..#..", "...#.", "....#", "...#.", "..#..", ".#..."),
        "?": glyph(".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."),
    ]
}
