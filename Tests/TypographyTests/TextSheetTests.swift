import FeedshotTesting
import Geometry
import Raster
import Testing
@testable import Typography

/// The golden text sheet at scale 3: every text style, the weights and italics, wrapping, the
/// tail ellipsis, the three alignments and real-feed strings. Drawn with the bundled fonts only
/// (no system fallback), so the image does not depend on the machine's fonts: characters no bundled
/// face has (a Latin small capital, a CJK ideograph, right-to-left Thaana letters) show as `.notdef`
/// boxes.
@Suite struct TextSheetTests {
    private static let width = 390.0
    private static let margin = 15.0
    private static let paragraph = """
        Apollo 11 was the first crewed mission to land on the Moon — commander Neil Armstrong and \
        lunar-module pilot Buzz Aldrin touched down in the Sea of Tranquility on July 20, 1969.
        """

    /// Draws items top to bottom, each laid out at the sheet's margin, and returns the sheet.
    private func sheet() throws -> Bitmap {
        let fonts = try Fixtures.isolatedCollection()
        let usable = TextSheetTests.width - 2 * TextSheetTests.margin
        var items: [(layout: TextLayout, x: Double, box: Bool, gap: Double)] = []
        func add(_ text: String, _ font: Font, maxWidth: Double? = nil, lineLimit: Int? = nil,
                 alignment: TextAlignment = .leading, box: Bool = false, gap: Double = 4) {
            items.append((TextLayout(text, font: font, collection: fonts, maxWidth: maxWidth, lineLimit: lineLimit,
                                     alignment: alignment), 0, box, gap))
        }
        let styles: [(String, Font)] = [
            ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
            ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
            ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
        ]
        for (name, font) in styles { add(name, font, gap: 2) }
        items[items.count - 1].gap = 12
        // Weights side by side: one row per slant.
        var rows: [[TextLayout]] = []
        rows.append([Font.Weight.light, .regular, .medium, .semibold, .bold, .black].map { weight in
            TextLayout("\(weight)", font: .body.weight(weight), collection: fonts)
        })
        rows.append([Font.Weight.regular, .semibold, .bold].map { weight in
            TextLayout("\(weight) italic", font: .body.weight(weight).italic(), collection: fonts)
        })
        add(TextSheetTests.paragraph, .callout, maxWidth: usable, gap: 10)
        add(TextSheetTests.paragraph, .callout, maxWidth: usable, lineLimit: 2, gap: 10)
        let aligned = "Apollo 11\nMichael Collins, command module pilot\nJuly 16, 1969"
        for alignment in TextAlignment.allCases {
            add(aligned, .subheadline, maxWidth: usable, alignment: alignment, box: true, gap: 8)
        }
        add("Apollo 13: Houston, we've had a problem here", .title3.bold(), maxWidth: usable, lineLimit: 1, gap: 8)
        add("Virgil I. \"Gus\" Grissom · Charles Conrad, Jr.\n1969–1972 — 18\u{200B}1\u{2044}2 ft · ɔ ə ʃ ŋ\n"
            + "Fallback boxes: ᴀ 中 🚀 \u{0780}\u{0781}\u{0782}\u{0783} 123", .footnote, maxWidth: usable, gap: 0)

        let rowHeight = rows[0][0].size.height
        let height = (TextSheetTests.margin * 2 + items.reduce(0) { $0 + $1.layout.size.height + $1.gap }
                      + Double(rows.count) * (rowHeight + 4) + 8).rounded(.up)
        let canvas = Canvas(width: Int(TextSheetTests.width * 3), height: Int(height * 3), background: .white)
        canvas.concatenate(.scale(3))
        var y = TextSheetTests.margin
        let ink = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)
        for (index, item) in items.enumerated() {
            if item.box {
                canvas.fill(Rect(x: TextSheetTests.margin, y: y, width: item.layout.size.width,
                                 height: item.layout.size.height), with: .solid(RGBAColor(red: 0.9, green: 0.92, blue: 1)))
            }
            item.layout.draw(in: canvas, at: Point(x: TextSheetTests.margin, y: y), color: ink)
            y += item.layout.size.height + item.gap
            if index == styles.count - 1 {
                for row in rows {
                    var x = TextSheetTests.margin
                    for layout in row {
                        layout.draw(in: canvas, at: Point(x: x, y: y), color: ink)
                        x += layout.size.width + 10
                    }
                    y += rowHeight + 4
                }
                y += 8
            }
        }
        return canvas.bitmap
    }

    @Test func textSheet() throws {
        let image = try sheet()
        #expect(image.width == 1170)
        assertSnapshot(of: image, named: "scale3")
    }
}
