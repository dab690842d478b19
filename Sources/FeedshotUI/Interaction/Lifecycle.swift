// Lifecycle and asynchronous work: a still render neither appears nor changes nor runs tasks,
// so these modifiers compile and return the view unchanged. Closures are never called (a render
// must not depend on work that would run after the frame).

extension View {
    /// Runs `action` when the view appears (never, in a still render).
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }

    /// Runs `action` when the view disappears (never, in a still render).
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }

    /// Runs `action` when `value` changes (never, in a still render).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: () -> Void) -> Self { self }

    /// Runs `action` with the old and new values when `value` changes (never, in a still render).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: (_ oldValue: V, _ newValue: V) -> Void) -> Self { self }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form; never, in a
    /// still render).
    public func onChange<V: Equatable>(of value: V, perform action: (_ newValue: V) -> Void) -> Self { self }

    /// Starts `action` when the view appears (never, in a still render).
    public func task(priority: TaskPriority = .userInitiated, _ action: () async -> Void) -> Self { self }

    /// Starts `action` when the view appears and when `id` changes (never, in a still render).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: () async -> Void) -> Self { self }

    /// Runs `action` when a published value changes (never, in a still render). Takes any
    /// sequence-like publisher value so that Combine-free code compiles.
    public func onReceive<P>(_ publisher: P, perform action: (P) -> Void) -> Self { self }

    /// Runs `action` when the user submits a field (never, in a still render).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: () -> Void) -> Self { self }
}

/// What submits a field: SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
