import Foundation
import Geometry
import Observation
import Testing
@testable import FeedshotUI

/// A subtree that moves (by `offset`, or animated between two places) moves by whole device
/// pixels, all of it by the same distance: its parts keep the pixels they have at rest, so a drag
/// or a slide never shifts them against each other, and a moved page is a copy of the page at rest.
@Suite struct WholePixelMotionTests {
    @Observable final class Drag: @unchecked Sendable {
        var y = 0.0
        var page = 0
    }

    /// Two parts whose resting edges sit at different fractions of a pixel at 3x (a 10.1-point
    /// spacer above one, a 7-point square centred under it in 33.3 points).
    struct Page: View {
        let drag: Drag

        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 10.1)
                Color.red.frame(width: 20, height: 20).id("top")
                HStack { Color.blue.frame(width: 7, height: 7).id("square") }.frame(width: 33.3, height: 33.3)
            }
            .frame(width: 100, height: 100, alignment: .top)
            .background(Color.white)
            .offset(y: drag.y - Double(drag.page) * 100)
            .animation(.easeInOut(duration: 1), value: drag.page)
        }
    }

    static let scale = 3.0

    func makeHost(_ drag: Drag) -> ViewHost {
        ViewHost(Page(drag: drag), on: .canvas(width: 100, height: 300), renderer: Renderer(scale: Self.scale))
    }

    /// Where the parts are now.
    func frames(_ host: ViewHost) throws -> [String: Rect] {
        var frames = [String: Rect]()
        for id in ["top", "square"] {
            let frame: Rect = try #require(host.frame(ofID: id))
            frames[id] = frame
        }
        return frames
    }

    /// How far each part is from where it rests, in device pixels.
    func moves(_ host: ViewHost, from rest: [String: Rect]) throws -> [Double] {
        try rest.keys.sorted().map { id in
            let frame = try #require(host.frame(ofID: id))
            let restFrame = try #require(rest[id])
            #expect(frame.size == restFrame.size, "\(id) keeps its size")
            return (frame.minY - restFrame.minY) * Self.scale
        }
    }

    func isWhole(_ pixels: Double) -> Bool { abs(pixels - pixels.rounded()) < 1e-9 }

    @Test func anOffsetByAFractionOfAPixelMovesEveryPartByTheSameWholePixels() throws {
        let drag = Drag()
        let host = makeHost(drag)
        let rest = try frames(host)
        // The resting edges sit at different fractions of a pixel: rounding each part on its own
        // would move them by different amounts.
        #expect(!isWhole(rest["top"]!.minY * Self.scale - rest["square"]!.minY * Self.scale))
        for offset: Double in [0.1, 0.2, 1.0 / 6, 0.49, -0.2, 7.45, -33.333, 52.17] {
            drag.y = offset
            host.advance(frames: 1)
            let moves = try moves(host, from: rest)
            #expect(moves.allSatisfy(isWhole), "offset \(offset): \(moves)")
            #expect(Set(moves.map { $0.rounded() }).count == 1, "offset \(offset): \(moves)")
            #expect(abs(moves[0] - offset * Self.scale) <= 0.5 + 1e-9, "offset \(offset) rounds to the nearest pixel")
        }
    }

    @Test func anAnimatedSlideMovesEveryPartByTheSameWholePixelsAndLandsAtRest() throws {
        // Where the parts rest on the second page: a host that starts there.
        let settled = Drag()
        settled.page = 1
        let rest = try frames(makeHost(settled))
        let drag = Drag()
        let host = makeHost(drag)
        drag.page = 1
        var seen = Set<Double>()
        repeat {
            host.advance(frames: 1)
            let moves = try moves(host, from: rest)
            #expect(moves.allSatisfy(isWhole), "t = \(host.time): \(moves)")
            #expect(Set(moves.map { $0.rounded() }).count == 1, "t = \(host.time): \(moves)")
            seen.insert(moves[0].rounded())
        } while host.isAnimating && host.time < 2
        // It slid through many places (300 pixels in 60 frames), not a jump, and ended at rest.
        #expect(seen.count > 40)
        #expect(try moves(host, from: rest).allSatisfy { $0 == 0 })
        #expect(!host.isAnimating)
    }

    /// A page that slides by fractions of a point is a copy of the page at rest on most frames,
    /// and every frame is the frame drawn from scratch.
    @Test func aSlidingPageIsCopiedAndEqualsThePageDrawnFromScratch() throws {
        let cachedDrag = Drag(), freshDrag = Drag()
        let cached = makeHost(cachedDrag), fresh = makeHost(freshDrag)
        fresh.rasterCache = nil
        fresh.subtreeCache = nil
        _ = cached.render()
        var frames = 0
        for drag in [cachedDrag, freshDrag] { drag.y = -0.37 }
        for step in 0..<70 {
            if step == 10 { for drag in [cachedDrag, freshDrag] { drag.y = -12.71 } }
            if step == 20 { for drag in [cachedDrag, freshDrag] { drag.y = 0; drag.page = 1 } }
            cached.advance(frames: 1)
            fresh.advance(frames: 1)
            #expect(cached.render() == fresh.render(), "frame \(step)")
            frames += 1
        }
        let subtrees = try #require(cached.subtreeCache)
        #expect(subtrees.hits > frames * 3 / 4, "\(subtrees.hits) copies, \(subtrees.misses) draws in \(frames) frames")
    }
}
