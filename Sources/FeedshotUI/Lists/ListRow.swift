/// One list row: its background (the style's, or `listRowBackground`) filling the row, its
/// content inset and centred vertically, at least 44 points tall, and the separator below it
/// (from the row's first text to the trailing edge).
/// In `.insetGrouped` the first and last rows of a section round the card's corners.
final class ListRowBehavior: NodeBehavior {
    struct Position {
        var isFirst: Bool
        var isLast: Bool
        var isLastInList: Bool
    }

    let style: ListStyleKind
    let position: Position
    let customInsets: EdgeInsets?
    let showsSeparator: Bool
    /// The insets used when the row was last sized (they depend on the screen's margin).
    private var insets = EdgeInsets()

    init(style: ListStyleKind, position: Position, insets: EdgeInsets?, showsSeparator: Bool) {
        self.style = style
        self.position = position
        self.customInsets = insets
        self.showsSeparator = showsSeparator
    }

    var kindName: String { "ListRow" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        showsSeparator ? [] : [("separator", "hidden")]
    }

    private func resolvedInsets(_ pass: LayoutPass, width: Double) -> EdgeInsets {
        if let customInsets { return customInsets }
        let margin = ListMetrics.layoutMargin(screenWidth: pass.screen.width > 0 ? pass.screen.width : width)
        return EdgeInsets(top: ListMetrics.rowVerticalInset, leading: margin,
                          bottom: ListMetrics.rowVerticalInset, trailing: margin)
    }

    private func contentProposal(width: Double, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: Swift.max(0, width - insets.horizontal), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        let width = proposal.width ?? pass.containerSize.width
        let insets = resolvedInsets(pass, width: width)
        let content = pass.size(of: node.children[1], proposal: contentProposal(width: width, insets: insets))
        return Size(width: width, height: Swift.max(ListMetrics.minimumRowHeight, content.height + insets.vertical))
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        insets = resolvedInsets(pass, width: bounds.width)
        recorder.record(Placement(position: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)),
                        at: 0)
        let offered = contentProposal(width: bounds.width, insets: insets)
        let content = pass.size(of: node.children[1], proposal: offered)
        // Centred in the space between the vertical insets.
        let top = bounds.minY + insets.top
        let available = bounds.height - insets.vertical
        recorder.record(Placement(position: Point(x: bounds.minX + insets.leading, y: top + (available - content.height) / 2),
                                  anchor: .topLeading, proposal: offered), at: 1)
    }

    /// The row's outline: a rectangle, with the card's corners on the first and last rows of an
    /// inset-grouped section.
    private func outline(_ rect: Rect) -> Path? {
        guard style == .insetGrouped, position.isFirst || position.isLast else { return nil }
        let radius = Swift.min(ListMetrics.cardCornerRadius, rect.height / 2)
        let top = position.isFirst ? radius : 0, bottom = position.isLast ? radius : 0
        // Circular corners drawn with cubic Béziers (the 0.5523 circle approximation).
        let k = 0.5523
        var path = Path()
        path.move(to: Point(x: rect.minX + top, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - top, y: rect.minY))
        if top > 0 {
            path.addCurve(to: Point(x: rect.maxX, y: rect.minY + top),
                          control1: Point(x: rect.maxX - top + top * k, y: rect.minY),
                          control2: Point(x: rect.maxX, y: rect.minY + top - top * k))
        }
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - bottom))
        if bottom > 0 {
            path.addCurve(to: Point(x: rect.maxX - bottom, y: rect.maxY),
                          control1: Point(x: rect.maxX, y: rect.maxY - bottom + bottom * k),
                          control2: Point(x: rect.maxX - bottom + bottom * k, y: rect.maxY))
        }
        path.addLine(to: Point(x: rect.minX + bottom, y: rect.maxY))
        if bottom > 0 {
            path.addCurve(to: Point(x: rect.minX, y: rect.maxY - bottom),
                          control1: Point(x: rect.minX + bottom - bottom * k, y: rect.maxY),
                          control2: Point(x: rect.minX, y: rect.maxY - bottom + bottom * k))
        }
        path.addLine(to: Point(x: rect.minX, y: rect.minY + top))
        if top > 0 {
            path.addCurve(to: Point(x: rect.minX + top, y: rect.minY),
                          control1: Point(x: rect.minX, y: rect.minY + top - top * k),
                          control2: Point(x: rect.minX + top - top * k, y: rect.minY))
        }
        path.closeSubpath()
        return path
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        let rect = context.pixelAligned(node.frame)
        if let outline = outline(rect) {
            context.clipped(to: outline, bounds: rect) { context.drawChildren(of: node) }
        } else {
            context.clipped(to: rect) { context.drawChildren(of: node) }
        }
        guard showsSeparator else { return }
        // One device pixel at the bottom of the row, from the content's leading edge to the
        // row's trailing edge.
        let pixel = 1 / context.scale
        let leading = (separatorLeading(of: node) * context.scale).rounded() / context.scale
        // Right to left, the separator runs from the row's left edge to the text's right edge.
        let line = LayoutMirroring.isRightToLeft(node)
            ? Rect(x: rect.minX, y: rect.maxY - pixel, width: Swift.max(0, leading - rect.minX), height: pixel)
            : Rect(x: leading, y: rect.maxY - pixel, width: Swift.max(0, rect.maxX - leading), height: pixel)
        context.canvas.fill(line, with: .solid(Color.separator.resolve(in: node.environment.colorScheme)))
    }

    /// Where the separator starts: at the first text of the row, as SwiftUI aligns separators
    /// with a row's text (past an icon or image); at the content's leading inset otherwise. On
    /// screen, so the text's right edge in a right-to-left row.
    private func separatorLeading(of node: ViewNode) -> Double {
        func firstText(_ node: ViewNode, depth: Int) -> ViewNode? {
            if node.behavior is LeafBehavior<TextLeaf> { return node }
            guard depth < 64 else { return nil }
            for child in node.children {
                if let found = firstText(child, depth: depth + 1) { return found }
            }
            return nil
        }
        if LayoutMirroring.isRightToLeft(node) {
            if let text = firstText(node.children[1], depth: 0), text.frame.maxX > node.frame.minX {
                return text.frame.maxX
            }
            return node.frame.maxX - insets.leading
        }
        if let text = firstText(node.children[1], depth: 0), text.frame.minX < node.frame.maxX {
            return text.frame.minX
        }
        return node.frame.minX + insets.leading
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        node.frame
    }
}
