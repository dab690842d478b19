import Geometry

/// The coordinate spaces a ``GeometryProxy`` reports frames in and gestures report locations in.
// Unchecked: a name is an `AnyHashable`, which holds a value the caller chose (a string, an
// enum); names are only compared, never mutated.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The root view's space: the screen (or canvas), y down, x from its left edge, in
    /// right-to-left layouts too (where the reader is on screen, after mirroring).
    case global
    /// The view's own space: its top-leading corner is the origin.
    case local
    /// The space of the nearest enclosing view given this name with `coordinateSpace(name:)`:
    /// its top-left corner is the origin. Without such a view, the global space.
    case named(AnyHashable)

    /// The nearest enclosing scroll view's visible area (iOS 17's `.scrollView`): its top-left
    /// corner is the origin, so a view's `minY` in it is how far below the top it is scrolled.
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName()) }

    /// `point` (in the global space) in this space, for a view whose global frame is `local` and
    /// whose enclosing named spaces `named` finds.
    func convert(_ point: Point, local: Rect, named: (AnyHashable) -> Rect?) -> Point {
        switch self {
        case .global: return point
        case .local: return point - local.origin
        case .named(let name): return named(name).map { point - $0.origin } ?? point
        }
    }
}

/// The name every scroll view gives its own space.
struct ScrollViewSpaceName: Hashable {}

/// A coordinate space to name with ``View/coordinateSpace(_:)`` (iOS 17's spelling).
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The frames on screen of the named spaces enclosing a view, innermost winning.
struct NamedCoordinateFrames: @unchecked Sendable {
    private var frames: [AnyHashable: Rect] = [:]

    func frame(named name: AnyHashable) -> Rect? { frames[name] }

    /// These frames with `names` naming `frame` (a nearer view hides an outer one's name).
    func adding(_ names: [AnyHashable], frame: Rect) -> NamedCoordinateFrames {
        var copy = self
        for name in names { copy.frames[name] = frame }
        return copy
    }
}

extension View {
    /// Names the view's space, so descendants can measure frames (`GeometryProxy.frame(in:
    /// .named(name))`) and gestures report locations relative to its top-left corner.
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashableBox(value: AnyHashable(name))))
    }

    /// Names the view's space (iOS 17's `coordinateSpace(.named(name))`).
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashableBox(value: space.name)))
    }
}

/// Gives the nodes the content resolves to a coordinate-space name.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashableBox

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        for node in nodes { node.coordinateSpaceNames.append(name.value) }
        return nodes
    }
}
