/// A reusable change to a view: SwiftUI's `ViewModifier`.
///
/// Implement ``body(content:)`` to wrap `content` in other views and modifiers, then apply the
/// modifier with ``View/modifier(_:)``. Feedshot's built-in layout modifiers conform to
/// ``UnaryLayout`` instead, which sizes and places a single child directly.
public protocol ViewModifier: Sendable {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// A stand-in for the view being modified.
    typealias Content = ViewModifierContent<Self>

    /// The modified view, built from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; asking for one is a programmer error.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// The view a ``ViewModifier``'s `body(content:)` receives: stands for the modified view.
public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        guard let content = context.modifierContent else {
            preconditionFailure("ViewModifier content used outside its modifier's body")
        }
        return content(context)
    }
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // In a live host the modified view sits one identity step below the modifier, so that
        // the modifier's own nodes and registrations keep the modifier's identity.
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(to: content, in: context.child(.content))
        }
        if let layout = modifier as? any UnaryLayout {
            return resolveNodes(content, in: context.child(.content)).map { layout.makeNode(wrapping: $0, in: context) }
        }
        if let effect = modifier as? any GeometryEffect {
            // An app's geometry effect draws its content through `effectValue(size:)`.
            let wrapping = ProjectionEffectModifier(name: "\(type(of: effect))") { effect.effectValue(size: $0) }
            return resolveNodes(content, in: context.child(.content)).map { wrapping.makeNode(wrapping: $0, in: context) }
        }
        // A custom modifier: resolve its body with `content` standing for the modified view,
        // resolved in the context the modifier was applied in (with the identity and transaction
        // of the place the body puts it).
        let content = self.content
        let outer = context
        var inner = context
        inner.modifierContent = { innerContext in
            var resolved = outer
            resolved.environment = innerContext.environment
            resolved.stackOrientation = innerContext.stackOrientation
            resolved.identity = innerContext.identity
            resolved.transaction = innerContext.transaction
            return resolveNodes(content, in: resolved)
        }
        var modifier = self.modifier
        if let graph = context.graph { graph.prepareToEvaluate(&modifier, context: &inner) }
        let body = EnvironmentValues.$current.withValue(inner.environment) {
            modifier.body(content: ViewModifierContent<Modifier>())
        }
        return resolveNodes(body, in: inner)
    }
}

extension View {
    /// Applies a modifier to the view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the engine applies itself: environment writers, traits and layout modifiers.
protocol PrimitiveModifier {
    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode]
}

/// A modifier that changes the environment of the content it wraps.
protocol EnvironmentModifier: PrimitiveModifier {
    func modify(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        var context = context
        modify(&context.environment)
        return resolveNodes(content, in: context)
    }
}

/// A modifier that wraps each node of its content in a single-child node. Applied to a
/// `Group` or `ForEach`, it wraps every child separately, as in SwiftUI.
protocol WrappingModifier: PrimitiveModifier {
    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode
}

extension WrappingModifier {
    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        resolveNodes(content, in: context).map { makeNode(wrapping: $0, in: context) }
    }
}

/// A modifier that sets a property of each node of its content (traits such as layout
/// priority, which the enclosing container reads).
protocol TraitModifier: PrimitiveModifier {
    func apply(to node: ViewNode)
}

extension TraitModifier {
    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        nodes.forEach(apply(to:))
        return nodes
    }
}
