import CFreeType
import CHarfBuzz
import Foundation

/// One loaded font face: its bytes, parsed once, shared by a HarfBuzz font (shaping, at font-unit
/// precision) and a FreeType face (rasterizing).
///
/// HarfBuzz fonts are immutable after setup and safe to shape with from any thread. FreeType
/// faces are not thread-safe, so every FreeType call goes through one lock per face; glyph masks
/// are cached above this level, so the lock is rarely contended.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face was loaded from.
    public let path: String
    /// The face's index inside its file (non-zero only in collections such as `.ttc`).
    public let index: Int
    /// The typographic family name (`name` ID 16, else ID 1), e.g. "Inter".
    public let familyName: String
    /// The style name, e.g. "SemiBold Italic".
    public let styleName: String
    /// The OpenType weight class (`OS/2.usWeightClass`).
    public let weight: Int
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Whether the face has colour glyphs (CBDT, sbix or COLR), as emoji fonts do.
    public let hasColorGlyphs: Bool
    /// The `hhea` vertical metrics.
    public let metrics: FontMetrics
    /// A number unique to this face in this process: the key caches use.
    let id: Int

    /// The HarfBuzz font, scaled to `unitsPerEm` so positions come out in font units.
    let harfBuzzFont: OpaquePointer
    private let harfBuzzFace: OpaquePointer
    private let bytes: UnsafeMutableRawBufferPointer
    let freeType: Locked<FreeTypeFace>

    /// A FreeType library and face, only ever touched under ``freeType``'s lock.
    struct FreeTypeFace {
        var library: FT_Library
        var face: FT_Face
        /// The character size last set, in 26.6 pixels, so repeated glyphs skip `FT_Set_Char_Size`.
        var charSize: FT_F26Dot6 = 0
    }

    private static let nextID = Locked(0)

    /// Loads face `index` of the font file at `path`.
    public convenience init(contentsOf path: String, index: Int = 0) throws(FontError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: "\(error.localizedDescription)")
        }
        try self.init(data: data, path: path, index: index)
    }

    /// Loads face `index` from font bytes; `path` names the source in errors and reports.
    public init(data: Data, path: String, index: Int = 0) throws(FontError) {
        guard !data.isEmpty, data.count < Int(UInt32.max) else {
            throw .invalidFont(path: path, code: 0, reason: data.isEmpty ? "the file is empty" : "the file is too large")
        }
        // FreeType and HarfBuzz both read these bytes for the face's lifetime; deinit frees them.
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library, let base = bytes.baseAddress else {
            bytes.deallocate()
            throw .freeTypeUnavailable(code: initError)
        }
        var face: FT_Face?
        let openError = FT_New_Memory_Face(library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
                                           FT_Long(index), &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw .invalidFont(path: path, code: openError, reason: "FreeType cannot open face \(index)")
        }
        let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let hasColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        guard isScalable || hasColor else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw .invalidFont(path: path, code: 0, reason: "not a scalable font")
        }

        // HarfBuzz never returns nil here (failures give its empty singletons), but check anyway.
        let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let createdFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        guard let harfBuzzFace = createdFace, let harfBuzzFont = hb_font_create(harfBuzzFace) else {
            hb_face_destroy(createdFace)
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw .invalidFont(path: path, code: 0, reason: "HarfBuzz cannot open face \(index)")
        }
        let unitsPerEm = Int(hb_face_get_upem(harfBuzzFace))
        hb_font_set_scale(harfBuzzFont, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(harfBuzzFont)

        self.metrics = FontFace.readMetrics(face, unitsPerEm: unitsPerEm)
        self.weight = FontFace.readWeight(face)
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        self.familyName = FontFace.name(harfBuzzFace, id: hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
            ?? face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
        self.styleName = FontFace.name(harfBuzzFace, id: hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_SUBFAMILY))
            ?? face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.hasColorGlyphs = hasColor
        self.path = path
        self.index = index
        self.bytes = bytes
        self.harfBuzzFace = harfBuzzFace
        self.harfBuzzFont = harfBuzzFont
        self.freeType = Locked(FreeTypeFace(library: library, face: face))
        self.id = FontFace.nextID.withLock { next in
            next += 1
            return next
        }
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        hb_face_destroy(harfBuzzFace)
        freeType.withLock { state in
            FT_Done_Face(state.face)
            FT_Done_FreeType(state.library)
        }
        bytes.deallocate()
    }

    /// The face's glyph for a character through its `cmap`, or nil when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(harfBuzzFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face maps the character to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

    /// The horizontal advance of a glyph in font units (unhinted).
    func advance(ofGlyph glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(harfBuzzFont, glyph))
    }

    public var description: String {
        "\(familyName) \(styleName) (\((path as NSString).lastPathComponent))"
    }

    // MARK: Table readers

    private static func readMetrics(_ face: FT_Face, unitsPerEm: Int) -> FontMetrics {
        let record = face.pointee
        // Decoration lines: `post` (FreeType's underline fields) and `OS/2`; zero means unset.
        let underlinePosition = record.underline_position != 0 ? Int(record.underline_position) : nil
        let underlineThickness = record.underline_thickness > 0 ? Int(record.underline_thickness) : nil
        var strikeoutPosition: Int?, strikeoutSize: Int?
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.yStrikeoutSize > 0 {
                strikeoutPosition = Int(os2.yStrikeoutPosition)
                strikeoutSize = Int(os2.yStrikeoutSize)
            }
        }
        func metrics(ascender: Int, descender: Int, lineGap: Int) -> FontMetrics {
            FontMetrics(unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
                        underlinePosition: underlinePosition, underlineThickness: underlineThickness,
                        strikeoutPosition: strikeoutPosition, strikeoutSize: strikeoutSize)
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            if hhea.Ascender != 0 || hhea.Descender != 0 {
                return metrics(ascender: Int(hhea.Ascender), descender: Int(hhea.Descender),
                               lineGap: Int(hhea.Line_Gap))
            }
        }
        // Fonts without hhea metrics: FreeType's synthesized values are the best available.
        return metrics(ascender: Int(record.ascender), descender: Int(record.descender),
                       lineGap: max(0, Int(record.height) - Int(record.ascender) + Int(record.descender)))
    }

    private static func readWeight(_ face: FT_Face) -> Int {
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let weight = Int(raw.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            if (1...1000).contains(weight) { return weight }
        }
        return face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
    }

    private static func name(_ face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        let language = hb_language_from_string("en", -1)
        var length = hb_ot_name_get_utf8(face, id, language, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        hb_ot_name_get_utf8(face, id, language, &length, &buffer)
        let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
