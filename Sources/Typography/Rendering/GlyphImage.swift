import Raster

/// A rasterized glyph at device resolution: a coverage mask to be painted with the text colour,
/// or (for colour emoji) a premultiplied colour bitmap drawn as it is.
///
/// The image's top-left pixel sits at (`left`, `−top`) relative to the glyph origin's integer
/// device pixel (FreeType's `bitmap_left`/`bitmap_top`: `top` counts up from the baseline).
struct GlyphImage: Sendable {
    /// The coverage, for outline glyphs (empty for blank glyphs such as spaces).
    var mask: AlphaMask
    /// The colour pixels, for colour glyphs; `mask` then holds their alpha.
    var color: Bitmap?
    /// Pixels from the origin to the image's left edge.
    var left: Int
    /// Pixels from the origin up to the image's top edge.
    var top: Int

    /// A glyph that draws nothing.
    static let blank = GlyphImage(mask: AlphaMask(width: 0, height: 0), color: nil, left: 0, top: 0)

    /// Whether drawing it changes no pixel.
    var isBlank: Bool { mask.width == 0 || mask.height == 0 }

    /// Bytes held, for the glyph cache's budget.
    var cost: Int { mask.coverage.count + (color?.pixels.count ?? 0) + 96 }
}

/// What identifies a rasterized glyph: the face, the pixel size (in 1/64 px), the linear part of
/// the device transform beyond that size (16.16 fixed point; identity for plain scaling), the
/// sub-pixel offset of the origin (in quarter pixels on each axis) and the glyph id.
struct GlyphKey: Hashable, Sendable {
    var faceID: Int
    var pixelSize64: Int
    var matrix: GlyphMatrix
    var subpixelX: UInt8
    var subpixelY: UInt8
    var glyph: UInt32
}

/// A 2×2 matrix in FreeType's y-up convention, 16.16 fixed point: how glyph outlines are
/// distorted when the canvas transform rotates, skews, mirrors or scales unevenly.
struct GlyphMatrix: Hashable, Sendable {
    var xx: Int
    var xy: Int
    var yx: Int
    var yy: Int

    /// No distortion.
    static let identity = GlyphMatrix(xx: 0x10000, xy: 0, yx: 0, yy: 0x10000)

    var isIdentity: Bool { self == .identity }
}
