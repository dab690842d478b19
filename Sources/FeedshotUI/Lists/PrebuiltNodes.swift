/// Nodes already resolved, put back into a view tree: lets the list and the navigation stack
/// compose their chrome with ordinary views (`HStack { PrebuiltNodes(label); chevron }`)
/// around content they resolved first to read its traits.
struct PrebuiltNodes: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: nodes are single-use and only touched by the render that made them.
    let nodes: [ViewNode]

    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
    }

    init(_ node: ViewNode) {
        nodes = [node]
    }

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] { nodes }
}

extension ViewNode {
    /// The value of a trait set on this node (or on a view it wraps) with a trait modifier.
    func trait<Key>(_ key: Key.Type) -> (any Sendable)? {
        layoutValues[ObjectIdentifier(key)]
    }

    /// Sets a trait, which wrapping modifiers applied later carry along.
    func setTrait<Key>(_ key: Key.Type, _ value: any Sendable) {
        layoutValues[ObjectIdentifier(key)] = value
    }
}
