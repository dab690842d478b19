import Geometry

/// Gives its content a proxy that scrolls the scroll views inside to a view: SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(rows) { Row($0) } }
///     Button("Latest") { withAnimation { proxy.scrollTo(rows.last?.id, anchor: .bottom) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: @Sendable (ScrollViewProxy) -> Content

    /// Creates a reader whose `content` receives the proxy.
    public init(@ViewBuilder content: @escaping @Sendable (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let proxy = ScrollViewProxy(reader: context.graph.map { ScrollViewProxy.Reader(graph: $0, identity: context.identity) })
        return resolveNodes(content(proxy), in: context)
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``: SwiftUI's `ScrollViewProxy`.
///
/// In a live ``ViewHost`` ``scrollTo(_:anchor:)`` scrolls the first scroll view inside the
/// reader that holds a view with the id (a `ForEach` element id or an `.id(_:)`), from the
/// layout on screen; inside `withAnimation` the scroll animates. A still render has nothing to
/// scroll: there the proxy does nothing.
public struct ScrollViewProxy: @unchecked Sendable {
    // Unchecked: the reader refers to the host's graph, used on the host's thread only.
    struct Reader {
        weak var graph: ViewGraph?
        let identity: ViewIdentity
    }

    let reader: Reader?

    /// Scrolls the view with `id` into view: with `anchor`, that point of the view is aligned with
    /// the same point of the scroll view; without, the scroll view moves as little as shows the
    /// whole view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let graph = reader.graph else { return }
        let key = AnyHashable(id)
        for state in graph.scrolling.all where graph.identities.isAncestor(reader.identity, of: state.identity) {
            guard let target = state.offset(for: .view(key, anchor: anchor)) else { continue }
            if target != state.offset {
                state.scroll(to: target)
                graph.valueDidChange(owner: state.identity, transaction: Transaction.current)
            }
            return
        }
    }
}
