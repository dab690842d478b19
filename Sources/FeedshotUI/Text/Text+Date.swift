import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date, e.g. "July 20, 1969".
        public static let date = DateStyle(kind: .date)
        /// The time, e.g. "8:17 PM".
        public static let time = DateStyle(kind: .time)
        /// The time between the date and now in the two largest units, e.g. "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now in the largest unit, e.g. "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch reading of the time between the date and now, e.g. "2:05:00" or "5:07".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in `style`: SwiftUI's `Text(_:style:)`.
    ///
    /// A render must not depend on the machine it runs on, so Feedshot formats in the
    /// environment's ``EnvironmentValues/locale`` (US English unless set, never the machine's),
    /// in its ``EnvironmentValues/timeZone`` (UTC unless set), and measures `.relative`,
    /// `.offset` and `.timer` from its ``EnvironmentValues/renderDate``, not the clock. US English
    /// is written out by Feedshot itself (the same text on every Foundation version); dates and
    /// times in other locales go through Foundation's `DateFormatter` (long date, short time), so
    /// `Locale(identifier: "ar")` shows Arabic month names and digits. `.relative` and `.offset` go
    /// through Foundation's `Duration.UnitsFormatStyle` ("2 Stunden und 5 Minuten") unless they
    /// show years or months, which stay in English (Linux's Foundation has no
    /// `DateComponentsFormatter`); `.timer` is digits in every locale. The text is formatted when
    /// the view is laid out, so it reads the environment where it sits.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        self.dateStyle = DatedText(date: date, style: style)
    }
}

/// The date and style of a `Text(_:style:)`, formatted when the text is resolved.
struct DatedText: Equatable, Sendable {
    let date: Date
    let style: Text.DateStyle

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

    /// The text as shown in `environment`.
    func string(in environment: EnvironmentValues) -> String {
        // Dates, times and durations follow the locale (US English is written out here, the same
        // on every Foundation version).
        let locale = environment.locale
        let isUSEnglish = locale.language.languageCode?.identifier == "en"
            && [nil, "US"].contains(locale.region?.identifier)
        if !isUSEnglish, style.kind == .date || style.kind == .time {
            return localizedString(in: environment)
        }
        if !isUSEnglish, style.kind == .relative || style.kind == .offset,
           let localized = localizedDuration(in: environment) {
            return localized
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        switch style.kind {
        case .date:
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let month = DatedText.months[max(1, min(12, parts.month ?? 1)) - 1]
            return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
        case .time:
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            let hour = parts.hour ?? 0, minute = parts.minute ?? 0
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        case .relative:
            let units = DatedText.units(between: environment.renderDate, and: date, calendar: calendar)
            let shown = units.filter { $0.value != 0 }.prefix(2)
            guard !shown.isEmpty else { return "0 seconds" }
            return shown.map { DatedText.phrase(abs($0.value), $0.name) }.joined(separator: ", ")
        case .offset:
            let seconds = date.timeIntervalSince(environment.renderDate)
            let units = DatedText.units(between: environment.renderDate, and: date, calendar: calendar)
            guard let first = units.first(where: { $0.value != 0 }) else { return "+0 seconds" }
            return (seconds < 0 ? "-" : "+") + DatedText.phrase(abs(first.value), first.name)
        case .timer:
            let total = Int(abs(date.timeIntervalSince(environment.renderDate)).rounded(.down))
            let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
        }
    }

    /// A date or a time in a locale other than US English, through Foundation's `DateFormatter`
    /// (long date, short time).
    private func localizedString(in environment: EnvironmentValues) -> String {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = calendar
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = style.kind == .date ? .long : .none
        formatter.timeStyle = style.kind == .time ? .short : .none
        return formatter.string(from: date)
    }

    /// `.relative` or `.offset` in a locale other than US English, through Foundation's
    /// `Duration.UnitsFormatStyle` ("2 Stunden und 5 Minuten", "+2 Stunden"); nil when a year
    /// or a month is to be shown, which durations cannot name (Linux's Foundation has no
    /// `DateComponentsFormatter`): those stay in English.
    private func localizedDuration(in environment: EnvironmentValues) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let units = DatedText.units(between: environment.renderDate, and: date, calendar: calendar)
        let shown = units.filter { $0.value != 0 }.prefix(style.kind == .relative ? 2 : 1)
        let durationUnits: [String: (Duration.UnitsFormatStyle.Unit, Int64)] = [
            "week": (.weeks, 604_800), "day": (.days, 86_400), "hour": (.hours, 3_600), "minute": (.minutes, 60),
            "second": (.seconds, 1),
        ]
        var allowed = Set<Duration.UnitsFormatStyle.Unit>(), seconds: Int64 = 0
        for unit in shown {
            guard let (durationUnit, length) = durationUnits[unit.name] else { return nil }
            allowed.insert(durationUnit)
            seconds += Int64(abs(unit.value)) * length
        }
        if allowed.isEmpty { allowed = [.seconds] }
        let text = Duration.seconds(seconds)
            .formatted(.units(allowed: allowed, width: .wide).locale(environment.formattingLocale))
        guard style.kind == .offset else { return text }
        return (date.timeIntervalSince(environment.renderDate) < 0 ? "-" : "+") + text
    }

    /// Calendar units from `start` to `end`, largest first (signed).
    private static func units(between start: Date, and end: Date,
                              calendar: Calendar) -> [(name: String, value: Int)] {
        let (from, to) = start <= end ? (start, end) : (end, start)
        let parts = calendar.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second],
                                            from: from, to: to)
        return [("year", parts.year ?? 0), ("month", parts.month ?? 0), ("week", parts.weekOfMonth ?? 0),
                ("day", parts.day ?? 0), ("hour", parts.hour ?? 0), ("minute", parts.minute ?? 0),
                ("second", parts.second ?? 0)]
    }

    private static func phrase(_ value: Int, _ unit: String) -> String {
        "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
}

private struct RenderDateKey: EnvironmentKey {
    static let defaultValue = Date(timeIntervalSinceReferenceDate: 0)
}

extension EnvironmentValues {
    /// The time zone dates are shown in (UTC unless set, so renders do not depend on the machine).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// "Now" for the frame being rendered: what relative dates and timers measure from. Fixed
    /// (2001-01-01 00:00 UTC) unless set, because a render must not read the clock.
    public var renderDate: Date {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }
}
