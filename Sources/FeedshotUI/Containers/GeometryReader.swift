import Geometry

/// What a ``GeometryReader`` knows about itself when its content is built: SwiftUI's
/// `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The reader's size, which its content is offered.
    public let size: Size
    /// The safe-area insets at the reader's edges: on each edge where the reader's frame reaches
    /// the safe area's edge (or extends past it), the device's inset there; zero elsewhere.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: Rect
    /// The reader's frame in the layout's logical space (before right-to-left mirroring), where
    /// anchors are measured.
    var logicalFrame: Rect
    /// The frames on screen of the named coordinate spaces around the reader.
    let namedFrames: NamedCoordinateFrames

    init(size: Size, safeAreaInsets: EdgeInsets, globalFrame: Rect, logicalFrame: Rect? = nil,
         namedFrames: NamedCoordinateFrames = NamedCoordinateFrames()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.logicalFrame = logicalFrame ?? globalFrame
        self.namedFrames = namedFrames
    }

    /// The reader's frame in `coordinateSpace` (a name no ancestor has counts as `.global`).
    public func frame(in coordinateSpace: CoordinateSpace) -> Rect {
        Rect(origin: coordinateSpace.convert(globalFrame.origin, local: globalFrame, named: namedFrames.frame(named:)),
             size: globalFrame.size)
    }
}

/// A container that builds its content from its own size: SwiftUI's `GeometryReader`.
///
/// The reader takes all the space it is offered (10 points on an unspecified axis) and never
/// asks its content about size; it builds the content once it is placed, from a
/// ``GeometryProxy``, offers it the reader's size and puts it at the top-leading corner
/// (several views are layered in an implicit top-leading `ZStack`). Because the content only
/// exists once the reader has a frame, the content takes no part in the reader's own sizing or
/// alignment, as in SwiftUI.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: @Sendable (GeometryProxy) -> Content

    /// Creates a reader that builds `content` from its geometry.
    public init(@ViewBuilder content: @escaping @Sendable (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let behavior = GeometryReaderBehavior(context: context.forContainer(orientation: nil)) { proxy, context in
            resolveSingleNode(content(proxy), in: context) { nodes, context in
                let layout = ZStackLayout(alignment: .topLeading)
                return ViewNode(behavior: LayoutBehavior(layout, name: "ZStack", properties: { $0.dumpProperties }),
                                children: nodes, environment: context.environment)
            }
        }
        return [ViewNode(behavior: behavior, environment: context.environment)]
    }
}

/// Sizes the reader from its proposal and builds its content when it is placed.
final class GeometryReaderBehavior: NodeBehavior {
    let context: ResolveContext
    let build: (GeometryProxy, ResolveContext) -> ViewNode

    init(context: ResolveContext, build: @escaping (GeometryProxy, ResolveContext) -> ViewNode) {
        self.context = context
        self.build = build
    }

    var kindName: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass) {
        let safe = pass.safeArea, screen = pass.screen, tolerance = 1e-9
        let insets = EdgeInsets(top: frame.minY <= safe.minY + tolerance ? safe.minY - screen.minY : 0,
                                leading: frame.minX <= safe.minX + tolerance ? safe.minX - screen.minX : 0,
                                bottom: frame.maxY >= safe.maxY - tolerance ? screen.maxY - safe.maxY : 0,
                                trailing: frame.maxX >= safe.maxX - tolerance ? screen.maxX - safe.maxX : 0)
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: insets, globalFrame: pass.frameOnScreen(frame),
                                  logicalFrame: frame, namedFrames: pass.namedFrames)
        node.children = [build(proxy, context)]
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)),
                        at: 0)
    }
}
