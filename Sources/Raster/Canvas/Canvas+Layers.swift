import Geometry

extension Canvas {
    /// Starts a transparency layer: until the matching ``endLayer()``, drawing goes into a new
    /// transparent bitmap the size of the current clip bounds, which is then composited as a
    /// whole with `opacity` (times the current opacity), the current blend mode and the current
    /// clip. SwiftUI's `.opacity(_:)` on a group and `compositingGroup()` map to layers.
    ///
    /// Starting a layer saves the graphics state; inside it, opacity is 1 and the blend mode is
    /// source-over (CoreGraphics' rule), while the transform and clip carry over.
    ///
    /// - Parameter rect: When given (user space), the layer covers only this rectangle (rounded
    ///   out to whole pixels) and drawing inside the layer is clipped to it, like CoreGraphics'
    ///   `beginTransparencyLayer(in:)`: a small group on a large canvas then costs a small
    ///   bitmap. Either way, only the pixels actually drawn are composited at the end.
    public func beginLayer(opacity: Double = 1, in rect: Rect? = nil) {
        if recorded(.beginLayer(opacity, rect, state.transform)) {
            // Only the state a layer sets, so code inside reads what it would while drawing.
            stack.append(state)
            state.opacity = 1
            state.blendMode = .sourceOver
            return
        }
        let effective = min(1, max(0, opacity.isNaN ? 0 : opacity)) * state.opacity
        save()
        if let rect {
            let device = PixelRect(enclosing: state.transform.apply(to: rect)).intersection(state.clip.bounds)
            state.clip = Clip(bounds: device, mask: device.isEmpty ? nil : state.clip.mask?.cropped(to: device))
        }
        let bounds = state.clip.bounds
        layers.append(Layer(bitmap: Bitmap(width: bounds.width, height: bounds.height), bounds: bounds,
                            opacity: effective, stackDepth: stack.count, dirty: nil))
        state.opacity = 1
        state.blendMode = .sourceOver
    }

    /// Ends the innermost layer and composites it onto what lies beneath.
    /// - Precondition: an open layer, with every `save()` inside it restored.
    public func endLayer() {
        if recorded(.endLayer) {
            state = stack.removeLast()
            return
        }
        guard let layer = layers.last else { preconditionFailure("Canvas.endLayer() without beginLayer()") }
        precondition(stack.count == layer.stackDepth, "Canvas.endLayer() with unbalanced save() inside the layer")
        layers.removeLast()
        state = stack.removeLast()
        let opacity8 = UInt8((layer.opacity * 255).rounded())
        // Only what was drawn: the rest of the layer is transparent and (under source-over)
        // changes nothing. Other blend modes act on transparent pixels too, so they composite
        // the whole layer.
        let extent = state.blendMode == .sourceOver ? (layer.dirty ?? .zero) : layer.bounds
        let bounds = extent.intersection(layer.bounds).intersection(state.clip.bounds)
        guard !bounds.isEmpty, opacity8 > 0 || state.blendMode != .sourceOver else { return }
        layer.bitmap.pixels.withUnsafeBufferPointer { pixels in
            let source = BlitSource.pixels(base: pixels.baseAddress!, bytesPerRow: layer.bitmap.bytesPerRow,
                                           originX: layer.bounds.minX, originY: layer.bounds.minY, opacity: opacity8)
            blit(source, mode: state.blendMode, region: bounds) { sink in
                for y in bounds.minY..<bounds.maxY {
                    sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
                }
            }
        }
    }
}

extension Canvas {
    /// Ends the innermost layer and composites it onto what lies beneath with `mode`
    /// (``LayerBlendMode``): each layer pixel is mixed with the pixel beneath it, then the result
    /// goes through the clip. The layer's opacity applies to its pixels first. Slower than
    /// ``endLayer()`` (scalar arithmetic per pixel); blend modes are used on small parts of a
    /// screen.
    public func endLayer(blending mode: LayerBlendMode) {
        if recorded(.endLayerBlending(mode)) {
            state = stack.removeLast()
            return
        }
        guard let layer = layers.last else { preconditionFailure("Canvas.endLayer(blending:) without beginLayer()") }
        precondition(stack.count == layer.stackDepth, "Canvas.endLayer(blending:) with unbalanced save() inside the layer")
        layers.removeLast()
        state = stack.removeLast()
        let bounds = (layer.dirty ?? .zero).intersection(layer.bounds).intersection(state.clip.bounds)
        guard !bounds.isEmpty else { return }
        let opacity = layer.opacity
        // The mixed pixels, computed against the current target, then copied through the clip.
        var mixed = Bitmap(width: bounds.width, height: bounds.height)
        withTarget { target in
            for y in bounds.minY..<bounds.maxY {
                for x in bounds.minX..<bounds.maxX {
                    let source = layer.bitmap[x - layer.bounds.minX, y - layer.bounds.minY]
                    let backdropOffset = (y - target.originY) * target.bytesPerRow + (x - target.originX) * 4
                    let s = (Double(source.red) / 255 * opacity, Double(source.green) / 255 * opacity,
                             Double(source.blue) / 255 * opacity, Double(source.alpha) / 255 * opacity)
                    let d = (Double(target.base[backdropOffset]) / 255, Double(target.base[backdropOffset + 1]) / 255,
                             Double(target.base[backdropOffset + 2]) / 255, Double(target.base[backdropOffset + 3]) / 255)
                    let out = mode.blend(source: s, backdrop: d)
                    let offset = (y - bounds.minY) * mixed.bytesPerRow + (x - bounds.minX) * 4
                    func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value * 255).rounded()))) }
                    let a = byte(out.a)
                    mixed.pixels[offset] = min(a, byte(out.r))
                    mixed.pixels[offset + 1] = min(a, byte(out.g))
                    mixed.pixels[offset + 2] = min(a, byte(out.b))
                    mixed.pixels[offset + 3] = a
                }
            }
        }
        mixed.pixels.withUnsafeBufferPointer { pixels in
            let source = BlitSource.pixels(base: pixels.baseAddress!, bytesPerRow: mixed.bytesPerRow,
                                           originX: bounds.minX, originY: bounds.minY, opacity: 255)
            blit(source, mode: .copy, region: bounds) { sink in
                for y in bounds.minY..<bounds.maxY {
                    sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
                }
            }
        }
    }
}
