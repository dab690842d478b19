import Geometry

// Hit testing on the placed tree, as SwiftUI does it (rules and sources in the DocC article on the
// live host):
// - Only content is hit: text and images in their frames, shapes inside their filled outline (or
//   their stroke), colours and gradients unless fully transparent. Stacks, frames and padding are
//   not hit themselves; `Spacer`s never. A gesture on a container therefore fires only on its
//   children's content, unless `contentShape(_:)` makes a shape of the container's frame hit.
// - `contentShape(_:)` replaces the view's hit area: outside the shape nothing in the view is hit;
//   inside, the view's children are tested first and the view itself is hit where none is.
// - `allowsHitTesting(false)` and `opacity(0)` take the view out; `clipped()` and `clipShape(_:)`
//   do not clip hit testing (Ole Begemann, "clipped() doesn't affect hit testing", iOS 16); scroll
//   views do (a UIKit scroll view hit-tests its bounds).
// - Scale and rotation effects move the hit area with the drawing; `offset` moved the frames.
// - Siblings are tested topmost first (last drawn, highest `zIndex`): the topmost hit wins.

/// How a node takes part in hit testing, as its modifiers set it.
struct HitTestingRule {
    /// `false` after `allowsHitTesting(false)`: nothing in the node is hit.
    var allowsHitTesting = true
    /// The shape set with `contentShape(_:)`, in the node's frame.
    var shape: (any Shape)?
    /// Whether `shape` is filled with the even-odd rule.
    var eoFill = false
}

/// The kinds of content shape: SwiftUI's `ContentShapeKinds`. Feedshot hit-tests with every kind.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The drag preview's shape.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The context menu preview's shape.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The hover effect's shape.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

extension View {
    /// Makes `shape` (in the view's frame) the area that hit testing finds the view in, instead
    /// of its content: the whole of a row with a spacer responds, a large image clipped to a
    /// small frame stops catching touches outside it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitTestingModifier(update: { $0.shape = shape; $0.eoFill = eoFill }))
    }

    /// Sets the content shape for `kinds` (Feedshot uses it for hit testing whatever the kinds).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        contentShape(shape, eoFill: eoFill)
    }

    /// Whether the view and its content take part in hit testing; `false` lets touches through
    /// to what lies beneath.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(update: { if !enabled { $0.allowsHitTesting = false } }))
    }
}

/// Sets the hit-testing rule of the content's nodes (live hosts only).
struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    let update: @Sendable (inout HitTestingRule) -> Void

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil else { return nodes }
        for node in nodes {
            var rule = node.hitTesting ?? HitTestingRule()
            update(&rule)
            node.hitTesting = rule
        }
        return nodes
    }
}

/// How a node's children are hit-tested, as its behavior says.
enum ChildHitTesting {
    /// As they are.
    case unchanged
    /// Not at all (an invisible view).
    case none
    /// With the point mapped into the children's untransformed space (scale, rotation).
    case transformed(Transform)
    /// Only inside `rect` (a scroll view's bounds).
    case clipped(to: Rect)
}

extension NodeBehavior {
    /// How the node's children are hit-tested: by default, as they are.
    func childHitTesting(of node: ViewNode) -> ChildHitTesting { .unchanged }
    /// Whether the node itself (not its children) is hit at `point`: only content leaves are.
    func hitsContent(of node: ViewNode, at point: Point) -> Bool { false }
}

extension LeafBehavior {
    func hitsContent(of node: ViewNode, at point: Point) -> Bool {
        content.contains(point, in: node.frame, environment: node.environment)
    }
}

extension LeafContent {
    /// Whether the leaf's content covers `point`: by default its whole frame.
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool {
        frame.contains(point)
    }
}

extension SpacerLeaf {
    /// Spacers are empty space: never hit.
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool { false }
}

extension EmptyLeaf {
    /// Nothing is never hit.
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool { false }
}

extension StyleFillLeaf {
    /// A colour or gradient is hit in its frame unless it is fully transparent (`Color.clear`).
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool {
        frame.contains(point) && !style.resolved(in: environment).isInvisible
    }
}

extension ShapeLeaf {
    /// A filled shape is hit inside its outline, a stroked one on its line.
    func contains(_ point: Point, in frame: Rect, environment: EnvironmentValues) -> Bool {
        let path = shape.placedPath(in: frame)
        switch drawing {
        case .fill(let style, _):
            return !style.resolved(in: environment).isInvisible && path.contains(point)
        case let .stroke(style, strokeStyle):
            return !style.resolved(in: environment).isInvisible && path.distance(to: point) <= strokeStyle.lineWidth / 2
        case let .strokeBorder(style, strokeStyle):
            return !style.resolved(in: environment).isInvisible && path.contains(point)
                && path.distance(to: point) <= strokeStyle.lineWidth
        }
    }
}

extension EffectBehavior {
    func childHitTesting(of node: ViewNode) -> ChildHitTesting {
        switch effect {
        case .opacity(let value): return value > 0 ? .unchanged : .none
        case .clip: return .unchanged
        case .scale, .rotation:
            guard let transform = effect.transform(in: node.frame), let inverse = transform.inverted else { return .none }
            return .transformed(inverse)
        }
    }
}

extension ScrollViewBehavior {
    func childHitTesting(of node: ViewNode) -> ChildHitTesting { .clipped(to: node.frame) }
}

/// Finds what a point touches in a placed tree.
enum HitTester {
    /// The nodes from `root` down to the view hit at `point` (root first), or `[]` when nothing
    /// is hit.
    static func path(at point: Point, in root: ViewNode) -> [ViewNode] {
        var path = [ViewNode]()
        return hit(root, at: point, path: &path) ? path : []
    }

    private static func hit(_ node: ViewNode, at point: Point, path: inout [ViewNode]) -> Bool {
        let rule = node.hitTesting
        if let rule, !rule.allowsHitTesting { return false }
        var inShape = true
        if let shape = rule?.shape {
            inShape = shape.placedPath(in: node.frame).contains(point, fillRule: rule?.eoFill == true ? .evenOdd : .nonZero)
            if !inShape { return false }
        }
        path.append(node)
        var childPoint: Point? = point
        switch node.behavior.childHitTesting(of: node) {
        case .unchanged: break
        case .none: childPoint = nil
        case .transformed(let inverse): childPoint = inverse.apply(to: point)
        case .clipped(let rect): if !rect.contains(point) { childPoint = nil }
        }
        if let childPoint {
            for child in drawingOrder(of: node).reversed() where hit(child, at: childPoint, path: &path) {
                return true
            }
        }
        if node.behavior.hitsContent(of: node, at: point) || (rule?.shape != nil && inShape) {
            return true
        }
        path.removeLast()
        return false
    }

    /// The children in the order they are drawn (by `zIndex`, stable).
    static func drawingOrder(of node: ViewNode) -> [ViewNode] {
        guard node.children.contains(where: { $0.zIndex != 0 }) else { return node.children }
        return node.children.enumerated().sorted { lhs, rhs in
            lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
