import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// `fontDesign`, `fontWidth`, `monospacedDigit`, `monospaced`, `tracking` and `kerning` reach the
/// font a text is set in, from the text itself or from the views around it, the text's own
/// winning; and they change the text's measured width.
@Suite struct FontTraitsTests {
    /// The resolved font of the text inside the view named `id`.
    private func font<V: View>(_ view: V) -> String? {
        layout(view.id("t")).first(id: "t")?.first(kind: "Text")?[property: "font"]
    }

    @Test func traitsOnAViewReachTheTextsInside() {
        #expect(font(Text("9:41").monospacedDigit()) == "Inter 17pt regular tabular digits")
        #expect(font(VStack { Text("9:41") }.monospacedDigit()) == "Inter 17pt regular tabular digits")
        #expect(font(VStack { Text("A") }.tracking(2)) == "Inter 17pt regular tracking 2")
        #expect(font(VStack { Text("A") }.kerning(-1)) == "Inter 17pt regular kerning -1")
        #expect(font(VStack { Text("A") }.fontDesign(.rounded)) == "Inter 17pt regular design rounded")
        #expect(font(VStack { Text("A") }.fontWidth(.condensed)) == "Inter 17pt regular width -0.2")
        #expect(font(VStack { Text("A") }.monospaced()) == "Inter 17pt regular design monospaced")
        #expect(font(VStack { Text("A") }.monospaced(false)) == "Inter 17pt regular")
    }

    @Test func aTextsOwnTraitWinsOverItsSurroundings() {
        #expect(font(VStack { Text("A").tracking(1) }.tracking(4)) == "Inter 17pt regular tracking 1")
        #expect(font(VStack { Text("A").fontDesign(.serif) }.fontDesign(.rounded)) == "Inter 17pt regular design serif")
        // The innermost modifier on views wins, as with every environment value.
        #expect(font(VStack { Text("A") }.tracking(1).tracking(4)) == "Inter 17pt regular tracking 1")
        // A font's own design stays unless a trait replaces it.
        #expect(font(Text("A").font(.system(size: 20, design: .serif))) == "Inter 20pt regular design serif")
        #expect(font(Text("A").font(.system(.title, design: .rounded, weight: .bold)))
            == "Inter 28pt bold design rounded")
    }

    @Test func trackingWidensATextByItsPointsPerCharacter() throws {
        let fonts = try FontCollection.bundled()
        let plain = TextLayout("Launch", font: .body, collection: fonts).size.width
        let frame = try #require(layout(Text("Launch").tracking(5).id("t")).first(id: "t")?.frame)
        // 30 points more, rounded up to the 1/3-point pixel grid at 3x.
        #expect(frame.width == ((plain + 30) * 3 - 1e-9).rounded(.up) / 3)
    }

    @Test func concatenatedPiecesKeepTheirOwnTraits() throws {
        let fonts = try FontCollection.bundled()
        func width(_ string: String, _ font: Font) -> Double {
            TextLayout(string, font: font, collection: fonts).size.width
        }
        // Two runs: "AB" plain, "CD" with 2 points after each of its two letters.
        let frame = try #require(layout((Text("AB") + Text("CD").tracking(2)).id("t")).first(id: "t")?.frame)
        let expected = width("AB", .body) + width("CD", .body) + 4
        #expect(frame.width == (expected * 3 - 1e-9).rounded(.up) / 3)
        // A plain concatenation with a trait on the whole is one run in the traited font.
        #expect(font((Text("T-") + Text("10")).monospacedDigit()) == "Inter 17pt regular tabular digits")
    }
}
