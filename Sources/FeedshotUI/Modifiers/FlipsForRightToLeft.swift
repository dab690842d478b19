import Geometry

extension View {
    /// Mirrors the view's drawing horizontally when the layout direction is right to left:
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`, for images whose content points in
    /// the reading direction. Layout is unchanged (the frame is mirrored like every frame); the
    /// drawing inside it, text included, is flipped about the frame's vertical centre line.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeftModifier(isEnabled: enabled))
    }
}

struct FlipsForRightToLeftModifier: ViewModifier, WrappingModifier {
    let isEnabled: Bool

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        let isMirrored = isEnabled && context.environment.layoutDirection == .rightToLeft
        return ViewNode(wrapping: child, behavior: MirroredDrawingBehavior(isMirrored: isMirrored),
                        environment: context.environment)
    }
}

/// Lays out as its child and, when mirrored, draws it flipped within the node's frame.
final class MirroredDrawingBehavior: LayoutTransparentBehavior {
    let isMirrored: Bool

    init(isMirrored: Bool) {
        self.isMirrored = isMirrored
    }

    var kindName: String { "flipsForRightToLeftLayoutDirection" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] { [("mirrored", "\(isMirrored)")] }

    func draw(_ node: ViewNode, in context: DrawContext) {
        guard isMirrored else { return context.drawChildren(of: node) }
        context.transformed(by: SystemSymbolTable.mirror(in: node.frame)) { context.drawChildren(of: node) }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        guard isMirrored else { return children }
        return children.map { SystemSymbolTable.mirror(in: node.frame).apply(to: $0) }
    }
}
