extension Canvas {
    /// Multiplies every pixel drawn so far into the innermost layer by `color`, channel by
    /// channel on premultiplied values (red by red, …, alpha by alpha): SwiftUI's
    /// `colorMultiply(_:)`, applied to a layer holding the view's content before it is
    /// composited. Rounds to nearest (`(a · b + 127) / 255`), so the result is deterministic.
    /// - Precondition: an open layer.
    public func multiplyLayer(by color: RGBAColor) {
        if recorded(.multiplyLayer(color)) { return }
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
    /// Maps the colour of every pixel drawn so far into the innermost layer through `matrix`
    /// (see ``ColorMatrix``): on premultiplied channels, weights · channels + constant · alpha,
    /// clamped to 0…alpha and rounded to nearest; alpha is kept. SwiftUI's `saturation(_:)`,
    /// `grayscale(_:)`, `brightness(_:)`, `contrast(_:)`, `hueRotation(_:)` and `colorInvert()`,
    /// applied to a layer holding the view's content before it is composited.
    /// - Precondition: an open layer.
    public func transformLayerColors(by matrix: ColorMatrix) {
        if recorded(.transformLayerColors(matrix)) { return }
        guard let index = layers.indices.last else { preconditionFailure("Canvas.transformLayerColors(by:) without beginLayer()") }
        guard let dirty = layers[index].dirty, matrix != .identity,
              matrix.rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return }
        let bounds = layers[index].bounds
        let region = dirty.intersection(bounds)
        guard !region.isEmpty else { return }
        let m = matrix.rows
        let bytesPerRow = layers[index].bitmap.bytesPerRow
        layers[index].bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in region.minY..<region.maxY {
                var offset = (y - bounds.minY) * bytesPerRow + 4 * (region.minX - bounds.minX)
                for _ in region.minX..<region.maxX {
                    let alpha = Double(pixels[offset + 3])
                    if alpha > 0 {
                        let r = Double(pixels[offset]), g = Double(pixels[offset + 1]), b = Double(pixels[offset + 2])
                        for channel in 0..<3 {
                            let row = m[channel]
                            let value = row[0] * r + row[1] * g + row[2] * b + row[3] * alpha
                            pixels[offset + channel] = UInt8(min(alpha, max(0, value.rounded())))
                        }
                    }
                    offset += 4
                }
            }
        }
    }
}
