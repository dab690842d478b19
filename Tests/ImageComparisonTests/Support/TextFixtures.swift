import Geometry
import Raster
import Typography

/// Rendered text for the anti-aliasing tests: the same lines drawn at sub-pixel offsets, and with
/// one glyph changed, in the bundled Inter, so the pixels are those of real glyph edges and thin
/// strokes (not synthetic shapes).
enum TextFixtures {
    /// The bundled fonts without system fallback, loaded once.
    static let collection: FontCollection? = {
        guard let folder = try? FontCollection.locateFontsFolder() else { return nil }
        return try? FontCollection(directory: folder, systemFallback: false)
    }()

    /// Text lines, one per size (points at `scale`), drawn `offsetX`/`offsetY` device pixels right
    /// of and below their grid position.
    static func lines(_ texts: [String], sizes: [Double], scale: Double, offsetX: Double = 0, offsetY: Double = 0, bold: Bool = false,
                      ink: RGBAColor = RGBAColor(red8: 0x22, green: 0x22, blue: 0x22),
                      background: RGBAColor = .white, width: Int = 360) throws -> Bitmap {
        guard let collection else { throw TextFixtureError.noFonts }
        var layouts = [(TextLayout, Double)]()
        var y = 4.0
        for (index, size) in sizes.enumerated() {
            let layout = TextLayout(texts[index % texts.count], font: .system(size: size, weight: bold ? .bold : .regular), collection: collection)
            layouts.append((layout, y))
            y += size * 1.4
        }
        let height = Int((y * scale).rounded(.up)) + 4
        let canvas = Canvas(width: width, height: height, background: background)
        canvas.translateBy(x: offsetX, y: offsetY)
        canvas.concatenate(.scale(scale))
        for (layout, top) in layouts {
            layout.draw(in: canvas, at: Point(x: 4, y: top), color: ink)
        }
        return canvas.bitmap
    }

    enum TextFixtureError: Error { case noFonts }
}
