// Lifecycle and asynchronous work. In a live ``ViewHost`` these run as in SwiftUI (the rules are in
// ``LifecycleRegistry`` and the DocC article on the live host); in a still render nothing appears,
// changes or runs, so a render never depends on work that would happen after its frame.

extension View {
    /// Runs `action` when the view enters the tree of a live host, after its layout and before
    /// the frame is drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(request: action.map { action in { .appear(action) } }))
    }

    /// Runs `action` when the view leaves the tree of a live host.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(request: action.map { action in { .disappear(action) } }))
    }

    /// Runs `action` when `value` differs from its value at the last update (and when the view
    /// appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        let box = EquatableValue(value)
        return modifier(LifecycleModifier(request: { .change(box, initial: initial, action: { _, _ in action() }) }))
    }

    /// Runs `action` with the old and new values when `value` differs from its value at the last
    /// update (with the value twice when the view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        let box = EquatableValue(value)
        return modifier(LifecycleModifier(request: {
            .change(box, initial: initial, action: { old, new in
                if let old = old as? V, let new = new as? V { action(old, new) }
            })
        }))
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }

    /// Starts `action` when the view appears and cancels it when the view leaves. A live host
    /// runs it on its own executor, to completion, before the next frame.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(request: { .task(id: nil, priority: priority, action: action) }))
    }

    /// Starts `action` when the view appears and again, cancelling the last run, when `id`
    /// changes; cancels it when the view leaves.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        let box = EquatableValue(value)
        return modifier(LifecycleModifier(request: { .task(id: box, priority: priority, action: action) }))
    }

    /// Runs `action` when a published value changes (never: Feedshot has no Combine publishers).
    /// Takes any value so that Combine-free code compiles.
    public func onReceive<P>(_ publisher: P, perform action: (P) -> Void) -> Self { self }
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

/// Registers a lifecycle request for the modified view with the live host, after the view's
/// content resolved (so deeper views register first). Does nothing in a still render or when
/// the content is empty (an `EmptyView` never appears, as in SwiftUI).
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    let request: UncheckedSendableBox<(() -> LifecycleRequest)?>

    init(request: (() -> LifecycleRequest)?) {
        self.request = UncheckedSendableBox(value: request)
    }

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        if let graph = context.graph, !nodes.isEmpty, let request = request.value {
            graph.lifecycle.register(request(), at: context.identity)
        }
        return nodes
    }
}
