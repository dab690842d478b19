/// Which field has keyboard focus: SwiftUI's `FocusState`.
///
/// ```swift
/// @FocusState private var amountIsFocused: Bool
/// TextField("Amount", value: $amount, format: .number).focused($amountIsFocused)
/// ```
///
/// In a live ``ViewHost`` the value is kept for the view's identity like `@State`'s: a tap on a
/// field tied to it with `.focused(_:)` (or `.focused(_:equals:)`) sets it (`true`, or the
/// field's value), focus leaving the field sets it back (`false`, or `nil`), and writing it moves
/// the focus (to the field it names, or away). A still has no keyboard: nothing is focused unless
/// the view writes the state while it is built.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, @unchecked Sendable {
    // Unchecked: read and written on the thread that resolves the view, like `State`.
    let box: PropertyBox<Value>
    /// The value with nothing focused (`false`, `nil`).
    let restingValue: Value

    /// The focus state, projected for `.focused(_:)`.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let box: PropertyBox<Value>
        let restingValue: Value

        /// The focus value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The current focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box, restingValue: restingValue) }

    /// Focus state that is `false`: no field focused.
    public init() where Value == Bool {
        box = PropertyBox(false)
        restingValue = false
    }

    /// Focus state that is `nil`: no field focused.
    public init<T: Hashable>() where Value == T? {
        box = PropertyBox(nil)
        restingValue = nil
    }
}

extension FocusState: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.location = linker.graph.storedValue(owner: linker.owner, slot: slot, initial: restingValue)
    }
}

/// A field's tie to a focus state, as `.focused` hands it to the field inside: whether the
/// state names the field, and how to make it name the field or nothing.
struct FocusTie: @unchecked Sendable {
    // Unchecked: the closures read and write the app's focus state on the host's thread only.
    let isFocused: () -> Bool
    let focus: () -> Void
    let unfocus: () -> Void
}

private struct FocusTieKey: EnvironmentKey {
    static let defaultValue: FocusTie? = nil
}

extension EnvironmentValues {
    /// The focus state the fields inside are tied to (`.focused(_:)`).
    var focusTie: FocusTie? {
        get { self[FocusTieKey.self] }
        set { self[FocusTieKey.self] = newValue }
    }
}

extension View {
    /// Ties the focus of the field inside to a Boolean focus state: `true` while it is focused.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusTie, FocusTie(isFocused: { condition.wrappedValue },
                                         focus: { condition.wrappedValue = true },
                                         unfocus: { if condition.wrappedValue { condition.wrappedValue = false } }))
    }

    /// Ties the focus of the field inside to a focus state: equal to `value` while it is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let tie = FocusTie(isFocused: { binding.wrappedValue == value },
                           focus: { if binding.wrappedValue != value { binding.wrappedValue = value } },
                           unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.restingValue } })
        return environment(\.focusTie, tie)
    }

    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
