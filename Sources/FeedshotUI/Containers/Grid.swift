import Geometry

/// A table of views that lays its cells out in rows and columns at once: SwiftUI's `Grid`.
///
/// Each ``GridRow`` is a row; any other view in the grid is a row of its own that spans every
/// column (a `Divider` between rows). A column is as wide as its widest cell and a row as tall as
/// its tallest, so cells line up both ways, which nested stacks cannot do. With a width
/// proposed, the columns share it as an `HStack` shares its width among children (the least
/// flexible sized first, each offered an equal share of what is left); the rows share a proposed
/// height the same way. A cell spans more columns with ``View/gridCellColumns(_:)``; a cell wider
/// than the columns it spans widens the last of them. Cells are aligned in their cell by
/// ``View/gridCellAnchor(_:)``, else by their column's ``View/gridColumnAlignment(_:)`` and their
/// row's alignment, else by the grid's `alignment`.
public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// A grid of `content`'s rows, its cells aligned by `alignment` and `horizontalSpacing` and
    /// `verticalSpacing` points apart (nil: 8, the system's spacing between views).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridLayout.defaultSpacing,
                            verticalSpacing: verticalSpacing ?? GridLayout.defaultSpacing)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

/// One row of a ``Grid``: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (nil: the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The row's cells as siblings in the grid, the first marked as starting the row.
    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let cells = resolveNodes(content, in: context.forContainer(orientation: .horizontal))
        for (index, cell) in cells.enumerated() {
            cell.layoutValues[ObjectIdentifier(GridRowMarkKey.self)] = GridRowMark(startsRow: index == 0,
                                                                                   alignment: alignment)
        }
        return cells
    }
}

/// Where a grid cell's row starts and how the row aligns.
struct GridRowMark: Sendable {
    var startsRow: Bool
    var alignment: VerticalAlignment?
}

struct GridRowMarkKey: LayoutValueKey {
    static let defaultValue: GridRowMark? = nil
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: Swift.max(1, count))
    }

    /// Aligns every cell of this cell's column by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places the cell in its cell's rectangle at `anchor`, overriding the column's and row's
    /// alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps the cell out of the sizing of its column (`.horizontal`) or row (`.vertical`): it
    /// takes the size the others give it, as a `Color` filling a cell should.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
