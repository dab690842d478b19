import Geometry

/// A namespace for matched-geometry identifiers: SwiftUI's `Namespace`. In a live host the
/// namespace keeps its identity as long as the view that declares it (like `@State`); in a still
/// render each declaration is a namespace of its own.
@propertyWrapper
public struct Namespace: DynamicProperty, @unchecked Sendable {
    // Unchecked: the box is read on the thread that evaluates the view.
    let box: PropertyBox<ID>

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// A new namespace.
    public init() {
        box = PropertyBox(ID(value: Namespace.next()))
    }

    /// The namespace's identity.
    public var wrappedValue: ID { box.value }

    private static let counter = NamespaceCounter()
    private static func next() -> Int { counter.next() }
}

/// Numbers namespaces (thread-safe: views may be evaluated on several render threads).
private final class NamespaceCounter: @unchecked Sendable {
    // Unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

extension Namespace: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.location = linker.graph.storedValue(owner: linker.owner, slot: slot, initial: box.initialValue)
    }
}

/// Which parts of a frame a matched-geometry effect matches: SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The group a view joins with `matchedGeometryEffect`: an identifier in a namespace.
struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    // Unchecked: identifiers are values the app compares; they are read on the host's thread.
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// A view's membership of a matched-geometry group.
struct MatchedGeometry {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

extension View {
    /// Joins the view to the group `id` in `namespace`: SwiftUI's `matchedGeometryEffect`.
    ///
    /// In a live host, when one view of the group leaves and another with the same identifier
    /// comes in the same animated change, the newcomer's frame runs from where the other was to
    /// its own place (its subtree moved and scaled along), and the leaving view runs to the
    /// newcomer's frame, the two cross-fading with their transitions (`.opacity` unless set) -
    /// the "hero" move of a selection capsule sliding between tabs or a card opening into a
    /// detail. `properties` limits the match to the position of `anchor` or to the size. A view
    /// with `isSource: false` takes the frame of its group's source (proposed the source's size,
    /// its `anchor` put on the source's), in a still as in a live host, where it moves there
    /// with the change that moved the source (a selection capsule following the selected tab);
    /// without a source it stays where its own layout puts it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let match = MatchedGeometry(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                                    properties: properties, anchor: anchor, isSource: isSource)
        return modifier(MatchedGeometryModifier(match: UncheckedSendableBox(value: match)))
    }
}

/// Marks the nodes the content resolves to as members of a group.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    let match: UncheckedSendableBox<MatchedGeometry>

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        for node in nodes { node.matchedGeometry = match.value }
        return nodes
    }
}

extension ViewNode {
    /// The first member of a matched-geometry group in the subtree rooted here (depth first),
    /// with its frame.
    func firstMatchedGeometry() -> (match: MatchedGeometry, frame: Rect)? {
        if let matchedGeometry { return (matchedGeometry, frame) }
        for child in children {
            if let found = child.firstMatchedGeometry() { return found }
        }
        return nil
    }
}

extension TransitionEffect {
    /// The effect with a morph added: the subtree's matched view runs between `own` (its frame)
    /// and `other` (its partner's), matching `properties` about `anchor`.
    func morphing(own: Rect, other: Rect, properties: MatchedGeometryProperties, anchor: UnitPoint) -> TransitionEffect {
        TransitionEffect(primitives: primitives + [.morph(from: other, to: own, properties: properties.rawValue,
                                                          anchor: anchor)])
    }

    /// The transform that draws what lies in `to` in the rectangle `progress` of the way from
    /// `from` to `to` (only the matched properties change).
    static func morphTransform(from: Rect, to: Rect, progress: Double, properties: MatchedGeometryProperties,
                               anchor: UnitPoint) -> Transform {
        let away = 1 - progress
        var sx = 1.0, sy = 1.0
        if properties.contains(.size), to.width > 0, to.height > 0 {
            sx = (to.width + (from.width - to.width) * away) / to.width
            sy = (to.height + (from.height - to.height) * away) / to.height
        }
        let pivot = anchor.point(in: to)
        var dx = 0.0, dy = 0.0
        if properties.contains(.position) {
            let start = anchor.point(in: from)
            dx = (start.x - pivot.x) * away
            dy = (start.y - pivot.y) * away
        }
        return Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(.scale(x: sx, y: sy))
            .concatenating(.translation(x: pivot.x + dx, y: pivot.y + dy))
    }
}
