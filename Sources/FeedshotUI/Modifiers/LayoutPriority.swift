extension View {
    /// Sets the priority with which a stack hands space to this view (0 by default). Stacks size
    /// higher-priority children first, giving them all the space except the minimum lengths of
    /// lower-priority siblings. Modifiers applied after this one keep the priority.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(value: value))
    }

    /// Attaches `value` for `key`, readable by a custom ``Layout`` through
    /// ``LayoutSubview``'s subscript. Modifiers applied after this one keep the value.
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }

    /// Gives the view an explicit identity: SwiftUI's `id(_:)`.
    ///
    /// In a live ``ViewHost`` a new `id` makes a new view (its state starts afresh and it is
    /// inserted with its transition while the old one is removed). In placed trees the id names
    /// the view (``PlacedView/first(id:)``).
    public func id<ID: Hashable & Sendable>(_ id: ID) -> some View {
        modifier(IdentifierModifier(identifier: String(describing: id), value: id))
    }
}

struct LayoutPriorityModifier: ViewModifier, TraitModifier {
    let value: Double
    func apply(to node: ViewNode) { node.priority = value }
}

struct LayoutValueModifier: ViewModifier, TraitModifier {
    let key: ObjectIdentifier
    let value: any Sendable
    func apply(to node: ViewNode) { node.layoutValues[key] = value }
}

struct IdentifierModifier: ViewModifier, PrimitiveModifier {
    let identifier: String
    let value: any Hashable & Sendable

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context.child(.explicit(AnyHashable(value))))
        for node in nodes { node.identifier = identifier }
        return nodes
    }
}
