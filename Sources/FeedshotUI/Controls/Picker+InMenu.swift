/// A `Picker` inside a `Menu`'s content, as UIKit shows a single-selection menu on iOS 17: one
/// row per option, the selected one marked by a checkmark at the leading edge (the other rows
/// keep the checkmark's room, so their titles line up). A tap on a row selects its option and
/// closes the whole menu.
///
/// With the automatic (or inline) style the rows are a group of the menu, set apart by bands as
/// a `Section` is; with `.pickerStyle(.menu)` they are a submenu, a row with the picker's label
/// and, under it, the selected option, that opens them (see ``MenuItemMark``). Other styles draw as the automatic one, as in UIKit,
/// where a menu has no segmented or wheel rows.
extension Picker {
    func menuContentNodes(in context: ResolveContext) -> [ViewNode] {
        let rows = PickerMenuOptionRows(picker: self)
        if context.environment.pickerStyle == .menu, let submenus = context.environment.menuSubmenus {
            // The row shows the selected option under the label, smaller and in the secondary colour.
            let (nodes, selected) = options(in: context.child(.part(3))) { environment in
                environment.font = .subheadline
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            }
            let subtitle = selected.map { AnyView(PrebuiltNodes(nodes[$0])) }
            return Menu(content: { rows }, label: { label }).submenuRow(in: context, submenus: submenus, subtitle: subtitle)
        }
        return [MenuItemMark.groupEdgeNode(in: context)] + resolveNodes(rows, in: context)
            + [MenuItemMark.groupEdgeNode(in: context)]
    }

    /// The option rows: each a menu button (the menu's row style and dismissal come from the
    /// enclosing menu's environment) whose label is the checkmark column and the option.
    func menuOptionRows(in context: ResolveContext) -> [ViewNode] {
        let (nodes, selected) = options(in: context.child(.part(0)))
        let select = self.select
        // The column grows with Dynamic Type as the mark does, so a large mark keeps clear of the title.
        let column = PickerMenuCheckmarkMetrics.scaled(at: context.environment.dynamicTypeSize)
        return nodes.indices.flatMap { index in
            let option = nodes[index]
            let row = Button {
                if let tag = option.tag { select(tag) }
            } label: {
                HStack(spacing: column.spacing) {
                    if index == selected {
                        Image(systemName: "checkmark")
                            .font(.body.weight(.semibold))
                            .frame(width: column.width)
                    } else {
                        Color.clear.frame(width: column.width, height: 1)
                    }
                    PrebuiltNodes(option)
                }
            }
            return resolveNodes(row, in: context.child(.index(index)))
        }
    }
}

/// The rows of a picker's options inside a menu (see ``Picker/menuOptionRows(in:)``).
struct PickerMenuOptionRows<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let picker: Picker<Label, SelectionValue, Content>

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        picker.menuOptionRows(in: context)
    }
}

/// The checkmark column of a single-selection menu (UIKit's, measured on iOS 17 screenshots at
/// 3x: the mark about 17 points wide in a 20-point column, the title 6 points after it; inferred).
/// Both grow with Dynamic Type like `.body`, the mark's text style.
enum PickerMenuCheckmarkMetrics {
    static let width = 20.0
    static let spacing = 6.0

    /// The column's width and the gap after it at a Dynamic Type size.
    static func scaled(at size: DynamicTypeSize) -> (width: Double, spacing: Double) {
        let growth = Font.TextStyle.body.size(at: size) / Font.TextStyle.body.size(at: .large)
        return (width * growth, spacing * growth)
    }
}
