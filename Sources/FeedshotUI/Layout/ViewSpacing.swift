/// A view's preferred spacing to its neighbours, edge by edge: SwiftUI's `ViewSpacing`.
///
/// Stacks with `spacing: nil` ask each pair of adjacent children for the distance between them.
/// An edge either states a preference or leaves it to the system. Between two edges, the larger
/// stated preference wins; when neither edge states one, the distance is
/// ``ViewSpacing/defaultSpacing`` (8 points, SwiftUI's value on iOS).
///
/// SwiftUI refines the default by view kind (for example between lines of text); Feedshot keeps
/// the single default and the one refinement that changes layouts visibly: a `Spacer` states
/// zero along its stack's axis, so nothing is added next to a spacer (its own `minLength`, 8 by
/// default, keeps neighbours apart instead). This matches SwiftUI's spacer, which reports zero
/// spacing on the edges along its axis.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The distance between views whose facing edges state no preference.
    public static let defaultSpacing: Double = 8

    /// Preferences for the top, leading, bottom and trailing edges; `nil` means "system default".
    var edges: [Double?]

    /// A spacing that states no preference on any edge (the system default applies).
    public init() {
        edges = [nil, nil, nil, nil]
    }

    /// A spacing that prefers zero distance on every edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    init(edges: [Double?]) {
        self.edges = edges
    }

    /// A spacing preferring `value` on `edges` and stating nothing elsewhere.
    init(_ value: Double, on edges: Edge.Set) {
        self.init()
        for edge in Edge.allCases where edges.contains(edge) { self.edges[Int(edge.rawValue)] = value }
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let trailing = edges[Int((axis == .horizontal ? Edge.trailing : Edge.bottom).rawValue)]
        let leading = next.edges[Int((axis == .horizontal ? Edge.leading : Edge.top).rawValue)]
        switch (trailing, leading) {
        case (nil, nil): return ViewSpacing.defaultSpacing
        case let (value?, nil), let (nil, value?): return value
        case let (a?, b?): return Swift.max(a, b)
        }
    }

    /// Merges `other`'s preferences on `edges` into this spacing, keeping the larger of two
    /// stated values.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(edge) {
            let index = Int(edge.rawValue)
            switch (self.edges[index], other.edges[index]) {
            case (nil, let value): self.edges[index] = value
            case let (a?, b?): self.edges[index] = Swift.max(a, b)
            case (_?, nil): break
            }
        }
    }

    /// This spacing merged with `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    public var description: String {
        let names = ["top", "leading", "bottom", "trailing"]
        let parts = zip(names, edges).compactMap { name, value in value.map { "\(name): \($0)" } }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}
