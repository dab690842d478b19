import Geometry

extension Canvas {
    /// Ends the innermost layer and composites it warped by `transform`, a projective transform
    /// from device pixels of the layer to device pixels beneath: what a perspective (3-D) effect
    /// needs, which an affine transform cannot express. Each destination pixel's centre is mapped
    /// back into the layer and sampled bilinearly (outside the layer is transparent, so edges are
    /// anti-aliased by the sampling), then composited source-over with the layer's opacity
    /// through the clip.
    public func endLayer(projecting transform: ProjectionTransform) {
        if recorded(.endLayerProjecting(transform)) {
            state = stack.removeLast()
            return
        }
        guard let layer = layers.last else { preconditionFailure("Canvas.endLayer(projecting:) without beginLayer()") }
        precondition(stack.count == layer.stackDepth, "Canvas.endLayer(projecting:) with unbalanced save() inside the layer")
        layers.removeLast()
        state = stack.removeLast()
        guard let content = layer.dirty?.intersection(layer.bounds), !content.isEmpty,
              let inverse = transform.inverse else { return }
        let corners = [Point(x: Double(content.minX), y: Double(content.minY)),
                       Point(x: Double(content.maxX), y: Double(content.minY)),
                       Point(x: Double(content.minX), y: Double(content.maxY)),
                       Point(x: Double(content.maxX), y: Double(content.maxY))].compactMap(transform.apply(to:))
        // A corner behind the eye: the picture would be unbounded; draw nothing rather than guess.
        guard corners.count == 4 else { return }
        let box = Rect(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                       maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!)
        let bounds = PixelRect(enclosing: box).intersection(state.clip.bounds)
        guard !bounds.isEmpty else { return }
        var warped = Bitmap(width: bounds.width, height: bounds.height)
        let source = layer.bitmap, origin = (x: layer.bounds.minX, y: layer.bounds.minY)
        func sample(_ x: Int, _ y: Int, _ channel: Int) -> Double {
            let localX = x - origin.x, localY = y - origin.y
            guard localX >= 0, localY >= 0, localX < source.width, localY < source.height else { return 0 }
            return Double(source.pixels[localY * source.bytesPerRow + localX * 4 + channel])
        }
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX {
                guard let p = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                let fx = p.x - 0.5, fy = p.y - 0.5
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Double(x0), ty = fy - Double(y0)
                let offset = (y - bounds.minY) * warped.bytesPerRow + (x - bounds.minX) * 4
                for channel in 0..<4 {
                    let top = sample(x0, y0, channel) * (1 - tx) + sample(x0 + 1, y0, channel) * tx
                    let bottom = sample(x0, y0 + 1, channel) * (1 - tx) + sample(x0 + 1, y0 + 1, channel) * tx
                    warped.pixels[offset + channel] = UInt8(min(255, max(0, (top * (1 - ty) + bottom * ty).rounded())))
                }
            }
        }
        let opacity8 = UInt8((layer.opacity * 255).rounded())
        warped.pixels.withUnsafeBufferPointer { pixels in
            let blitSource = BlitSource.pixels(base: pixels.baseAddress!, bytesPerRow: warped.bytesPerRow,
                                               originX: bounds.minX, originY: bounds.minY, opacity: opacity8)
            blit(blitSource, mode: state.blendMode, region: bounds) { sink in
                for y in bounds.minY..<bounds.maxY {
                    sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
                }
            }
        }
    }
}
