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
        let logical = root.frame
        var physical = logical
        if isRightToLeft(root) {
            physical.origin.x = screen.minX + (screen.maxX - logical.maxX)
        }
        place(root, logical: logical, physical: physical)
    }

    static func isRightToLeft(_ node: ViewNode) -> Bool {
        node.environment.layoutDirection == .rightToLeft
    }

    private static func containsRightToLeft(_ node: ViewNode) -> Bool {
        if isRightToLeft(node) { return true }
        return node.children.contains(where: containsRightToLeft)
    }

    /// Gives `node` its `physical` frame and places its children, whose frames are still logical.
    private static func place(_ node: ViewNode, logical: Rect, physical: Rect) {
        node.frame = physical
        let mirrors = isRightToLeft(node)
        let shift = physical.minX - logical.minX
        for child in node.children {
            let childLogical = child.frame
            var childPhysical = childLogical
            if mirrors {
                childPhysical.origin.x = physical.minX + (logical.maxX - childLogical.maxX)
            } else if shift != 0 {
                childPhysical.origin.x = childLogical.minX + shift
            }
            place(child, logical: childLogical, physical: childPhysical)
        }
    }
}
