/// A view's structural identity inside one live host: SwiftUI's notion of "the same view" across
/// updates, which state, lifecycle, animations and transitions all key on.
///
/// SwiftUI identifies a view by its place in the view *type* tree: the path from the root through
/// each view's type, the element of a tuple it is, the branch of an `if` it sits in, the `ForEach`
/// element id it was made for and any `.id(_:)` it carries. Two evaluations of `body` that yield
/// the same path yield the same view, whatever the values inside changed; a flipped `if`, a new
/// `ForEach` id or a changed `.id(_:)` yields a new one, whose state starts afresh.
///
/// Feedshot interns each path into a small integer per host (``IdentityTable``), so comparing
/// identities is comparing integers. Identities exist only in a live host: a still render
/// (`Renderer.render`) never builds them.
struct ViewIdentity: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The interned path; 0 is the root.
    let rawValue: Int

    /// The root: the host's view itself sits below it.
    static let root = ViewIdentity(rawValue: 0)

    static func < (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String { "#\(rawValue)" }
}

/// One step of an identity path.
enum IdentityComponent: Hashable {
    /// Entering a view of this type (its `body`, or a primitive's nodes).
    case view(ObjectIdentifier)
    /// An element of a tuple of views (`ViewBuilder`'s several statements), by position.
    case index(Int)
    /// A branch of an `if`/`else` or `switch` (`true` for the first), or an `if` without `else`.
    case branch(Bool)
    /// The view `ForEach` made for the element with this id.
    case element(AnyHashable)
    /// The content of a view marked with `.id(_:)`.
    case explicit(AnyHashable)
    /// The view a modifier modifies.
    case content
    /// A part a primitive builds on its own (a control's label, a screen of a stack).
    case part(Int)
}

/// Interns identity paths for one host, and forgets those no update visits any more.
///
/// Every step of a resolution asks ``child(of:_:)`` for the identity of the path one component
/// longer; the answer is stable for as long as the path is visited in each update. After an
/// update ``sweep()`` drops the paths that were not visited, so a view that left the tree and
/// comes back later gets a new identity (and fresh state), as in SwiftUI. Identities are never
/// reused within a host.
final class IdentityTable {
    private struct Key: Hashable {
        let parent: Int
        let component: IdentityComponent
    }

    private struct Entry {
        let key: Key
        var visited: Int
    }

    private var identities: [Key: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var nextIdentity = 1
    /// The number of the update in progress; entries visited in it carry it.
    private(set) var generation = 0

    /// The identity of `parent`'s path extended by `component`, created on first use.
    func child(of parent: ViewIdentity, _ component: IdentityComponent) -> ViewIdentity {
        let key = Key(parent: parent.rawValue, component: component)
        if let existing = identities[key] {
            entries[existing]?.visited = generation
            return ViewIdentity(rawValue: existing)
        }
        let identity = nextIdentity
        nextIdentity += 1
        identities[key] = identity
        entries[identity] = Entry(key: key, visited: generation)
        return ViewIdentity(rawValue: identity)
    }

    /// The identity one step up, or `nil` for the root (or a forgotten identity).
    func parent(of identity: ViewIdentity) -> ViewIdentity? {
        entries[identity.rawValue].map { ViewIdentity(rawValue: $0.key.parent) }
    }

    /// The last component of `identity`'s path.
    func component(of identity: ViewIdentity) -> IdentityComponent? {
        entries[identity.rawValue]?.key.component
    }

    /// Whether `identity` is still known (visited by the last update).
    func contains(_ identity: ViewIdentity) -> Bool {
        identity == .root || entries[identity.rawValue] != nil
    }

    /// Whether `ancestor` is `identity` or lies on its path.
    func isAncestor(_ ancestor: ViewIdentity, of identity: ViewIdentity) -> Bool {
        var current: ViewIdentity? = identity
        while let step = current {
            if step == ancestor { return true }
            current = parent(of: step)
        }
        return false
    }

    /// Starts an update: paths visited from now on are kept by the next ``sweep()``.
    func beginUpdate() {
        generation += 1
    }

    /// Forgets every path the current update did not visit and returns their identities.
    @discardableResult
    func sweep() -> Set<ViewIdentity> {
        var forgotten = Set<ViewIdentity>()
        for (identity, entry) in entries where entry.visited != generation {
            forgotten.insert(ViewIdentity(rawValue: identity))
        }
        for identity in forgotten {
            if let entry = entries.removeValue(forKey: identity.rawValue) {
                identities.removeValue(forKey: entry.key)
            }
        }
        return forgotten
    }

    /// How many paths are known (for tests of forgetting).
    var count: Int { entries.count }

    /// The path of `identity` from the root, for messages and tests.
    func path(of identity: ViewIdentity) -> [IdentityComponent] {
        var components = [IdentityComponent]()
        var current = identity
        while let entry = entries[current.rawValue] {
            components.append(entry.key.component)
            current = ViewIdentity(rawValue: entry.key.parent)
        }
        return components.reversed()
    }
}
