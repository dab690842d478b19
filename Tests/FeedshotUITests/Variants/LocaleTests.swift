import Foundation
import Testing
@testable import FeedshotUI

/// The environment's locale formats dates where they are shown.
@Suite struct LocaleTests {
    private static let landing = Date(timeIntervalSince1970: -14_182_940) // 1969-07-20 20:17:40 UTC

    private func text<V: View>(_ view: V) -> String? {
        layout(view).first(kind: "Text")?[property: "text"]
    }

    @Test func theDefaultLocaleIsUSEnglishWhateverTheMachine() {
        #expect(EnvironmentValues().locale.identifier == "en_US")
        #expect(text(Text(Self.landing, style: .date)) == "\"July 20, 1969\"")
        #expect(text(Text(Self.landing, style: .time)) == "\"8:17 PM\"")
    }

    @Test func otherLocalesNameMonthsTheirWay() {
        let arabic = text(Text(Self.landing, style: .date).environment(\.locale, Locale(identifier: "ar")))
        #expect(arabic?.contains("يوليو") == true, "\(arabic ?? "nil")")
        let german = text(Text(Self.landing, style: .date).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german == "\"20. Juli 1969\"")
    }

    @Test func aVariantCarriesItsLocale() {
        var environment = EnvironmentValues()
        SnapshotVariant.locale("ar").apply(to: &environment)
        #expect(environment.locale.identifier == "ar")
    }
}
