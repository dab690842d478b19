import Raster

/// Small synthetic images for tests: random pixels, anti-aliased shapes, a soft glyph.
public enum TestImages {
    /// Random, validly premultiplied pixels; about a quarter of them translucent.
    public static func random(width: Int, height: Int, using generator: inout SeededGenerator) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = Int.random(in: 0..<4, using: &generator) == 0 ? .random(in: 1...254, using: &generator) : 255
                bitmap[x, y] = PremultipliedRGBA(straightRed: .random(in: 0...255, using: &generator),
                                                 green: .random(in: 0...255, using: &generator),
                                                 blue: .random(in: 0...255, using: &generator), alpha: alpha)
            }
        }
        return bitmap
    }

    /// A shape drawn with anti-aliasing: `inside` is sampled on a `samples` × `samples` grid per
    /// pixel and the coverage blends `foreground` over `background` (both opaque).
    public static func shape(width: Int, height: Int, background: PremultipliedRGBA = .white,
                      foreground: PremultipliedRGBA = .black, samples: Int = 16,
                      inside: (Double, Double) -> Bool) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: background)
        let total = samples * samples
        for y in 0..<height {
            for x in 0..<width {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(samples)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(samples)
                        if inside(px, py) { covered += 1 }
                    }
                }
                guard covered > 0 else { continue }
                func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
                    UInt8(((Double(f) * Double(covered) + Double(b) * Double(total - covered)) / Double(total)).rounded())
                }
                bitmap[x, y] = PremultipliedRGBA(red: mix(foreground.red, background.red),
                                                 green: mix(foreground.green, background.green),
                                                 blue: mix(foreground.blue, background.blue), alpha: 255)
            }
        }
        return bitmap
    }

    /// A glyph-like shape (a bowl with a stem and a crossbar, strokes 4–5 px wide, like a bold "a"
    /// at about 40 px) whose origin is shifted right by `offset` pixels.
    public static func glyph(offset: Double, width: Int = 48, height: Int = 48) -> Bitmap {
        shape(width: width, height: height) { x, y in
            let px = x - offset
            let dx = px - 22, dy = y - 28
            let distance = (dx * dx + dy * dy).squareRoot()
            let bowl = distance <= 11 && distance >= 6.5
            let stem = px >= 28.5 && px <= 33 && y >= 10 && y <= 39
            let arch = y >= 10 && y <= 14.5 && px >= 14 && px <= 33
            return bowl || stem || arch
        }
    }

    /// A copy with the pixel at (`x`, `y`) replaced.
    public static func with(_ bitmap: Bitmap, _ pixel: PremultipliedRGBA, atX x: Int, y: Int) -> Bitmap {
        var copy = bitmap
        copy[x, y] = pixel
        return copy
    }
}
