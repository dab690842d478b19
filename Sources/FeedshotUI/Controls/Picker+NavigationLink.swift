import Geometry

/// The screen a navigation-link picker pushes: a list of the options, the selected one ticked
/// with a checkmark at the trailing edge, titled with the picker's label (inline, as iOS titles
/// it). A tap on an option selects it and pops back to the picker, as on iOS 17.
struct PickerOptionsPage<Content: View>: View, @unchecked Sendable {
    // Unchecked: the content is the app's option views, resolved on the host's thread only.
    let title: Text?
    let content: Content
    let selection: TagTrait
    let select: PickerSelection
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = self.dismiss
        let select = self.select
        let list = List {
            PickerOptionRows(content: content, selection: selection,
                             choose: PickerSelection { tag in
                                 select(tag)
                                 dismiss()
                             })
        }
        .navigationBarTitleDisplayMode(.inline)
        if let title {
            list.navigationTitle(title)
        } else {
            list
        }
    }
}

/// A row per option of a picker, the selected one ticked at the trailing edge; a tap anywhere on
/// a row chooses its option (live hosts). An inline picker in a form draws these under its
/// label; a navigation-link picker's pushed list is made of them.
struct PickerOptionRows<Content: View>: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: see ``PickerOptionsPage``.
    let content: Content
    let selection: TagTrait
    let choose: PickerSelection

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in listContext: ResolveContext) -> [ViewNode] {
        // The rows are a list's rows; what is inside them is not.
        var context = listContext
        context.environment.isListContent = false
        var optionContext = context.forContainer(orientation: nil)
        optionContext.environment.lineLimit = 1
        let nodes = resolveNodes(content, in: optionContext)
        let selected = nodes.firstIndex { $0.tag?.matches(selection.value) == true }
        var rows = [ViewNode]()
        for (index, node) in nodes.enumerated() {
            let tag = node.tag
            let choose = self.choose
            // The whole row takes the tap, as a list row's button does.
            rows += resolveNodes(HStack {
                PrebuiltNodes(node)
                Spacer(minLength: 8)
                if index == selected {
                    ControlGlyph(shape: .checkmark, size: Size(width: 14, height: 12), lineWidth: 2, style: nil)
                }
            }
            .contentShape(Rectangle())
            // A part of its own per row, so that a tap tracks its own row (see SegmentedControl).
            .modifier(ControlActionModifier { if let tag { choose(tag) } }), in: context.child(.part(index)))
        }
        return rows
    }
}
