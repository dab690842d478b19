/// A type-erased list of values pushed on a navigation stack: SwiftUI's `NavigationPath`.
///
/// `NavigationStack(path: $path)` renders the screen for the last value (built by the
/// `navigationDestination(for:)` registered for its type), with a back button to the one before.
public struct NavigationPath: Equatable, @unchecked Sendable {
    // Unchecked: the values are read, never mutated, while rendering.
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var values = [AnyHashable]()
        for element in elements { values.append(AnyHashable(element)) }
        self.elements = values
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path is empty (the root screen shows).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(k, elements.count))
    }
}

extension View {
    /// Registers the screen that values of type `data` pushed on the stack lead to.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping @Sendable (D) -> C) -> some View {
        modifier(DestinationRegistration(builder: TypedDestination(build: destination)))
    }

    /// Pushes `destination` while `isPresented` is true: a render then shows the destination as
    /// the stack's top screen.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let presented = isPresented.wrappedValue ? AnyView(destination()) : nil
        return navigationPreference { collector in
            if let presented, collector.presented == nil {
                collector.presented = presented
                collector.dismissPresented = { isPresented.wrappedValue = false }
            }
        }
    }

    /// Pushes the destination for `item` while it is not `nil`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = item.wrappedValue.map { AnyView(destination($0)) }
        let dismiss = UncheckedSendableBox(value: { item.wrappedValue = nil })
        return navigationPreference { collector in
            if let presented, collector.presented == nil {
                collector.presented = presented
                collector.dismissPresented = { dismiss.value() }
            }
        }
    }
}

/// Builds the screen for a pushed value of one type.
protocol NavigationDestinationBuilder: Sendable {
    func view(for value: AnyHashable) -> AnyView?
}

struct TypedDestination<D: Hashable, C: View>: NavigationDestinationBuilder {
    let build: @Sendable (D) -> C

    var key: ObjectIdentifier { ObjectIdentifier(D.self) }

    func view(for value: AnyHashable) -> AnyView? {
        (value.base as? D).map { AnyView(build($0)) }
    }
}

/// Registers a destination builder with the enclosing stack's screen.
struct DestinationRegistration<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    let builder: TypedDestination<D, C>

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        if let collector = context.environment.navigationCollector, collector.destinations[builder.key] == nil {
            collector.destinations[builder.key] = builder
        }
        return resolveNodes(content, in: context)
    }
}
