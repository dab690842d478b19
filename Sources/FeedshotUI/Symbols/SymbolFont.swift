import Foundation
import Geometry
import Raster
import Typography

/// The icon font `Image(systemName:)` draws with, and the geometry that makes its glyphs size and
/// align like SF Symbols.
///
/// The font lives in `Fonts/Symbols/` rather than `Fonts/` so that the text collection (every
/// font file directly in `Fonts/`) stays Inter only: symbols never take part in text fallback.
/// It is loaded once per process, in its own ``FontCollection`` (own caches, no system fallback).
struct SymbolFont: Sendable {
    /// The file inside the fonts folder.
    static let relativePath = "Symbols/MaterialDesignIcons.ttf"

    let collection: FontCollection
    let face: FontFace

    /// The process-wide symbol font, or the error that kept it from loading.
    static let shared: Result<SymbolFont, FontError> = {
        do throws(FontError) {
            let folder = try FontCollection.locateFontsFolder()
            return .success(try SymbolFont(path: (folder as NSString).appendingPathComponent(relativePath)))
        } catch {
            return .failure(error)
        }
    }()

    init(path: String) throws(FontError) {
        let face = try FontFace(contentsOf: path)
        self.face = face
        collection = FontCollection(faces: [face], defaultFamily: face.familyName, systemFallback: false)
    }

    /// The font request that draws glyphs whose em square is `emSize` points.
    func font(emSize: Double) -> Font {
        Font(family: face.familyName, size: emSize)
    }

    // MARK: Geometry

    /// Material Design Icons are drawn on a 24-unit grid whose live area is the middle 20 units:
    /// the symbol's box (its frame height) is 20/24 of the em.
    static let liveAreaFraction = 20.0 / 24.0

    /// How much larger each image scale draws than `.medium`. Apple publishes no numbers; these
    /// follow the visible steps of SF Symbols (small about a fifth smaller, large about a
    /// quarter larger).
    static func factor(for scale: Image.Scale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.25
        }
    }

    /// The height of a symbol's box at a text size: a medium symbol next to 17-point body text is
    /// about 19.5 points tall, as SF Symbols' `heart` or `person.crop.circle` are.
    static func boxHeight(pointSize: Double, scale: Image.Scale) -> Double {
        pointSize * 1.15 * factor(for: scale)
    }

    /// The glyph's em size for a box height.
    static func emSize(boxHeight: Double) -> Double { boxHeight / liveAreaFraction }

    /// The glyph's ink box in points for `emSize`, relative to the top-leading corner of the
    /// symbol box (x from the ink's left edge; y down from the box top), or nil when the glyph
    /// has no ink.
    func inkBox(glyph: UInt32, emSize: Double) -> Rect? {
        guard let extents = face.extents(ofGlyph: glyph), extents.width > 0, extents.height > 0 else { return nil }
        let unit = emSize / Double(face.unitsPerEm)
        return Rect(x: 0, y: (boxTop - Double(extents.maxY)) * unit,
                    width: Double(extents.width) * unit, height: Double(extents.height) * unit)
    }

    /// The top of the live area in font units above the baseline: the em square spans the
    /// face's ascender to its descender, less the 2-unit grid margin.
    var boxTop: Double {
        let metrics = face.metrics
        let emTop = Double(metrics.ascender) * Double(face.unitsPerEm) / Double(metrics.ascender - metrics.descender)
        return emTop - Double(face.unitsPerEm) * (1 - SymbolFont.liveAreaFraction) / 2
    }

    // MARK: Drawing

    /// Draws the symbol `name` (whose glyph is `glyph`) with its ink's left edge at
    /// `boxOrigin.x` and its grid's live area from `boxOrigin.y` down `boxHeight` points.
    func draw(name: String, glyph: UInt32, boxOrigin: Point, boxHeight: Double, paint: Paint, canvas: Raster.Canvas) {
        guard let extents = face.extents(ofGlyph: glyph),
              let scalar = SystemSymbolTable.codePoint(for: name).flatMap(Unicode.Scalar.init) else { return }
        let emSize = SymbolFont.emSize(boxHeight: boxHeight)
        let layout = TextLayout(String(scalar), font: font(emSize: emSize), collection: collection)
        let unit = emSize / Double(face.unitsPerEm)
        let origin = Point(x: boxOrigin.x - Double(extents.minX) * unit,
                           y: boxOrigin.y + boxTop * unit - layout.firstBaseline)
        for device in layout.deviceGlyphs(at: origin, transform: canvas.currentTransform) {
            canvas.drawMask(device.mask, atDeviceX: device.x, y: device.y, with: paint)
        }
    }

    /// The glyph a symbol name maps to, or nil when the table or the font lacks it.
    func glyph(named name: String) -> UInt32? {
        guard let codePoint = SystemSymbolTable.codePoint(for: name), let scalar = Unicode.Scalar(codePoint) else {
            return nil
        }
        return face.glyph(for: scalar)
    }
}
