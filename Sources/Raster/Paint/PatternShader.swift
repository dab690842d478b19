import Geometry

/// Samples an ``ImagePattern`` at device pixel centres (point sampling through the inverse
/// transform: nearest, bilinear or Catmull-Rom bicubic; no prefiltering, so patterns that are
/// reduced a lot alias; ``Canvas/drawImage(_:in:from:sampling:)`` prefilters instead).
struct PatternShader {
    let image: Bitmap
    /// Maps device pixel coordinates to image pixel coordinates.
    let deviceToImage: Transform
    let sampling: ImageSampling
    let tileMode: ImagePattern.TileMode
    /// Opacity as an 8-bit factor applied to every sample.
    let opacity: UInt8

    init?(_ pattern: ImagePattern, userToDevice: Transform, opacity: UInt8) {
        guard pattern.image.width > 0, pattern.image.height > 0,
              let inverse = pattern.transform.concatenating(userToDevice).inverted else { return nil }
        image = pattern.image
        deviceToImage = inverse
        sampling = pattern.sampling
        tileMode = pattern.tileMode
        self.opacity = opacity
    }

    /// Writes `count` sampled pixels from device (`x`, `y`) to `out` (RGBA8 premultiplied).
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        image.pixels.withUnsafeBufferPointer { pixels in
            let m = deviceToImage
            let cy = Double(y) + 0.5
            for i in 0..<count {
                let p = m.apply(to: Point(x: Double(x + i) + 0.5, y: cy))
                var value: SIMD4<Double>
                switch sampling {
                case .nearest:
                    value = fetch(pixels, Int((p.x).rounded(.down)), Int((p.y).rounded(.down)))
                case .bilinear:
                    value = bilinear(pixels, p)
                default:
                    value = bicubic(pixels, p)
                }
                value = value * (Double(opacity) / 255)
                let a = min(255, max(0, value[3].rounded()))
                out[4 * i] = UInt8(min(a, max(0, value[0].rounded())))
                out[4 * i + 1] = UInt8(min(a, max(0, value[1].rounded())))
                out[4 * i + 2] = UInt8(min(a, max(0, value[2].rounded())))
                out[4 * i + 3] = UInt8(a)
            }
        }
    }

    /// The pixel at integer image coordinates after applying the tile mode.
    @inline(__always)
    private func fetch(_ pixels: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> SIMD4<Double> {
        var px = x, py = y
        let w = image.width, h = image.height
        switch tileMode {
        case .clamp:
            px = min(max(px, 0), w - 1); py = min(max(py, 0), h - 1)
        case .repeat:
            px = ((px % w) + w) % w; py = ((py % h) + h) % h
        case .decal:
            if px < 0 || py < 0 || px >= w || py >= h { return .zero }
        }
        let i = py * image.bytesPerRow + 4 * px
        return SIMD4(Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2]), Double(pixels[i + 3]))
    }

    private func bilinear(_ pixels: UnsafeBufferPointer<UInt8>, _ p: Point) -> SIMD4<Double> {
        let u = p.x - 0.5, v = p.y - 0.5
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        let top = fetch(pixels, x0, y0) * (1 - fx) + fetch(pixels, x0 + 1, y0) * fx
        let bottom = fetch(pixels, x0, y0 + 1) * (1 - fx) + fetch(pixels, x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    private func bicubic(_ pixels: UnsafeBufferPointer<UInt8>, _ p: Point) -> SIMD4<Double> {
        let u = p.x - 0.5, v = p.y - 0.5
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        let kernel = ResamplingKernel.catmullRom
        var sum = SIMD4<Double>.zero
        for j in -1...2 {
            let wy = kernel.weight(Double(j) - fy)
            var row = SIMD4<Double>.zero
            for i in -1...2 { row += fetch(pixels, x0 + i, y0 + j) * kernel.weight(Double(i) - fx) }
            sum += row * wy
        }
        return sum
    }
}
