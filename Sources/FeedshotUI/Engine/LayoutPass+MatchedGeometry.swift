import Geometry

// Matched geometry in layout: a member of a group that is not its source (`isSource: false`)
// takes the source's frame, as in SwiftUI, where a selection capsule in a background follows
// the tab that is its group's source. The source's frame is only known once it is placed, so a
// tree with such members is placed twice: once to find the sources, then again with each member
// proposed the source's size and put at its position (the parent's layout is not changed, as
// SwiftUI's effect leaves it). In a live host the member's frame then changes when the group's
// source does, and the animator moves it there like any frame change.
extension LayoutPass {
    /// Places the tree rooted at `root` (see ``place(_:at:proposal:)``), a second time when it has
    /// members of a matched-geometry group that take their source's frame.
    func placeRoot(_ root: ViewNode, at origin: Point, proposal: ProposedViewSize) {
        place(root, at: origin, proposal: proposal)
        var sources: [MatchedGeometryKey: Rect] = [:]
        var followers = false
        root.collectMatchedGeometry(sources: &sources, followers: &followers)
        guard followers, !sources.isEmpty else { return }
        matchedSources = sources
        defer { matchedSources = [:] }
        place(root, at: origin, proposal: proposal)
    }

    /// Where a member of a group that follows `source` goes: proposed the source's size when
    /// `properties` has `.size`; with `.position`, its `anchor` on the source's `anchor`.
    func matchedPlacement(of node: ViewNode, match: MatchedGeometry, source: Rect, origin: Point,
                          proposal: ProposedViewSize) -> (Point, ProposedViewSize) {
        let proposal = match.properties.contains(.size) ? ProposedViewSize(source.size) : proposal
        guard match.properties.contains(.position) else { return (origin, proposal) }
        let size = self.size(of: node, proposal: proposal)
        let target = match.anchor.point(in: source)
        return (Point(x: target.x - match.anchor.x * size.width, y: target.y - match.anchor.y * size.height), proposal)
    }
}

extension ViewNode {
    /// The frames of the sources of matched-geometry groups in the subtree (the first of a
    /// group's sources, depth first, when several claim it, as SwiftUI leaves that undefined),
    /// and whether the subtree has members that follow a source.
    func collectMatchedGeometry(sources: inout [MatchedGeometryKey: Rect], followers: inout Bool) {
        if let matchedGeometry, isPlaced {
            if matchedGeometry.isSource {
                if sources[matchedGeometry.key] == nil { sources[matchedGeometry.key] = frame }
            } else {
                followers = true
            }
        }
        for child in children { child.collectMatchedGeometry(sources: &sources, followers: &followers) }
    }
}
