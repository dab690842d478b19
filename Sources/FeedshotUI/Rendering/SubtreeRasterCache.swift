import Geometry
import Raster

/// Keeps the pixels of large subtrees of a live host's screen between frames, so a subtree that
/// only moved by whole device pixels (a page of a swipe, a card sliding) is copied instead of
/// drawn: a compositor's layer cache, decided by what was drawn rather than by the view tree.
///
/// Each frame a candidate subtree (a live node whose drawing covers at least
/// `minimumArea` device pixels) is recorded instead of drawn.
/// When the record is the one kept for that view, moved by whole pixels, the kept pixels are
/// copied there. Otherwise, when the subtree's drawing starts by painting its whole draw area
/// with an opaque rectangle and reads nothing beneath (``DrawingRecord/opaqueCover``), it is
/// drawn once into pixels of its own, kept, and copied; any other subtree is drawn as recorded.
///
/// The bytes are the same as drawing everything: an opaque cover makes the subtree's pixels
/// independent of what lies under it, a copy under a plain rectangular clip writes exactly those
/// pixels, and a match means every call is the same call moved by whole pixels (in device space,
/// to within 10⁻⁷ pixel, where the rasterizer works on a 1/4096-pixel grid and moves shapes by
/// whole pixels exactly).
///
/// The recording is a cover recording (``Raster/Canvas/beginCoverRecording()``): a subtree whose
/// drawing does not start with an opaque cover stops being recorded at its first call and is
/// drawn as usual, its own large subtrees (a scroll view's pages) through the cache, so trying it
/// costs nothing. It and a subtree that changes two frames running are not tried again for
/// ``retryFrames`` frames, so animated content is not drawn twice. Entries not used in a frame
/// are dropped (``endFrame()``): memory is bounded by the candidates of one frame.
final class SubtreeRasterCache {
    final class Entry {
        var record: DrawingRecord
        let pixels: Bitmap
        var originX: Int
        var originY: Int
        var lastUsed: Int

        init(record: DrawingRecord, pixels: Bitmap, originX: Int, originY: Int, frame: Int) {
            self.record = record
            self.pixels = pixels
            self.originX = originX
            self.originY = originY
            lastUsed = frame
        }
    }

    /// The smallest subtree worth recording, in device pixels (a 256 x 256 square by default:
    /// smaller ones cost less to draw than to record and compare).
    let minimumArea: Int
    /// How long a subtree that could not be kept, or changed twice running, is left alone.
    static let retryFrames = 30

    private var entries: [ViewIdentity: Entry] = [:]
    /// Subtrees left alone until the frame given.
    private var resting: [ViewIdentity: Int] = [:]
    /// Subtrees that missed in the last frame (a second miss running sends them to rest).
    private var missed: Set<ViewIdentity> = []
    private var frame = 0
    /// Copies and draws, for tests and benchmarks.
    private(set) var hits = 0
    private(set) var misses = 0
    /// Subtrees drawn into pixels of their own (a subset of `misses`).
    private(set) var keeps = 0

    init(minimumArea: Int = 256 * 256) {
        self.minimumArea = minimumArea
    }

    /// The subtrees kept.
    var entryCount: Int { entries.count }

    /// Whether `node`'s subtree (drawn to `deviceArea`) is worth recording now on a canvas of
    /// `canvasArea` pixels. Subtrees larger than two canvases (a long stack of pages) are not:
    /// they are recorded whole, and only their pages can be kept.
    func isCandidate(_ identity: ViewIdentity, deviceArea: PixelRect, canvasArea: Int) -> Bool {
        let area = deviceArea.width * deviceArea.height
        guard area >= minimumArea, area <= 2 * canvasArea else { return false }
        if let until = resting[identity] {
            guard frame >= until else { return false }
            resting.removeValue(forKey: identity)
        }
        return true
    }

    /// Copies the kept pixels of `identity` when `record` is the kept one moved by whole pixels;
    /// returns whether it did.
    func copyIfMoved(_ identity: ViewIdentity, record: DrawingRecord, onto canvas: Raster.Canvas) -> Bool {
        guard let entry = entries[identity], let move = record.move(from: entry.record) else { return false }
        let x = entry.originX + move.x, y = entry.originY + move.y
        guard canvas.copy(entry.pixels, toDeviceX: x, y: y) else { return false }
        entry.record = record
        entry.originX = x
        entry.originY = y
        entry.lastUsed = frame
        missed.remove(identity)
        hits += 1
        return true
    }

    /// Keeps the pixels of a subtree just drawn (its cover's top-left at `originX`, `originY`).
    func keep(_ identity: ViewIdentity, record: DrawingRecord, pixels: Bitmap, originX: Int, originY: Int) {
        noteMiss(identity)
        keeps += 1
        entries[identity] = Entry(record: record, pixels: pixels, originX: originX, originY: originY, frame: frame)
    }

    /// Leaves a subtree that cannot be kept alone for a while.
    func refuse(_ identity: ViewIdentity) {
        misses += 1
        entries.removeValue(forKey: identity)
        resting[identity] = frame + Self.retryFrames
    }

    private func noteMiss(_ identity: ViewIdentity) {
        misses += 1
        if missed.contains(identity) {
            // Changing every frame: drawing it into its own pixels only adds a copy.
            missed.remove(identity)
            resting[identity] = frame + Self.retryFrames
        } else {
            missed.insert(identity)
        }
    }

    /// Ends a frame: entries it did not use are dropped.
    func endFrame() {
        entries = entries.filter { $0.value.lastUsed == frame }
        frame += 1
    }
}

extension DrawContext {
    /// Draws `node` through the subtree cache: copied when only moved, kept when it can be.
    func drawCaching(_ node: ViewNode, identity: ViewIdentity, cache: SubtreeRasterCache) {
        // Recorded whole (nothing culled for being off screen): the record, and so whether it
        // matches the last one, does not change as parts of the subtree scroll into view.
        canvas.beginCoverRecording()
        cullingOnlyOutside(node.drawBounds ?? node.frame) { drawUncached(node) }
        guard let record = canvas.endCoverRecording() else {
            // It does not start with an opaque cover, so it could be neither copied nor kept: it
            // was drawn as usual from its first call on, its own large subtrees through the cache.
            return cache.refuse(identity)
        }
        if cache.copyIfMoved(identity, record: record, onto: canvas) { return }
        let transform = canvas.currentTransform
        if let cover = record.opaqueCover, let bounds = node.drawBounds, transform.b == 0, transform.c == 0,
           cover.contains(PixelRect(enclosing: transform.apply(to: bounds))) {
            let pixels = canvas.render(record, offscreenIn: cover)
            if canvas.copy(pixels, toDeviceX: cover.minX, y: cover.minY) {
                cache.keep(identity, record: record, pixels: pixels, originX: cover.minX, originY: cover.minY)
                return
            }
        }
        canvas.replay(record)
        cache.refuse(identity)
    }
}
