/// The measurements of a segmented control, after UIKit's `UISegmentedControl` in iOS 13 and
/// later. Apple does not publish them; they are read off iOS 17 renderings (inferred): 32 points
/// tall, a 9-point outer corner radius, the selected segment inset 2 points with a 7-point
/// radius, 13-point text (semibold when selected), separators 16 points tall between unselected
/// neighbours.
enum SegmentedControlMetrics {
    static let height = 32.0
    static let cornerRadius = 9.0
    static let thumbInset = 2.0
    static let thumbCornerRadius = 7.0
    static let fontSize = 13.0
    static let separatorHeight = 16.0
    static let segmentPadding = 6.0
    /// The selected segment: white (light), `#636366` (dark).
    static let thumb = Color(storage: .adaptive(light: RGBAColor(red8: 255, green: 255, blue: 255),
                                                dark: RGBAColor(red8: 99, green: 99, blue: 102), name: "segmentThumb"))
    /// The separators: `#8E8E93` at 30 %.
    static let separator = Color(storage: .adaptive(light: RGBAColor(red8: 142, green: 142, blue: 147).multipliedAlpha(by: 0.3),
                                                    dark: RGBAColor(red8: 142, green: 142, blue: 147).multipliedAlpha(by: 0.3),
                                                    name: "segmentSeparator"))
}

/// A segmented control: equal segments on a track, the selected one raised. In a live host a tap
/// on a segment (lifted inside it, as UIKit's segmented control selects on touch-up) calls
/// `select` with its index.
struct SegmentedControl: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: the segments are nodes of the render that made them; `select` runs on the
    // host's thread only.
    let segments: [ViewNode]
    let selected: Int?
    var select: (Int) -> Void = { _ in }

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let inner = context.forContainer(orientation: .horizontal)
        let select = self.select
        // Each cell is a part of its own: the cells' frames, shapes and tap tracking are nodes
        // the control makes, and a live host finds a tapped cell again by its identity (a
        // button's tracking reads its frame by identity), so cells sharing one identity all
        // tracked the first cell's frame and a tap far from it failed.
        let cells = segments.enumerated().flatMap { index, segment in
            resolveNodes(PrebuiltNodes(segment)
                .padding(.horizontal, SegmentedControlMetrics.segmentPadding)
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: SegmentedControlMetrics.height)
                .contentShape(Rectangle())
                .modifier(ControlActionModifier { select(index) }), in: inner.child(.part(index)))
        }
        return resolveNodes(HStack(spacing: 0) { PrebuiltNodes(cells) }
            .background(SegmentedTrack(count: segments.count, selected: selected)), in: context)
    }
}

/// The track, selected segment and separators of a segmented control.
struct SegmentedTrack: View, PrimitiveView {
    let count: Int
    let selected: Int?

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(SegmentedTrackLeaf(count: count, selected: selected)),
                  environment: context.environment)]
    }
}

struct SegmentedTrackLeaf: LeafContent {
    let count: Int
    let selected: Int?

    var kindName: String { "SegmentedControl" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("segments", "\(count)"), ("selected", selected.map(String.init) ?? "none")]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: SegmentedControlMetrics.height))
    }

    var drawingOutset: Double { 2 }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let canvas = context.canvas
        let track = Color.tertiarySystemFill.resolved(in: environment)
        canvas.fill(Path(roundedRect: rect, cornerRadius: SegmentedControlMetrics.cornerRadius), with: track.paint(in: rect))
        guard count > 0 else { return }
        let width = rect.width / Double(count)
        let pixel = 1 / context.scale
        // Segments run from the leading edge: the cells' stack mirrors in a right-to-left layout
        // (the first segment on the right, as UIKit's segmented control and Apple's HIG, "Right
        // to left", flip controls that give items in a fixed order), so the track mirrors too.
        let rightToLeft = environment.layoutDirection == .rightToLeft
        /// The x of the leading edge of the segment at `index` (of the boundary before it).
        func leadingX(_ index: Int) -> Double {
            rightToLeft ? rect.maxX - width * Double(index) : rect.minX + width * Double(index)
        }
        for index in 1..<max(1, count) where index != selected && index - 1 != selected {
            let x = leadingX(index).rounded(toMultipleOf: pixel)
            let line = Rect(x: x - pixel / 2, y: rect.midY - SegmentedControlMetrics.separatorHeight / 2,
                            width: max(pixel, 1), height: SegmentedControlMetrics.separatorHeight)
            canvas.fill(Path(line), with: SegmentedControlMetrics.separator.resolved(in: environment).paint(in: line))
        }
        guard let selected, selected < count else { return }
        let inset = SegmentedControlMetrics.thumbInset
        let thumbMinX = rightToLeft ? leadingX(selected + 1) : leadingX(selected)
        let thumb = context.pixelAligned(Rect(x: thumbMinX + inset, y: rect.minY + inset,
                                              width: width - 2 * inset, height: rect.height - 2 * inset))
        // UIKit lifts the selected segment with a soft shadow and a faint outline.
        let shadow = thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5)
        canvas.fill(Path(roundedRect: shadow, cornerRadius: SegmentedControlMetrics.thumbCornerRadius + 0.5),
                    with: .solid(RGBAColor(red8: 0, green: 0, blue: 0, alpha: 18)))
        canvas.fill(Path(roundedRect: thumb, cornerRadius: SegmentedControlMetrics.thumbCornerRadius),
                    with: SegmentedControlMetrics.thumb.resolved(in: environment).paint(in: thumb))
    }
}

extension Double {
    /// The value rounded to the nearest multiple of `step`.
    func rounded(toMultipleOf step: Double) -> Double { (self / step).rounded() * step }
}
