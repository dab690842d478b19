// CFreeType is imported first on purpose: importing only CHarfBuzz (whose hb-ft.h pulls FreeType
// in) makes FreeType's glyph-format constants invisible to the rest of the module.
import CFreeType
import CHarfBuzz
import Geometry

/// The ink box of one glyph in font units, y up from the baseline (HarfBuzz's extents).
public struct GlyphExtents: Hashable, Sendable {
    /// The left edge of the ink, from the glyph origin.
    public var minX: Int
    /// The top of the ink, above the baseline.
    public var maxY: Int
    /// The ink's width.
    public var width: Int
    /// The ink's height.
    public var height: Int

    /// Creates extents from raw values.
    public init(minX: Int, maxY: Int, width: Int, height: Int) {
        self.minX = minX
        self.maxY = maxY
        self.width = width
        self.height = height
    }

    /// The bottom of the ink, above the baseline (negative below it).
    public var minY: Int { maxY - height }
}

extension FontFace {
    /// Font units per em.
    public var unitsPerEm: Int { metrics.unitsPerEm }

    /// The ink box of `glyph` (unhinted, font units), or nil when the face has no outline for it.
    ///
    /// Measured on the outline itself (its control box) rather than read from the font's tables:
    /// webfonts such as the symbol font carry glyph bounding boxes that do not match their ink.
    /// Symbol images size and centre themselves on this box, as SF Symbols do on theirs.
    public func extents(ofGlyph glyph: UInt32) -> GlyphExtents? {
        freeType.withLock { state -> GlyphExtents? in
            let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            guard FT_Load_Glyph(state.face, glyph, flags) == 0, let slot = state.face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return nil }
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            return GlyphExtents(minX: Int(box.xMin), maxY: Int(box.yMax), width: Int(box.xMax - box.xMin),
                                height: Int(box.yMax - box.yMin))
        }
    }

    /// The height of capital letters above the baseline in font units: `OS/2.sCapHeight`, else
    /// the ink top of "H", else 70% of the em.
    ///
    /// SF Symbols centre on the cap height of the text beside them; this is that height.
    public var capHeight: Int {
        var position: hb_position_t = 0
        if hb_ot_metrics_get_position(harfBuzzFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, position > 0 {
            return Int(position)
        }
        if let glyph = glyph(for: "H"), let extents = extents(ofGlyph: glyph), extents.maxY > 0 {
            return extents.maxY
        }
        return unitsPerEm * 7 / 10
    }
}
