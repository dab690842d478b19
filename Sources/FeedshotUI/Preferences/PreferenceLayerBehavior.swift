import Geometry

/// A preference layer built at layout: it takes the size it is offered (the content's, as an
/// overlay's layer is offered) and builds its layer once its siblings are placed, from the
/// preference values their placement sent; the layer fills it, aligned inside.
final class PreferenceLayerBehavior: NodeBehavior {
    let build: () -> ViewNode

    init(build: @escaping () -> ViewNode) {
        self.build = build
    }

    var kindName: String { "PreferenceLayer" }
    var placesAfterSiblings: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass) {
        node.children = [build()]
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)),
                        at: 0)
    }
}

extension ViewNode {
    /// Whether the subtree holds a `GeometryReader` (whose content is built when it is placed).
    var containsGeometryReader: Bool {
        behavior is GeometryReaderBehavior || children.contains { $0.containsGeometryReader }
    }
}
