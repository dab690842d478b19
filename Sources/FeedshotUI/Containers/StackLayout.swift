import Geometry

/// The algorithm shared by `HStack` and `VStack` (one axis is the other flipped), as SwiftUI
/// implements it:
///
/// 1. Spacing between adjacent children is fixed first (uniform, or each pair's
///    ``ViewSpacing`` preference) and taken off the proposed length.
/// 2. With a concrete proposal along the stack's axis, children are ordered by layout priority
///    (highest first), then by flexibility: the difference between the lengths they answer to
///    a zero and an infinite proposal. Finite flexibility comes before infinite, smaller before
///    larger; between two infinitely flexible children the one with the larger minimum goes
///    first; ties keep source order.
/// 3. Priority groups are sized in turn. The first group may use everything except the minimum
///    lengths of all lower-priority children; each later group gets what is left plus its own
///    minimums back. Within a group, each child is offered an equal share of what remains
///    (never less than zero) and the length it answers is taken off.
/// 4. Without a concrete proposal (`nil`, "ideal") each child is asked for its ideal length.
/// 5. Children are lined up in source order; across the axis they are aligned on the stack's
///    alignment guide, and the stack is as thick as the aligned children span (the guide line
///    itself always lies within the stack).
///
/// When placing, a stack proposed `nil` across its axis offers its children its own thickness
/// instead, so that a `Divider` or a `Color` in a `fixedSize()` stack spans the widest sibling.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    /// What one resolution of the children produced.
    struct Resolution {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
        /// Child origins relative to the stack's top-leading corner.
        var origins: [Point]
        var size: Size
    }

    /// Cached per stack for one layout pass.
    struct Cache {
        var distances: [Double] = []
        var totalSpacing: Double = 0
        /// The last resolution, for the proposal and container size it was made under (children
        /// inside a `containerRelativeFrame` answer differently in another container).
        var lastProposal: ProposedViewSize?
        var lastContainer: Size?
        var lastResolution: Resolution?
        /// Minimum and maximum lengths along the axis, for the cross proposal and container they
        /// were measured under.
        var ranges: [(min: Double, max: Double)] = []
        var rangesCross: Double??
        var rangesContainer: Size?
    }

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        cache.distances = subviews.indices.map { index in
            guard index > 0 else { return 0 }
            if let spacing { return spacing }
            return subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
        cache.totalSpacing = cache.distances.reduce(0, +)
        return cache
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var result = ViewSpacing()
        let leading: Edge = axis == .horizontal ? .leading : .top
        let trailing: Edge = axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for (index, subview) in subviews.enumerated() {
            var edges = across
            if index == 0 { edges.insert(Edge.Set(leading)) }
            if index == subviews.count - 1 { edges.insert(Edge.Set(trailing)) }
            result.formUnion(subview.spacing, edges: edges)
        }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        resolve(proposal, subviews: subviews, cache: &cache).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        let across = axis.perpendicular
        var placing = proposal
        if placing[across] == nil { placing[across] = bounds.size.value(along: across) }
        let resolution = resolve(placing, subviews: subviews, cache: &cache)
        for (index, subview) in subviews.enumerated() {
            let origin = resolution.origins[index]
            subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          proposal: resolution.proposals[index])
        }
    }

    // MARK: Resolution

    private func resolve(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Resolution {
        let container = subviews.pass.containerSize
        if cache.lastProposal == proposal, cache.lastContainer == container, let resolution = cache.lastResolution {
            return resolution
        }
        let across = axis.perpendicular
        var proposals = [ProposedViewSize](repeating: proposal, count: subviews.count)
        var sizes = [Size](repeating: .zero, count: subviews.count)
        if let length = proposal[axis] {
            distribute(length, across: proposal[across], subviews: subviews, cache: &cache,
                       proposals: &proposals, sizes: &sizes)
        } else {
            for index in subviews.indices {
                proposals[index] = ProposedViewSize(nil, along: axis, across: proposal[across])
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
            }
        }
        // Line the children up along the axis and align them across it.
        var guides = [Double](repeating: 0, count: subviews.count)
        var low = 0.0, high = 0.0
        for index in subviews.indices {
            guides[index] = subviews[index].guide(alignment, proposal: proposals[index])
            let start = -guides[index]
            low = Swift.min(low, start)
            high = Swift.max(high, start + sizes[index].value(along: across))
        }
        var offset = 0.0
        var origins = [Point]()
        origins.reserveCapacity(subviews.count)
        for index in subviews.indices {
            offset += cache.distances[index]
            origins.append(Point(offset, along: axis, across: -guides[index] - low))
            offset += sizes[index].value(along: axis)
        }
        let resolution = Resolution(proposals: proposals, sizes: sizes, origins: origins,
                                    size: Size(offset, along: axis, across: high - low))
        cache.lastProposal = proposal
        cache.lastContainer = container
        cache.lastResolution = resolution
        return resolution
    }

    /// Hands out `length` along the axis by priority and flexibility (steps 2 and 3).
    private func distribute(_ length: Double, across: Double?, subviews: LayoutSubviews, cache: inout Cache,
                            proposals: inout [ProposedViewSize], sizes: inout [Size]) {
        let ranges = lengthRanges(across: across, subviews: subviews, cache: &cache)
        let order = subviews.indices.sorted { lhs, rhs in
            let lhsPriority = subviews[lhs].priority, rhsPriority = subviews[rhs].priority
            if lhsPriority != rhsPriority { return lhsPriority > rhsPriority }
            let lhsFlexibility = ranges[lhs].max - ranges[lhs].min
            let rhsFlexibility = ranges[rhs].max - ranges[rhs].min
            if lhsFlexibility.isFinite != rhsFlexibility.isFinite { return lhsFlexibility.isFinite }
            if lhsFlexibility.isFinite, lhsFlexibility != rhsFlexibility { return lhsFlexibility < rhsFlexibility }
            if !lhsFlexibility.isFinite, ranges[lhs].min != ranges[rhs].min { return ranges[lhs].min > ranges[rhs].min }
            return lhs < rhs
        }
        var remaining = length - cache.totalSpacing
        var groupStart = 0
        while groupStart < order.count {
            let priority = subviews[order[groupStart]].priority
            var groupEnd = groupStart + 1
            while groupEnd < order.count, subviews[order[groupEnd]].priority == priority { groupEnd += 1 }
            if groupStart == 0 {
                remaining -= order[groupEnd...].reduce(0) { $0 + ranges[$1].min }
            } else {
                remaining += order[groupStart..<groupEnd].reduce(0) { $0 + ranges[$1].min }
            }
            var unsized = Double(groupEnd - groupStart)
            for index in order[groupStart..<groupEnd] {
                let share = Swift.max(0, remaining / unsized)
                proposals[index] = ProposedViewSize(share, along: axis, across: across)
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
                let taken = sizes[index].value(along: axis)
                if !(remaining - taken).isNaN { remaining -= taken }
                unsized -= 1
            }
            groupStart = groupEnd
        }
    }

    /// Each child's length for a zero and an infinite proposal along the axis.
    private func lengthRanges(across: Double?, subviews: LayoutSubviews,
                              cache: inout Cache) -> [(min: Double, max: Double)] {
        let container = subviews.pass.containerSize
        if let cached = cache.rangesCross, cached == across, cache.rangesContainer == container,
           cache.ranges.count == subviews.count {
            return cache.ranges
        }
        let ranges = subviews.map { subview in
            (min: subview.sizeThatFits(ProposedViewSize(0, along: axis, across: across)).value(along: axis),
             max: subview.sizeThatFits(ProposedViewSize(.infinity, along: axis, across: across)).value(along: axis))
        }
        cache.ranges = ranges
        cache.rangesCross = .some(across)
        cache.rangesContainer = container
        return ranges
    }
}
