import Foundation
import Geometry
import Testing
@testable import FeedshotUI

@Suite struct SnapshotVariantTests {
    @Test func presetsChangeWhatTheyName() {
        var environment = EnvironmentValues()
        SnapshotVariant.dark.apply(to: &environment)
        SnapshotVariant.accessibility5.apply(to: &environment)
        SnapshotVariant.rightToLeft.apply(to: &environment)
        #expect(environment.colorScheme == .dark)
        #expect(environment.dynamicTypeSize == .accessibility5)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(SnapshotVariant.landscape.device(for: .iPhone14) == .iPhone14.landscape)
        #expect(SnapshotVariant.iPad.device(for: .iPhone14) == .iPadPro11)
        #expect(SnapshotVariant.dark.device(for: .iPhoneSE) == .iPhoneSE)
        #expect([SnapshotVariant].standard.map(\.name) == ["dark", "accessibility5", "rtl", "landscape", "ipad"])
    }

    @Test func combiningKeepsBothChangesAndNames() {
        let both = SnapshotVariant.iPad + .landscape + .dark
        #expect(both.name == "ipad+landscape+dark")
        #expect(both.device(for: .iPhone14) == .iPadPro11.landscape)
        #expect(both.colorScheme == .dark)
    }

    @Test(arguments: [("dark", "dark"), ("RTL", "rtl"), ("right-to-left", "rtl"), ("ax5", "accessibility5"),
                      ("accessibility3", "accessibility3"), ("xSmall", "xSmall"), ("landscape", "landscape"),
                      ("iPad", "ipad"), ("ipadmini", "ipadmini"), ("iPhone SE", "iphonese"),
                      ("dark+rtl", "dark+rtl"), ("locale-ar_EG", "locale-ar_EG"), ("default", "default")])
    func namesParse(text: String, name: String) throws {
        #expect(try SnapshotVariant(parsing: text).name == name)
    }

    @Test func listsParseInOrderWithoutDuplicates() throws {
        let variants = try SnapshotVariant.list(parsing: "dark, rtl,ax5,dark,landscape,ipad")
        #expect(variants.map(\.name) == ["dark", "rtl", "accessibility5", "landscape", "ipad"])
        #expect(Set(variants) == Set([SnapshotVariant].standard))
        #expect(try SnapshotVariant(parsing: "locale-ar").locale == Locale(identifier: "ar"))
    }

    @Test func unknownNamesAreReportedWithTheKnownOnes() {
        #expect(throws: VariantError.self) { try SnapshotVariant(parsing: "sepia") }
        #expect(throws: VariantError.emptyName(list: "dark,,rtl")) { try SnapshotVariant.list(parsing: "dark,,rtl") }
        do {
            _ = try SnapshotVariant(parsing: "dark+sepia")
            Issue.record("sepia parsed")
        } catch {
            #expect("\(error)".contains("\"sepia\"") && "\(error)".contains("ax5"))
        }
    }

    @Test func aRendererInAVariantRendersItsDevice() {
        let renderer = Renderer(scale: 1)
        let bitmap = renderer.render(Color.red, on: .iPhone14, in: .landscape)
        #expect(bitmap.width == 844 && bitmap.height == 390)
        let pad = renderer.applying(.iPad)
        #expect(pad.environment.horizontalSizeClass == .regular)
    }
}
