import Geometry

/// The layout shared by `LazyVGrid` (tracks are columns, cells flow in rows) and `LazyHGrid`
/// (tracks are rows, cells flow in columns). Feedshot lays every cell out, so "lazy" only names
/// the SwiftUI type being mirrored.
///
/// Tracks are resolved from the grid items for the proposed length across the flow (see
/// `resolveTracks`). Each cell is offered its track's length across and `nil` along the flow;
/// a line of cells is as long as its longest cell, lines are `spacing` apart (8 points by
/// default), and each cell is aligned in its cell rectangle with its item's alignment or the
/// grid's. The grid is as wide as its tracks and as tall as its lines.
struct LazyGridLayout: Layout, DumpDescribable {
    /// The axis tracks are laid along: horizontal for a `LazyVGrid`'s columns.
    let trackAxis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Double?

    struct Resolution {
        var tracks: [GridTrack]
        var trackOffsets: [Double]
        var lineOffsets: [Double]
        var lineLengths: [Double]
        var size: Size
    }

    private func resolve(_ proposal: ProposedViewSize, subviews: Subviews) -> Resolution {
        let tracks = items.resolveTracks(available: proposal[trackAxis])
        guard !tracks.isEmpty else {
            return Resolution(tracks: [], trackOffsets: [], lineOffsets: [], lineLengths: [], size: .zero)
        }
        var trackOffsets = [Double]()
        var offset = 0.0
        for (index, track) in tracks.enumerated() {
            trackOffsets.append(offset)
            offset += track.length + (index < tracks.count - 1 ? track.spacing : 0)
        }
        let across = offset
        let flow = trackAxis.perpendicular
        let lineSpacing = spacing ?? ViewSpacing.defaultSpacing
        var lineOffsets = [Double](), lineLengths = [Double]()
        var position = 0.0
        var start = 0
        while start < subviews.count {
            let end = Swift.min(start + tracks.count, subviews.count)
            var longest = 0.0
            for index in start..<end {
                let size = subviews[index].sizeThatFits(cellProposal(tracks[index - start]))
                longest = Swift.max(longest, size.value(along: flow))
            }
            if start > 0 { position += lineSpacing }
            lineOffsets.append(position)
            lineLengths.append(longest)
            position += longest
            start = end
        }
        return Resolution(tracks: tracks, trackOffsets: trackOffsets, lineOffsets: lineOffsets,
                          lineLengths: lineLengths, size: Size(across, along: trackAxis, across: position))
    }

    private func cellProposal(_ track: GridTrack) -> ProposedViewSize {
        ProposedViewSize(track.length, along: trackAxis, across: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        resolve(proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var placing = proposal
        if placing[trackAxis] == nil { placing[trackAxis] = bounds.size.value(along: trackAxis) }
        let resolution = resolve(placing, subviews: subviews)
        guard !resolution.tracks.isEmpty else { return }
        for index in subviews.indices {
            let trackIndex = index % resolution.tracks.count, line = index / resolution.tracks.count
            let track = resolution.tracks[trackIndex]
            let cell = Rect(origin: Point(resolution.trackOffsets[trackIndex], along: trackAxis,
                                          across: resolution.lineOffsets[line]),
                            size: Size(track.length, along: trackAxis, across: resolution.lineLengths[line]))
            let cellAlignment = track.alignment ?? alignment
            subviews[index].place(aligned: cellAlignment, in: cell.offsetBy(dx: bounds.minX, dy: bounds.minY),
                                  proposal: cellProposal(track))
        }
    }

    var dumpName: String { trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid" }
    var dumpProperties: [(String, String)] {
        [(trackAxis == .horizontal ? "columns" : "rows", "\(items.count)")]
            + (spacing.map { [("spacing", $0.compactDescription)] } ?? [])
    }
}

/// A grid that flows its cells into rows under fixed, flexible or adaptive columns: SwiftUI's
/// `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid with `columns`, cells aligned horizontally with `alignment` (centred
    /// vertically) in their cells, and `spacing` between rows (`nil`: 8 points).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(trackAxis: .horizontal, items: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}

/// A grid that flows its cells into columns beside fixed, flexible or adaptive rows: SwiftUI's
/// `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid with `rows`, cells aligned vertically with `alignment` (centred
    /// horizontally) in their cells, and `spacing` between columns (`nil`: 8 points).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(trackAxis: .vertical, items: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [makeLayoutNode(layout, content: content, in: context)]
    }
}
