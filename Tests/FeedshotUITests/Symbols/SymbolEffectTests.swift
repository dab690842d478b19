import Geometry
import Testing
@testable import FeedshotUI

/// Symbol effects in a frame at rest: what an active indefinite effect holds a symbol at, and
/// effects that return to rest drawing the symbol unchanged.
@Suite struct SymbolEffectTests {
    static func render(_ view: some View) -> Bitmap {
        Renderer(scale: 1).render(view.font(.system(size: 40)).frame(width: 80, height: 80), fitting: .unspecified)
    }

    /// The columns and rows with ink.
    static func inkBox(_ bitmap: Bitmap) -> (width: Int, height: Int) {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].alpha > 64 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return maxX < 0 ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
    }

    @Test func effectsThatReturnToRestDrawTheSymbolUnchanged() {
        let plain = Self.render(Image(systemName: "star.fill"))
        #expect(Self.inkBox(plain).width > 20)
        #expect(Self.render(Image(systemName: "star.fill").symbolEffect(.bounce, value: 3)) == plain)
        #expect(Self.render(Image(systemName: "star.fill").symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: true)) == plain)
        #expect(Self.render(Image(systemName: "star.fill").symbolEffect(.pulse)) == plain)
        #expect(Self.render(Image(systemName: "star.fill")
            .symbolEffect(.variableColor.iterative.reversing, options: .repeating.speed(2))) == plain)
        #expect(Self.render(Image(systemName: "star.fill").symbolEffect(.appear, isActive: true)) == plain)
        #expect(Self.render(Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace.downUp))) == plain)
    }

    @Test func disappearHidesWhileActiveAndOnlySymbols() {
        let plain = Self.render(Image(systemName: "star.fill"))
        #expect(Self.inkBox(Self.render(Image(systemName: "star.fill").symbolEffect(.disappear))) == (0, 0))
        #expect(Self.render(Image(systemName: "star.fill").symbolEffect(.disappear, isActive: false)) == plain)
        // Text under the effect is not a symbol: it still draws.
        let text = Self.render(Text("Hi").symbolEffect(.disappear))
        #expect(Self.inkBox(text).width > 10)
        // Removed inside: the symbol shows again.
        #expect(Self.render(Image(systemName: "star.fill").symbolEffectsRemoved().symbolEffect(.disappear)) == plain)
    }

    @Test func scaleHoldsTheSymbolLargerOrSmallerAboutItsCentre() {
        let plain = Self.inkBox(Self.render(Image(systemName: "star.fill")))
        let up = Self.inkBox(Self.render(Image(systemName: "star.fill").symbolEffect(.scale.up)))
        let down = Self.inkBox(Self.render(Image(systemName: "star.fill").symbolEffect(.scale.down, isActive: true)))
        #expect(abs(Double(up.width) / Double(plain.width) - 1.2) < 0.1, "\(up) vs \(plain)")
        #expect(abs(Double(down.width) / Double(plain.width) - 0.8) < 0.1, "\(down) vs \(plain)")
        #expect(Self.inkBox(Self.render(Image(systemName: "star.fill").symbolEffect(.scale, isActive: false))) == plain)
    }
}
