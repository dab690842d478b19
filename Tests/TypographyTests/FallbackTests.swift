import Testing
@testable import Typography

@Suite struct FallbackTests {
    /// U+1D00 LATIN LETTER SMALL CAPITAL A (an IPA letter Inter 4.0 lacks) and a CJK ideograph.
    static let uncovered: [Unicode.Scalar] = ["\u{1D00}", "\u{4E2D}"]

    @Test func characterMissingFromInterIsReportedAndStillDrawn() throws {
        let collection = try Fixtures.collection()
        for scalar in FallbackTests.uncovered {
            #expect(!collection.face(for: .body).covers(scalar))
            let layout = TextLayout("a\(Character(scalar))b", font: .body, collection: collection)
            let reported = layout.coverage.fallbackScalars + layout.coverage.missing
            #expect(reported == [scalar], "\(layout.coverage)")
            #expect(layout.lines[0].glyphs.count == 3)
            // Whatever drew it has a width: a fallback glyph or the .notdef box.
            #expect(layout.size.width > TextLayout("ab", font: .body, collection: collection).size.width)
            if let fallback = layout.coverage.fallbacks.first {
                let face = try #require(layout.lines[0].glyphs.map(\.face).first { $0.path == fallback.path })
                #expect(face.covers(scalar))
            }
        }
    }

    @Test func withoutSystemFallbackMissingCharactersBecomeNotdefBoxes() throws {
        let collection = try Fixtures.isolatedCollection()
        let layout = TextLayout("x\u{1D00}\u{4E2D}🚀y", font: .body, collection: collection)
        #expect(layout.coverage.missing == ["\u{1D00}", "\u{4E2D}"])
        // The rocket comes from the bundled colour emoji face, the last one in the chain.
        #expect(layout.coverage.fallbacks.map(\.scalar) == ["🚀"])
        let ids = layout.lines[0].glyphs.map(\.id)
        #expect(ids.count == 5)
        #expect(ids[1] == 0 && ids[2] == 0 && ids[3] != 0)
        #expect(!layout.coverage.isComplete)
        #expect(layout.coverage.description.contains("U+1D00"))
    }

    @Test func invisibleCharactersNeedNoGlyphAndAreNotReported() throws {
        let layout = TextLayout("18\u{200B}1\u{2044}2 a\u{200D}b\u{FE0F}", font: .body,
                                collection: try Fixtures.isolatedCollection())
        #expect(layout.coverage.isComplete, "\(layout.coverage)")
    }

    @Test func emojiUseAColourFontWhenInstalledElseAreReported() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("Liftoff 🚀", font: .body, collection: collection)
        if let fallback = layout.coverage.fallbacks.first(where: { $0.scalar == "🚀" }) {
            let face = try #require(layout.lines[0].glyphs.map(\.face).first { $0.path == fallback.path })
            #expect(face.covers("🚀"))
        } else {
            #expect(layout.coverage.missing == ["🚀"])
        }
    }

    @Test func fallbackFacesAreLoadedOnce() throws {
        let collection = try Fixtures.collection()
        let first = TextLayout("\u{1D00}", font: .body, collection: collection)
        let second = TextLayout("x \u{1D00}", font: .body, collection: collection)
        let faces = (first.lines + second.lines).flatMap(\.glyphs).map(\.face).filter { $0.covers("\u{1D00}") }
        #expect(Set(faces.map(ObjectIdentifier.init)).count <= 1)
    }
}
