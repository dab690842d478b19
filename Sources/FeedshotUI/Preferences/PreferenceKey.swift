/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// A view sets a value with `.preference(key:value:)`; an ancestor reads the value of its whole
/// subtree with `.onPreferenceChange(_:perform:)`, `.overlayPreferenceValue(_:_:)` or
/// `.backgroundPreferenceValue(_:_:)`. Sibling values are combined in view order with
/// `reduce(value:nextValue:)`; a subtree that sets nothing gives `defaultValue`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (what the views so far gave) with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One write a view made to a preference: a value that replaces what its subtree gave, or a
/// change to it (`transformPreference`). Kept on the node the modifier returned, in the order
/// the modifiers were applied (innermost first).
struct PreferenceWrite {
    let key: ObjectIdentifier
    let apply: (inout Any?) -> Void
}

extension ViewNode {
    /// The value of preference `K` for the subtree rooted here, or `nil` when no view in it sets
    /// one: the children's values combined in order, then this node's own writes.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let value = ViewNode.preferenceValue(K.self, of: children)
        let id = ObjectIdentifier(K.self)
        guard preferenceWrites.contains(where: { $0.key == id }) else { return value }
        var erased: Any? = value
        for write in preferenceWrites where write.key == id { write.apply(&erased) }
        return erased as? K.Value
    }

    /// The value of `K` over sibling subtrees, combined in order (`nil`: none sets it).
    static func preferenceValue<K: PreferenceKey>(_ key: K.Type, of nodes: [ViewNode]) -> K.Value? {
        var value: K.Value?
        for node in nodes {
            guard let next = node.preferenceValue(K.self) else { continue }
            if var combined = value {
                K.reduce(value: &combined) { next }
                value = combined
            } else {
                value = next
            }
        }
        return value
    }

    /// The subtree's value of `K`, its default when no view sets it.
    func resolvedPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        preferenceValue(K.self) ?? K.defaultValue
    }
}

extension View {
    /// Sets preference `key` to `value` for this view, replacing what views inside it set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let box = UncheckedSendableBox(value: value)
        return modifier(PreferenceWriteModifier(write: PreferenceWrite(key: ObjectIdentifier(K.self)) { $0 = box.value }))
    }

    /// Changes the value of preference `key` that this view's subtree gives.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        let box = UncheckedSendableBox(value: callback)
        return modifier(PreferenceWriteModifier(write: PreferenceWrite(key: ObjectIdentifier(K.self)) { erased in
            var value = (erased as? K.Value) ?? K.defaultValue
            box.value(&value)
            erased = value
        }))
    }

    /// Runs `action` with the subtree's value of `key` when the view appears in a live host and
    /// whenever the value changes, read after layout so that values sent from a
    /// `GeometryReader`'s content count (a still render runs nothing, as for `onChange(of:)`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: UncheckedSendableBox(value: action)))
    }

    /// Layers a view made from the subtree's value of `key` in front of this view (offered its
    /// size, aligned by `alignment`, as `overlay` does).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: UncheckedSendableBox(value: transform),
                                               alignment: alignment, isBackground: false))
    }

    /// Layers a view made from the subtree's value of `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: UncheckedSendableBox(value: transform),
                                               alignment: alignment, isBackground: true))
    }
}

/// Records a preference write on every node the content resolves to.
struct PreferenceWriteModifier: ViewModifier, PrimitiveModifier {
    let write: UncheckedSendableBox<PreferenceWrite>

    init(write: PreferenceWrite) {
        self.write = UncheckedSendableBox(value: write)
    }

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        for node in nodes { node.preferenceWrites.append(write.value) }
        return nodes
    }
}

/// Registers a change request with the live host for the content's value of `K`.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: UncheckedSendableBox<(K.Value) -> Void>

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard let graph = context.graph, !nodes.isEmpty else { return nodes }
        let action = self.action.value
        // Read after layout: a GeometryReader's content, where sizes are usually sent from,
        // exists only once the reader is placed.
        graph.lifecycle.registerAfterLayout(at: context.identity) {
            let value = ViewNode.preferenceValue(K.self, of: nodes) ?? K.defaultValue
            return .change(EquatableValue(value), initial: true, action: { _, new in
                if let new = new as? K.Value { action(new) }
            })
        }
        return nodes
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the layer is built from the value
/// the resolved content gives, then laid out as an overlay or background is. When the content
/// holds a `GeometryReader`, whose content (where sizes are usually sent from) only exists once
/// the reader is placed, the layer is built at layout instead, after the content is placed
/// (see ``PreferenceLayerBehavior``).
struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, WrappingModifier {
    let transform: UncheckedSendableBox<(K.Value) -> Layer>
    let alignment: Alignment
    let isBackground: Bool

    func makeNode(wrapping primary: ViewNode, in context: ResolveContext) -> ViewNode {
        let secondary: ViewNode
        if primary.containsGeometryReader {
            let (transform, alignment) = (self.transform, self.alignment)
            secondary = ViewNode(behavior: PreferenceLayerBehavior {
                let layer = transform.value(primary.resolvedPreference(K.self))
                return SecondaryLayerLayout.resolveLayer(
                    layer.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment),
                    alignment: alignment, in: context)
            }, environment: context.environment)
        } else {
            secondary = SecondaryLayerLayout.resolveLayer(transform.value(primary.resolvedPreference(K.self)),
                                                          alignment: alignment, in: context)
        }
        return SecondaryLayerLayout.pairNode(primary: primary, layer: secondary, alignment: alignment,
                                             isBackground: isBackground,
                                             name: isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                                             in: context)
    }
}
