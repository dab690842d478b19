import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// Symbol effects move on a live host's clock: a bounce squashes the symbol and springs it back
/// when its value changes, a pulse fades it and back while it is active; both end at rest.
@Suite struct SymbolEffectMotionTests {
    struct Liked: View {
        @State private var likes = 0
        @State private var isWaiting = false
        var body: some View {
            VStack(spacing: 0) {
                Image(systemName: "heart.fill").font(.system(size: 40))
                    .symbolEffect(.bounce, value: likes)
                    .frame(width: 60, height: 60)
                Image(systemName: "wifi").font(.system(size: 40))
                    .symbolEffect(.pulse, isActive: isWaiting)
                    .frame(width: 60, height: 60)
                Button("like") { likes += 1 }.frame(width: 60, height: 30).id("like")
                Button("wait") { isWaiting.toggle() }.frame(width: 60, height: 30).id("wait")
            }
        }
    }

    static let device = Device.canvas(width: 60, height: 180)

    /// The symbol's ink in the 60-point square at `top`: pixels drawn and the strongest alpha.
    static func ink(_ bitmap: Bitmap, top: Int) -> (pixels: Int, alpha: Int) {
        var pixels = 0, alpha = 0
        for y in top..<(top + 60) {
            for x in 0..<60 where bitmap[x, y].alpha > 0 {
                pixels += 1
                alpha = max(alpha, Int(bitmap[x, y].alpha))
            }
        }
        return (pixels, alpha)
    }

    /// Whether the 60-point squares at `top` of two frames are the same pixels (compared here so
    /// that a failure does not print whole bitmaps).
    static func same(_ a: Bitmap, _ b: Bitmap, top: Int) -> Bool {
        for y in top..<(top + 60) {
            for x in 0..<60 where a[x, y] != b[x, y] { return false }
        }
        return true
    }

    @Test func aBounceSquashesTheSymbolWhenItsValueChangesAndReturnsToRest() {
        let host = LiveTest.host(Liked(), device: Self.device)
        let rest = host.render()
        let resting = Self.ink(rest, top: 0)
        host.advance(by: 1)
        #expect(Self.ink(host.render(), top: 0) == resting)   // nothing moves until the value changes
        #expect(host.tap(id: "like"))
        host.advance(by: 0.12)
        let squashed = Self.ink(host.render(), top: 0)
        #expect(Double(squashed.pixels) < 0.85 * Double(resting.pixels))
        #expect(host.isAnimating)
        #expect(host.settle())
        let settled = host.render()
        #expect(Self.ink(settled, top: 0) == resting)
        #expect(Self.same(settled, rest, top: 0))
    }

    @Test func aPulseFadesTheSymbolWhileActiveAndStopsAtRest() {
        let host = LiveTest.host(Liked(), device: Self.device)
        let rest = host.render()
        #expect(Self.ink(rest, top: 60).alpha == 255)
        #expect(host.tap(id: "wait"))
        host.advance(by: 0.5)
        let faded = Self.ink(host.render(), top: 60).alpha
        #expect(abs(faded - 89) <= 8)   // about 35 % at the bottom of the pulse
        host.advance(by: 0.5)
        #expect(Self.ink(host.render(), top: 60).alpha == 255)
        host.advance(by: 0.5)
        #expect(Self.ink(host.render(), top: 60).alpha < 128)   // it repeats while active
        #expect(host.tap(id: "wait"))
        #expect(host.settle())
        #expect(Self.same(host.render(), rest, top: 60))
    }
}
