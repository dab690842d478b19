/// How the inside of a path is decided where its subpaths overlap or it crosses itself.
public enum FillRule: Hashable, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times (the default,
    /// SwiftUI's `eoFill: false`).
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times
    /// (SwiftUI's `eoFill: true`).
    case evenOdd
}
