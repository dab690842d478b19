/// Views computed from a collection, laid out as siblings by the enclosing container:
/// SwiftUI's `ForEach`.
///
/// Each element's views are identified by the element's id (the `id` key path, the element's
/// `Identifiable` id, or the integer of a range), not by their position: in a live ``ViewHost``
/// an element keeps its state when the collection is reordered, and loses it when its id leaves.
public struct ForEach<Data: RandomAccessCollection & Sendable, ID: Hashable, Content: View>: View, PrimitiveView
where Data.Element: Sendable {
    /// The collection.
    public let data: Data
    /// Builds the view for one element.
    public let content: @Sendable (Data.Element) -> Content
    /// The id of an element.
    private let identify: UncheckedSendableBox<(Data.Element) -> ID>

    /// Creates views for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping @Sendable (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = UncheckedSendableBox(value: { $0[keyPath: id] })
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var nodes = [ViewNode]()
        nodes.reserveCapacity(data.count)
        for element in data {
            let id = AnyHashable(identify.value(element))
            let built = resolveNodes(content(element), in: context.graph == nil ? context : context.child(.element(id)))
            // SwiftUI tags the views a ForEach builds with their element's id (pickers read it).
            for node in built { node.setImplicitTag(id) }
            nodes.append(contentsOf: built)
        }
        return nodes
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for each integer in a range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @Sendable (Int) -> Content) {
        self.data = data
        self.content = content
        identify = UncheckedSendableBox(value: { $0 })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for each element of a collection of identifiable values.
    public init(_ data: Data, @ViewBuilder content: @escaping @Sendable (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = UncheckedSendableBox(value: { $0.id })
    }
}
