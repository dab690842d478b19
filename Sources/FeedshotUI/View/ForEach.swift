/// Views computed from a collection, laid out as siblings by the enclosing container:
/// SwiftUI's `ForEach`.
///
/// Feedshot renders still images, so identity is not tracked; the `id` parameters exist so that
/// SwiftUI code compiles unchanged.
public struct ForEach<Data: RandomAccessCollection & Sendable, ID: Hashable, Content: View>: View, PrimitiveView
where Data.Element: Sendable {
    /// The collection.
    public let data: Data
    /// Builds the view for one element.
    public let content: @Sendable (Data.Element) -> Content
    /// The identifier of an element: the tag a picker reads from the views built for it.
    let elementID: ElementIdentifier<Data.Element>

    /// Creates views for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping @Sendable (Data.Element) -> Content) {
        self.data = data
        self.content = content
        elementID = ElementIdentifier { AnyHashable($0[keyPath: id]) }
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var nodes = [ViewNode]()
        nodes.reserveCapacity(data.count)
        for element in data {
            let built = resolveNodes(content(element), in: context)
            // SwiftUI tags the views a ForEach builds with their element's id (pickers read it).
            let id = elementID.id(element)
            for node in built { node.setImplicitTag(id) }
            nodes.append(contentsOf: built)
        }
        return nodes
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for each integer in a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @Sendable (Int) -> Content) {
        self.data = data
        self.content = content
        elementID = ElementIdentifier { AnyHashable($0) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for each element of a collection of identifiable values.
    public init(_ data: Data, @ViewBuilder content: @escaping @Sendable (Data.Element) -> Content) {
        self.data = data
        self.content = content
        elementID = ElementIdentifier { AnyHashable($0.id) }
    }
}

/// How a `ForEach` identifies its elements (the key path or `Identifiable` id, as a hashable).
struct ElementIdentifier<Element>: @unchecked Sendable {
    // Unchecked: the closure reads an element through a key path, which is immutable.
    let id: (Element) -> AnyHashable
}
