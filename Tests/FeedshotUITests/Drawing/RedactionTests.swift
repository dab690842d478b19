import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `redacted(reason: .placeholder)` draws text as one rounded bar per line and images as boxes,
/// faint in the content's style, without changing layout; `unredacted()` shows content again;
/// the other reasons change nothing on an app's screen.
@Suite struct RedactionTests {
    static let renderer = Renderer(scale: 1)
    static let size = Size(width: 120, height: 60)
    static let red = Color(red: 1, green: 0, blue: 0)

    static func card() -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Apollo 11").font(.system(size: 20))
            Text("A long line that wraps onto a second line").font(.system(size: 10)).frame(width: 100, alignment: .leading)
        }
        .foregroundStyle(red)
        .frame(width: 120, height: 60, alignment: .topLeading)
    }

    /// The distinct alphas of the pixels drawn (non-transparent) in `bitmap`.
    static func alphas(_ bitmap: Bitmap) -> Set<UInt8> {
        var result = Set<UInt8>()
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].alpha > 0 { result.insert(bitmap[x, y].alpha) } }
        return result
    }

    @Test func placeholderTextDrawsFaintBarsInItsStyleAndKeepsItsLayout() {
        let redacted = Self.renderer.render(Self.card().redacted(reason: .placeholder), size: Self.size)
        let plain = Self.renderer.render(Self.card(), size: Self.size)
        // The bars are the style at 16% opacity: no pixel comes near the glyphs' full red.
        let opaque = Int((0.16 * 255).rounded())
        #expect(Self.alphas(redacted).max().map { Int($0) <= opaque } == true)
        #expect(Self.alphas(plain).max() == 255)
        #expect(redacted[10, 12].alpha == UInt8(opaque) && redacted[10, 12].green == 0)
        // Three bars (one line, then two), with gaps between them: rows with nothing drawn.
        var runs = 0, inBar = false
        for y in 0..<60 {
            let drawn = redacted[5, y].alpha > 0
            if drawn && !inBar { runs += 1 }
            inBar = drawn
        }
        #expect(runs == 3)
        // Layout does not change.
        #expect(layout(Self.card().redacted(reason: .placeholder)).description == layout(Self.card()).description)
    }

    @Test func unredactedShowsContentAndOtherReasonsChangeNothing() {
        let plain = Self.renderer.render(Self.card(), size: Self.size)
        #expect(Self.renderer.render(Self.card().unredacted().redacted(reason: .placeholder), size: Self.size) == plain)
        #expect(Self.renderer.render(Self.card().redacted(reason: .privacy), size: Self.size) == plain)
        #expect(Self.renderer.render(Self.card().redacted(reason: []), size: Self.size) == plain)
    }

    @Test func imagesAndSymbolsBecomeBoxes() {
        let bitmap = Bitmap(width: 4, height: 4, fill: PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255))
        let view = HStack(spacing: 0) {
            Image(bitmap: bitmap, scale: 1).resizable().frame(width: 20, height: 20)
            Image(systemName: "star.fill").font(.system(size: 20)).foregroundStyle(Self.red)
        }.foregroundStyle(Self.red).frame(width: 120, height: 60, alignment: .topLeading)
        let redacted = Self.renderer.render(view.redacted(reason: .placeholder), size: Self.size)
        // The photo's box (centred on the taller symbol's row): the foreground style, faint, edge
        // to edge; no blue of the photo.
        #expect(redacted[0, 10].alpha == 41 && redacted[19, 10].alpha == 41 && redacted[10, 10].blue == 0)
        #expect(redacted[10, 10].red == 41)
        // The symbol's box beside it, and nothing after.
        #expect(redacted[25, 10] == redacted[10, 10])
        #expect(redacted[60, 10].alpha == 0)
    }
}
