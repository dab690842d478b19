import Geometry

/// A button that opens a menu of actions: SwiftUI's `Menu`.
///
/// At rest iOS shows only its label, drawn as a borderless button draws its label (in the tint
/// colour); a still frame does the same. In a live host a tap on the label opens the menu as
/// UIKit draws it, anchored to the label (the card and metrics a menu-style picker uses): one
/// row per item of the content, a button's title at the leading edge and its symbol at the
/// trailing edge (destructive ones in red), dividers between rows. A tap on a row closes the
/// menu and runs the button's action; a tap outside closes it and goes no further. Sections,
/// dividers and menus inside the content group the rows and nest submenus (see
/// ``MenuItemMark``).
///
/// A menu with a primary action runs it when its label is tapped, and opens on a long press
/// instead (half a second, as UIKit's menu interaction does; see ``ControlLongPress``).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: UncheckedSendableBox<() -> Void>?

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu of `content` whose `label` runs `primaryAction` when tapped and opens the menu on
    /// a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = UncheckedSendableBox(value: primaryAction)
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let submenus = context.environment.menuSubmenus { return submenuRow(in: context, submenus: submenus) }
        let face = AnyView(label.foregroundStyle(.tint))
        guard context.graph != nil else { return resolveNodes(face, in: context.child(.part(0))) }
        // The rows: the content's views in the menu's look, below an identity of their own; every
        // button in them closes the menu before its action (through the box the face fills in).
        let closer = MenuCloser()
        let submenus = MenuSubmenus()
        var rowContext = context.child(.part(1)).forContainer(orientation: nil)
        rowContext.environment.menuSubmenus = submenus
        rowContext.environment.menuParent = nil
        rowContext.environment.font = .body
        rowContext.environment.lineLimit = 1
        rowContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
        rowContext.environment.buttonStyle = AnyButtonStyle(MenuRowButtonStyle())
        rowContext.environment.buttonDismissal = DismissAction { closer.close() }
        let rows = resolveNodes(content.labelStyle(MenuRowLabelStyle()), in: rowContext)
        return resolveNodes(MenuFace(face: face, rows: rows, submenus: submenus, closer: closer,
                                     primaryAction: primaryAction?.value),
                            in: context.child(.part(0)))
    }
}

/// Closes an open menu: filled in by the menu's face (which owns the open state) each time it is
/// evaluated, called by the rows' buttons.
final class MenuCloser: @unchecked Sendable {
    // Unchecked: set and called on the host's thread only.
    var action: (() -> Void)?

    func close() { action?() }
}

/// A menu's face in a live host: the label, which opens the card of rows anchored to where it
/// is placed (see ``AnchoredOverlayModifier``).
struct MenuFace: View, @unchecked Sendable {
    // Unchecked: the rows are nodes of the render that made them.
    let face: AnyView
    let rows: [ViewNode]
    let submenus: MenuSubmenus
    let closer: MenuCloser
    /// Runs on a tap when set (the menu then opens on a long press).
    let primaryAction: (() -> Void)?
    /// The face's frame when the menu opened (root coordinates); `nil` while it is closed.
    @State private var anchor: Rect? = nil

    var body: some View {
        let close = $anchor
        closer.action = { close.wrappedValue = nil }
        return face.opensAnchoredCard(anchor: close, card: AnyView(MenuCard(rows: rows, submenus: submenus)),
                                      primaryAction: primaryAction)
    }
}

/// The card of an open menu, on the picker menu's card: the rows of its top or of the submenu
/// it shows (under that submenu's title), with hairlines between rows and bands between groups.
/// Which submenu it shows is its own state, so the menu opens at its top again.
struct MenuCard: View, @unchecked Sendable {
    // Unchecked: see ``MenuFace``.
    let rows: [ViewNode]
    let submenus: MenuSubmenus
    /// The submenu shown; `nil` for the top of the menu.
    @State private var shown: Int? = nil

    var body: some View {
        let show = $shown
        submenus.show = { show.wrappedValue = $0 }
        var lines: [MenuLine]
        if let shown, submenus.entries.indices.contains(shown) {
            let entry = submenus.entries[shown]
            let items = MenuLine.lines(for: entry.rows)
            lines = entry.title.map { [.row($0)] } ?? []
            if !lines.isEmpty && !items.isEmpty { lines.append(.groupGap) }
            lines += items
        } else {
            lines = MenuLine.lines(for: rows)
        }
        let shownLines = lines
        return VStack(spacing: 0) {
            ForEach(0..<shownLines.count, id: \.self) { index in
                Self.view(for: shownLines[index])
            }
        }
        .frame(width: PickerMenuMetrics.width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: PickerMenuMetrics.cornerRadius, style: .continuous))
        .clipShape(RoundedRectangle(cornerRadius: PickerMenuMetrics.cornerRadius, style: .continuous))
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 20, y: 6)
    }

    @ViewBuilder
    private static func view(for line: MenuLine) -> some View {
        switch line {
        case .row(let node): PrebuiltNodes(node)
        case .header(let node): MenuHeaderRow(node: node)
        case .hairline: Divider()
        case .groupGap: Color.primary.opacity(0.08).frame(height: MenuGroupGapMetrics.height)
        }
    }
}

/// A menu row: the button's label across the card, 44 points tall with 16 points of padding,
/// in the primary colour (red when destructive), the whole row tappable.
struct MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red)
                                                                : AnyShapeStyle(HierarchicalShapeStyle.primary))
            .padding(.horizontal, PickerMenuMetrics.trailingPadding)
            .frame(maxWidth: .infinity, minHeight: PickerMenuMetrics.rowHeight, alignment: .leading)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A menu row's label: the title at the leading edge, the symbol at the trailing edge.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A menu titled `titleKey` that runs `primaryAction` when tapped (and opens on a long press).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string that runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == FeedshotUI.Label<Text, Image> {
    /// A menu titled `titleKey` with the symbol `name`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FeedshotUI.Label(titleKey, systemImage: name) })
    }

    /// A menu titled with a string and the symbol `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FeedshotUI.Label(title, systemImage: name) })
    }
}
