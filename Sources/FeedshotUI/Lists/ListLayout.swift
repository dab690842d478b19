/// Stacks a list's headers, rows and footers: rows full width (or as wide as the card in
/// `.insetGrouped`), headers and footers inset by the layout margin, sections spaced by the
/// style's rules (``ListMetrics``). Linear in the number of rows.
final class ListLayoutBehavior: NodeBehavior {
    enum Item {
        case header(section: Int)
        case row(section: Int)
        case footer(section: Int)
    }

    let style: ListStyleKind
    let items: [Item]
    /// The last arrangement computed, by width: sizing and placing ask for the same one.
    private var cached: (width: Double, margin: Double, arrangement: Arrangement)?

    struct Arrangement {
        var frames: [Rect]
        var height: Double
    }

    init(style: ListStyleKind, items: [Item]) {
        self.style = style
        self.items = items
    }

    var kindName: String { "List" }

    func dumpProperties(of node: ViewNode) -> [(String, String)] {
        [("style", "\(style)"), ("rows", "\(items.filter { if case .row = $0 { true } else { false } }.count)")]
    }

    private func width(for proposal: ProposedViewSize, pass: LayoutPass) -> Double {
        if let width = proposal.width, width.isFinite { return width }
        return pass.containerSize.width
    }

    private func arrangement(width: Double, node: ViewNode, pass: LayoutPass) -> Arrangement {
        let margin = ListMetrics.layoutMargin(screenWidth: pass.screen.width > 0 ? pass.screen.width : width)
        if let cached, cached.width == width, cached.margin == margin { return cached.arrangement }
        let cardX = style == .insetGrouped ? margin : 0
        let cardWidth = Swift.max(0, width - 2 * cardX)
        let textX = cardX + margin
        let textWidth = Swift.max(0, cardWidth - 2 * margin)
        let grouped = style != .plain
        var frames = [Rect]()
        frames.reserveCapacity(items.count)
        var y = 0.0
        var currentSection = -1
        var sectionIndex = 0
        for (index, item) in items.enumerated() {
            let child = node.children[index]
            let section: Int
            switch item {
            case .header(let value), .row(let value), .footer(let value): section = value
            }
            if section != currentSection {
                // Entering a section: the space above it.
                if grouped {
                    let hasHeader = if case .header = item { true } else { false }
                    y += hasHeader ? (sectionIndex == 0 ? ListMetrics.headerTopSpacing
                                                        : ListMetrics.sectionSpacing - ListMetrics.headerToCard)
                                   : ListMetrics.sectionSpacing
                }
                currentSection = section
                sectionIndex += 1
            }
            switch item {
            case .header:
                if !grouped { y += ListMetrics.plainHeaderVerticalPadding }
                let size = pass.size(of: child, proposal: ProposedViewSize(width: textWidth, height: nil))
                frames.append(Rect(x: textX, y: y, width: textWidth, height: size.height))
                y += size.height + (grouped ? ListMetrics.headerToCard : ListMetrics.plainHeaderVerticalPadding)
            case .row:
                let size = pass.size(of: child, proposal: ProposedViewSize(width: cardWidth, height: nil))
                frames.append(Rect(x: cardX, y: y, width: cardWidth, height: size.height))
                y += size.height
            case .footer:
                y += grouped ? ListMetrics.cardToFooter : ListMetrics.plainHeaderVerticalPadding
                let size = pass.size(of: child, proposal: ProposedViewSize(width: textWidth, height: nil))
                frames.append(Rect(x: textX, y: y, width: textWidth, height: size.height))
                y += size.height + (grouped ? 0 : ListMetrics.plainHeaderVerticalPadding)
            }
        }
        if grouped && !items.isEmpty { y += ListMetrics.sectionSpacing }
        let arrangement = Arrangement(frames: frames, height: y)
        cached = (width, margin, arrangement)
        return arrangement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> Size {
        let width = width(for: proposal, pass: pass)
        return Size(width: width, height: arrangement(width: width, node: node, pass: pass).height)
    }

    func placeChildren(of node: ViewNode, in bounds: Rect, proposal: ProposedViewSize, pass: LayoutPass,
                       recorder: PlacementRecorder) {
        let arrangement = arrangement(width: bounds.width, node: node, pass: pass)
        for (index, frame) in arrangement.frames.enumerated() {
            recorder.record(Placement(position: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                      anchor: .topLeading,
                                      proposal: ProposedViewSize(width: frame.width, height: nil)), at: index)
        }
    }
}
