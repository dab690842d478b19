import Foundation
import Raster
import Typography

/// A minimal source-over compositor for device glyphs, so glyph geometry can be checked without
/// a canvas: the canvas does the real drawing.
extension Bitmap {
    mutating func composite(_ glyphs: [DeviceGlyph], color: RGBAColor) {
        let paint = color.premultiplied
        for glyph in glyphs {
            for row in 0..<glyph.mask.height {
                let y = glyph.y + row
                guard y >= 0 && y < height else { continue }
                for column in 0..<glyph.mask.width {
                    let x = glyph.x + column
                    guard x >= 0 && x < width else { continue }
                    let coverage = glyph.mask[column, row]
                    guard coverage != 0 else { continue }
                    let source: PremultipliedRGBA
                    if let image = glyph.colorImage {
                        source = image[column, row]
                    } else {
                        source = PremultipliedRGBA(red: PremultipliedRGBA.multiply(paint.red, coverage),
                                                   green: PremultipliedRGBA.multiply(paint.green, coverage),
                                                   blue: PremultipliedRGBA.multiply(paint.blue, coverage),
                                                   alpha: PremultipliedRGBA.multiply(paint.alpha, coverage))
                    }
                    let destination = self[x, y]
                    let inverse = 255 - source.alpha
                    self[x, y] = PremultipliedRGBA(
                        red: source.red &+ PremultipliedRGBA.multiply(destination.red, inverse),
                        green: source.green &+ PremultipliedRGBA.multiply(destination.green, inverse),
                        blue: source.blue &+ PremultipliedRGBA.multiply(destination.blue, inverse),
                        alpha: source.alpha &+ PremultipliedRGBA.multiply(destination.alpha, inverse))
                }
            }
        }
    }

    /// Writes the bitmap as a binary PPM (colour only) for looking at while debugging.
    func writePPM(to path: String) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = self[x, y]
                data.append(contentsOf: [pixel.red, pixel.green, pixel.blue])
            }
        }
        try data.write(to: URL(fileURLWithPath: path))
    }
}
