import Foundation

/// The fonts text is drawn with: the bundled faces (`Fonts/`, loaded once), per-character
/// fallback to the system's fonts through fontconfig, and the caches that make laying out and
/// drawing the same text again cheap (shaped paragraphs, glyph masks).
///
/// A collection is thread-safe and meant to be shared: ``bundled()`` returns one instance per
/// process. Everything it computes is a pure function of its fonts, so results are identical
/// whatever the thread count and whatever is cached.
public final class FontCollection: Sendable {
    /// The bundled faces, in a stable order (family, then weight, then upright before italic).
    public let faces: [FontFace]
    /// The family used when a requested family is not in the collection.
    public let defaultFamily: String
    /// Where fallback faces for characters the bundled faces lack come from (nil: no fallback,
    /// missing characters draw as the default face's `.notdef` box).
    let fallback: SystemFontFallback?

    /// Shaped paragraphs by (text, face choice); size-independent, so every size shares them.
    let shapingCache = BoundedCache<ShapingKey, ShapedParagraph>(budget: 16 << 20)
    /// Rasterized glyph masks by (face, pixel size, sub-pixel offset, glyph).
    let glyphCache = GlyphCache(budget: 32 << 20)
    /// Whole layouts by every input, because SwiftUI layout asks the same text several times.
    let layoutCache = BoundedCache<LayoutKey, TextLayout>(budget: 8 << 20)

    /// Creates a collection from loaded faces.
    /// - Parameters:
    ///   - faces: at least one face.
    ///   - defaultFamily: the family unknown requests resolve to (the first face's by default).
    ///   - systemFallback: whether characters the faces lack fall back to fontconfig's fonts.
    /// - Precondition: `faces` is not empty.
    public init(faces: [FontFace], defaultFamily: String? = nil, systemFallback: Bool = true) {
        precondition(!faces.isEmpty, "a font collection needs at least one face")
        self.faces = faces.sorted { lhs, rhs in
            (lhs.familyName, lhs.weight, lhs.isItalic ? 1 : 0, lhs.path)
                < (rhs.familyName, rhs.weight, rhs.isItalic ? 1 : 0, rhs.path)
        }
        let preferred = defaultFamily ?? faces[0].familyName
        self.defaultFamily = faces.contains { $0.familyName == preferred } ? preferred : faces[0].familyName
        self.fallback = systemFallback ? SystemFontFallback.shared : nil
    }

    /// Loads every `.otf`, `.ttf` and `.ttc` file in `directory` (sorted by name).
    public convenience init(directory: String, systemFallback: Bool = true) throws(FontError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadableFile(path: directory, reason: "\(error.localizedDescription)")
        }
        let fontNames = names.filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        guard !fontNames.isEmpty else { throw .noFonts(directory: directory) }
        var faces = [FontFace]()
        for name in fontNames {
            faces.append(try FontFace(contentsOf: (directory as NSString).appendingPathComponent(name)))
        }
        self.init(faces: faces, defaultFamily: Font.defaultFamily, systemFallback: systemFallback)
    }

    // MARK: Choosing faces

    /// The family names the collection holds.
    public var families: [String] {
        var seen = Set<String>()
        return faces.compactMap { seen.insert($0.familyName).inserted ? $0.familyName : nil }
    }

    /// The face that best matches a font request: its family (else the default family), the
    /// requested slant when available, and the nearest weight (ties go to the heavier face when
    /// the request is above 400 and to the lighter one otherwise, CSS's rule in spirit).
    public func face(for font: Font) -> FontFace {
        let family = faces.contains { $0.familyName == font.family } ? font.family : defaultFamily
        let inFamily = faces.filter { $0.familyName == family }
        let slanted = inFamily.filter { $0.isItalic == font.isItalic }
        let candidates = slanted.isEmpty ? inFamily : slanted
        let target = font.weight.value
        // `faces` is non-empty and the default family always has a face, so candidates is too.
        return candidates.min { lhs, rhs in
            let lhsDistance = abs(lhs.weight - target), rhsDistance = abs(rhs.weight - target)
            if lhsDistance != rhsDistance { return lhsDistance < rhsDistance }
            return target > 400 ? lhs.weight > rhs.weight : lhs.weight < rhs.weight
        } ?? faces[0]
    }

    /// A face for a character the primary face lacks: another bundled face that has it, else a
    /// system font found through fontconfig (nearest to the request's weight and slant), else nil.
    /// `preferColor` asks for a colour (emoji) font first: a bundled one, else the system's.
    func fallbackFace(for scalar: Unicode.Scalar, font: Font, preferColor: Bool) -> FontFace? {
        // Text presentation: a bundled text face, then the system's; the colour face only last.
        // Among the bundled text faces (Noto Sans Arabic and Hebrew for right-to-left scripts), the
        // first family that has the character, in the weight and slant nearest the request.
        if !preferColor, let bundled = faces.first(where: { !$0.hasColorGlyphs && $0.covers(scalar) }) {
            let nearest = face(for: Font(family: bundled.familyName, size: font.size, weight: font.weight,
                                         italic: font.isItalic))
            return nearest.familyName == bundled.familyName && nearest.covers(scalar) ? nearest : bundled
        }
        // A bundled colour face (Fonts/NotoColorEmoji.ttf) comes before the system's, so emoji
        // look the same on every machine.
        if preferColor, let bundled = faces.first(where: { $0.hasColorGlyphs && $0.covers(scalar) }) {
            return bundled
        }
        return fallback?.face(for: scalar, weight: font.weight.value, italic: font.isItalic, preferColor: preferColor)
            ?? faces.first(where: { $0.covers(scalar) })
    }
}
