/// The structure of a menu's content beyond its buttons: sections (a `Section`, with or without
/// a header, or a `Divider` between groups) and submenus (a `Menu` inside a `Menu`).
///
/// As UIKit draws them on iOS 17 (`UIMenu` with `.displayInline` children and nested menus):
/// groups are set apart by a band 8 points tall instead of a hairline, a section's header is a
/// short row of footnote text in the secondary colour, and a submenu is a row with a trailing
/// chevron; tapping it shows the submenu in the card, under a row with its title and a
/// downward chevron that leads back. The rows of a menu resolve once, as views whose marks
/// (``MenuItemMark``) the card reads to lay them out (``MenuLine``).
enum MenuItemMark: Sendable, Equatable {
    /// The edge of a group: drawn as a band between groups, never at the card's edges.
    case groupEdge
    /// A section's header.
    case header
}

/// The submenus of one open menu, in the order they resolve, each with the menu it sits in;
/// and the way to show one, which the card fills in each time it is evaluated.
final class MenuSubmenus: @unchecked Sendable {
    // Unchecked: filled while one render resolves the menu and read on the host's thread.
    struct Entry {
        /// The submenu it sits in; `nil` for the top of the menu.
        let parent: Int?
        /// The row that leads back: the submenu's title over a downward chevron.
        var title: ViewNode?
        var rows: [ViewNode] = []
    }

    private(set) var entries: [Entry] = []
    /// Shows submenu `index` (`nil`: the top of the menu); set by the card.
    var show: ((Int?) -> Void)?

    /// At most this many submenus (the bound keeps a recursive menu finite).
    static let limit = 64

    /// Reserves the next submenu's index, or `nil` past ``limit``.
    func reserve(parent: Int?) -> Int? {
        guard entries.count < Self.limit else { return nil }
        entries.append(Entry(parent: parent))
        return entries.count - 1
    }

    func fill(_ index: Int, title: ViewNode?, rows: [ViewNode]) {
        entries[index].title = title
        entries[index].rows = rows
    }
}

private struct MenuSubmenusKey: EnvironmentKey {
    static let defaultValue: MenuSubmenus? = nil
}

private struct MenuParentKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// Set while a menu's content resolves: sections, dividers and menus inside it take the
    /// menu's structure (see ``MenuItemMark``).
    var menuSubmenus: MenuSubmenus? {
        get { self[MenuSubmenusKey.self] }
        set { self[MenuSubmenusKey.self] = newValue }
    }

    /// The submenu whose content is resolving (`nil` at the top of a menu).
    var menuParent: Int? {
        get { self[MenuParentKey.self] }
        set { self[MenuParentKey.self] = newValue }
    }
}

/// A line of a menu's card: a row, a header, the hairline between rows, or the band between groups.
enum MenuLine: @unchecked Sendable {
    // Unchecked: nodes are single-use and only touched by the render that made them.
    case row(ViewNode)
    case header(ViewNode)
    case hairline
    case groupGap

    /// The card's lines for `items`: a hairline between two rows, none under a header; a band
    /// where one group ends and another begins (never first, last or twice in a row).
    static func lines(for items: [ViewNode]) -> [MenuLine] {
        var lines: [MenuLine] = []
        var pendingGap = false
        var previousWasRow = false
        for item in items {
            let mark = item.trait(MenuItemMark.self) as? MenuItemMark
            if mark == .groupEdge {
                pendingGap = !lines.isEmpty
                continue
            }
            if pendingGap {
                lines.append(.groupGap)
            } else if previousWasRow {
                lines.append(.hairline)
            }
            pendingGap = false
            if mark == .header {
                lines.append(.header(item))
                previousWasRow = false
            } else {
                lines.append(.row(item))
                previousWasRow = true
            }
        }
        return lines
    }
}

extension MenuItemMark {
    /// An empty view marked as a group's edge.
    static func groupEdgeNode(in context: ResolveContext) -> ViewNode {
        let node = ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "MenuGroupEdge", properties: { _ in [] }),
                            children: [], environment: context.environment)
        node.setTrait(MenuItemMark.self, MenuItemMark.groupEdge)
        return node
    }
}

extension Section {
    /// The section as a group of a menu: its edges, its header (footnote, secondary) and its rows.
    func menuNodes(in context: ResolveContext) -> [ViewNode] {
        // The header below an identity of its own, so that state in it is not the first row's.
        var headerContext = context.child(.part(1))
        headerContext.environment.font = .footnote
        headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let headers = resolveNodes(header, in: headerContext)
        for node in headers { node.setTrait(MenuItemMark.self, MenuItemMark.header) }
        return [MenuItemMark.groupEdgeNode(in: context)] + headers + resolveNodes(content, in: context)
            + [MenuItemMark.groupEdgeNode(in: context)]
    }
}

extension Menu {
    /// The menu as a submenu of the menu `submenus` belongs to: a row with a trailing chevron
    /// that shows its rows in the card. The rows resolve here, below the row's identity, with
    /// the enclosing menu's environment (their buttons close the whole menu).
    ///
    /// `subtitle`, when given, shows under the row's title (a menu-style picker's selected
    /// option, as UIKit shows a single-selection submenu's choice).
    func submenuRow(in context: ResolveContext, submenus: MenuSubmenus, subtitle: AnyView? = nil) -> [ViewNode] {
        guard let index = submenus.reserve(parent: context.environment.menuParent) else { return [] }
        var rowsContext = context.child(.part(1))
        rowsContext.environment.menuParent = index
        let rows = resolveNodes(content, in: rowsContext)
        // The rows that lead in and out are not menu items: they move within the menu, so
        // they must not close it as its buttons do.
        var controlContext = context
        controlContext.environment.buttonDismissal = nil
        let back = submenus.entries[index].parent
        let title = resolveNodes(
            SubmenuRow(label: AnyView(label.labelStyle(.titleOnly)), chevron: "chevron.down", isTitle: true) {
                submenus.show?(back)
            },
            in: controlContext.child(.part(2)))
        submenus.fill(index, title: title.first, rows: rows)
        return resolveNodes(
            SubmenuRow(label: subtitle.map { subtitle in
                           AnyView(VStack(alignment: .leading, spacing: 1) {
                               label
                               subtitle
                           })
                       } ?? AnyView(label),
                       chevron: "chevron.forward", isTitle: false) { submenus.show?(index) },
            in: controlContext.child(.part(0)))
    }
}

/// A row that opens a submenu (its label, then a chevron at the trailing edge) or, as the
/// submenu's title, leads back out of it.
struct SubmenuRow: View, @unchecked Sendable {
    // Unchecked: the action runs on the host's thread only.
    let label: AnyView
    let chevron: String
    let isTitle: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                    .font(isTitle ? .body.weight(.semibold) : .body)
                Image(systemName: chevron)
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(isTitle ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.secondary))
            }
        }
    }
}

/// A section header in a menu's card: footnote text with the rows' leading padding.
struct MenuHeaderRow: View, @unchecked Sendable {
    // Unchecked: see ``MenuCard``.
    let node: ViewNode

    var body: some View {
        PrebuiltNodes(node)
            .padding(.horizontal, PickerMenuMetrics.trailingPadding)
            .padding(.top, 10)
            .padding(.bottom, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The band between a menu's groups.
enum MenuGroupGapMetrics {
    static let height = 8.0
}
