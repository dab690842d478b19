import Geometry

extension Canvas {
    /// Fills the inside of `path` (user space) with `paint`.
    public func fill(_ path: Path, with paint: Paint, fillRule: FillRule = .nonZero) {
        if recorded(.fill(path, paint, fillRule, state.transform)) { return }
        guard let source = makeSource(paint) else { return }
        let bounds = deviceBounds(of: path)
        guard !bounds.isEmpty else { return }
        rasterizer.reset(clip: bounds)
        rasterizer.add(path, transform: state.transform, tolerance: Self.flatteningTolerance)
        sweepRasterizer(source: source, fillRule: fillRule)
    }

    /// Fills a rectangle (user space) with `paint`.
    public func fill(_ rect: Rect, with paint: Paint) {
        fill(Path(rect), with: paint)
    }

    /// Paints the whole clip region with `paint` (source-over unless the blend mode says otherwise).
    public func fill(with paint: Paint) {
        if recorded(.fillClip(paint, state.transform)) { return }
        guard let source = makeSource(paint) else { return }
        let bounds = state.clip.bounds
        blit(source, mode: state.blendMode, region: bounds) { sink in
            for y in bounds.minY..<bounds.maxY {
                sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
            }
        }
    }

    /// Sets every pixel inside the clip to `color` (the `copy` operator), ignoring opacity and
    /// blend mode: clearing to transparent makes pixels transparent.
    public func clear(_ color: RGBAColor = .clear) {
        if recorded(.clear(color)) { return }
        let bounds = state.clip.bounds
        guard !bounds.isEmpty else { return }
        blit(.solid(color.premultiplied), mode: .copy, region: bounds) { sink in
            for y in bounds.minY..<bounds.maxY {
                sink.fillRun(y: y, x: bounds.minX, count: bounds.width, coverage: 255)
            }
        }
    }

    /// Draws a coverage mask (a glyph image) with its top-left pixel at device pixel
    /// (`x`, `y`), painted with `paint`. The current transform does not move the mask, but
    /// gradients and patterns are still evaluated in user space; the clip, opacity, blend mode and
    /// open layers apply as for any drawing.
    public func drawMask(_ mask: AlphaMask, atDeviceX x: Int, y: Int, with paint: Paint) {
        if recorded(.mask(mask, x: x, y: y, paint, state.transform)) { return }
        guard let source = makeSource(paint) else { return }
        let placed = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
        let visible = placed.intersection(state.clip.bounds)
        guard !visible.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            blit(source, mode: state.blendMode, region: visible) { sink in
                for row in visible.minY..<visible.maxY {
                    let start = (row - y) * mask.width + (visible.minX - x)
                    sink.blendRun(y: row, x: visible.minX,
                                  coverage: UnsafeBufferPointer(rebasing: coverage[start..<(start + visible.width)]))
                }
            }
        }
    }

    // MARK: Helpers

    /// The device pixels a path can touch, clipped to the current clip bounds.
    func deviceBounds(of path: Path) -> PixelRect {
        let box = state.transform.apply(to: path.controlPointBounds)
        return PixelRect(enclosing: box).intersection(state.clip.bounds)
    }

    /// Sweeps the rasterizer's current edges into the blitter for `source`.
    func sweepRasterizer(source: BlitSource, fillRule: FillRule) {
        guard !rasterizer.isEmpty else { return }
        blit(source, mode: state.blendMode, region: rasterizer.clip) { sink in
            rasterizer.sweep(fillRule: fillRule, into: &sink)
        }
    }

    /// The whole device pixel at or before `point` (clamped far outside any canvas, where
    /// nothing is drawn, so a huge or non-finite point cannot trap).
    static func wholePixel(at point: Point) -> (x: Int, y: Int) {
        // A point within 10⁻⁹ pixel below a whole pixel counts as on it: layout in thirds of a
        // point reaches whole device pixels only to within a rounding error, and a gradient moved
        // by whole pixels must keep its dither phase wherever it is.
        func floored(_ v: Double) -> Int { v.isFinite ? Int((min(1e9, max(-1e9, v)) + 1e-9).rounded(.down)) : 0 }
        return (floored(point.x), floored(point.y))
    }

    /// Resolves a paint against the current transform and opacity; nil when it would draw nothing.
    func makeSource(_ paint: Paint) -> BlitSource? {
        let opacity = state.opacity
        let mode = state.blendMode
        // Under source-over, nothing transparent changes a pixel; other modes still act on it.
        let skipsTransparent = mode == .sourceOver || mode == .destinationOver
        if opacity <= 0 && skipsTransparent { return nil }
        switch paint {
        case .solid(let color):
            let premultiplied = color.multipliedAlpha(by: opacity).premultiplied
            if premultiplied.alpha == 0 && skipsTransparent { return nil }
            return .solid(premultiplied)
        case .linearGradient(let gradient, let start, let end):
            let t = state.transform
            let p0 = t.apply(to: start), p1 = t.apply(to: end)
            let d = p1 - p0
            let lengthSquared = d.dot(d)
            // t(p) = (p − p0) · d / |d|²  in device space (affine maps keep it affine). A
            // degenerate gradient paints its last colour everywhere (t = 1).
            // Pixels are counted from the whole device pixel at or before the start, so that the
            // gradient moved by whole pixels has the same pixels (see `GradientShader.origin`).
            let origin = Self.wholePixel(at: p0)
            let local = p0 - Point(x: Double(origin.x), y: Double(origin.y))
            let geometry: GradientShader.Geometry = lengthSquared > 1e-18
                ? .linear(dtdx: d.x / lengthSquared, dtdy: d.y / lengthSquared, t0: -(local.dot(d)) / lengthSquared)
                : .linear(dtdx: 0, dtdy: 0, t0: 1)
            return GradientShader(gradient, geometry: geometry, origin: origin, opacity: opacity).map(BlitSource.gradient)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            guard let inverse = state.transform.inverted else { return nil }
            let geometry = GradientShader.Geometry.radial(deviceToUser: inverse, center: center,
                                                          r0: startRadius, r1: endRadius)
            return GradientShader(gradient, geometry: geometry, origin: Self.wholePixel(at: state.transform.apply(to: center)),
                                  opacity: opacity).map(BlitSource.gradient)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            guard let inverse = state.transform.inverted else { return nil }
            let sweep = endAngle - startAngle
            let geometry = GradientShader.Geometry.angular(deviceToUser: inverse, center: center, start: startAngle,
                                                           sweep: sweep.isFinite && sweep > 0 ? sweep : 2 * Double.pi)
            return GradientShader(gradient, geometry: geometry, origin: Self.wholePixel(at: state.transform.apply(to: center)),
                                  opacity: opacity).map(BlitSource.gradient)
        case .image(let pattern):
            let opacity8 = UInt8((min(1, max(0, opacity)) * 255).rounded())
            return PatternShader(pattern, userToDevice: state.transform, opacity: opacity8).map(BlitSource.pattern)
        }
    }
}
