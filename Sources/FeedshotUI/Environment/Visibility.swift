/// Whether something the system draws is shown: SwiftUI's `Visibility` (list row separators,
/// bar backgrounds).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The edges of a list row a separator setting applies to: SwiftUI's `VerticalEdge.Set`.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
