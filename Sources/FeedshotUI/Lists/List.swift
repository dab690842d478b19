/// A scrolling list of rows in sections: SwiftUI's `List`.
///
/// Rows come from the content (static views, `ForEach`, `Section`s with headers and footers)
/// or from a collection and a row builder. The list fills the space it is offered and scrolls
/// vertically; its look comes from `.listStyle(_:)` (inset grouped by default, as on iPhone).
/// Rows are at least 44 points tall, inset by the layout margin, separated by hairlines; a
/// `NavigationLink` row ends in a disclosure chevron. See ``ListMetrics`` for the measurements.
/// Rows can set `.listRowBackground`, `.listRowSeparator` and `.listRowInsets`.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let style = context.environment.listStyle
        var inner = context.forContainer(orientation: .vertical)
        inner.environment.isListContent = true
        let sections = ListSectionGroup.group(resolveNodes(content, in: inner))
        let listNode = ListBuilder(style: style, context: context).makeListNode(sections)
        var outer = context
        outer.environment.isListContent = false
        let scroll = ScrollView { PrebuiltNodes(listNode) }
        if context.environment.scrollContentBackground == .hidden {
            return resolveNodes(scroll, in: outer)
        }
        let background = style == .plain ? Color.systemBackground : Color.systemGroupedBackground
        return resolveNodes(scroll.background(background), in: outer)
    }
}

extension List {
    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection & Sendable, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping @Sendable (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable & Sendable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection & Sendable, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping @Sendable (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data.Element: Sendable {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping @Sendable (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a selection binding (Feedshot draws no selection).
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a multiple-selection binding (Feedshot draws no selection).
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// One section of a list as resolved: its rows, header and footer.
struct ListSectionGroup {
    var header: ViewNode?
    var footer: ViewNode?
    var rows: [ViewNode]

    /// Splits a list's top-level nodes into sections: each `Section` is one, and runs of rows
    /// outside sections form implicit sections without header or footer. A section's row traits
    /// (a `listRowBackground` on the `Section`) pass to its rows.
    static func group(_ nodes: [ViewNode]) -> [ListSectionGroup] {
        var sections = [ListSectionGroup]()
        var loose = [ViewNode]()
        func flush() {
            if !loose.isEmpty { sections.append(ListSectionGroup(rows: loose)) }
            loose = []
        }
        for node in nodes {
            guard let section = node.trait(ListSectionTrait.self) as? ListSectionTrait else {
                loose.append(node)
                continue
            }
            flush()
            for row in node.children {
                for (key, value) in node.layoutValues where row.layoutValues[key] == nil {
                    row.layoutValues[key] = value
                }
            }
            sections.append(ListSectionGroup(header: section.header, footer: section.footer, rows: node.children))
        }
        flush()
        return sections
    }
}

/// Wraps resolved rows in row nodes and lays the sections out.
struct ListBuilder {
    let style: ListStyleKind
    let context: ResolveContext

    func makeListNode(_ sections: [ListSectionGroup]) -> ViewNode {
        var children = [ViewNode]()
        var items = [ListLayoutBehavior.Item]()
        let lastSection = sections.lastIndex { !$0.rows.isEmpty }
        for (sectionIndex, section) in sections.enumerated() {
            if let header = section.header {
                children.append(header)
                items.append(.header(section: sectionIndex))
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let isLastInSection = rowIndex == section.rows.count - 1
                let next = isLastInSection ? nil : section.rows[rowIndex + 1]
                let position = ListRowBehavior.Position(
                    isFirst: rowIndex == 0, isLast: isLastInSection,
                    isLastInList: isLastInSection && sectionIndex == lastSection)
                children.append(makeRow(row, position: position, next: next))
                items.append(.row(section: sectionIndex))
            }
            if let footer = section.footer {
                children.append(footer)
                items.append(.footer(section: sectionIndex))
            }
        }
        return ViewNode(behavior: ListLayoutBehavior(style: style, items: items), children: children,
                        environment: context.environment)
    }

    private func makeRow(_ row: ViewNode, position: ListRowBehavior.Position, next: ViewNode?) -> ViewNode {
        var rowContext = context.forContainer(orientation: nil)
        rowContext.environment.isListContent = false
        let content: ViewNode
        let badge = (row.trait(BadgeTrait.self) as? BadgeTrait)?.label
        let hasChevron = row.trait(NavigationLinkRowTrait.self) != nil
        if hasChevron || badge != nil {
            // The badge trails the content in the secondary colour, before the chevron.
            content = resolveSingleNode(HStack(spacing: ListMetrics.chevronSpacing) {
                PrebuiltNodes(row).frame(maxWidth: .infinity, alignment: .leading)
                if let badge { badge.foregroundStyle(.secondary) }
                if hasChevron { Chevron.disclosure }
            }, in: rowContext) { nodes, _ in nodes[0] }
        } else {
            content = row
        }
        let background: ViewNode
        if let custom = row.trait(ListRowBackgroundTrait.self) as? ListRowBackgroundTrait {
            background = resolveSingleNode(custom.view, in: rowContext) { nodes, context in
                ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "ZStack", properties: { $0.dumpProperties }),
                         children: nodes, environment: context.environment)
            }
        } else {
            let fill: Color = style == .plain ? .clear : .secondarySystemGroupedBackground
            background = ViewNode(behavior: LeafBehavior(StyleFillLeaf(style: AnyShapeStyle(fill), name: "RowBackground")),
                                  environment: context.environment)
        }
        let separator = row.trait(ListRowSeparatorTrait.self) as? ListRowSeparatorTrait
        let nextSeparator = next.flatMap { $0.trait(ListRowSeparatorTrait.self) as? ListRowSeparatorTrait }
        let hidesBottom = (separator?.visibility == .hidden && separator?.edges.contains(.bottom) == true)
            || (nextSeparator?.visibility == .hidden && nextSeparator?.edges.contains(.top) == true)
        let insets = (row.trait(ListRowInsetsTrait.self) as? ListRowInsetsTrait)?.insets
        let behavior = ListRowBehavior(style: style, position: position, insets: insets,
                                       showsSeparator: !hidesBottom && !position.isLastInList
                                           && (style == .plain || !position.isLast))
        let node = ViewNode(behavior: behavior, children: [background, content], environment: context.environment)
        // In a live host a row that is a button or a navigation link responds across the whole
        // row, as iOS list rows do.
        if context.graph != nil, row.touchHandlers.contains(where: \.isControl) {
            node.touchHandlers = row.touchHandlers.filter(\.isControl)
            row.touchHandlers.removeAll(where: \.isControl)
            node.hitTesting = HitTestingRule(shape: Rectangle())
        }
        return node
    }
}
