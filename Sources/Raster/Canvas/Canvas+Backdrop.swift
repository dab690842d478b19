import Geometry

extension Canvas {
    /// Replaces what has been drawn under `path` (user space) with its Gaussian blur, `sigma`
    /// device pixels wide: a backdrop filter, what CSS's `backdrop-filter: blur()` and UIKit's
    /// visual-effect views do to the content behind a material.
    ///
    /// The pixels under the path's device bounds, padded by the blur's reach, are read from the
    /// current drawing target (the innermost open layer, else the bitmap), blurred with edges
    /// clamped (so the material's border does not darken towards transparency beyond the
    /// canvas), and composited back through the path's coverage. Opacity and blend mode are
    /// ignored: the backdrop is replaced, not drawn over.
    public func blurBackdrop(under path: Path, sigma: Double) {
        if recorded(.blurBackdrop(path, sigma, state.transform)) { return }
        guard sigma > 0, sigma.isFinite else { return }
        let target = deviceBounds(of: path)
        guard !target.isEmpty else { return }
        let pad = GaussianBlur.padding(sigma: sigma)
        let surface = layers.last.map(\.bounds) ?? PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let region = PixelRect(minX: target.minX - pad, minY: target.minY - pad,
                               maxX: target.maxX + pad, maxY: target.maxY + pad).intersection(surface)
        guard !region.isEmpty else { return }
        var copy = Bitmap(width: region.width, height: region.height)
        withTargetPixels { pixels, bytesPerRow, origin in
            for row in 0..<region.height {
                let source = (region.minY + row - origin.y) * bytesPerRow + (region.minX - origin.x) * 4
                let destination = row * copy.bytesPerRow
                let count = region.width * 4
                copy.pixels.replaceSubrange(destination..<destination + count, with: pixels[source..<source + count])
            }
        }
        GaussianBlur.blur(&copy, sigma: sigma, edges: .clamped)
        save()
        state.opacity = 1
        state.blendMode = .sourceOver
        clip(to: path)
        // Draw the blurred copy back at its device position, whatever the transform.
        let saved = state.transform
        state.transform = .identity
        drawImage(copy, in: Rect(x: Double(region.minX), y: Double(region.minY),
                                 width: Double(region.width), height: Double(region.height)), sampling: .nearest)
        state.transform = saved
        restore()
    }

    /// Calls `body` with the pixels of the current drawing target, its row length and the
    /// device position of its first pixel.
    private func withTargetPixels(_ body: ([UInt8], Int, (x: Int, y: Int)) -> Void) {
        if let layer = layers.last {
            body(layer.bitmap.pixels, layer.bitmap.bytesPerRow, (layer.bounds.minX, layer.bounds.minY))
        } else {
            body(bitmap.pixels, bitmap.bytesPerRow, (0, 0))
        }
    }
}
