extension Canvas {
    /// Multiplies every pixel drawn so far into the innermost layer by `color`, channel by
    /// channel on premultiplied values (red by red, …, alpha by alpha): SwiftUI's
    /// `colorMultiply(_:)`, applied to a layer holding the view's content before it is
    /// composited. Rounds to nearest (`(a · b + 127) / 255`), so the result is deterministic.
    /// - Precondition: an open layer.
    public func multiplyLayer(by color: RGBAColor) {
        guard let index = layers.indices.last else { preconditionFailure("Canvas.multiplyLayer(by:) without beginLayer()") }
        guard let dirty = layers[index].dirty else { return }
        let bounds = layers[index].bounds
        let region = dirty.intersection(bounds)
        guard !region.isEmpty else { return }
        let k = color.premultiplied
        let factors: [UInt32] = [UInt32(k.red), UInt32(k.green), UInt32(k.blue), UInt32(k.alpha)]
        let bytesPerRow = layers[index].bitmap.bytesPerRow
        layers[index].bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in region.minY..<region.maxY {
                var offset = (y - bounds.minY) * bytesPerRow + 4 * (region.minX - bounds.minX)
                for _ in region.minX..<region.maxX {
                    for channel in 0..<4 {
                        pixels[offset + channel] = UInt8((UInt32(pixels[offset + channel]) * factors[channel] + 127) / 255)
                    }
                    offset += 4
                }
            }
        }
    }
}

extension Canvas {
    /// Mixes every pixel drawn so far into the innermost layer toward its own luminance:
    /// `amount` 1 leaves colours as they are, 0 makes them grey, above 1 oversaturates. The
    /// W3C Filter Effects `saturate` matrix (luminance weights 0.2126, 0.7152, 0.0722 on sRGB
    /// values); the matrix is linear and leaves alpha alone, so it applies to premultiplied
    /// channels directly (clamped to 0…alpha).
    /// - Precondition: an open layer.
    public func saturateLayer(by amount: Double) {
        guard let index = layers.indices.last else { preconditionFailure("Canvas.saturateLayer(by:) without beginLayer()") }
        guard let dirty = layers[index].dirty, amount.isFinite, amount != 1 else { return }
        let bounds = layers[index].bounds
        let region = dirty.intersection(bounds)
        guard !region.isEmpty else { return }
        let weights = (0.2126, 0.7152, 0.0722)
        let bytesPerRow = layers[index].bitmap.bytesPerRow
        layers[index].bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in region.minY..<region.maxY {
                var offset = (y - bounds.minY) * bytesPerRow + 4 * (region.minX - bounds.minX)
                for _ in region.minX..<region.maxX {
                    let r = Double(pixels[offset]), g = Double(pixels[offset + 1]), b = Double(pixels[offset + 2])
                    let alpha = Double(pixels[offset + 3])
                    let luminance = weights.0 * r + weights.1 * g + weights.2 * b
                    func mixed(_ value: Double) -> UInt8 {
                        UInt8(min(alpha, max(0, (luminance + (value - luminance) * amount).rounded())))
                    }
                    pixels[offset] = mixed(r)
                    pixels[offset + 1] = mixed(g)
                    pixels[offset + 2] = mixed(b)
                    offset += 4
                }
            }
        }
    }
}
