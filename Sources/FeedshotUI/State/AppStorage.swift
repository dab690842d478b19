/// A value persisted in user defaults: SwiftUI's `AppStorage`.
///
/// Feedshot has no user defaults. In a live ``ViewHost`` the values live in memory, one store per
/// host keyed like user defaults: the first view to read a key seeds it with the default it
/// declares, every view reading the key shares the value, and a write updates them all. A still
/// render shows the default value the property declares (`@AppStorage("showsGrid") var showsGrid =
/// true` reads `true`) and keeps writes for the rest of that render, like ``State``.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, @unchecked Sendable {
    // Unchecked for the same reason as `State`.
    /// The defaults key the value is stored under.
    public let key: String
    private let box: PropertyBox<Value>

    /// A stored value under `key`, `wrappedValue` until something is stored.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        box = PropertyBox(wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(unsafeGet: { box.value }, set: { box.value = $0 })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored value under `key`, `nil` when nothing is stored.
    public init(_ key: String) {
        self.key = key
        box = PropertyBox(nil)
    }
}

extension AppStorage: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.location = linker.graph.appStorageValue(key: key, initial: box.initialValue)
    }
}
