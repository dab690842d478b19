/// The background a list row draws instead of the style's (`listRowBackground`).
struct ListRowBackgroundTrait: Sendable {
    let view: AnyView
}

/// Whether a row's separators show (`listRowSeparator`), per edge.
struct ListRowSeparatorTrait: Sendable {
    let visibility: Visibility
    let edges: VerticalEdge.Set
}

/// A row's content insets (`listRowInsets`).
struct ListRowInsetsTrait: Sendable {
    let insets: EdgeInsets
}

/// Sets a trait on every node of the content; wrapping modifiers applied afterwards keep it.
struct ListTraitModifier<Value: Sendable>: ViewModifier, TraitModifier {
    let key: ObjectIdentifier
    let value: Value

    func apply(to node: ViewNode) {
        node.layoutValues[key] = value
    }
}

extension View {
    /// Draws `view` behind the row instead of the list style's row background (clipped to the
    /// card in inset-grouped lists).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(ListRowBackgroundTrait.self),
                                   value: view.map { ListRowBackgroundTrait(view: AnyView($0)) }))
    }

    /// Shows or hides the row's separators on `edges` (both by default). A hidden top edge hides
    /// the separator of the row above.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(ListRowSeparatorTrait.self),
                                   value: ListRowSeparatorTrait(visibility: visibility, edges: edges)))
    }

    /// Sets the insets of the row's content (`nil`: the list's default, 6 points vertically and the
    /// layout margin horizontally).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(ListRowInsetsTrait.self),
                                   value: insets.map(ListRowInsetsTrait.init(insets:))))
    }

    /// Sets the colour of the row's separators: accepted for compatibility, separators keep the
    /// system colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Shows or hides the separators around a section: accepted for compatibility.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
