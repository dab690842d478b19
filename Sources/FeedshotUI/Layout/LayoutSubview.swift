import Geometry

/// A proxy for one subview of a ``Layout``: ask it for sizes, read its traits, place it.
/// SwiftUI's `LayoutSubview`.
///
/// Proxies are only valid during the layout call that received them.
public struct LayoutSubview {
    let node: ViewNode
    let pass: LayoutPass
    let index: Int
    let recorder: PlacementRecorder?

    /// The size the subview wants for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        pass.size(of: node, proposal: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        pass.dimensions(of: node, proposal: proposal)
    }

    /// Places the subview so that its `anchor` lands on `position`, sized for `proposal`.
    ///
    /// Only meaningful inside ``Layout/placeSubviews(in:proposal:subviews:cache:)``; calls made
    /// elsewhere are ignored, as in SwiftUI.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder?.record(Placement(position: position, anchor: anchor, proposal: proposal), at: index)
    }

    /// The subview's layout priority (`layoutPriority(_:)`, 0 by default).
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { pass.spacing(of: node) }

    /// The value the subview attached for `key` with `layoutValue(key:value:)`.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        (node.layoutValues[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue
    }

    func explicitValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        pass.explicitAlignment(key, of: node, proposal: proposal)
    }

    /// The subview's value for `key` at `proposal`: what `dimensions(in: proposal)[key]` answers,
    /// without building dimensions for the built-in guides, whose defaults only need the size.
    func guide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double {
        if let explicit = explicitValue(key, proposal: proposal) { return explicit }
        let size = sizeThatFits(proposal)
        if key.id is any FrameAlignmentID.Type || key.combination != .mean {
            return key.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
        return key.defaultValue(in: dimensions(in: proposal))
    }
}

/// The proxies for a container's subviews, in order: SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [ViewNode]
    let pass: LayoutPass
    let recorder: PlacementRecorder?

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[position], pass: pass, index: position, recorder: recorder)
    }

    /// The same subviews with placements going to `recorder`.
    func recording(into recorder: PlacementRecorder) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, pass: pass, recorder: recorder)
    }
}

/// Where a layout asked one subview to go.
struct Placement {
    var position: Point
    var anchor: UnitPoint
    var proposal: ProposedViewSize

    /// The top-leading corner of a subview of `size` placed this way.
    func origin(for size: Size) -> Point {
        Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}

/// Collects the placements a layout makes during one `placeSubviews` call.
final class PlacementRecorder {
    private var placements: [Placement?]

    init(count: Int) {
        placements = [Placement?](repeating: nil, count: count)
    }

    func record(_ placement: Placement, at index: Int) {
        placements[index] = placement
    }

    /// The placement made for subview `index`, or SwiftUI's fallback for subviews a layout
    /// forgets to place: centred in the container's bounds, proposed the bounds' size.
    func placement(at index: Int, defaultIn bounds: Rect) -> Placement {
        placements[index] ?? Placement(position: bounds.center, anchor: .center,
                                       proposal: ProposedViewSize(bounds.size))
    }
}
