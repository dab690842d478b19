/// Rasterized glyphs by face, pixel size, transform, sub-pixel offset and glyph id: the same
/// letter at the same size and quarter-pixel phase is rasterized once per process. Bounded by a
/// byte budget (least recently used glyphs go first) and safe to share between threads.
final class GlyphCache: Sendable {
    /// How finely glyph origins are positioned: 4 phases per device pixel on each axis.
    static let subpixelSteps = 4

    private let storage: BoundedCache<GlyphKey, GlyphImage>

    /// Creates an empty cache holding at most about `budget` bytes of glyph images.
    init(budget: Int) {
        storage = BoundedCache(budget: budget)
    }

    /// The image of `glyph` of `face` at `pixelSize` px per em, distorted by `matrix`, with its
    /// origin `subpixelX`/`subpixelY` quarter pixels right of and below a pixel corner.
    func image(face: FontFace, glyph: UInt32, pixelSize: Double, matrix: GlyphMatrix, subpixelX: Int,
               subpixelY: Int) -> GlyphImage {
        let key = GlyphKey(faceID: face.id, pixelSize64: Int((pixelSize * 64).rounded()), matrix: matrix,
                           subpixelX: UInt8(subpixelX), subpixelY: UInt8(subpixelY), glyph: glyph)
        let steps = Double(GlyphCache.subpixelSteps)
        return storage.value(for: key, cost: \.cost) {
            face.rasterize(glyph: glyph, pixelSize: Double(key.pixelSize64) / 64, matrix: matrix,
                           offsetX: Double(subpixelX) / steps, offsetY: Double(subpixelY) / steps)
        }
    }

    /// Entry count, bytes held and hit/miss counts.
    var statistics: BoundedCache<GlyphKey, GlyphImage>.Statistics { storage.statistics }

    /// Drops every cached glyph.
    func removeAll() { storage.removeAll() }
}
