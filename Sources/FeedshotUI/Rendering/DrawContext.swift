import Geometry
import Raster

/// The state of one draw of a laid-out tree: the canvas (whose base transform maps points to
/// pixels), the current clip in points, and where named images come from.
final class DrawContext {
    let canvas: Raster.Canvas
    /// Device pixels per point; frames are rounded to multiples of `1 / scale` when drawn.
    let scale: Double
    let pass: LayoutPass
    /// The region drawing can still reach, in points (the canvas, narrowed by clips).
    private(set) var clip: Rect
    /// While a subtree is recorded to be kept whole: its bounds, narrowed by its own clips (what
    /// it draws off screen is kept too). Culling uses it only while the canvas records: a
    /// recording that stops early (``Raster/Canvas/beginCoverRecording()``) draws the rest of the
    /// subtree as usual, culled by `clip`.
    private var recordedBounds: Rect?
    /// Decodes named images; `nil` draws them as placeholders.
    let images: (any ImageLookup)?
    /// Where a live host keeps the pixels of large subtrees between frames (`nil`: none).
    var subtreeCache: SubtreeRasterCache?

    init(canvas: Raster.Canvas, scale: Double, pass: LayoutPass, images: (any ImageLookup)?) {
        self.canvas = canvas
        self.scale = scale
        self.pass = pass
        self.images = images
        clip = Rect(x: 0, y: 0, width: Double(canvas.width) / scale, height: Double(canvas.height) / scale)
        canvas.concatenate(.scale(scale))
    }

    /// Draws `node` unless it lies entirely outside the current clip; through the subtree
    /// cache when there is one and the node is large enough (a live host's frames).
    func draw(_ node: ViewNode) {
        guard let bounds = node.drawBounds, bounds.intersects(cullingRect) else { return }
        if let subtreeCache, !canvas.isRecording, let identity = node.identity,
           subtreeCache.isCandidate(identity, deviceArea: PixelRect(enclosing: canvas.currentTransform.apply(to: bounds)),
                                    canvasArea: canvas.width * canvas.height) {
            return drawCaching(node, identity: identity, cache: subtreeCache)
        }
        drawUncached(node)
    }

    /// What drawing culls against: the clip, or a recorded subtree's whole bounds.
    private var cullingRect: Rect {
        if let recordedBounds, canvas.isRecording { return recordedBounds }
        return clip
    }

    /// Draws `node` itself, as it presents (mid-transition) or at rest.
    func drawUncached(_ node: ViewNode) {
        if let effect = node.presentation { return draw(node, presentedWith: effect) }
        node.behavior.draw(node, in: self)
    }

    /// Draws a node a live host presents mid-transition: faded and moved as its transition says.
    private func draw(_ node: ViewNode, presentedWith effect: PresentationEffect) {
        guard effect.opacity > 0 else { return }
        let drawContent = {
            if let backdrop = effect.backdrop {
                self.canvas.fill(Path(backdrop.area), with: .solid(backdrop.color))
            }
            node.behavior.draw(node, in: self)
            if effect.dim > 0 {
                let area = effect.backdrop?.area ?? node.frame
                self.canvas.fill(Path(area), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: effect.dim)))
            }
        }
        let drawNode = {
            if effect.opacity < 1 {
                self.canvas.beginLayer(opacity: effect.opacity)
                drawContent()
                self.canvas.endLayer()
            } else {
                drawContent()
            }
        }
        if let transform = effect.transform, transform != .identity {
            guard transform.determinant != 0 else { return }
            transformed(by: transform, drawNode)
        } else {
            drawNode()
        }
    }

    /// Draws `node`'s children in order, lowest `zIndex` first (stable).
    func drawChildren(of node: ViewNode) {
        if node.children.contains(where: { $0.zIndex != 0 }) {
            let ordered = node.children.enumerated().sorted { lhs, rhs in
                lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex
                                                         : lhs.offset < rhs.offset
            }
            for (_, child) in ordered { draw(child) }
        } else {
            for child in node.children { draw(child) }
        }
    }

    /// Runs `body` with the canvas clipped to `path` (whose bounds are `bounds`).
    func clipped(to path: Path, bounds: Rect, _ body: () -> Void) {
        narrowing({ $0.intersection(bounds) }) {
            canvas.save()
            canvas.clip(to: path)
            body()
            canvas.restore()
        }
    }

    /// Runs `body` culling only what lies outside `bounds`, not what lies outside the clip: a
    /// subtree kept for later frames is drawn whole, the parts now off screen included.
    func cullingOnlyOutside(_ bounds: Rect, _ body: () -> Void) {
        let saved = recordedBounds
        recordedBounds = bounds
        body()
        recordedBounds = saved
    }

    /// Runs `body` with the clip and the recorded bounds changed by `change`.
    private func narrowing(_ change: (Rect) -> Rect, _ body: () -> Void) {
        let saved = (clip, recordedBounds)
        clip = change(clip)
        recordedBounds = recordedBounds.map(change)
        body()
        (clip, recordedBounds) = saved
    }

    /// Runs `body` with the canvas clipped to `rect`.
    func clipped(to rect: Rect, _ body: () -> Void) {
        narrowing({ $0.intersection(rect) }) {
            canvas.save()
            canvas.clip(to: rect)
            body()
            canvas.restore()
        }
    }

    /// Runs `body` with `transform` applied to everything drawn (in root coordinates), the clip
    /// mapped back into the transformed space for culling.
    func transformed(by transform: Transform, _ body: () -> Void) {
        guard let inverse = transform.inverted else { return }
        narrowing({ inverse.apply(to: $0) }) {
            canvas.save()
            canvas.concatenate(transform)
            body()
            canvas.restore()
        }
    }

    /// `frame` with its edges on device pixels: SwiftUI's rounding at draw time.
    func pixelAligned(_ frame: Rect) -> Rect {
        frame.roundedToPixels(scale: scale)
    }

    /// Computes every node's draw bounds, children first.
    static func computeDrawBounds(_ node: ViewNode, pass: LayoutPass) {
        var children: Rect?
        for child in node.children {
            computeDrawBounds(child, pass: pass)
            if let bounds = child.drawBounds { children = children.map { $0.union(bounds) } ?? bounds }
        }
        node.drawBounds = node.behavior.drawBounds(of: node, children: children, pass: pass)
        if let transform = node.presentation?.transform {
            node.drawBounds = node.drawBounds.map { transform.apply(to: $0) }
        }
    }
}
