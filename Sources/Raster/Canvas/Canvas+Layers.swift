extension Canvas {
    /// Starts a transparency layer: until the matching ``endLayer()``, drawing goes into a new
    /// transparent bitmap the size of the current clip bounds, which is then composited as a
    /// whole with `opacity` (times the current opacity), the current blend mode and the current
    /// clip. SwiftUI's `.opacity(_:)` on a group and `compositingGroup()` map to layers.
    ///
    /// Starting a layer saves the graphics state; inside it, opacity is 1 and the blend mode is
    /// source-over (CoreGraphics' rule), while the transform and clip carry over.
    public func beginLayer(opacity: Double = 1) {
        let effective = min(1, max(0, opacity.isNaN ? 0 : opacity)) * state.opacity
        save()
        let bounds = state.clip.bounds
        layers.append(Layer(bitmap: Bitmap(width: bounds.width, height: bounds.height), bounds: bounds,
                            opacity: effective, stackDepth: stack.count))
        state.opacity = 1
        state.blendMode = .sourceOver
    }

    /// Ends the innermost layer and composites it onto what lies beneath.
    /// - Precondition: an open layer, with every `save()` inside it restored.
    public func endLayer() {
        guard let layer = layers.last else { preconditionFailure("Canvas.endLayer() without beginLayer()") }
        precondition(stack.count == layer.stackDepth, "Canvas.endLayer() with unbalanced save() inside the layer")
        layers.removeLast()
        state = stack.removeLast()
        let opacity8 = UInt8((layer.opacity * 255).rounded())
        let bounds = layer.bounds.intersection(state.clip.bounds)
        guard !bounds.isEmpty, opacity8 > 0 || state.blendMode != .sourceOver else { return }
        layer.bitmap.pixels.withUnsafeBufferPointer { pixels in
            let source = BlitSource.pixels(base: pixels.baseAddress!, bytesPerRow: layer.bitmap.bytesPerRow,
                                           originX: layer.bounds.minX, originY: layer.bounds.minY, opacity: opacity8)
            blit(source, mode: state.blendMode) { sink in
                for y in bounds.minY..<bounds.maxY {
                    sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
                }
            }
        }
    }
}
