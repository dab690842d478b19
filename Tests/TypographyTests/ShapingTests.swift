import CHarfBuzz
import Foundation
import Testing
@testable import Typography

/// Widths come from HarfBuzz's shaping at font-unit precision: an independent HarfBuzz shaping of
/// the same text must give the same width, and kerning must show.
@Suite struct ShapingTests {
    /// The advance width of `text` in points by shaping it with a HarfBuzz font made here from the
    /// font file (not through Typography's code).
    private func harfBuzzWidth(_ text: String, path: String, size: Double) throws -> Double {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { bytes -> Double in
            let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                      HB_MEMORY_MODE_READONLY, nil, nil)
            let face = hb_face_create(blob, 0)
            let font = hb_font_create(face)
            let upem = hb_face_get_upem(face)
            hb_font_set_scale(font, Int32(upem), Int32(upem))
            let buffer = hb_buffer_create()
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            var total = 0
            for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return Double(total) / Double(upem) * size
        }
    }

    @Test(arguments: ["Apollo 11", "July 16, 1969", "AVATAR Wave", "Virgil I. \"Gus\" Grissom", "office affinity"])
    func widthsAgreeWithHarfBuzz(text: String) throws {
        let collection = try Fixtures.collection()
        for font in [Font.body, .largeTitle.bold(), .caption.italic()] {
            let layout = TextLayout(text, font: font, collection: collection)
            let expected = try harfBuzzWidth(text, path: collection.face(for: font).path, size: font.size)
            #expect(abs(layout.size.width - expected) < 1e-9, "\(text) in \(font)")
        }
    }

    @Test func kerningChangesTheWidthOfAV() throws {
        let collection = try Fixtures.collection()
        let face = collection.face(for: .body)
        let a = try #require(face.glyph(for: "A")), v = try #require(face.glyph(for: "V"))
        let unkerned = Double(face.advance(ofGlyph: a) + face.advance(ofGlyph: v)) / 2816 * 17
        let kerned = TextLayout("AV", font: .body, collection: collection).size.width
        #expect(kerned < unkerned - 0.1, "AV \(kerned) vs \(unkerned)")
        // Separately, the letters add up to the unkerned width.
        let separate = TextLayout("A", font: .body, collection: collection).size.width
            + TextLayout("V", font: .body, collection: collection).size.width
        #expect(abs(separate - unkerned) < 1e-9)
    }

    @Test func widthsDoNotDependOnSizeBeyondScaling() throws {
        let collection = try Fixtures.collection()
        let small = TextLayout("Tranquility Base here", font: .system(size: 10), collection: collection).size.width
        let large = TextLayout("Tranquility Base here", font: .system(size: 51), collection: collection).size.width
        #expect(abs(large - small * 5.1) < 1e-9)
    }

    @Test func shapingIsCachedPerParagraphAndShared() throws {
        let collection = try FontCollection(directory: try FontCollection.locateFontsFolder(), systemFallback: false)
        _ = TextLayout("One paragraph\nAnother one", font: .body, collection: collection, maxWidth: 50)
        let first = collection.shapingCache.statistics
        #expect(first.count == 2)
        // Another size and width reuse the shaped paragraphs.
        _ = TextLayout("One paragraph\nAnother one", font: .title, collection: collection, maxWidth: 80)
        let second = collection.shapingCache.statistics
        #expect(second.count == 2)
        #expect(second.hits == first.hits + 2)
    }

    @Test func ligatureClustersStayWhole() throws {
        // Whatever ligatures the font forms, glyph clusters cover the text exactly once in order.
        let collection = try Fixtures.collection()
        let paragraph = collection.shapedParagraph("office fjord ffi -> != 1/2", font: .body)
        let clusters = paragraph.runs.flatMap { $0.glyphs.map(\.cluster) }
        #expect(clusters == clusters.sorted())
        #expect(paragraph.advances.count == paragraph.scalars.count)
        let perScalar: Double = paragraph.advances.reduce(0, +)
        let perGlyph: Double = paragraph.runs.flatMap(\.glyphs).map(\.advance).reduce(0, +)
        #expect(abs(perScalar - perGlyph) < 1e-12)
    }

    @Test func rightToLeftRunsAreShapedRightToLeft() throws {
        let collection = try Fixtures.collection()
        let paragraph = collection.shapedParagraph("Shalom שלום!", font: .body)
        let hebrew = paragraph.runs.filter(\.isRightToLeft)
        guard let run = hebrew.first else {
            // No installed font covers Hebrew: then it is reported missing, never dropped.
            #expect(paragraph.coverage.missing.contains("ש"))
            return
        }
        // Visual order: the logically first letter (shin) is drawn last, at the right.
        let clusters = run.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >))
        #expect(run.range.contains(7))
    }
}
