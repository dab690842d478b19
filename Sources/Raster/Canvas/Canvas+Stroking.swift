import Geometry

extension Canvas {
    /// Strokes `path` (user space) with a line of `style.lineWidth` centred on it.
    ///
    /// The stroke is built in user space and then transformed, so a non-uniform scale widens it
    /// like a pen would; curves and round joins are flattened to the canvas's device tolerance.
    /// A zero width draws nothing.
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        guard style.lineWidth > 0, let tolerance = userTolerance else { return }
        fill(path.strokedPath(style, tolerance: tolerance), with: paint, fillRule: .nonZero)
    }

    /// Strokes `path` with a line of `lineWidth` centred on it, using the default style otherwise.
    public func stroke(_ path: Path, lineWidth: Double, with paint: Paint) {
        stroke(path, style: StrokeStyle(lineWidth: lineWidth), with: paint)
    }

    /// SwiftUI's `strokeBorder`: strokes the inside of the closed shape `path` so the line lies
    /// entirely within it, the ring between the shape and the shape inset by `style.lineWidth`.
    ///
    /// The ring is computed as the shape's coverage times the coverage of a stroke twice as wide
    /// centred on its outline, so its outer edge is exactly the shape's own anti-aliased edge:
    /// a border drawn over an image clipped to the same shape meets it with no gap and no halo.
    public func strokeBorder(_ path: Path, style: StrokeStyle, with paint: Paint) {
        if recorded(.strokeBorder(path, style, paint, state.transform)) { return }
        guard style.lineWidth > 0, let tolerance = userTolerance, let source = makeSource(paint) else { return }
        let bounds = deviceBounds(of: path)
        guard !bounds.isEmpty else { return }
        rasterizer.reset(clip: bounds)
        rasterizer.add(path, transform: state.transform, tolerance: Self.flatteningTolerance)
        var shape = MaskSink(bounds: bounds)
        rasterizer.sweep(fillRule: .nonZero, into: &shape)
        var doubled = style
        doubled.lineWidth = 2 * style.lineWidth
        rasterizer.reset(clip: bounds)
        rasterizer.add(path.strokedPath(doubled, tolerance: tolerance), transform: state.transform,
                       tolerance: Self.flatteningTolerance)
        var ring = MaskSink(bounds: bounds)
        rasterizer.sweep(fillRule: .nonZero, into: &ring)
        for i in ring.coverage.indices {
            ring.coverage[i] = UInt8(truncatingIfNeeded: Compositing.multiply(UInt32(ring.coverage[i]), UInt32(shape.coverage[i])))
        }
        drawDeviceCoverage(ring.coverage, bounds: bounds, source: source)
    }

    /// ``strokeBorder(_:style:with:)`` with a plain line of `lineWidth`.
    public func strokeBorder(_ path: Path, lineWidth: Double, with paint: Paint) {
        strokeBorder(path, style: StrokeStyle(lineWidth: lineWidth), with: paint)
    }

    /// The device flattening tolerance expressed in user units; nil for a degenerate transform.
    var userTolerance: Double? {
        let scale = state.transform.maximumScale
        guard scale > 0, scale.isFinite else { return nil }
        return Self.flatteningTolerance / scale
    }

    /// Composites `source` through a dense device-space coverage buffer covering `bounds`
    /// (which must lie inside the clip bounds).
    func drawDeviceCoverage(_ coverage: [UInt8], bounds: PixelRect, source: BlitSource) {
        coverage.withUnsafeBufferPointer { values in
            blit(source, mode: state.blendMode, region: bounds) { sink in
                for y in bounds.minY..<bounds.maxY {
                    let start = (y - bounds.minY) * bounds.width
                    // Trim empty ends so transparent margins cost nothing.
                    var first = start, last = start + bounds.width
                    while first < last, values[first] == 0 { first += 1 }
                    while last > first, values[last - 1] == 0 { last -= 1 }
                    guard first < last else { continue }
                    sink.blendRun(y: y, x: bounds.minX + (first - start),
                                  coverage: UnsafeBufferPointer(rebasing: values[first..<last]))
                }
            }
        }
    }
}
