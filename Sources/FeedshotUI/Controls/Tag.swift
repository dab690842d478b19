/// The value a view stands for in a picker (`.tag(_:)`, or the element's id inside a
/// `ForEach`, as SwiftUI tags the views a `ForEach` builds).
struct TagTrait: @unchecked Sendable {
    // Unchecked: tags are the hashable values apps pass (ids, enums), only read by the render.
    let value: AnyHashable
    /// Whether the tag was set with `.tag(_:)` (a `ForEach` keeps an explicit tag).
    let isExplicit: Bool

    /// Whether this tag stands for `selection`; an optional selection matches the tag of its
    /// wrapped value, and `nil` matches an explicit `nil` tag.
    func matches(_ selection: AnyHashable) -> Bool {
        if value == selection { return true }
        return TagTrait.unwrapped(value) == TagTrait.unwrapped(selection)
    }

    private static func unwrapped(_ value: AnyHashable) -> AnyHashable? {
        if let optional = value.base as? any OptionalProtocol { return optional.wrappedHashable }
        return value
    }
}

/// Reads through optionals for tag matching.
private protocol OptionalProtocol {
    var wrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalProtocol where Wrapped: Hashable {
    fileprivate var wrappedHashable: AnyHashable? {
        switch self {
        case .some(let wrapped): AnyHashable(wrapped)
        case .none: nil
        }
    }
}

/// Sets an explicit tag on every node of the content.
struct TagModifier: ViewModifier, TraitModifier, @unchecked Sendable {
    let value: AnyHashable

    func apply(to node: ViewNode) {
        node.setTrait(TagTrait.self, TagTrait(value: value, isExplicit: true))
    }
}

extension View {
    /// The value this view stands for in a ``Picker`` (or a selectable list): SwiftUI's `tag(_:)`.
    public func tag<V: Hashable & Sendable>(_ tag: V) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

extension ViewNode {
    /// The node's tag, if any.
    var tag: TagTrait? { trait(TagTrait.self) as? TagTrait }

    /// Tags the node with `value` unless it already has an explicit tag.
    func setImplicitTag(_ value: AnyHashable) {
        if tag?.isExplicit == true { return }
        setTrait(TagTrait.self, TagTrait(value: value, isExplicit: false))
    }
}
