/// A single-child node that lays out exactly like its child and only changes how it draws
/// (opacity, transforms, blur, shadow): its size, placement, alignment guides and spacing are the
/// child's. Conforming behaviors implement drawing only.
protocol LayoutTransparentBehavior: NodeBehavior {}

extension LayoutTransparentBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        pass.size(of: node.children[0], proposal: proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: proposal), at: 0)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        pass.explicitAlignment(key, of: node.children[0], proposal: proposal)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        pass.spacing(of: node.children[0])
    }
}
