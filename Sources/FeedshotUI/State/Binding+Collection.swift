// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI
// (iOS 15): `$items[index]` binds one element, `ForEach($items) { $item in TextField("", text:
// $item.name) }` gives each row a binding to its own element, and writes go through the
// collection's binding (so they reach the `@State` or model that owns it).

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position past the last element.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The collection's indices, read now.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after `index`.
    public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`: it reads and writes that element of the
    /// collection the binding reads and writes.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(unsafeGet: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `index`.
    public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension ForEach {
    /// Creates views for each element of a bound collection of identifiable values, each given a
    /// binding to its element: SwiftUI's `ForEach($items) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping @Sendable (Binding<C.Element>) -> Content)
    where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.wrappedValue.id, content: content)
    }
}
