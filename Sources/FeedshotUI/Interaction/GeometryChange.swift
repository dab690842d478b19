import Geometry

extension View {
    /// Runs `action` with a value computed from the view's geometry when the view appears in a
    /// live host and whenever the value changes: SwiftUI's `onGeometryChange(for:of:action:)`.
    /// The geometry is read after layout; a still render runs nothing (as for `onChange(of:)`).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new values computed from the view's geometry.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier<T>(transform: UncheckedSendableBox(value: transform),
                                           action: UncheckedSendableBox(value: action)))
    }
}

/// Registers, after layout, a change request for a value of the content's geometry.
struct GeometryChangeModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: UncheckedSendableBox<(GeometryProxy) -> T>
    let action: UncheckedSendableBox<(T, T) -> Void>

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard let graph = context.graph, let node = nodes.first else { return nodes }
        let transform = self.transform.value, action = self.action.value
        graph.lifecycle.registerAfterLayout(at: context.identity) {
            let proxy = GeometryProxy(size: node.frame.size, safeAreaInsets: EdgeInsets(), globalFrame: node.frame)
            return .change(EquatableValue(transform(proxy)), initial: true, action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            })
        }
        return nodes
    }
}

/// Whether a text's content can be selected: SwiftUI's `TextSelectability`. A still frame shows
/// no selection, so both values draw the same.
public protocol TextSelectability: Sendable {}

/// Text can be selected (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {}

/// Text cannot be selected (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets the texts inside be selected with a long press on iOS; a still frame and a live host
    /// show no selection, so the view draws unchanged.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
