/// A view rebuilt on a schedule: SwiftUI's `TimelineView`. A render is one moment, so the
/// content is built once, for the environment's ``EnvironmentValues/renderDate`` (never the
/// clock): `TimelineView(.periodic(from: start, by: 1)) { context in Text(context.date, style: .time) }`
/// shows the render date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: @Sendable (Context) -> Content
    @Environment(\.renderDate) private var date

    /// What the content is built from. A typealias of a non-generic type, as in SwiftUI, so that
    /// `TimelineView(.everyMinute) { context in … }` can infer `Content` from the closure.
    public typealias Context = TimelineViewDefaultContext

    /// A timeline view updating on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping @Sendable (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: date, cadence: .live))
    }
}

/// What a ``TimelineView``'s content is built from: SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext: Sendable {
    /// The moment the content shows.
    public let date: Date
    /// How often the view updates: a still is always `.live`.
    public let cadence: Cadence

    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a ``TimelineView`` updates: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule: Sendable {}

/// Updates at a fixed interval.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Updates every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Every minute.
    public init() {}
}

/// Updates as fast as animations do.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// At most every `minimumInterval` seconds, unless paused.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Updates at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence & Sendable>: TimelineSchedule where Entries.Element == Date {
    /// At each of `dates`.
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As fast as animations update.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As fast as animations update, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence & Sendable>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
