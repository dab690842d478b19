/// A chevron drawn as a stroked path: the disclosure indicator of navigation rows (pointing
/// forward, in the tertiary label colour) and the back button's chevron (pointing back, in the
/// tint). Feedshot draws these without a symbol font so lists and bars need none. Forward is to
/// the right in a left-to-right layout and to the left in a right-to-left one.
struct Chevron: View, PrimitiveView {
    enum Direction: Sendable { case forward, backward }

    let direction: Direction
    let size: Size
    let lineWidth: Double
    /// The colour; `nil` draws with the tint.
    let style: AnyShapeStyle?

    /// The disclosure indicator of a navigation row: 8 × 13 points, tertiary label colour.
    static let disclosure = Chevron(direction: .forward, size: ListMetrics.chevronSize, lineWidth: 2,
                                    style: AnyShapeStyle(Color.tertiaryLabel))

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(ChevronLeaf(chevron: self)), environment: context.environment)]
    }
}

struct ChevronLeaf: LeafContent {
    let chevron: Chevron

    var kindName: String { chevron.direction == .forward ? "DisclosureIndicator" : "BackChevron" }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        chevron.size
    }

    var drawingOutset: Double { chevron.lineWidth }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let half = chevron.lineWidth / 2
        let rect = frame.insetBy(dx: half, dy: half)
        var path = Path()
        // Forward is the reading direction: right in a left-to-right layout, left in a right-to-left one.
        let pointsRight = (chevron.direction == .forward) == (environment.layoutDirection == .leftToRight)
        switch pointsRight ? Chevron.Direction.forward : .backward {
        case .forward:
            path.move(to: Point(x: rect.minX, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX, y: rect.midY))
            path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        case .backward:
            path.move(to: Point(x: rect.maxX, y: rect.minY))
            path.addLine(to: Point(x: rect.minX, y: rect.midY))
            path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        }
        let style = (chevron.style ?? environment.tint).resolved(in: environment)
        let stroke = StrokeStyle(lineWidth: chevron.lineWidth, lineCap: .round, lineJoin: .round)
        context.canvas.stroke(path, style: stroke, with: style.paint(in: frame))
    }
}
