import Geometry
import Typography

/// Right-to-left layout as SwiftUI does it: "SwiftUI horizontally flips the x position of each
/// view within its parent" (Apple, `LayoutDirection`), so layouts compute in one direction and
/// the result mirrors.
///
/// Every container, modifier and layout computes placements as in a left-to-right layout: x
/// grows from the leading edge. After the layout pass, this pass turns those logical frames into
/// frames on screen, top-down: a child of a node whose environment is right to left lands at the
/// mirror image of its logical place within the parent (`parent.maxX − child.maxX` from the
/// parent's left edge); a child of a left-to-right node keeps its place relative to the parent.
/// The root mirrors within the screen when it is right to left. So stacks run from the right,
/// `leading` padding and alignment are on the right, offsets and positions count from the right,
/// and a left-to-right island inside a right-to-left screen lays out left to right within its
/// own frame. Leaves are not mirrored: text, images and shapes draw the right way round in their
/// frames (text aligns its lines by the layout direction itself; directional symbols and
/// `flipsForRightToLeftLayoutDirection(true)` mirror their drawing).
///
/// Left-to-right trees are untouched, to the bit: the pass returns at once when no node is right
/// to left, and leaves frames alone wherever no mirrored ancestor moved them.
enum LayoutMirroring {
    /// Moves every node of the laid-out tree under `root` to its frame on screen.
    static func apply(to root: ViewNode, in screen: Rect) {
        guard containsRightToLeft(root) else { return }
        place(root, logical: root.frame, mapping: rootMapping(of: root, in: screen))
    }

    /// How the root's logical frame maps to the screen: mirrored within it when the root is right
    /// to left.
    static func rootMapping(of root: ViewNode, in screen: Rect) -> HorizontalMapping {
        isRightToLeft(root) ? .mirror(origin: screen.minX, pivot: screen.maxX) : .identity
    }

    /// How the logical frames of `node`'s children map to the screen, given the node's `logical`
    /// and `physical` frames: mirrored within the node when it is right to left, moved with it
    /// otherwise.
    static func childMapping(of node: ViewNode, logical: Rect, physical: Rect) -> HorizontalMapping {
        isRightToLeft(node) ? .mirror(origin: physical.minX, pivot: logical.maxX)
                            : .move(by: physical.minX - logical.minX)
    }

    static func isRightToLeft(_ node: ViewNode) -> Bool {
        node.environment.layoutDirection == .rightToLeft
    }

    private static func containsRightToLeft(_ node: ViewNode) -> Bool {
        if isRightToLeft(node) { return true }
        return node.children.contains(where: containsRightToLeft)
    }

    /// Gives `node` its frame on screen (its `logical` frame through `mapping`) and places its
    /// children, whose frames are still logical.
    private static func place(_ node: ViewNode, logical: Rect, mapping: HorizontalMapping) {
        let physical = mapping.apply(to: logical)
        node.frame = physical
        let children = childMapping(of: node, logical: logical, physical: physical)
        for child in node.children {
            place(child, logical: child.frame, mapping: children)
        }
    }
}

/// A map of logical x to x on screen: a move, or a mirror image. Mirroring composes along the
/// tree as these maps do, so the layout pass can tell where a node will be on screen before the
/// mirroring pass has run (a `GeometryReader` reports its global frame then).
enum HorizontalMapping: Equatable {
    /// x becomes `x + by`.
    case move(by: Double)
    /// A frame's right edge at `pivot` puts its left edge at `origin` (the sums are kept in
    /// this order so that mirrored frames stay the same to the bit).
    case mirror(origin: Double, pivot: Double)

    static let identity = HorizontalMapping.move(by: 0)

    /// `rect` on screen; a rect that does not move is returned as it is, to the bit.
    func apply(to rect: Rect) -> Rect {
        var moved = rect
        switch self {
        case .move(let by):
            guard by != 0 else { return rect }
            moved.origin.x = rect.minX + by
        case let .mirror(origin, pivot):
            moved.origin.x = origin + (pivot - rect.maxX)
        }
        return moved
    }
}
