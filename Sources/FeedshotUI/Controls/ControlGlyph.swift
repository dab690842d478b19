/// Small stroked glyphs controls draw without a symbol font: a menu picker's up-and-down
/// chevrons, a stepper's minus and plus, an inline picker's checkmark. Stroked paths keep
/// controls independent of the symbol stand-ins (and exact at every scale).
struct ControlGlyph: View, PrimitiveView {
    enum Shape: Sendable {
        /// `chevron.up.chevron.down`: the menu picker's indicator, 7 × 11 points (inferred from
        /// iOS 17 screenshots).
        case upDownChevrons
        /// A horizontal bar: a stepper's decrement.
        case minus
        /// A cross: a stepper's increment.
        case plus
        /// A tick: the selected row of an inline picker.
        case checkmark
    }

    let shape: Shape
    let size: Size
    let lineWidth: Double
    /// The colour; `nil` draws with the tint.
    let style: AnyShapeStyle?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(ControlGlyphLeaf(glyph: self)), environment: context.environment)]
    }
}

struct ControlGlyphLeaf: LeafContent {
    let glyph: ControlGlyph

    var kindName: String { "\(glyph.shape)" }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        glyph.size
    }

    var drawingOutset: Double { glyph.lineWidth }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let half = glyph.lineWidth / 2
        let rect = frame.insetBy(dx: half, dy: half)
        var path = Path()
        switch glyph.shape {
        case .upDownChevrons:
            let arm = rect.height * 0.32
            path.move(to: Point(x: rect.minX, y: rect.minY + arm))
            path.addLine(to: Point(x: rect.midX, y: rect.minY))
            path.addLine(to: Point(x: rect.maxX, y: rect.minY + arm))
            path.move(to: Point(x: rect.minX, y: rect.maxY - arm))
            path.addLine(to: Point(x: rect.midX, y: rect.maxY))
            path.addLine(to: Point(x: rect.maxX, y: rect.maxY - arm))
        case .minus:
            path.move(to: Point(x: rect.minX, y: rect.midY))
            path.addLine(to: Point(x: rect.maxX, y: rect.midY))
        case .plus:
            path.move(to: Point(x: rect.minX, y: rect.midY))
            path.addLine(to: Point(x: rect.maxX, y: rect.midY))
            path.move(to: Point(x: rect.midX, y: rect.minY))
            path.addLine(to: Point(x: rect.midX, y: rect.maxY))
        case .checkmark:
            path.move(to: Point(x: rect.minX, y: rect.minY + rect.height * 0.55))
            path.addLine(to: Point(x: rect.minX + rect.width * 0.36, y: rect.maxY))
            path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        }
        let style = (glyph.style ?? environment.tint).resolved(in: environment)
        let stroke = StrokeStyle(lineWidth: glyph.lineWidth, lineCap: .round, lineJoin: .round)
        context.canvas.stroke(path, style: stroke, with: style.paint(in: frame))
    }
}
