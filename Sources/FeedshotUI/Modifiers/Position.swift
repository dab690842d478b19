import Geometry

extension View {
    /// Puts the view's centre at (`x`, `y`) in the space its parent offers. The modified view
    /// takes all of that space (10 points on an unspecified axis, as SwiftUI's position
    /// layout), and the view is offered it too.
    public func position(x: Double = 0, y: Double = 0) -> some View {
        modifier(PositionLayout(x: x, y: y))
    }

    /// Puts the view's centre at `position` (see ``View/position(x:y:)``).
    public func position(_ position: Point) -> some View {
        self.position(x: position.x, y: position.y)
    }
}

struct PositionLayout: UnaryLayout, DumpDescribable {
    let x: Double
    let y: Double

    func sizeThatFits(proposal: ProposedViewSize, child: LayoutSubview) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChild(in bounds: Rect, proposal: ProposedViewSize, child: LayoutSubview) {
        child.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
    }

    var dumpName: String { "position" }
    var dumpProperties: [(String, String)] { [("x", x.compactDescription), ("y", y.compactDescription)] }
}
