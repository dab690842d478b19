import Geometry

/// A drawing surface over a ``Bitmap`` with a CoreGraphics-style graphics state: an affine
/// transform from user space to device pixels, an anti-aliased clip, an opacity and a blend mode,
/// saved and restored as a stack, plus transparency layers.
///
/// Coordinates passed to drawing calls are user space; the renderer concatenates `scale(s)` first
/// so user space is points. ``drawMask(_:atDeviceX:y:with:)`` is the one call that takes device
/// pixels (glyph masks are rasterized at device resolution).
///
/// Pipeline per draw: geometry is mapped to device space and flattened, scan-converted to exact
/// coverage runs (``CoverageRasterizer``), intersected with the clip (``ClippedSink``) and
/// composited by a ``PaintBlitter``. A canvas is not thread-safe; use one per thread.
public final class Canvas {
    /// The device-space clip: a pixel rectangle, refined by an anti-aliased mask when the clip is
    /// not a pixel-aligned rectangle.
    struct Clip {
        var bounds: PixelRect
        var mask: ClipMask?
    }

    /// One entry of the graphics-state stack.
    struct State {
        var transform: Transform = .identity
        var clip: Clip
        var opacity: Double = 1
        var blendMode: BlendMode = .sourceOver
    }

    /// An open transparency layer: drawing goes into `bitmap` (covering `bounds` in device
    /// pixels) until ``endLayer()`` composites it.
    struct Layer {
        var bitmap: Bitmap
        let bounds: PixelRect
        let opacity: Double
        /// The state-stack depth at ``beginLayer(opacity:in:)`` (after its implicit save).
        let stackDepth: Int
        /// The device pixels drawn into so far (only these are composited at the end).
        var dirty: PixelRect?
    }

    /// The finished drawing: the base bitmap (open layers are not included until they end).
    public private(set) var bitmap: Bitmap

    var state: State
    var stack: [State] = []
    var layers: [Layer] = []
    /// Where images drawn at whole-pixel positions keep their resampled pixels between draws
    /// (a live host's frames); `nil` resamples every draw. The bytes drawn are the same either way.
    public var imageCache: ImageRasterCache?
    /// The open recording, if any: drawing calls are kept instead of drawn (``beginRecording()``).
    var recording: CanvasRecording?
    /// Cover recordings that stopped early, innermost last, each waiting for its
    /// ``endCoverRecording()``.
    var stoppedRecordings: [CanvasRecording] = []
    /// Reused between draws to avoid reallocating cell storage.
    var rasterizer = CoverageRasterizer(clip: .zero)
    /// Scratch rows for shaders and coverage (sized for the widest run).
    var sourceScratch: [UInt8]
    var coverageScratch: [UInt8]
    var clipScratch: [UInt8]
    var wideScratch: [UInt16]

    /// Flattening tolerance in device pixels for fills. Chord error shows up directly as coverage
    /// error along an edge, so it is kept well under 1/255 of a pixel.
    static let flatteningTolerance = 1.0 / 512

    /// Creates a canvas of `width × height` pixels filled with `background`.
    public init(width: Int, height: Int, background: RGBAColor = .clear) {
        self.bitmap = Bitmap(width: width, height: height, fill: background.premultiplied)
        state = State(clip: Clip(bounds: PixelRect(x: 0, y: 0, width: width, height: height), mask: nil))
        sourceScratch = [UInt8](repeating: 0, count: max(1, width) * 4)
        coverageScratch = [UInt8](repeating: 0, count: max(1, width))
        clipScratch = [UInt8](repeating: 0, count: max(1, width))
        wideScratch = [UInt16](repeating: 0, count: max(1, width) * 4)
    }

    /// Creates a canvas that draws over an existing bitmap.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        state = State(clip: Clip(bounds: PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), mask: nil))
        sourceScratch = [UInt8](repeating: 0, count: max(1, bitmap.width) * 4)
        coverageScratch = [UInt8](repeating: 0, count: max(1, bitmap.width))
        clipScratch = [UInt8](repeating: 0, count: max(1, bitmap.width))
        wideScratch = [UInt16](repeating: 0, count: max(1, bitmap.width) * 4)
    }

    /// The width in device pixels.
    public var width: Int { bitmap.width }
    /// The height in device pixels.
    public var height: Int { bitmap.height }

    // MARK: Transform

    /// The transform from user space to device pixels.
    public var currentTransform: Transform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Prepends `transform` to the current transform: subsequent coordinates are mapped through
    /// `transform` first, then through the previous transform (CoreGraphics' `concatenate`).
    public func concatenate(_ transform: Transform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Moves the user-space origin.
    public func translateBy(x: Double, y: Double) {
        concatenate(.translation(x: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: Double, y: Double) {
        concatenate(.scale(x: x, y: y))
    }

    /// Rotates user space (positive angles turn clockwise on screen).
    public func rotate(by angle: Angle) {
        concatenate(.rotation(radians: angle.radians))
    }

    // MARK: State

    /// Pushes a copy of the graphics state (transform, clip, opacity, blend mode).
    public func save() {
        _ = recorded(.save)
        stack.append(state)
    }

    /// Pops the graphics state pushed by the matching ``save()``.
    /// - Precondition: a matching `save()`, not one made by an open layer (end it with ``endLayer()``).
    public func restore() {
        precondition(!stack.isEmpty, "Canvas.restore() without a matching save()")
        _ = recorded(.restore)
        if let layer = layers.last {
            precondition(stack.count > layer.stackDepth, "Canvas.restore() would cross an open layer; call endLayer()")
        }
        state = stack.removeLast()
    }

    /// The opacity (0…1) applied to everything drawn, multiplied into every paint.
    public var opacity: Double { state.opacity }

    /// Sets the opacity applied to subsequent drawing (saved and restored with the state).
    public func setOpacity(_ opacity: Double) {
        _ = recorded(.opacity(opacity))
        state.opacity = min(1, max(0, opacity.isNaN ? 0 : opacity))
    }

    /// The Porter-Duff operator used by subsequent drawing (saved and restored with the state).
    public var blendMode: BlendMode {
        get { state.blendMode }
        set {
            _ = recorded(.blendMode(newValue))
            state.blendMode = newValue
        }
    }

    /// The device pixels drawing can still reach (the clip's bounding box).
    public var deviceClipBounds: PixelRect { state.clip.bounds }

    // MARK: Target access

    /// Runs `body` with the pixels drawing currently goes to: the innermost open layer, or the bitmap.
    func withTarget<R>(_ body: (RenderTarget) -> R) -> R {
        if !layers.isEmpty {
            let index = layers.count - 1
            let bounds = layers[index].bounds, bytesPerRow = layers[index].bitmap.bytesPerRow
            return layers[index].bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                body(RenderTarget(base: pixels.baseAddress!, bytesPerRow: bytesPerRow,
                                  originX: bounds.minX, originY: bounds.minY))
            }
        }
        let bytesPerRow = bitmap.bytesPerRow
        return bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
            body(RenderTarget(base: pixels.baseAddress!, bytesPerRow: bytesPerRow, originX: 0, originY: 0))
        }
    }

    /// Sends the runs produced by `produce` through the clip and a blitter for `source`.
    /// `produce` receives a sink and must only report pixels inside the current clip bounds and
    /// inside `region` (which an open layer records as drawn).
    func blit(_ source: BlitSource, mode: BlendMode, region: PixelRect, _ produce: (inout ClippedOrDirect) -> Void) {
        guard !state.clip.bounds.isEmpty else { return }
        // Runs lie inside the clip, which an offscreen layer (a cached subtree drawn whole) can
        // make wider than the canvas the scratch rows were sized for.
        if state.clip.bounds.width > coverageScratch.count { growScratch(toWidth: state.clip.bounds.width) }
        if !layers.isEmpty {
            let touched = region.intersection(state.clip.bounds)
            guard !touched.isEmpty else { return }
            let index = layers.count - 1
            layers[index].dirty = layers[index].dirty.map { $0.union(touched) } ?? touched
        }
        withTarget { target in
            withScratch { sourceRow, coverageRow, wideRow, clipRow in
                let blitter = PaintBlitter(target: target, source: source, mode: mode, sourceRow: sourceRow,
                                           coverageRow: coverageRow, wideRow: wideRow)
                if let mask = state.clip.mask {
                    mask.withUnsafeView { view in
                        var sink = ClippedOrDirect.clipped(ClippedSink(base: blitter, mask: view, scratch: clipRow))
                        produce(&sink)
                    }
                } else {
                    var sink = ClippedOrDirect.direct(blitter)
                    produce(&sink)
                }
            }
        }
    }

    /// Widens the scratch rows to hold runs of `width` pixels.
    private func growScratch(toWidth width: Int) {
        sourceScratch = [UInt8](repeating: 0, count: width * 4)
        coverageScratch = [UInt8](repeating: 0, count: width)
        clipScratch = [UInt8](repeating: 0, count: width)
        wideScratch = [UInt16](repeating: 0, count: width * 4)
    }

    /// Runs `body` with the scratch rows (source pixels, coverage, 8.8 pixels, clip coverage).
    private func withScratch<R>(_ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>,
                                         UnsafeMutablePointer<UInt16>, UnsafeMutablePointer<UInt8>) -> R) -> R {
        sourceScratch.withUnsafeMutableBufferPointer { sourceRow in
            coverageScratch.withUnsafeMutableBufferPointer { coverageRow in
                wideScratch.withUnsafeMutableBufferPointer { wideRow in
                    clipScratch.withUnsafeMutableBufferPointer { clipRow in
                        body(sourceRow.baseAddress!, coverageRow.baseAddress!, wideRow.baseAddress!, clipRow.baseAddress!)
                    }
                }
            }
        }
    }
}

/// The sink of one draw: the blitter itself, or the blitter behind a clip mask. An enum rather
/// than an existential so the rasterizer's calls stay direct.
enum ClippedOrDirect: CoverageSink {
    case direct(PaintBlitter)
    case clipped(ClippedSink<PaintBlitter>)

    @inline(__always) mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        switch self {
        case .direct(var blitter):
            blitter.fillRun(y: y, x: x, count: count, coverage: coverage)
            self = .direct(blitter)
        case .clipped(var sink):
            sink.fillRun(y: y, x: x, count: count, coverage: coverage)
            self = .clipped(sink)
        }
    }

    @inline(__always) mutating func blendRun(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .direct(var blitter):
            blitter.blendRun(y: y, x: x, coverage: coverage)
            self = .direct(blitter)
        case .clipped(var sink):
            sink.blendRun(y: y, x: x, coverage: coverage)
            self = .clipped(sink)
        }
    }
}
