/// Storage a view owns: SwiftUI's `State`.
///
/// Feedshot renders one frame, so state holds the value the view starts with; writes (through
/// the property or a ``Binding`` from `$value`) are kept for the rest of that render, which is
/// what a view that sets state while building its body would see. Nothing is re-rendered.
///
/// ```swift
/// struct Settings: View {
///     @State private var notifications = true
///     var body: some View { Toggle("Notifications", isOn: $notifications) }
/// }
/// ```
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    // Unchecked: a render resolves a view's body on one thread, and the box never leaves it
    // except through the view value, which is only read.
    private let box: StateBox<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// State starting at `value` (SwiftUI's older spelling).
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls such as `Toggle(isOn: $flag)`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        box = StateBox(nil)
    }
}

/// The reference a ``State`` (and the bindings made from it) share.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
