import Geometry

/// A geometric value of a view (its bounds, a point in it) that another view can read in its own
/// coordinates once layout has placed both: SwiftUI's `Anchor`. Create one with
/// `anchorPreference(key:value:transform:)`; read it with a `GeometryProxy`'s subscript, usually
/// in `overlayPreferenceValue` or `backgroundPreferenceValue` (their layer is placed after the
/// view, so the anchor's view already has its frame).
public struct Anchor<Value>: @unchecked Sendable {
    // Unchecked: the node is read on the thread that lays out and draws the tree.
    let node: AnchoredNode
    let source: Source

    /// Which value of a view an anchor stands for: SwiftUI's `Anchor.Source`.
    public struct Source: @unchecked Sendable {
        // Unchecked: the closure is a pure function of the frame.
        let name: String
        let value: (Rect) -> Value
    }

    /// The value for the anchored view placed at `frame` (in the reading space).
    func value(for frame: Rect) -> Value { source.value(frame) }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they stand for the same value of the same view.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.node === rhs.node && lhs.source.name == rhs.source.name
    }
}

/// The view an anchor refers to, held weakly (a tree's nodes belong to its layout).
final class AnchoredNode {
    weak var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}

extension Anchor.Source where Value == Rect {
    /// The view's bounds.
    public static var bounds: Anchor<Rect>.Source { .init(name: "bounds") { $0 } }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: Rect) -> Anchor<Rect>.Source {
        .init(name: "rect\(rect)") { Rect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height) }
    }
}

extension Anchor.Source where Value == Point {
    /// `point`, in the view's own coordinates.
    public static func point(_ point: Point) -> Anchor<Point>.Source {
        .init(name: "point\(point)") { Point(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<Point>.Source {
        .init(name: "unit\(unitPoint.x),\(unitPoint.y)") {
            Point(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height)
        }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<Point>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<Point>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<Point>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<Point>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<Point>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<Point>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<Point>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<Point>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<Point>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in the reader's coordinates (its top-leading corner is the origin).
    /// An anchor whose view was never placed reads as if the view were a zero rectangle at the
    /// reader's origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let node = anchor.node.node, node.isPlaced else { return anchor.value(for: .zero) }
        let frame = node.frame
        return anchor.value(for: Rect(x: frame.minX - logicalFrame.minX, y: frame.minY - logicalFrame.minY,
                                      width: frame.width, height: frame.height))
    }
}

extension View {
    /// Sets preference `key` from an anchor to this view's `value` (its bounds, a point).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        let make = UncheckedSendableBox(value: transform)
        return modifier(AnchorPreferenceModifier<A>(source: value, key: ObjectIdentifier(K.self)) { anchor, erased in
            erased = make.value(anchor)
        })
    }

    /// Changes preference `key` with an anchor to this view's `value`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void)
        -> some View {
        let change = UncheckedSendableBox(value: transform)
        return modifier(AnchorPreferenceModifier<A>(source: value, key: ObjectIdentifier(K.self)) { anchor, erased in
            var value = (erased as? K.Value) ?? K.defaultValue
            change.value(&value, anchor)
            erased = value
        })
    }
}

/// Writes a preference made from an anchor to each node the content resolves to.
struct AnchorPreferenceModifier<A>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let key: ObjectIdentifier
    let write: UncheckedSendableBox<(Anchor<A>, inout Any?) -> Void>

    init(source: Anchor<A>.Source, key: ObjectIdentifier, write: @escaping (Anchor<A>, inout Any?) -> Void) {
        self.source = source
        self.key = key
        self.write = UncheckedSendableBox(value: write)
    }

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        for node in nodes {
            let anchor = Anchor(node: AnchoredNode(node), source: source)
            let write = self.write.value
            node.preferenceWrites.append(PreferenceWrite(key: key) { write(anchor, &$0) })
        }
        return nodes
    }
}
