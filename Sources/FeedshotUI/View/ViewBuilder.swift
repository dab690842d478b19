/// The result builder behind view content closures: SwiftUI's `ViewBuilder`.
///
/// It accepts any number of views (through parameter packs), `if`/`else`, `if let`,
/// `switch`, and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds no view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view stays itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a tuple view whose elements are laid out as siblings.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Expressions are views.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// `if` without `else` (newer spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop: each iteration's views, in order. The loop body's type must be nameable
    /// (a view struct, `Color`, `Text`…): the compiler cannot collect the opaque `some View` that
    /// modifiers return into the loop's array. `ForEach` has no such limit.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(components.indices) { components[$0] }
    }

    /// `if #available` branches.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by a ``ViewBuilder``; containers lay them out as siblings.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views, in order.
    public let value: (repeat each Content)

    /// Wraps views into a tuple view.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var nodes = [ViewNode]()
        if context.graph == nil {
            for view in repeat each value {
                nodes.append(contentsOf: resolveNodes(view, in: context))
            }
        } else {
            var index = 0
            for view in repeat each value {
                nodes.append(contentsOf: resolveNodes(view, in: context.child(.index(index))))
                index += 1
            }
        }
        return nodes
    }
}

/// The view an `if`/`else` or `switch` builds: one of two branches.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage: Sendable {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): resolveNodes(view, in: context.child(.branch(true)))
        case .falseContent(let view): resolveNodes(view, in: context.child(.branch(false)))
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        self.map { resolveNodes($0, in: context.child(.branch(true))) } ?? []
    }
}

/// A view that draws nothing and takes no space: SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}

/// A type-erased view: SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Erases the type of an existential view.
    public init(erasing view: any View) {
        self.view = view
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        resolveNodes(view, in: context)
    }
}

/// Groups views without laying them out: its children join the enclosing container, and
/// modifiers applied to the group apply to each child. SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        resolveNodes(content, in: context)
    }
}
