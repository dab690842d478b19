import Raster
import Geometry

/// Resolves a view and lays it out: the entry point the renderer and the placed-tree API share.
struct LayoutSession {
    let root: ViewNode
    let pass: LayoutPass

    /// Lays `view` out on `device`: the root is offered the safe area (or `proposal`, when
    /// given) and centred in the safe area, as a hosting controller does.
    /// In a live host, `live` gives the graph and the transaction of the changes being laid out.
    init<V: View>(_ view: V, device: Device, scale: Double, proposal: ProposedViewSize? = nil,
                  environment: EnvironmentValues, live: (graph: ViewGraph, transaction: Transaction)? = nil) {
        var environment = environment
        environment.displayScale = scale
        environment.safeAreaInsets = device.safeAreaInsets
        environment.horizontalSizeClass = device.horizontalSizeClass
        environment.verticalSizeClass = device.verticalSizeClass
        // Alerts, sheets and dialogs the screen presents register here and draw over it.
        let presentations = PresentationCollector()
        environment.presentationCollector = presentations
        // Menus that controls open draw over everything, next to the control.
        let overlays = AnchoredOverlayCollector()
        environment.anchoredOverlayCollector = overlays
        let presented = LayoutSession.presenting(LayoutSession.resolveRoot(view, environment: environment, live: live),
                                                 collector: presentations, device: device, environment: environment,
                                                 live: live != nil)
        root = LayoutSession.overlaying(presented, collector: overlays, device: device, environment: environment)
        pass = LayoutPass(screen: device.screen, safeArea: device.safeArea, mirrors: true)
        let offered = proposal ?? ProposedViewSize(device.safeArea.size)
        let size = pass.size(of: root, proposal: offered)
        let safeArea = device.safeArea
        pass.placeRoot(root, at: Point(x: safeArea.midX - size.width / 2, y: safeArea.midY - size.height / 2),
                       proposal: offered)
        LayoutMirroring.apply(to: root, in: device.screen)
    }

    /// Lays `view` out at its ideal size (or at `proposal`, with unspecified dimensions at the
    /// ideal size) on a canvas exactly that size, without safe-area insets.
    init<V: View>(_ view: V, fitting proposal: ProposedViewSize, scale: Double, environment: EnvironmentValues) {
        var environment = environment
        environment.displayScale = scale
        root = LayoutSession.resolveRoot(view, environment: environment)
        // Measure once on a provisional canvas to learn the size, then lay out on a canvas of
        // that size (containerRelativeFrame measures against the canvas).
        let provisional = LayoutPass(screen: .zero, safeArea: .zero)
        let size = provisional.size(of: root, proposal: proposal)
        let canvas = Rect(size: size)
        pass = LayoutPass(screen: canvas, safeArea: canvas, mirrors: true)
        pass.placeRoot(root, at: .zero, proposal: proposal)
        LayoutMirroring.apply(to: root, in: canvas)
    }

    /// The root node; several root views are stacked in an implicit `VStack`.
    private static func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues,
                                             live: (graph: ViewGraph, transaction: Transaction)? = nil) -> ViewNode {
        var context = ResolveContext(environment: environment)
        if let live {
            context.graph = live.graph
            context.transaction = live.transaction
        }
        return resolveSingleNode(view, in: context) { nodes, context in
            let layout = VStackLayout()
            let behavior = LayoutBehavior(layout, name: "VStack", properties: { $0.dumpProperties })
            return ViewNode(behavior: behavior, children: nodes, environment: context.environment)
        }
    }

    /// The placed tree.
    var placedTree: PlacedView { PlacedView(root) }

    /// The canvas the layout was made for, in points.
    var canvasSize: Size { pass.screen.size }

    /// Draws the laid-out tree into a new bitmap of the canvas at `scale`, transparent where
    /// nothing is drawn.
    /// The canvas size in device pixels, or the reason no bitmap can hold it (an infinite or
    /// too tall layout, or not enough memory).
    func checkedPixelSize(scale: Double) throws(BitmapSizeError) -> (width: Int, height: Int) {
        guard canvasSize.width.isFinite, canvasSize.height.isFinite,
              canvasSize.width * scale < Double(Int32.max), canvasSize.height * scale < Double(Int32.max) else {
            throw .tooLarge(width: Int(min(canvasSize.width * scale, Double(Int32.max))),
                            height: Int(min(canvasSize.height * scale, Double(Int32.max))))
        }
        let width = max(0, Int((canvasSize.width * scale - 1e-9).rounded(.up)))
        let height = max(0, Int((canvasSize.height * scale - 1e-9).rounded(.up)))
        try Bitmap.checkSize(width: width, height: height)
        return (width, height)
    }

    /// With `imageCache` (a live host's), images at whole-pixel positions reuse the resampled
    /// pixels of earlier frames; with `subtreeCache`, large subtrees that only moved by whole
    /// pixels are copied from earlier frames. The bytes are the same as without them.
    func draw(scale: Double, images: (any ImageLookup)?, imageCache: ImageRasterCache? = nil,
              subtreeCache: SubtreeRasterCache? = nil) -> Bitmap {
        precondition(canvasSize.width.isFinite && canvasSize.height.isFinite,
                     "cannot render a view of size \(canvasSize): it has no finite ideal size; give it a size")
        let width = Int((canvasSize.width * scale - 1e-9).rounded(.up))
        let height = Int((canvasSize.height * scale - 1e-9).rounded(.up))
        let canvas = Raster.Canvas(width: max(0, width), height: max(0, height))
        canvas.imageCache = imageCache
        DrawContext.computeDrawBounds(root, pass: pass)
        let context = DrawContext(canvas: canvas, scale: scale, pass: pass, images: images)
        context.subtreeCache = subtreeCache
        context.draw(root)
        imageCache?.endFrame()
        subtreeCache?.endFrame()
        return canvas.bitmap
    }
}
