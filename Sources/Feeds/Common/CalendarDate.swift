import LocatedJSON
/// A calendar date as feeds write it (`"y-MM-dd"`, for example `"1969-07-16"`), formatted
/// without a locale database so that every machine prints the same text.
public struct CalendarDate: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// How a date is spelled on a card.
    public enum Style: String, Sendable, CaseIterable {
        /// "Jul 16, 1969" (SwiftUI's `.abbreviated` date style in en_US).
        case abbreviated
        /// "July 16, 1969" (`.long`).
        case long
        /// "1969-07-16".
        case numeric
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    /// Creates a date, validating the day against the month (leap years included).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `y-MM-dd` (the year may have any number of digits; month and day one or two).
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts[1].count <= 2, parts[2].count <= 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The date spelled in a style.
    public func formatted(_ style: Style) -> String {
        let name = CalendarDate.monthNames[month - 1]
        switch style {
        case .abbreviated: return "\(name.prefix(3)) \(day), \(year)"
        case .long: return "\(name) \(day), \(year)"
        case .numeric:
            let mm = month < 10 ? "0\(month)" : "\(month)", dd = day < 10 ? "0\(day)" : "\(day)"
            return "\(year)-\(mm)-\(dd)"
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var description: String { formatted(.numeric) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container,
                debugDescription: "\(MessageText.quoted(text)) is not a date in the form y-MM-dd (for example 1969-07-16)")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(formatted(.numeric))
    }
}
