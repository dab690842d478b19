import Geometry

// Recording: the canvas half of a compositor's "cache what only moved". While a recording is
// open, drawing calls are kept instead of drawn (state calls still run, so code reading the
// transform, opacity or blend mode sees what it set). The caller compares the record with an
// earlier one: when every call is the same, moved by whole device pixels, and the record paints
// over everything it touches with an opaque rectangle first, the pixels it makes do not depend on
// what lies beneath, and the earlier pixels can be copied instead of drawn. Otherwise the record
// is replayed, which draws exactly what the calls would have drawn.

/// One canvas call kept by a recording, with the transform it was made under.
enum RecordedCall {
    case fill(Path, Paint, FillRule, Transform)
    case fillClip(Paint, Transform)
    case clear(RGBAColor)
    case mask(AlphaMask, x: Int, y: Int, Paint, Transform)
    case image(Bitmap, Rect, Rect?, ImageSampling, Transform)
    case strokeBorder(Path, StrokeStyle, Paint, Transform)
    case clipPath(Path, FillRule, Transform)
    case clipRect(Rect, Transform)
    case save
    case restore
    case opacity(Double)
    case blendMode(BlendMode)
    case beginLayer(Double, Rect?, Transform)
    case endLayer
    case endLayerBlending(LayerBlendMode)
    case endLayerFilter(LayerFilter)
    case endLayerProjecting(ProjectionTransform)
    case endMaskLayer
    case multiplyLayer(RGBAColor)
    case transformLayerColors(ColorMatrix)
    case blurBackdrop(Path, Double, Transform)
}

/// The calls of one recording and the state it started in.
public struct DrawingRecord {
    var calls: [RecordedCall] = []
    /// The graphics state and stack depth when the recording began.
    let start: Canvas.State
    let startDepth: Int

    /// The number of calls kept.
    public var count: Int { calls.count }
}

/// An open recording (a class, so appends do not copy the record).
final class CanvasRecording {
    var record: DrawingRecord
    /// Whether the recording stops at its first drawing call unless that call is an opaque
    /// cover (``Canvas/beginCoverRecording()``); false once one was recorded.
    var awaitsCover: Bool
    init(start: Canvas.State, depth: Int, awaitsCover: Bool = false) {
        record = DrawingRecord(start: start, startDepth: depth)
        self.awaitsCover = awaitsCover
    }
}

extension Canvas {
    /// Starts keeping drawing calls instead of drawing them, until ``endRecording()``.
    /// - Precondition: no recording is open (recordings do not nest).
    public func beginRecording() {
        precondition(recording == nil, "Canvas.beginRecording() inside a recording")
        recording = CanvasRecording(start: state, depth: stack.count)
    }

    /// Ends the recording and returns its calls; the state is back where it began.
    /// - Precondition: an open recording, every `save()` and layer in it balanced.
    public func endRecording() -> DrawingRecord {
        guard let open = recording else { preconditionFailure("Canvas.endRecording() without beginRecording()") }
        precondition(stack.count == open.record.startDepth, "Canvas.endRecording() with unbalanced save() or layers")
        recording = nil
        state = open.record.start
        return open.record
    }

    /// Whether calls are being recorded rather than drawn.
    public var isRecording: Bool { recording != nil }

    /// Starts a recording that can only be worth keeping if it paints an opaque cover first
    /// (``DrawingRecord/opaqueCover``): at its first call that is neither a `save()` nor such a
    /// cover, it stops, and that call and everything after it draw as usual, as if nothing had
    /// been recorded (a nested recording may then begin). End it with ``endCoverRecording()``.
    ///
    /// A subtree that can never be kept (a scroll view's, whose pages cover it between them)
    /// then costs nothing to try, and its inner subtrees are still drawn the usual way.
    /// - Precondition: no recording is open.
    public func beginCoverRecording() {
        precondition(recording == nil, "Canvas.beginCoverRecording() inside a recording")
        recording = CanvasRecording(start: state, depth: stack.count, awaitsCover: true)
    }

    /// Ends a recording begun with ``beginCoverRecording()``: its calls, or nil when it stopped
    /// early (what it would have held was drawn). The state is back where it began either way.
    /// - Precondition: the matching `beginCoverRecording()`, every `save()` and layer balanced.
    public func endCoverRecording() -> DrawingRecord? {
        // An open recording is the innermost one begun, so the one ending; otherwise the one
        // ending is the last that stopped (any begun after it, inside it, have ended).
        if recording != nil { return endRecording() }
        guard let stopped = stoppedRecordings.popLast() else {
            preconditionFailure("Canvas.endCoverRecording() without beginCoverRecording()")
        }
        precondition(stack.count == stopped.record.startDepth, "Canvas.endCoverRecording() with unbalanced save() or layers")
        state = stopped.record.start
        return nil
    }

    /// Keeps `call` if a recording is open; returns whether it did (the caller then draws nothing).
    @inline(__always) func recorded(_ call: @autoclosure () -> RecordedCall) -> Bool {
        guard let recording else { return false }
        let call = call()
        if recording.awaitsCover {
            if case .save = call {
                // Saves before the cover leave it a cover.
            } else if recording.record.coverRect(startingWith: call) != nil {
                recording.awaitsCover = false
            } else {
                // Stops: the saves recorded so far already ran on the state stack, so drawing
                // simply goes on from here.
                stoppedRecordings.append(recording)
                self.recording = nil
                return false
            }
        }
        recording.record.calls.append(call)
        return true
    }

    /// Draws what the record's calls draw, exactly as they would have been drawn.
    public func replay(_ record: DrawingRecord) {
        state = record.start
        for call in record.calls { perform(call) }
        state = record.start
    }

    private func perform(_ call: RecordedCall) {
        switch call {
        case let .fill(path, paint, rule, transform):
            state.transform = transform
            fill(path, with: paint, fillRule: rule)
        case let .fillClip(paint, transform):
            state.transform = transform
            fill(with: paint)
        case let .clear(color):
            clear(color)
        case let .mask(mask, x, y, paint, transform):
            state.transform = transform
            drawMask(mask, atDeviceX: x, y: y, with: paint)
        case let .image(image, rect, source, sampling, transform):
            state.transform = transform
            drawImage(image, in: rect, from: source, sampling: sampling)
        case let .strokeBorder(path, style, paint, transform):
            state.transform = transform
            strokeBorder(path, style: style, with: paint)
        case let .clipPath(path, rule, transform):
            state.transform = transform
            clip(to: path, fillRule: rule)
        case let .clipRect(rect, transform):
            state.transform = transform
            clip(to: rect)
        case .save: save()
        case .restore: restore()
        case let .opacity(value): setOpacity(value)
        case let .blendMode(mode): blendMode = mode
        case let .beginLayer(opacity, rect, transform):
            state.transform = transform
            beginLayer(opacity: opacity, in: rect)
        case .endLayer: endLayer()
        case let .endLayerBlending(mode): endLayer(blending: mode)
        case let .endLayerFilter(filter): endLayer(applying: filter)
        case let .endLayerProjecting(projection): endLayer(projecting: projection)
        case .endMaskLayer: endMaskLayer()
        case let .multiplyLayer(color): multiplyLayer(by: color)
        case let .transformLayerColors(matrix): transformLayerColors(by: matrix)
        case let .blurBackdrop(path, sigma, transform):
            state.transform = transform
            blurBackdrop(under: path, sigma: sigma)
        }
    }

    /// Draws the record into a new transparent bitmap covering `bounds` (device pixels), not
    /// onto the canvas: what a cached subtree keeps. The clip inside is `bounds` alone.
    public func render(_ record: DrawingRecord, offscreenIn bounds: PixelRect) -> Bitmap {
        let saved = state
        save()
        state = record.start
        state.clip = Clip(bounds: bounds, mask: nil)
        layers.append(Layer(bitmap: Bitmap(width: bounds.width, height: bounds.height), bounds: bounds,
                            opacity: 1, stackDepth: stack.count, dirty: nil))
        for call in record.calls { perform(call) }
        let layer = layers.removeLast()
        _ = stack.removeLast()
        state = saved
        return layer.bitmap
    }

    /// Copies `pixels` (device pixels, top-left at `origin`) onto what is drawn to, replacing
    /// what is there, within the clip bounds. Returns false, drawing nothing, when the clip is
    /// not a plain rectangle (an anti-aliased clip would blend, not copy).
    @discardableResult
    public func copy(_ pixels: Bitmap, toDeviceX x: Int, y: Int) -> Bool {
        guard state.clip.mask == nil else { return false }
        let placed = PixelRect(x: x, y: y, width: pixels.width, height: pixels.height)
        let region = placed.intersection(state.clip.bounds)
        guard !region.isEmpty else { return true }
        pixels.pixels.withUnsafeBufferPointer { source in
            let blitSource = BlitSource.pixels(base: source.baseAddress!, bytesPerRow: pixels.bytesPerRow,
                                               originX: x, originY: y, opacity: 255)
            blit(blitSource, mode: .copy, region: region) { sink in
                for row in region.minY..<region.maxY {
                    sink.fillRun(y: row, x: region.minX, count: region.width, coverage: 255)
                }
            }
        }
        return true
    }
}

extension DrawingRecord {
    /// Whether the record paints the same pixels no matter what lies beneath, and where: its
    /// first call fills a whole-pixel, axis-aligned rectangle with an opaque colour at opacity 1
    /// with source-over, under no clip of its own, and no call reads what lies beneath (backdrop
    /// blurs) or reaches past its layer's bounds (layer filters, projections). The caller must
    /// still check that everything the record draws lies inside the returned rectangle.
    public var opaqueCover: PixelRect? {
        var cover: PixelRect?
        for call in calls {
            switch call {
            case .save:
                continue
            case _ where cover == nil:
                guard let rect = coverRect(startingWith: call) else { return nil }
                cover = rect
            case .blurBackdrop, .endLayerFilter, .endLayerProjecting:
                return nil
            default:
                continue
            }
        }
        return cover
    }

    /// The device rectangle `call` covers when, made first in this record (after saves), it
    /// makes the record an opaque cover: the recording starts at opacity 1 with source-over
    /// under no clip mask, and the call fills a whole-pixel, axis-aligned rectangle with an
    /// opaque colour.
    func coverRect(startingWith call: RecordedCall) -> PixelRect? {
        guard start.opacity == 1, start.blendMode == .sourceOver, start.clip.mask == nil,
              case let .fill(path, .solid(color), _, transform) = call,
              color.premultiplied.alpha == 255, transform.b == 0, transform.c == 0,
              let rect = path.axisAlignedRectangle else { return nil }
        let device = transform.apply(to: rect)
        func whole(_ value: Double) -> Int? {
            abs(value - value.rounded()) < 1e-7 ? Int(value.rounded()) : nil
        }
        guard let minX = whole(device.minX), let minY = whole(device.minY), let maxX = whole(device.maxX),
              let maxY = whole(device.maxY), maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The whole-pixel move that turns `earlier` into this record, if every call is the same
    /// call moved by it: geometry compared in device space (points mapped by each call's
    /// transform, whose scale and rotation must be equal) to within 10⁻⁷ pixel, far inside the
    /// rasterizer's 1/4096-pixel grid; images and masks by their pixels; everything else equal.
    public func move(from earlier: DrawingRecord) -> (x: Int, y: Int)? {
        guard calls.count == earlier.calls.count, start.opacity == earlier.start.opacity,
              start.blendMode == earlier.start.blendMode else { return nil }
        var shift: (x: Double, y: Double)?
        var matcher = RecordMatcher()
        for (call, old) in zip(calls, earlier.calls) {
            if shift == nil, let anchor = call.anchor, let oldAnchor = old.anchor {
                let dx = (anchor.x - oldAnchor.x).rounded(), dy = (anchor.y - oldAnchor.y).rounded()
                shift = (dx, dy)
                matcher.dx = dx
                matcher.dy = dy
            }
            guard shift != nil || call.anchor == nil, matcher.matches(call, old) else { return nil }
        }
        guard let shift else { return (0, 0) }
        return (Int(shift.x), Int(shift.y))
    }
}

extension RecordedCall {
    /// A device point the call places (to find the move between two records).
    var anchor: Point? {
        switch self {
        case let .fill(path, _, _, t), let .strokeBorder(path, _, _, t), let .clipPath(path, _, t),
             let .blurBackdrop(path, _, t):
            return path.firstPoint.map { t.apply(to: $0) }
        case let .image(_, rect, _, _, t), let .clipRect(rect, t):
            return t.apply(to: rect.origin)
        case let .mask(_, x, y, _, _):
            return Point(x: Double(x), y: Double(y))
        case let .beginLayer(_, rect?, t):
            return t.apply(to: rect.origin)
        default:
            return nil
        }
    }
}

/// Compares two calls, the later one moved by (`dx`, `dy`) device pixels.
struct RecordMatcher {
    var dx = 0.0
    var dy = 0.0
    static let tolerance = 1e-7

    func same(_ point: Point, _ transform: Transform, _ old: Point, _ oldTransform: Transform) -> Bool {
        let a = transform.apply(to: point), b = oldTransform.apply(to: old)
        return abs(a.x - b.x - dx) <= Self.tolerance && abs(a.y - b.y - dy) <= Self.tolerance
    }

    func sameLinear(_ t: Transform, _ u: Transform) -> Bool {
        t.a == u.a && t.b == u.b && t.c == u.c && t.d == u.d
    }

    func same(_ rect: Rect, _ t: Transform, _ old: Rect, _ u: Transform) -> Bool {
        sameLinear(t, u) && rect.size == old.size && same(rect.origin, t, old.origin, u)
    }

    func same(_ path: Path, _ t: Transform, _ old: Path, _ u: Transform) -> Bool {
        guard sameLinear(t, u), path.elements.count == old.elements.count else { return false }
        for (element, oldElement) in zip(path.elements, old.elements) {
            switch (element, oldElement) {
            case let (.move(p), .move(q)), let (.line(p), .line(q)):
                guard same(p, t, q, u) else { return false }
            case let (.quadCurve(p, c), .quadCurve(q, d)):
                guard same(p, t, q, u), same(c, t, d, u) else { return false }
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                guard same(p, t, q, u), same(c1, t, d1, u), same(c2, t, d2, u) else { return false }
            case (.closeSubpath, .closeSubpath):
                continue
            default:
                return false
            }
        }
        return true
    }

    func same(_ paint: Paint, _ t: Transform, _ old: Paint, _ u: Transform) -> Bool {
        switch (paint, old) {
        case let (.solid(a), .solid(b)):
            return a == b
        case let (.linearGradient(g, s, e), .linearGradient(h, s2, e2)):
            return g == h && sameLinear(t, u) && same(s, t, s2, u) && same(e, t, e2, u)
        case let (.radialGradient(g, c, r0, r1), .radialGradient(h, c2, q0, q1)):
            return g == h && r0 == q0 && r1 == q1 && sameLinear(t, u) && same(c, t, c2, u)
        case let (.angularGradient(g, c, a0, a1), .angularGradient(h, c2, b0, b1)):
            return g == h && a0 == b0 && a1 == b1 && sameLinear(t, u) && same(c, t, c2, u)
        case let (.image(p), .image(q)):
            let pt = p.transform.concatenating(t), qt = q.transform.concatenating(u)
            return p.image == q.image && p.sampling == q.sampling && p.tileMode == q.tileMode && sameLinear(pt, qt)
                && same(Point.zero, pt, Point.zero, qt)
        default:
            return false
        }
    }

    func matches(_ call: RecordedCall, _ old: RecordedCall) -> Bool {
        switch (call, old) {
        case let (.fill(p, paint, rule, t), .fill(q, oldPaint, oldRule, u)):
            return rule == oldRule && same(p, t, q, u) && same(paint, t, oldPaint, u)
        case let (.fillClip(paint, t), .fillClip(oldPaint, u)):
            return same(paint, t, oldPaint, u)
        case let (.clear(a), .clear(b)):
            return a == b
        case let (.mask(m, x, y, paint, t), .mask(n, x2, y2, oldPaint, u)):
            return Double(x - x2) == dx && Double(y - y2) == dy && same(paint, t, oldPaint, u) && m == n
        case let (.image(image, rect, source, sampling, t), .image(oldImage, oldRect, oldSource, oldSampling, u)):
            return source == oldSource && sampling == oldSampling && same(rect, t, oldRect, u) && image == oldImage
        case let (.strokeBorder(p, style, paint, t), .strokeBorder(q, oldStyle, oldPaint, u)):
            return style == oldStyle && same(p, t, q, u) && same(paint, t, oldPaint, u)
        case let (.clipPath(p, rule, t), .clipPath(q, oldRule, u)):
            return rule == oldRule && same(p, t, q, u)
        case let (.clipRect(r, t), .clipRect(s, u)):
            return same(r, t, s, u)
        case (.save, .save), (.restore, .restore), (.endLayer, .endLayer), (.endMaskLayer, .endMaskLayer):
            return true
        case let (.opacity(a), .opacity(b)):
            return a == b
        case let (.blendMode(a), .blendMode(b)):
            return a == b
        case let (.beginLayer(a, r, t), .beginLayer(b, s, u)):
            guard a == b else { return false }
            switch (r, s) {
            case (nil, nil): return true
            case let (r?, s?): return same(r, t, s, u)
            default: return false
            }
        case let (.endLayerBlending(a), .endLayerBlending(b)):
            return a == b
        case let (.endLayerFilter(a), .endLayerFilter(b)):
            return a == b
        case let (.multiplyLayer(a), .multiplyLayer(b)):
            return a == b
        case let (.transformLayerColors(a), .transformLayerColors(b)):
            return a == b
        default:
            // Projections and backdrop blurs depend on more than their own pixels: never the same.
            return false
        }
    }
}

extension Path {
    /// The rectangle the path is, when it is exactly one axis-aligned rectangle (as `Path(rect)`
    /// makes it: a move, three lines, an optional fourth back to the start, a close).
    var axisAlignedRectangle: Rect? {
        var points = [Point]()
        for (index, element) in elements.enumerated() {
            switch element {
            case let .move(p) where index == 0: points.append(p)
            case let .line(p) where index > 0: points.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Consecutive corners share an x or a y: a rectangle, not a bow tie.
        for index in 0..<4 {
            let p = points[index], q = points[(index + 1) % 4]
            guard (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The path's first point.
    var firstPoint: Point? {
        for element in elements {
            switch element {
            case let .move(p), let .line(p): return p
            case let .quadCurve(p, _): return p
            case let .curve(p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }
}

