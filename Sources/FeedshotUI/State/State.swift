/// Storage a view owns: SwiftUI's `State`.
///
/// In a live ``ViewHost`` the value lives as long as the view's identity: the host keeps it when
/// `body` is evaluated again, discards it when the view leaves the tree (an `if` flips, an
/// `.id(_:)` changes), and a write (through the property or a ``Binding`` from `$value`)
/// re-evaluates the affected bodies before the next frame, animated if the write happened inside
/// `withAnimation`. In a still render the state holds the value the view starts with; writes are
/// kept for the rest of that render, and nothing is re-rendered.
///
/// ```swift
/// struct Settings: View {
///     @State private var notifications = true
///     var body: some View { Toggle("Notifications", isOn: $notifications) }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty, @unchecked Sendable {
    // Unchecked: the box is shared only with bindings and closures of the same view, which a
    // render or a host touches on its own thread.
    let box: PropertyBox<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
        box = PropertyBox(value)
    }

    /// State starting at `value` (SwiftUI's older spelling).
    public init(initialValue value: Value) {
        box = PropertyBox(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls such as `Toggle(isOn: $flag)`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(unsafeGet: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        box = PropertyBox(nil)
    }
}

extension State: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.location = linker.graph.storedValue(owner: linker.owner, slot: slot, initial: box.initialValue)
    }
}
