import Geometry

extension Canvas {
    /// Intersects the clip with the inside of `path` (user space), anti-aliased.
    public func clip(to path: Path, fillRule: FillRule = .nonZero) {
        _ = recorded(.clipPath(path, fillRule, state.transform))
        let bounds = deviceBounds(of: path)
        guard !bounds.isEmpty else {
            state.clip = Clip(bounds: .zero, mask: nil)
            return
        }
        rasterizer.reset(clip: bounds)
        rasterizer.add(path, transform: state.transform, tolerance: Self.flatteningTolerance)
        var sink = MaskSink(bounds: bounds)
        rasterizer.sweep(fillRule: fillRule, into: &sink)
        var mask = ClipMask(bounds: bounds, coverage: sink.coverage)
        if let old = state.clip.mask {
            mask = old.cropped(to: bounds).intersected(with: sink.coverage)
        }
        state.clip = Clip(bounds: bounds, mask: mask.isFullyCovered ? nil : mask)
    }

    /// Intersects the clip with a rectangle (user space). A rectangle that lands exactly on
    /// device pixel edges only shrinks the clip bounds (no mask, no per-pixel cost); any other
    /// rectangle clips anti-aliased like a path.
    public func clip(to rect: Rect) {
        _ = recorded(.clipRect(rect, state.transform))
        let t = state.transform
        if t.b == 0, t.c == 0 {
            let device = t.apply(to: rect)
            func isWhole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
            if isWhole(device.minX), isWhole(device.minY), isWhole(device.maxX), isWhole(device.maxY) {
                let pixels = PixelRect(minX: Int(device.minX.rounded()), minY: Int(device.minY.rounded()),
                                       maxX: Int(device.maxX.rounded()), maxY: Int(device.maxY.rounded()))
                let bounds = pixels.intersection(state.clip.bounds)
                state.clip = Clip(bounds: bounds, mask: bounds.isEmpty ? nil : state.clip.mask?.cropped(to: bounds))
                return
            }
        }
        clip(to: Path(rect))
    }
}
