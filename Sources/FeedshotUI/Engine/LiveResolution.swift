/// Resolves a view in a live host: the still-render resolution plus identity, stored state and
/// transactions.
///
/// Every view entered adds its type to the identity path; a composite view's dynamic properties
/// are connected to the storage of that identity before its `body` runs, and the view's subtree
/// takes the transaction of the changes to its own state (if any). Each node the view stands
/// for is stamped with the identity and transaction, unless a deeper view already did.
func resolveLiveNodes<V: View>(_ view: V, in context: ResolveContext, graph: ViewGraph) -> [ViewNode] {
    var inner = context
    inner.identity = graph.identities.child(of: context.identity, .view(ObjectIdentifier(V.self)))
    let nodes: [ViewNode]
    if let primitive = view as? any PrimitiveView {
        nodes = primitive.makeNodes(in: inner)
    } else {
        precondition(V.Body.self != Never.self, "\(V.self) has neither a body nor a primitive implementation")
        var view = view
        graph.prepareToEvaluate(&view, context: &inner)
        let body = EnvironmentValues.$current.withValue(inner.environment) { view.body }
        nodes = resolveNodes(body, in: inner)
    }
    for node in nodes where node.identity == nil {
        node.identity = inner.identity
        stampTransaction(inner.transaction, onto: node)
    }
    return nodes
}

/// Gives `node` the transaction, and every descendant a primitive built by hand with it (a
/// `background(color)`'s fill inside its safe-area layout): those were never resolved, so no
/// deeper view stamped them, and without the transaction their frames would jump to the model
/// while the rest of the subtree animates.
private func stampTransaction(_ transaction: Transaction, onto node: ViewNode) {
    node.transaction = transaction
    for child in node.children where child.identity == nil && child.transaction == nil {
        stampTransaction(transaction, onto: child)
    }
}

extension ViewGraph {
    /// Prepares a view or modifier value for evaluation at `context.identity`: connects its
    /// dynamic properties, gives its subtree the transaction of changes to its own state, and
    /// (while an animation of its `animatableData` runs) sets the animated value.
    func prepareToEvaluate<Value>(_ value: inout Value, context: inout ResolveContext) {
        let linker = PropertyLinker(graph: self, owner: context.identity, environment: context.environment)
        DynamicPropertyLinking.link(value, type: Value.self, linker: linker)
        if let own = currentChanges.transactions[context.identity] {
            context.transaction = ViewGraph.merged(context.transaction, own)
        }
        // Shapes animate where they are drawn (their leaf), other `Animatable` views and
        // modifiers by evaluating them with the animated data.
        if !(value is any Shape), let animatable = value as? any Animatable,
           let animated = animateData(of: animatable, identity: context.identity, transaction: context.transaction) as? Value {
            value = animated
        }
    }

    /// Records `animatable`'s data (the model) for the animator, and returns it with the data a
    /// running animation presents now, if any.
    private func animateData<A: Animatable>(of animatable: A, identity: ViewIdentity, transaction: Transaction) -> A? {
        let data = animatable.animatableData
        guard !(data is EmptyAnimatableData) else { return nil }
        animatableViewData[identity] = (data, transaction)
        guard let presented = animatableViewOverrides[identity] as? A.AnimatableData else { return nil }
        var copy = animatable
        copy.animatableData = presented
        return copy
    }
}
