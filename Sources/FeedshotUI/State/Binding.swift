/// A read-write reference to a value owned elsewhere: SwiftUI's `Binding`.
///
/// Controls take bindings (`Toggle(isOn: $flag)`); Feedshot reads them to draw the control's
/// state, and in a live ``ViewHost`` a tapped control writes through them. `$model.name` projects
/// a binding to a property, and `.constant(true)` makes a binding that never changes, for
/// previews and stills. Writes through `$flag.animation()` animate.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty, @unchecked Sendable {
    // Unchecked: the closures capture state boxes or constants that one render reads on one thread.
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that reads with `get` and writes with `set`, which also receives the transaction
    /// the write happens in.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction.current) }
    }

    /// A binding from closures that need not be `Sendable` (they capture a view's storage box).
    init(unsafeGet get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to the same value (`@Binding var isOn: Bool` in a child view, initialized
    /// from a parent's `$isOn`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an unchanging value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(unsafeGet: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so `$value` in a view holding `@Binding var value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding whose writes happen in `transaction` (their changes animate with its animation).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let setter = self.setter
        return Binding(unsafeGet: getter, set: { newValue in withTransaction(transaction) { setter(newValue) } })
    }

    /// A binding whose writes animate with `animation` (SwiftUI's `Binding.animation(_:)`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(unsafeGet: { getter()[keyPath: keyPath] }, set: { newValue in
            var value = getter()
            value[keyPath: keyPath] = newValue
            setter(value)
        })
    }
}

extension Binding {
    /// A binding to an optional value that is `nil` when the base binding is `nil` (SwiftUI's
    /// failable `Binding(_:)` for optionals).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(unsafeGet: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding that converts a non-optional base binding to an optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(unsafeGet: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

/// `.searchable(text: $query)` reads the query through the binding, as SwiftUI apps write it.
extension Binding: SearchTextSource where Value == String {
    /// The bound query.
    public var searchText: String { wrappedValue }
}
