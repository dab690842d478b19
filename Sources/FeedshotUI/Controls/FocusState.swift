/// Which field has keyboard focus: SwiftUI's `FocusState`.
///
/// ```swift
/// @FocusState private var amountIsFocused: Bool
/// TextField("Amount", value: $amount, format: .number).focused($amountIsFocused)
/// ```
///
/// A still has no keyboard, so nothing is focused unless the view writes the state while it is
/// built; the value starts `false` (or `nil`) and writes are kept for the rest of the render, as
/// `State` keeps them. Focus draws nothing at rest.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
    // Unchecked: read and written on the thread that resolves the view, like `State`.
    private let box: FocusBox<Value>

    /// The focus state, projected for `.focused(_:)`.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        fileprivate let box: FocusBox<Value>

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
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// Focus state that is `false`: no field focused.
    public init() where Value == Bool {
        box = FocusBox(false)
    }

    /// Focus state that is `nil`: no field focused.
    public init<T: Hashable>() where Value == T? {
        box = FocusBox(nil)
    }
}

/// The reference a ``FocusState`` and its bindings share.
private final class FocusBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Ties the view's focus to a Boolean focus state (nothing is focused in a still).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties the view's focus to a focus state equal to `value` (nothing is focused in a still).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
