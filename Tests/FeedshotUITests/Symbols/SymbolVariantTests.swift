import Geometry
import Testing
@testable import FeedshotUI

/// `symbolVariant` draws the variant of a symbol its name and the variant make, falling back to
/// the nearest form the stand-in table has; `symbolRenderingMode` compiles and draws as
/// monochrome (the stand-ins have one layer).
@Suite struct SymbolVariantTests {
    /// The symbol name the image inside `view` resolved to.
    private func drawnName<V: View>(_ view: V) -> String? {
        layout(view.id("v")).first(id: "v")?.first(kind: "Image")?[property: "systemName"]
    }

    @Test func aVariantAddsItsPartsInSFSymbolsOrder() {
        #expect(SymbolVariants.fill.candidateNames(for: "star") == ["star.fill", "star"])
        #expect(SymbolVariants.circle.fill.candidateNames(for: "plus")
            == ["plus.circle.fill", "plus.fill", "plus.circle", "plus"])
        #expect(SymbolVariants.slash.fill.candidateNames(for: "bell").first == "bell.slash.fill")
        // Parts the name already has are not added twice.
        #expect(SymbolVariants.fill.candidateNames(for: "star.fill") == ["star.fill"])
        #expect(SymbolVariants.none.candidateNames(for: "star") == ["star"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func viewsInsideDrawTheVariantOrTheNearestFormThatExists() {
        #expect(drawnName(Image(systemName: "star").symbolVariant(.fill)) == "\"star.fill\"")
        #expect(drawnName(Image(systemName: "xmark").symbolVariant(.circle.fill)) == "\"xmark.circle.fill\"")
        // "heart.circle.fill" is not in the table: the filled heart is nearer than the circled one.
        #expect(drawnName(Image(systemName: "heart").symbolVariant(.circle.fill)) == "\"heart.fill\"")
        // "bell.slash.fill" is not either: the table's slashed bell.
        #expect(drawnName(Image(systemName: "bell").symbolVariant(.slash)) == "\"bell.slash\"")
        // Nested variants combine; `.none` clears them.
        #expect(drawnName(VStack { Image(systemName: "plus") }.symbolVariant(.fill).symbolVariant(.circle))
            == "\"plus.circle.fill\"")
        #expect(drawnName(VStack { Image(systemName: "star").symbolVariant(.none) }.symbolVariant(.fill))
            == "\"star\"")
    }

    @Test func inlineSymbolsInTextTakeTheVariantToo() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 80, height: 24)
        func text(_ name: String) -> Text { Text(Image(systemName: name)) + Text(" Saved") }
        let filled = renderer.render(text("star.fill"), size: size)
        #expect(filled != renderer.render(text("star"), size: size))
        #expect(renderer.render(text("star").symbolVariant(.fill), size: size) == filled)
        #expect(renderer.render(VStack { Text(Image(systemName: "star")) + Text(" Saved") }.symbolVariant(.fill),
                                size: size) == filled)
    }

    @Test func everyRenderingModeDrawsTheOneLayerAsMonochromeDoes() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 24, height: 24)
        let plain = renderer.render(Image(systemName: "heart.fill").foregroundStyle(Color.red), size: size)
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            let drawn = renderer.render(Image(systemName: "heart.fill").symbolRenderingMode(mode)
                .foregroundStyle(Color.red), size: size)
            #expect(drawn == plain)
            #expect(renderer.render(VStack { Image(systemName: "heart.fill") }.symbolRenderingMode(mode)
                .foregroundStyle(Color.red), size: size) == plain)
        }
    }
}
