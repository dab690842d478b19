import Foundation
import Testing
@testable import FeedshotUI

/// Numbers interpolated into a `Text` literal are printed with their type's default specifier in
/// the environment's locale, and relative dates follow the locale, as on iOS.
@Suite struct TextInterpolationLocaleTests {
    /// The text as laid out where `locale` applies.
    func shown(_ text: Text, in locale: Locale = Locale(identifier: "en_US")) -> String {
        var environment = EnvironmentValues()
        environment.locale = locale
        // Foundation separates a number from its unit with a no-break space in some locales.
        return text.runs(of: text.pieces ?? [text], in: environment).map(\.string).joined()
            .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    @Test func integersAreGroupedAndDoublesPrintSixDecimalsAsSwiftUIPrintsThem() {
        let year = 2021, distance = 3.14, count: Int32 = 7, small: UInt8 = 200, float: Float = 0.5
        #expect(shown(Text("Year \(year)")) == "Year 2,021")
        #expect(shown(Text("\(distance) km")) == "3.140000 km")
        #expect(shown(Text("\(count) of \(small), \(float)")) == "7 of 200, 0.500000")
        #expect(shown(Text("Launch \(String(year))")) == "Launch 2021")
    }

    @Test func theLocaleWhereTheTextIsShownPicksTheSeparators() {
        let german = Locale(identifier: "de_DE")
        #expect(shown(Text("Jahr \(2021)"), in: german) == "Jahr 2.021")
        #expect(shown(Text("\(3.14) km"), in: german) == "3,140000 km")
        #expect(shown(Text("\(3.14159, specifier: "%.1f") km/h"), in: german) == "3,1 km/h")
        #expect(shown(Text("\(3.14159, specifier: "%.1f") km/h")) == "3.1 km/h")
    }

    @Test func markdownAroundAnInterpolatedNumberStylesIt() {
        let text = Text("**\(12)** items, *\(1.5)*")
        #expect(text.pieces?.count == 3)
        #expect(text.pieces?[0].weight == .bold && text.pieces?[0].formatted != nil)
        #expect(text.pieces?[2].italic == true && text.pieces?[2].weight == nil && text.pieces?[2].formatted != nil)
        #expect(shown(text) == "12 items, 1.500000")
    }

    @Test func relativeDatesAndOffsetsFollowTheLocale() {
        let landing = Date(timeIntervalSince1970: -14_182_940)
        var environment = EnvironmentValues()
        environment.renderDate = landing.addingTimeInterval(2 * 3600 + 5 * 60 + 7)
        func string(_ style: Text.DateStyle, _ identifier: String, _ date: Date = landing) -> String {
            environment.locale = Locale(identifier: identifier)
            return DatedText(date: date, style: style).string(in: environment)
                .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
        }
        #expect(string(.relative, "en_US") == "2 hours, 5 minutes")
        #expect(string(.relative, "de_DE") == "2 Stunden und 5 Minuten")
        #expect(string(.offset, "de_DE") == "-2 Stunden")
        #expect(string(.offset, "fr_FR", environment.renderDate.addingTimeInterval(3 * 86_400)) == "+3 jours")
        #expect(string(.timer, "de_DE") == "2:05:07")
        // Years and months cannot be named by a duration: they stay in English.
        #expect(string(.relative, "de_DE", landing.addingTimeInterval(-400 * 86_400)) == "1 year, 1 month")
    }
}
