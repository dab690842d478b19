// Pull to refresh and haptics: a still frame neither refreshes nor vibrates. The modifiers compile
// and return the view unchanged; their closures are never called.

/// A haptic or sound played on a change: SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Something started.
    public static let start = SensoryFeedback(name: "start")
    /// Something stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight))")
    }

    /// An impact of a material's flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility))")
    }

    /// How heavy an impact feels.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    /// How flexible the impacting material feels.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

extension View {
    /// Marks the view as refreshable by pulling down (never refreshed in a still render).
    public func refreshable(action: () async -> Void) -> Self { self }

    /// Plays `feedback` when `trigger` changes (never, in a still render).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// Plays `feedback` when `condition` says so on a change of `trigger` (never, in a still render).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: (_ oldValue: T, _ newValue: T) -> Bool) -> Self { self }
}
