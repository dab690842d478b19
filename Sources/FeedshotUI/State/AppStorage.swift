/// A value persisted in user defaults: SwiftUI's `AppStorage`.
///
/// Feedshot has no user defaults: a render shows the default value the property declares
/// (`@AppStorage("showsGrid") var showsGrid = true` reads `true`), and writes last for the
/// render, like ``State``. The key is kept for compatibility.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    // Unchecked for the same reason as `State`.
    /// The defaults key the value would be stored under.
    public let key: String
    private let state: State<Value>

    /// A stored value under `key`, `wrappedValue` when nothing is stored (always, in Feedshot).
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        state = State(wrappedValue: wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored value under `key`, `nil` when nothing is stored.
    public init(_ key: String) {
        self.key = key
        state = State(wrappedValue: nil)
    }
}
