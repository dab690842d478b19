import Foundation
import Geometry
import Raster
import Testing
@testable import Typography

/// Colour emoji come from a colour font through FreeType when one is installed (Noto Color Emoji,
/// `fonts-noto-color-emoji`); these tests only run then. Without one, `FallbackTests` covers the
/// reported fallback.
@Suite(.enabled(if: InstalledFonts.hasColorEmoji, "no colour emoji font installed"))
struct ColorEmojiTests {
    @Test func rocketIsDrawnInColourAtTheTextSize() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("Go 🚀", font: .body, collection: collection)
        let fallback = try #require(layout.coverage.fallbacks.first { $0.scalar == "🚀" })
        #expect(layout.coverage.missing.isEmpty)
        #expect(fallback.familyName.lowercased().contains("emoji"))
        let glyphs = layout.deviceGlyphs(at: .zero, transform: .scale(3))
        let rocket = try #require(glyphs.last)
        let image = try #require(rocket.colorImage)
        // Scaled from the strike to about one em at 51 px per em.
        #expect(abs(Double(image.width) - 51 * 1.17) < 12 && abs(Double(image.height) - 51) < 12)
        // Colourful: some pixel is far from grey.
        var colourful = false
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.alpha > 200, max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue) > 80 {
                    colourful = true
                }
            }
        }
        #expect(colourful)
        // It sits on the line: its bottom is near the baseline (3 × ascender px), not far below.
        let baseline = layout.firstBaseline * 3
        #expect(Double(rocket.y + image.height) > baseline - 5 && Double(rocket.y + image.height) < baseline + 20)
    }

    @Test func emojiPresentationSelectorPicksTheColourFont() throws {
        let collection = try Fixtures.collection()
        // U+2764 HEAVY BLACK HEART is text by default; VS16 asks for the emoji form.
        let layout = TextLayout("\u{2764}\u{FE0F}", font: .body, collection: collection)
        let glyph = try #require(layout.lines.first?.glyphs.first)
        #expect(glyph.face.hasColorGlyphs)
    }
}

enum InstalledFonts {
    /// Whether fontconfig finds a colour font for 🚀.
    static let hasColorEmoji: Bool = {
        guard let collection = try? FontCollection.bundled() else { return false }
        return collection.fallbackFace(for: "🚀", font: .body, preferColor: true)?.hasColorGlyphs ?? false
    }()
}
