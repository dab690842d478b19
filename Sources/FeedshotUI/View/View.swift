import Geometry

/// A piece of user interface: SwiftUI's `View` protocol.
///
/// Views are `Sendable` value types that describe what to draw; they are cheap to create and
/// hold no state. A view either composes others in its ``body`` (your views) or is one of
/// Feedshot's primitives (`Text`, `Image`, stacks, shapes, modifiers), whose `Body` is `Never`.
///
/// ```swift
/// struct Badge: View {
///     let title: String
///     var body: some View {
///         Text(title).padding().background(.blue, in: .capsule)
///     }
/// }
/// ```
public protocol View: Sendable {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The view's content. Feedshot evaluates it once per layout, with ``Environment``
    /// properties reading the values in effect where the view sits in the tree.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; asking for one is a programmer error.
    public var body: Never { primitiveBody(Never.self) }
}

/// The body of a primitive view, which the engine never asks for.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view and has no body")
}

/// A view the engine resolves itself rather than through `body`.
protocol PrimitiveView {
    /// The nodes this view stands for: none (`EmptyView`), one (most views) or several
    /// (`Group`, `ForEach`, tuples), which containers lay out as siblings.
    func makeNodes(in context: ResolveContext) -> [ViewNode]
}

/// The state threaded through resolution: the environment, the orientation of the enclosing
/// stack (for spacers and dividers), and the content of the enclosing custom modifier.
struct ResolveContext: Sendable {
    var environment: EnvironmentValues
    /// The stack axis of the nearest enclosing container, through single-child modifiers.
    var stackOrientation: Axis?
    /// Resolves `ViewModifier.Content` inside a custom modifier's body.
    var modifierContent: (@Sendable (ResolveContext) -> [ViewNode])?
    /// The live graph when a ``ViewHost`` resolves the tree; `nil` in a still render, where
    /// nothing below (identities, stored state, transactions) is tracked.
    var graph: ViewGraph?
    /// The identity of the position being resolved (live hosts only).
    var identity = ViewIdentity.root
    /// The transaction of the changes being resolved (live hosts only).
    var transaction = Transaction()

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// The context one identity step further down; the same context in a still render.
    func child(_ component: @autoclosure () -> IdentityComponent) -> ResolveContext {
        guard let graph else { return self }
        var context = self
        context.identity = graph.identities.child(of: identity, component())
        return context
    }

    /// The context for the content of a container with the given stack orientation.
    func forContainer(orientation: Axis?) -> ResolveContext {
        var context = self
        context.stackOrientation = orientation
        return context
    }
}

/// Resolves a view into nodes: primitives build themselves, composite views are asked for their
/// body with the environment visible to ``Environment`` properties.
func resolveNodes<V: View>(_ view: V, in context: ResolveContext) -> [ViewNode] {
    if let graph = context.graph { return resolveLiveNodes(view, in: context, graph: graph) }
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(in: context)
    }
    // A body whose type is `Never` (`var body: some View { fatalError("…") }`, as a view does
    // that force-unwraps a missing resource) still runs, so it traps with its own message, as in
    // SwiftUI; the precondition is for a view that returns from such a body.
    let body = EnvironmentValues.$current.withValue(context.environment) { view.body }
    precondition(V.Body.self != Never.self, "\(V.self) has neither a body nor a primitive implementation")
    return resolveNodes(body, in: context)
}

/// Resolves a view that must be a single node: several views are wrapped the way SwiftUI
/// wraps them where one view is expected (an implicit stack), none become an empty leaf.
func resolveSingleNode<V: View>(_ view: V, in context: ResolveContext,
                                grouping: (_ nodes: [ViewNode], _ context: ResolveContext) -> ViewNode) -> ViewNode {
    let nodes = resolveNodes(view, in: context)
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return ViewNode(behavior: LeafBehavior(EmptyLeaf()), environment: context.environment) }
    return grouping(nodes, context)
}

/// The layout of nothing: zero size. Stands in where one view is required and none was given.
struct EmptyLeaf: LeafContent {
    var kindName: String { "EmptyView" }
    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        .zero
    }
}
