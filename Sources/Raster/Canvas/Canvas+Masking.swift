import Geometry

extension Canvas {
    /// Ends the innermost layer and uses it as a mask for the layer beneath it: every pixel drawn
    /// into that layer so far is scaled by the mask's alpha there (times the mask layer's
    /// opacity); where the mask drew nothing, and outside its bounds, the pixel becomes
    /// transparent. SwiftUI's `mask(alignment:_:)`: the mask view's opacity becomes the view's.
    /// Rounds to nearest (`(a · m + 127) / 255`), so the result is deterministic.
    /// - Precondition: two open layers, with every `save()` inside the mask layer restored.
    public func endMaskLayer() {
        if recorded(.endMaskLayer) {
            state = stack.removeLast()
            return
        }
        guard layers.count >= 2, let mask = layers.last else {
            preconditionFailure("Canvas.endMaskLayer() without a layer to mask beneath the mask layer")
        }
        precondition(stack.count == mask.stackDepth, "Canvas.endMaskLayer() with unbalanced save() inside the layer")
        layers.removeLast()
        state = stack.removeLast()
        let index = layers.count - 1
        guard let dirty = layers[index].dirty else { return }
        let bounds = layers[index].bounds
        let region = dirty.intersection(bounds)
        guard !region.isEmpty else { return }
        let opacity = UInt32((mask.opacity * 255).rounded())
        let maskRegion = (mask.dirty ?? .zero).intersection(mask.bounds)
        let bytesPerRow = layers[index].bitmap.bytesPerRow
        layers[index].bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in region.minY..<region.maxY {
                var offset = (y - bounds.minY) * bytesPerRow + 4 * (region.minX - bounds.minX)
                for x in region.minX..<region.maxX {
                    var coverage: UInt32 = 0
                    if x >= maskRegion.minX, x < maskRegion.maxX, y >= maskRegion.minY, y < maskRegion.maxY {
                        let alpha = UInt32(mask.bitmap[x - mask.bounds.minX, y - mask.bounds.minY].alpha)
                        coverage = (alpha * opacity + 127) / 255
                    }
                    if coverage < 255 {
                        for channel in 0..<4 {
                            pixels[offset + channel] = UInt8((UInt32(pixels[offset + channel]) * coverage + 127) / 255)
                        }
                    }
                    offset += 4
                }
            }
        }
    }
}
