/// Where a line cut short by the line limit elides text (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: Sendable, Hashable {
    /// "…" then the end of the paragraph: for paths and names whose ends matter.
    case head
    /// The line's start, "…", then the end of the paragraph.
    case middle
    /// The line's start then "…" (the default).
    case tail
}
