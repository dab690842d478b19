import Geometry

extension Canvas {
    /// Replaces what has been drawn under `path` (user space) with its Gaussian blur, `sigma`
    /// device pixels wide: a backdrop filter, what CSS's `backdrop-filter: blur()` and UIKit's
    /// visual-effect views do to the content behind a material.
    ///
    /// The pixels under the path's device bounds, padded by the blur's reach, are what the
    /// screen would show there now: the bitmap with the open layers composited over it
    /// (``backdrop(in:)``), so a material inside a shadow or a fading group still blurs what
    /// lies behind the group, as a visual-effect view does. They are blurred with edges clamped
    /// (so the material's border does not darken towards transparency beyond the canvas) and
    /// drawn into the current target through the path's coverage. Opacity and blend mode are
    /// ignored: the backdrop is replaced, not drawn over.
    public func blurBackdrop(under path: Path, sigma: Double) {
        if recorded(.blurBackdrop(path, sigma, state.transform)) { return }
        guard sigma > 0, sigma.isFinite else { return }
        let target = deviceBounds(of: path)
        guard !target.isEmpty else { return }
        let pad = GaussianBlur.padding(sigma: sigma)
        let surface = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let region = PixelRect(minX: target.minX - pad, minY: target.minY - pad,
                               maxX: target.maxX + pad, maxY: target.maxY + pad).intersection(surface)
        guard !region.isEmpty else { return }
        var copy = backdrop(in: region)
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

    /// The pixels of `region` (device space, inside the bitmap) as the screen would show them
    /// if every open layer ended now: each layer's drawing composited, source-over at the
    /// layer's opacity, onto the layer it was begun in, and the outermost onto the bitmap. (A
    /// layer that will end with a blend mode or a filter counts as a plain one here.)
    func backdrop(in region: PixelRect) -> Bitmap {
        var result = Bitmap(width: region.width, height: region.height)
        Self.copyPixels(of: bitmap, at: (0, 0), in: region, into: &result, at: region)
        // Innermost first: a layer's drawing, with the layers inside it composited, then faded
        // by its opacity as it is composited onto the one around it.
        var inner: (pixels: Bitmap, opacity: UInt8)?
        for layer in layers.reversed() {
            var level = Bitmap(width: region.width, height: region.height)
            let overlap = layer.bounds.intersection(region)
            if !overlap.isEmpty {
                Self.copyPixels(of: layer.bitmap, at: (layer.bounds.minX, layer.bounds.minY), in: overlap,
                                into: &level, at: region)
            }
            if let inner { Self.composite(inner.pixels, opacity: inner.opacity, onto: &level) }
            inner = (level, UInt8((min(1, max(0, layer.opacity)) * 255).rounded()))
        }
        if let inner { Self.composite(inner.pixels, opacity: inner.opacity, onto: &result) }
        return result
    }

    /// Copies the pixels of `source` (whose first pixel is at device `origin`) in `area` into
    /// `destination` (whose first pixel is at `destinationArea`'s corner).
    private static func copyPixels(of source: Bitmap, at origin: (x: Int, y: Int), in area: PixelRect,
                                   into destination: inout Bitmap, at destinationArea: PixelRect) {
        let count = area.width * 4
        for y in area.minY..<area.maxY {
            let from = (y - origin.y) * source.bytesPerRow + (area.minX - origin.x) * 4
            let to = (y - destinationArea.minY) * destination.bytesPerRow + (area.minX - destinationArea.minX) * 4
            destination.pixels.replaceSubrange(to..<to + count, with: source.pixels[from..<from + count])
        }
    }

    /// Source-over of `source` at `opacity` onto `destination`, both the same size.
    private static func composite(_ source: Bitmap, opacity: UInt8, onto destination: inout Bitmap) {
        guard opacity > 0 else { return }
        source.pixels.withUnsafeBufferPointer { from in
            destination.pixels.withUnsafeMutableBufferPointer { to in
                for y in 0..<source.height {
                    RowCompositor.blendSource(to.baseAddress! + y * destination.bytesPerRow,
                                              source: from.baseAddress! + y * source.bytesPerRow,
                                              count: source.width, coverage: opacity)
                }
            }
        }
    }
}
