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

    struct Held: View {
        @State private var isGone = false
        @State private var isLarge = false
        var body: some View {
            VStack(spacing: 0) {
                Image(systemName: "heart.fill").font(.system(size: 30))
                    .symbolEffect(.disappear, isActive: isGone)
                    .frame(width: 60, height: 60)
                Image(systemName: "heart.fill").font(.system(size: 30))
                    .symbolEffect(.scale.up, isActive: isLarge)
                    .frame(width: 60, height: 60)
                Button("gone") { isGone.toggle() }.frame(width: 60, height: 30).id("gone")
                Button("large") { isLarge.toggle() }.frame(width: 60, height: 30).id("large")
            }
        }
    }

    @Test func aDisappearingSymbolShrinksAndFadesBeforeItHidesAndGrowsBackIn() {
        let host = LiveTest.host(Held(), device: Self.device)
        let rest = Self.ink(host.render(), top: 0)
        #expect(rest.alpha == 255)
        #expect(host.tap(id: "gone"))
        #expect(Self.ink(host.render(), top: 0).pixels == rest.pixels)   // still whole at the tap
        host.advance(by: 0.2)
        let leaving = Self.ink(host.render(), top: 0)
        #expect(leaving.pixels > 0 && leaving.pixels < rest.pixels && leaving.alpha < 200)
        #expect(host.settle())
        #expect(Self.ink(host.render(), top: 0).pixels == 0)
        #expect(host.tap(id: "gone"))
        host.advance(by: 0.05)
        let returning = Self.ink(host.render(), top: 0)
        #expect(returning.pixels > 0 && returning.pixels < rest.pixels)
        #expect(host.settle())
        #expect(Self.ink(host.render(), top: 0) == rest)
    }

    @Test func aScaleEffectGrowsToItsHoldAndBack() {
        let host = LiveTest.host(Held(), device: Self.device)
        let rest = Self.ink(host.render(), top: 60).pixels
        #expect(host.tap(id: "large"))
        #expect(Self.ink(host.render(), top: 60).pixels == rest)   // grows from its size, not jumps
        host.advance(by: 0.08)
        let growing = Self.ink(host.render(), top: 60).pixels
        #expect(growing > rest)
        #expect(host.settle())
        let large = Self.ink(host.render(), top: 60).pixels
        #expect(Double(large) > 1.3 * Double(rest) && growing < large)   // about 1.2² the area
        #expect(host.tap(id: "large"))
        host.advance(by: 0.08)
        let shrinking = Self.ink(host.render(), top: 60).pixels
        #expect(shrinking < large && shrinking > rest)
        #expect(host.settle())
        #expect(Self.ink(host.render(), top: 60).pixels == rest)
    }
}
