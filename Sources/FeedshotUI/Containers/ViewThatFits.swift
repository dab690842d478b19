import Geometry

/// Shows the first of its children that fits: SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Launch date"); Text(date) }   // side by side when there is room
///     VStack(alignment: .leading) { Text("Launch date"); Text(date) }
/// }
/// ```
///
/// SwiftUI's rule: the children are tried in order, each asked for its ideal size along the
/// constrained axes (proposed `nil` there, the offered length on the other axes); the first
/// whose ideal size fits within the proposal on every constrained axis is shown, else the last
/// child. The container takes the chosen child's size for the proposal. Only the chosen child is
/// placed and drawn.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a container that shows the first child of `content` that fits along `axes`
    /// (both axes by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let children = resolveNodes(content, in: context.forContainer(orientation: nil))
        return [ViewNode(behavior: ViewThatFitsBehavior(axes: axes), children: children, environment: context.environment)]
    }
}

/// Chooses a child per proposal; keeps only the chosen child once placed.
final class ViewThatFitsBehavior: NodeBehavior {
    let axes: Axis.Set
    /// The index of the child chosen when the container was placed, among the original children.
    private(set) var chosenIndex: Int?

    init(axes: Axis.Set) {
        self.axes = axes
    }

    var kindName: String { "ViewThatFits" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        chosenIndex.map { [("chosen", "\($0)")] } ?? []
    }

    /// The index of the first child whose ideal size along the constrained axes fits `proposal`,
    /// else the last child's.
    func choice(for proposal: ProposedViewSize, children: [ViewNode], pass: LayoutPass) -> Int? {
        guard !children.isEmpty else { return nil }
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        let tolerance = 1e-9
        for (index, child) in children.enumerated() {
            let ideal = pass.size(of: child, proposal: probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        guard let index = choice(for: proposal, children: node.children, pass: pass) else { return .zero }
        return pass.size(of: node.children[index], proposal: proposal)
    }

    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass) {
        // Placed once: from now on the node holds the chosen child alone, so the others are
        // neither placed nor drawn (nor shown in the placed tree).
        guard chosenIndex == nil, let index = choice(for: node.placedProposal, children: node.children, pass: pass) else {
            return
        }
        chosenIndex = index
        node.children = [node.children[index]]
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        guard !node.children.isEmpty else { return }
        recorder.record(Placement(position: bounds.center, anchor: .center, proposal: proposal), at: 0)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: Size, proposal: ProposedViewSize,
                           pass: LayoutPass) -> Double? {
        guard let index = choice(for: proposal, children: node.children, pass: pass) else { return nil }
        let childSize = pass.size(of: node.children[index], proposal: proposal)
        guard let value = pass.explicitAlignment(key, of: node.children[index], proposal: proposal) else { return nil }
        // The chosen child is centred in the container, as it is placed.
        let offset = key.axis == .horizontal ? (size.width - childSize.width) / 2 : (size.height - childSize.height) / 2
        return value + offset
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.last.map { pass.spacing(of: $0) } ?? ViewSpacing()
    }
}
