import Geometry

/// The measurements of the menu a menu-style picker opens, after UIKit's menus on iOS 17
/// (`UIMenu` shown by a `UIButton` with `showsMenuAsPrimaryAction`). Apple publishes none of
/// them; they are read off iOS 17 renderings (inferred): a card 250 points wide with a
/// 13-point continuous corner radius on the regular material, 44-point rows of body text with
/// hairline separators, the selected row's checkmark in a 36-point leading column, 16 points of
/// trailing padding, and a soft shadow.
enum PickerMenuMetrics {
    static let width = 250.0
    static let cornerRadius = 13.0
    static let rowHeight = 44.0
    static let checkmarkColumn = 36.0
    static let trailingPadding = 16.0
    static let checkmarkSize = Size(width: 13, height: 11)
}

/// A menu-style picker in a live host: its face (the selection with up-and-down chevrons, or
/// the form row) opens a menu of the options anchored to where the face is placed; a tap on an
/// option selects it and closes the menu, a tap anywhere outside the menu closes it and
/// changes nothing (as on iOS, where that tap goes no further).
struct PickerMenu: View, @unchecked Sendable {
    // Unchecked: `options` resolves in the render that made the picker and `select` runs on the
    // host's thread only.
    let face: AnyView
    /// The options as the menu shows them (body text in the primary colour) and the selected
    /// one's index, resolved only while the menu is open: a closed menu's options are never
    /// drawn, and resolving them at every update doubled the picker's cost.
    let options: () -> (nodes: [ViewNode], selected: Int?)
    /// Selects the option at an index of `nodes`.
    let select: ([ViewNode], Int) -> Void
    /// The face's frame when the menu opened (root coordinates); `nil` while it is closed.
    @State private var anchor: Rect? = nil

    var body: some View {
        guard anchor != nil else { return face.opensAnchoredCard(anchor: $anchor, card: AnyView(EmptyView())) }
        let close = $anchor
        let (nodes, selected) = options()
        let select = self.select
        return face.opensAnchoredCard(anchor: $anchor, card: AnyView(PickerMenuCard(options: nodes, selected: selected) { index in
            close.wrappedValue = nil
            select(nodes, index)
        }))
    }
}

/// The card of a picker's menu: one row per option, the selected one ticked.
struct PickerMenuCard: View, @unchecked Sendable {
    // Unchecked: see ``PickerMenu``.
    let options: [ViewNode]
    let selected: Int?
    let choose: (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<options.count, id: \.self) { index in
                if index > 0 { Divider() }
                row(index)
            }
        }
        .frame(width: PickerMenuMetrics.width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: PickerMenuMetrics.cornerRadius, style: .continuous))
        .clipShape(RoundedRectangle(cornerRadius: PickerMenuMetrics.cornerRadius, style: .continuous))
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 20, y: 6)
    }

    private func row(_ index: Int) -> some View {
        let choose = self.choose
        return HStack(spacing: 0) {
            ZStack {
                if index == selected {
                    ControlGlyph(shape: .checkmark, size: PickerMenuMetrics.checkmarkSize, lineWidth: 2,
                                 style: AnyShapeStyle(HierarchicalShapeStyle.primary))
                }
            }
            .frame(width: PickerMenuMetrics.checkmarkColumn)
            PrebuiltNodes(options[index])
            Spacer(minLength: PickerMenuMetrics.trailingPadding)
        }
        .frame(height: PickerMenuMetrics.rowHeight)
        .contentShape(Rectangle())
        .modifier(ControlActionModifier { choose(index) })
    }
}

extension View {
    /// The view as the face of a control that opens `card` anchored to it: a tap records the
    /// face's frame in `anchor`, which shows the card; a tap anywhere outside the card clears it.
    func opensAnchoredCard(anchor: Binding<Rect?>, card: AnyView, primaryAction: (() -> Void)? = nil) -> some View {
        let open: (Rect) -> Void = { frame in anchor.wrappedValue = frame }
        // With a primary action, a tap runs it and a long press opens the card.
        let action = ControlActionModifier(placed: primaryAction.map { act in { _ in act() } } ?? open,
                                           longPress: primaryAction == nil ? nil : open)
        return contentShape(Rectangle())
            .modifier(action)
            .modifier(AnchoredOverlayModifier(
                anchor: anchor.wrappedValue,
                backdrop: AnyView(Color.clear.contentShape(Rectangle())
                    .modifier(ControlActionModifier { anchor.wrappedValue = nil })),
                card: card))
    }
}

/// Registers an anchored overlay (see ``AnchoredOverlay``) with the render's collector while
/// `anchor` is set; the overlay's views resolve in the content's live context (their own
/// identities below it), so their state and touches live like the content's.
struct AnchoredOverlayModifier: ViewModifier, PrimitiveModifier, @unchecked Sendable {
    // Unchecked: the views are app values, read by the render that resolves them.
    let anchor: Rect?
    let backdrop: AnyView
    let card: AnyView

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context.child(.part(0)))
        guard let anchor, let collector = context.environment.anchoredOverlayCollector else { return nodes }
        func single(_ view: AnyView, _ part: Int) -> ViewNode {
            resolveSingleNode(view, in: context.child(.part(part))) { nodes, context in
                ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "ZStack", properties: { $0.dumpProperties }),
                         children: nodes, environment: context.environment)
            }
        }
        collector.add(AnchoredOverlay(anchor: anchor, backdrop: single(backdrop, 1), card: single(card, 2)))
        return nodes
    }
}
