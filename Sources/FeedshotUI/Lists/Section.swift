/// A group of rows with an optional header and footer: SwiftUI's `Section`.
///
/// Inside a ``List`` a section is one group of rows: a card in `.insetGrouped`, with its header
/// above (footnote, secondary colour, upper case in the grouped styles) and its footer below.
/// Inside a ``Menu`` it is a group of the menu's rows under its header (its footer is not
/// shown, as in UIKit's menus). Elsewhere its header, content and footer join the enclosing
/// container as siblings.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if context.environment.menuSubmenus != nil { return menuNodes(in: context) }
        guard context.environment.isListContent else {
            return resolveNodes(header, in: context) + resolveNodes(content, in: context)
                + resolveNodes(footer, in: context)
        }
        let rows = resolveNodes(content, in: context)
        let node = ViewNode(behavior: LayoutBehavior(VStackLayout(spacing: 0), name: "Section",
                                                     properties: { _ in [] }),
                            children: rows, environment: context.environment)
        let section = ListSectionTrait(header: Self.resolveSupplementary(header, isHeader: true, in: context),
                                       footer: Self.resolveSupplementary(footer, isHeader: false, in: context))
        node.setTrait(ListSectionTrait.self, section)
        return [node]
    }

    /// A header or footer, in the list's text style for supplementary views: footnote in the
    /// secondary colour, headers upper-cased in the grouped styles; plain headers are headlines.
    private static func resolveSupplementary<V: View>(_ view: V, isHeader: Bool, in context: ResolveContext) -> ViewNode? {
        var context = context.forContainer(orientation: nil)
        context.environment.isListContent = false
        let style = context.environment.listStyle
        if isHeader && style == .plain {
            context.environment.font = .headline
        } else {
            context.environment.font = .footnote
            context.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            if isHeader { context.environment.textCase = .uppercase }
        }
        let nodes = resolveNodes(view, in: context)
        if nodes.isEmpty { return nil }
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(behavior: LayoutBehavior(VStackLayout(alignment: .leading), name: "VStack",
                                                 properties: { $0.dumpProperties }),
                        children: nodes, environment: context.environment)
    }
}

/// Marks a list section's node and carries its resolved header and footer.
struct ListSectionTrait: @unchecked Sendable {
    // Unchecked: nodes are single-use within one render.
    let header: ViewNode?
    let footer: ViewNode?
}

extension Section {
    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    /// A section with a header and a footer built by closures.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = EmptyView()
        self.content = content()
    }

    /// A section with a header built by a closure.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        self.footer = EmptyView()
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.footer = footer
        self.content = content()
    }

    /// A section with a footer built by a closure.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = EmptyView()
        self.footer = footer()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.footer = EmptyView()
        self.content = content()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.footer = EmptyView()
        self.content = content()
    }
}
