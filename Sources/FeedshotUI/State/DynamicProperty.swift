/// A stored property of a view whose value the host keeps or supplies: SwiftUI's
/// `DynamicProperty`.
///
/// ``State``, ``Binding``, ``Environment``, ``StateObject``, ``ObservedObject``,
/// ``EnvironmentObject``, ``AppStorage``, ``GestureState`` and ``FocusState`` are dynamic
/// properties. In a live ``ViewHost`` each is connected to its storage before the view's `body`
/// runs: the storage belongs to the view's identity, so it outlives the view value (which is
/// rebuilt by every evaluation of the parent's body). Your own structs that group such
/// properties conform too, and their properties are connected the same way.
///
/// In a still render (`Renderer.render`) nothing is connected: properties hold the values they
/// were created with.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated. Feedshot connects nested properties itself
    /// and does not call this for your own types (it cannot write a changed value back into the
    /// view); the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that the live host connects to storage keyed by the view's identity.
protocol LinkableProperty {
    /// Connects the property to its storage; `slot` numbers the view's dynamic properties in
    /// declaration order, so that each keeps its own storage.
    func link(to linker: PropertyLinker, slot: Int)
}

/// What a property needs to find its storage: the graph, the view that owns it, and the
/// environment the view is evaluated in.
struct PropertyLinker {
    let graph: ViewGraph
    let owner: ViewIdentity
    let environment: EnvironmentValues
}

/// Finds the dynamic properties of view and modifier values by reflection and connects them.
///
/// SwiftUI finds them from type metadata; Feedshot uses `Mirror`, and remembers per type whether
/// there is anything to find, so views without dynamic properties cost one dictionary lookup.
struct DynamicPropertyLinking {
    /// Connects every dynamic property of `value` (and of dynamic properties nested in it).
    static func link(_ value: Any, type: Any.Type, linker: PropertyLinker) {
        let key = ObjectIdentifier(type)
        if linker.graph.typesWithoutDynamicProperties.contains(key) { return }
        var slot = 0
        let found = link(value, linker: linker, slot: &slot)
        if !found { linker.graph.typesWithoutDynamicProperties.insert(key) }
    }

    /// Walks `value`'s stored properties in declaration order; returns whether any was dynamic.
    private static func link(_ value: Any, linker: PropertyLinker, slot: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any LinkableProperty {
                property.link(to: linker, slot: slot)
                slot += 1
                found = true
            } else if child.value is any DynamicProperty {
                // A struct of the app's grouping dynamic properties: connect its members.
                found = link(child.value, linker: linker, slot: &slot) || found
                found = true
            }
        }
        return found
    }
}
