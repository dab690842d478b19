import Foundation

/// A control that chooses a date: SwiftUI's `DatePicker`, drawn at rest.
///
/// The default (`.compact`, iOS's default) is a row with the label at the leading edge and the
/// date and time, each in a rounded chip (the tertiary system fill, 6-point radius: inferred from
/// iOS 17 renderings), at the trailing edge; `.labelsHidden()` draws the chips alone. `.wheel`
/// draws the date or time on wheels (see ``WheelPickerMetrics``); `.graphical` draws as compact.
/// Dates are shown in the environment's time zone and locale.
public struct DatePicker<Label: View>: View {
    let date: Date
    let components: Components
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.datePickerStyle) private var style
    @Environment(\.self) private var environment

    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    /// A picker of `selection` showing `displayedComponents`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A picker of `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` from `range`'s lower bound on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` up to `range`'s upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        switch style {
        case .wheel:
            AnyView(DateWheels(date: date, components: components, environment: environment))
        case .compact:
            if labelsHidden {
                AnyView(chips)
            } else {
                AnyView(HStack {
                    label
                    Spacer(minLength: 8)
                    chips
                })
            }
        }
    }

    private var chips: some View {
        HStack(spacing: 6) {
            if components.contains(.date) { DateChip(text: DatePickerText.date(date, in: environment)) }
            if components.contains(.hourAndMinute) { DateChip(text: DatePickerText.time(date, in: environment)) }
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// A picker titled `titleKey` within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// A picker titled `titleKey` from `range`'s lower bound on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// A picker titled `titleKey` up to `range`'s upper bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }
}

/// The parts of a date a picker shows: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    /// Components from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}


/// How a date's parts read in a picker, in the environment's locale and time zone.
enum DatePickerText {
    private static func style(_ environment: EnvironmentValues) -> Date.FormatStyle {
        var style = Date.FormatStyle(locale: environment.formattingLocale, timeZone: environment.timeZone)
        style.calendar = Calendar(identifier: .gregorian)
        return style
    }

    /// "Jan 1, 2001".
    static func date(_ date: Date, in environment: EnvironmentValues) -> String {
        date.formatted(style(environment).month(.abbreviated).day().year())
    }

    /// "9:41 AM" (with a plain space: UIKit's narrow one is not in every font).
    static func time(_ date: Date, in environment: EnvironmentValues) -> String {
        date.formatted(style(environment).hour().minute()).replacingOccurrences(of: "\u{202F}", with: " ")
    }
}

/// One rounded chip of a compact date picker.
struct DateChip: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

/// A wheel date picker: month, day and year wheels, or hour, minute and AM/PM wheels.
struct DateWheels: View {
    let date: Date
    let components: DatePickerComponents
    let environment: EnvironmentValues

    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let columns: [WheelColumn]
        if components.contains(.date) && !components.contains(.hourAndMinute) {
            let symbols = calendar.monthSymbols
            columns = [WheelColumn(values: symbols, selected: (parts.month ?? 1) - 1),
                       WheelColumn(values: (1...31).map(String.init), selected: (parts.day ?? 1) - 1),
                       WheelColumn(values: (1900...2100).map(String.init), selected: (parts.year ?? 2001) - 1900)]
        } else {
            let hour = parts.hour ?? 0
            columns = [WheelColumn(values: (1...12).map(String.init), selected: (hour + 11) % 12),
                       WheelColumn(values: (0...59).map { $0 < 10 ? "0\($0)" : "\($0)" }, selected: parts.minute ?? 0),
                       WheelColumn(values: ["AM", "PM"], selected: hour < 12 ? 0 : 1)]
        }
        return HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                Picker("", selection: .constant(columns[index].selected)) {
                    ForEach(columns[index].values.indices, id: \.self) { Text(verbatim: columns[index].values[$0]) }
                }
                .pickerStyle(.wheel)
            }
        }
    }
}

/// One wheel of a date picker: its values and the selected one.
struct WheelColumn: Sendable {
    let values: [String]
    let selected: Int
}

/// How date pickers look: SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

enum DatePickerStyleKind: Sendable { case compact, wheel }

protocol BuiltInDatePickerStyle: DatePickerStyle {
    var kind: DatePickerStyleKind { get }
}

/// The platform's default: compact on iOS (SwiftUI's `DefaultDatePickerStyle`).
public struct DefaultDatePickerStyle: BuiltInDatePickerStyle {
    /// The default style.
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// The date and time in chips that open a calendar: SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: BuiltInDatePickerStyle {
    /// The compact style.
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// Spinning wheels: SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: BuiltInDatePickerStyle {
    /// The wheel style.
    public init() {}
    var kind: DatePickerStyleKind { .wheel }
}

/// A calendar grid (Feedshot draws it as compact): SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: BuiltInDatePickerStyle {
    /// The graphical style.
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Chips.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn as compact).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.compact
}

extension EnvironmentValues {
    /// The style date pickers inside draw in.
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers inside the view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInDatePickerStyle)?.kind ?? .compact
        return environment(\.datePickerStyle, kind)
    }
}
