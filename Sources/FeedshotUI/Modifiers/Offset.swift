import Geometry

extension View {
    /// Draws the view moved by `x`, `y` without changing its layout: its parent still sees it
    /// where it was, and its alignment guides do not move (SwiftUI's offset is a rendering
    /// effect). The placed tree shows the view's children at their drawn position.
    ///
    /// The view's content lays out against the screen and the safe area moved with it, so what
    /// ignores the safe area inside it (a full-screen page's background) extends as it does
    /// unmoved. The move is rounded to whole device pixels: the view moves
    /// as one piece, and a drag by a fraction of a pixel never shifts its parts against each other.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(OffsetLayout(x: x, y: y))
    }

    /// Draws the view moved by `offset` (see ``View/offset(x:y:)``).
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}

/// A layout that draws its child moved without moving the screen the child lays out against
/// (``NodeBehavior/screenMove(forChildrenOf:)``).
protocol ScreenMovingLayout {
    func screenMove(scale: Double) -> Size
}

extension UnaryLayoutAdapter: ScreenMovingLayout where Wrapped: ScreenMovingLayout {
    func screenMove(scale: Double) -> Size { layout.screenMove(scale: scale) }
}

struct OffsetLayout: UnaryLayout, ScreenMovingLayout, DumpDescribable {
    let x: Double
    let y: Double

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        let move = screenMove(scale: child.node.environment.displayScale)
        child.place(at: Point(x: bounds.minX + move.width, y: bounds.minY + move.height), proposal: proposal)
    }

    /// The move, in whole device pixels.
    func screenMove(scale: Double) -> Size {
        Size(width: WholePixelMove.rounded(x, scale: scale), height: WholePixelMove.rounded(y, scale: scale))
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        child.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           child: LayoutSubview) -> Double? {
        child.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 }
    }

    var dumpName: String { "offset" }
    var dumpProperties: [(String, String)] { [("x", x.compactDescription), ("y", y.compactDescription)] }
}
