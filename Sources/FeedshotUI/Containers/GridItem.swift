/// The description of one column of a `LazyVGrid` (or row of a `LazyHGrid`): SwiftUI's
/// `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How a column's width is decided.
    public enum Size: Hashable, Sendable {
        /// One column of exactly this width.
        case fixed(Double)
        /// One column sharing the space left by fixed columns equally with the other flexible
        /// and adaptive items, clamped to `minimum…maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` as fit in the space a flexible item would get,
        /// widened equally to fill it (up to `maximum`).
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How the column's width is decided.
    public var size: Size
    /// The space after this column (between its adaptive sub-columns too), or `nil` for 8
    /// points.
    public var spacing: Double?
    /// How cells are aligned in their cell rectangles (`nil`: the grid's alignment across, and
    /// centred along).
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public static func == (lhs: GridItem, rhs: GridItem) -> Bool {
        lhs.size == rhs.size && lhs.spacing == rhs.spacing
            && lhs.alignment?.horizontal == rhs.alignment?.horizontal
            && lhs.alignment?.vertical == rhs.alignment?.vertical
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(spacing)
    }
}

/// One resolved grid track (a column of a `LazyVGrid`, a row of a `LazyHGrid`).
struct GridTrack: Equatable {
    /// The track's length across the grid's flow.
    var length: Double
    /// The space after it.
    var spacing: Double
    /// The alignment of cells in it, if the item sets one.
    var alignment: Alignment?
}

extension Array where Element == GridItem {
    /// Resolves items into tracks for `available` points: fixed items take their size, then
    /// flexible and adaptive items share the rest equally (flexible ones clamped, with what
    /// clamping frees or takes shared among the others), and each adaptive item splits its share
    /// into as many tracks of at least its minimum as fit. `nil` (ideal) gives every flexible item
    /// its minimum and every adaptive item one track of its minimum.
    func resolveTracks(available: Double?) -> [GridTrack] {
        let spacings = map { $0.spacing ?? ViewSpacing.defaultSpacing }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var lengths = [Double?](repeating: nil, count: count)
        for (index, item) in enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = length
                remaining -= length
            }
        }
        // Share among flexible and adaptive items; clamp flexible ones, re-sharing until stable.
        var open = indices.filter { lengths[$0] == nil }
        while !open.isEmpty {
            let share = Swift.max(0, remaining / Double(open.count))
            var clamped = false
            for index in open {
                guard case let .flexible(minimum, maximum) = self[index].size else { continue }
                let length = available == nil ? minimum : Swift.min(Swift.max(share, minimum), maximum)
                if length != share || available == nil {
                    lengths[index] = length
                    remaining -= length
                    clamped = true
                }
            }
            open = open.filter { lengths[$0] == nil }
            if !clamped {
                for index in open { lengths[index] = share }
                open = []
            }
        }
        var tracks = [GridTrack]()
        for (index, item) in enumerated() {
            let length = lengths[index] ?? 0
            switch item.size {
            case .fixed, .flexible:
                tracks.append(GridTrack(length: length, spacing: spacings[index], alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let spacing = spacings[index]
                let fitting = available == nil ? 1 : Int(((length + spacing) / (minimum + spacing)).rounded(.down))
                let count = Swift.max(1, fitting)
                let each = available == nil ? minimum
                    : Swift.min(maximum, Swift.max(0, (length - spacing * Double(count - 1)) / Double(count)))
                for _ in 0..<count {
                    tracks.append(GridTrack(length: each, spacing: spacing, alignment: item.alignment))
                }
            }
        }
        return tracks
    }
}
