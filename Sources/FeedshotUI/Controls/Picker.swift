/// A control that chooses one value from a set: SwiftUI's `Picker`, drawn at rest in its
/// ``PickerStyle`` as iOS 17 draws it.
///
/// The options are the content's views; each stands for the value of its `.tag(_:)`, or, inside
/// a `ForEach`, for its element's id (as SwiftUI tags them). The option whose tag equals the
/// selection is the one shown as selected.
///
/// - `.automatic` and `.menu`: in a form or list row, the label at the leading edge and the
///   selected option with up-and-down chevrons, in the secondary colour, at the trailing edge;
///   elsewhere, the selected option and the chevrons alone, in the tint.
/// - `.segmented`: a segmented control filling the width (see ``SegmentedControlMetrics``); in
///   a right-to-left layout the first segment is on the right.
/// - `.wheel`: the options on a wheel with the selection band across its middle
///   (see ``WheelPickerMetrics``).
/// - `.inline`: in a form, a row for the label and a row per option, the selected one ticked;
///   elsewhere, a wheel (as on iOS).
/// - `.navigationLink`: a row with the label, the selected option in the secondary colour and a
///   disclosure chevron.
///
/// In a live ``ViewHost``: a tap on a segment of a segmented picker selects its option; a
/// vertical drag on a wheel picker turns the wheel, which coasts after the lift and selects the
/// option that settles in the band; a tap on an option row of an inline picker selects it; a
/// menu picker opens a menu of the options next to where it is placed (``PickerMenu``), and a
/// navigation-link picker in a navigation stack pushes a list of them (``PickerOptionsPage``):
/// choosing an option selects it and closes the menu or pops the list. Inside a `Menu`, a
/// picker is a group of checkmark rows (or, in the menu style, a submenu of them).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: TagTrait
    let label: Label
    let content: Content
    /// Writes the value of a chosen option's tag to the binding (live hosts).
    let select: PickerSelection

    /// A picker of `content`'s options bound to `selection`, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.selection = TagTrait(value: AnyHashable(selection.wrappedValue), isExplicit: true)
        self.label = label()
        self.content = content()
        select = PickerSelection { tag in
            // A tag of the selection's type, or of its wrapped type for an optional selection (the
            // cast wraps it), as SwiftUI matches tags.
            guard let value = tag.value.base as? SelectionValue else { return }
            if value != selection.wrappedValue { selection.wrappedValue = value }
        }
    }

    /// A picker with a label view (SwiftUI's older argument order).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if context.environment.menuSubmenus != nil { return menuContentNodes(in: context) }
        let inList = context.environment.isListContent
        var rowContext = context
        rowContext.environment.isListContent = false
        switch context.environment.pickerStyle {
        case .automatic, .menu:
            let face = inList ? AnyView(menuRow(in: rowContext)) : AnyView(menuButton(in: rowContext))
            guard rowContext.graph != nil, rowContext.environment.isEnabled else { return resolveNodes(face, in: rowContext) }
            return resolveNodes(menu(face: face, in: rowContext), in: rowContext)
        case .segmented:
            return resolveNodes(segmented(in: rowContext), in: rowContext)
        case .wheel:
            return resolveNodes(wheel(in: rowContext), in: rowContext)
        case .inline:
            return inList ? inlineRows(in: rowContext) : resolveNodes(wheel(in: rowContext), in: rowContext)
        case .navigationLink:
            let nodes = resolveNodes(navigationRow(in: rowContext), in: rowContext)
            if inList { nodes.forEach { $0.setTrait(NavigationLinkRowTrait.self, true) } }
            attachOptionsPage(to: nodes, in: rowContext)
            return nodes
        }
    }

    // MARK: Options

    /// The options resolved in `context` changed by `adjust`, and the index of the selected one.
    func options(in context: ResolveContext,
                         _ adjust: (inout EnvironmentValues) -> Void = { _ in }) -> (nodes: [ViewNode], selected: Int?) {
        var optionContext = context.forContainer(orientation: nil)
        optionContext.environment.lineLimit = 1
        adjust(&optionContext.environment)
        let nodes = resolveNodes(content, in: optionContext)
        let selected = nodes.firstIndex { $0.tag?.matches(selection.value) == true }
        return (nodes, selected)
    }

    /// The label, resolved as a single node.
    private func labelView() -> some View { label.lineLimit(1) }

    // MARK: Menu

    /// The up-and-down chevrons of a menu picker (SF Symbols' `chevron.up.chevron.down` at body
    /// size, about 8 × 13 points: inferred).
    private static func menuIndicator(_ style: AnyShapeStyle?) -> ControlGlyph {
        ControlGlyph(shape: .upDownChevrons, size: Size(width: 8, height: 13), lineWidth: 1.6, style: style)
    }

    private func menuRow(in context: ResolveContext) -> some View {
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let (nodes, selected) = options(in: context) { $0.foregroundStyle = secondary }
        return HStack {
            labelView()
            Spacer(minLength: 8)
            HStack(spacing: 5) {
                if let selected { PrebuiltNodes(nodes[selected]) }
                Picker.menuIndicator(secondary)
            }
        }
    }

    private func menuButton(in context: ResolveContext) -> some View {
        let tint = context.environment.tint
        let (nodes, selected) = options(in: context) { $0.foregroundStyle = tint }
        return HStack(spacing: 5) {
            if let selected { PrebuiltNodes(nodes[selected]) }
            Picker.menuIndicator(nil)
        }
    }

    /// The menu style in a live host: the face opens a menu of the options (see ``PickerMenu``).
    private func menu(face: AnyView, in context: ResolveContext) -> some View {
        // The menu's options: body text in the primary colour, below an identity of their own;
        // resolved by the menu while it is open, in this render.
        let optionContext = context.child(.part(1))
        let select = self.select
        return PickerMenu(face: face,
                          options: {
                              options(in: optionContext) { environment in
                                  environment.font = .body
                                  environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
                              }
                          },
                          select: { nodes, index in if let tag = nodes[index].tag { select(tag) } })
    }

    // MARK: Segmented

    private func segmented(in context: ResolveContext) -> some View {
        let font = Font.system(size: SegmentedControlMetrics.fontSize)
        let regular = options(in: context) { $0.font = font; $0.fontWeight = .regular }
        let bold = options(in: context) { $0.font = font; $0.fontWeight = .semibold }
        let selected = regular.selected
        let segments = regular.nodes.indices.map { $0 == selected ? bold.nodes[$0] : regular.nodes[$0] }
        return SegmentedControl(segments: segments, selected: selected,
                                select: { index in if let tag = regular.nodes[index].tag { select(tag) } })
    }

    // MARK: Wheel

    private func wheel(in context: ResolveContext) -> some View {
        let (nodes, selected) = options(in: context) { $0.font = .system(size: WheelPickerMetrics.fontSize) }
        return WheelPicker(rows: nodes, selected: selected ?? 0,
                           select: { index in if let tag = nodes[index].tag { select(tag) } })
    }

    // MARK: Inline and navigation link

    private func inlineRows(in context: ResolveContext) -> [ViewNode] {
        resolveNodes(labelView(), in: context)
            + PickerOptionRows(content: content, selection: selection, choose: select).makeNodes(in: context)
    }

    /// In a live host inside a navigation stack, a tap on the row pushes the list of the
    /// options (see ``PickerOptionsPage``).
    private func attachOptionsPage(to nodes: [ViewNode], in context: ResolveContext) {
        guard context.graph != nil, context.environment.isEnabled,
              let actions = context.environment.navigationActions else { return }
        let page = PickerOptionsPage(title: label as? Text, content: content, selection: selection, select: select)
        let entry = NavigationEntry.view(UncheckedSendableBox(value: AnyView(page)))
        for node in nodes { node.attachControlAction(pressedIdentity: nil) { actions.push(entry) } }
    }

    private func navigationRow(in context: ResolveContext) -> some View {
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let (nodes, selected) = options(in: context) { $0.foregroundStyle = secondary }
        return HStack {
            labelView()
            Spacer(minLength: 8)
            if let selected { PrebuiltNodes(nodes[selected]) }
        }
    }
}

/// Writes a chosen option's tag to a picker's binding; runs on the host's thread only.
struct PickerSelection: @unchecked Sendable {
    // Unchecked: the closure writes the app's binding on the host's thread only.
    let write: (TagTrait) -> Void

    init(_ write: @escaping (TagTrait) -> Void) {
        self.write = write
    }

    func callAsFunction(_ tag: TagTrait) { write(tag) }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == FeedshotUI.Label<Text, Image> {
    /// A picker titled `titleKey` with a system image (shown where the style shows its label).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content,
                  label: { FeedshotUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) })
    }
}
