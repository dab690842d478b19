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

    /// Names the view so that it can be found in a placed tree (``PlacedView/first(id:)``).
    /// Feedshot does not track identity across renders, so this is its only effect.
    public func id<ID: Hashable & Sendable>(_ id: ID) -> some View {
        modifier(IdentifierModifier(identifier: String(describing: id)))
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

struct IdentifierModifier: ViewModifier, TraitModifier {
    let identifier: String
    func apply(to node: ViewNode) { node.identifier = identifier }
}
