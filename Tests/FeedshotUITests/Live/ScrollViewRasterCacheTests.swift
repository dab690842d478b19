import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// A scroll view's pages are kept and copied while it scrolls. The scroll view itself is as large
/// as the screen but cannot be kept (its pages cover it between them, none covers it first):
/// trying it again, as the cache does every ``SubtreeRasterCache/retryFrames`` frames, must
/// neither redraw the screen nor lose the pages' kept pixels.
@Suite struct ScrollViewRasterCacheTests {
    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        ZStack {
                            Color(red: 0.1, green: 0.1 + 0.2 * Double(index), blue: 0.3)
                            Circle().fill(Color(red: 0.9, green: 0.8, blue: 0.2)).frame(width: 30, height: 30)
                            Text("Page \(index + 1)").foregroundStyle(.white).offset(y: 30)
                        }
                        .frame(width: 100, height: 100)
                    }
                }
            }
            .scrollIndicators(.hidden)
        }
    }

    @Test func pagesAreKeptOnceAndCopiedWhileTheScrollViewIsTriedAgain() throws {
        let device = Device.canvas(width: 100, height: 100)
        let cached = ViewHost(Feed(), on: device, renderer: Renderer(scale: 3))
        let fresh = ViewHost(Feed(), on: device, renderer: Renderer(scale: 3))
        fresh.rasterCache = nil
        fresh.subtreeCache = nil
        // A slow drag up by a page and a half, 2 points a frame: more than two retry periods.
        let frames = 2 * SubtreeRasterCache.retryFrames + 15
        let touches = [cached.touchDown(at: Point(x: 50, y: 90)), fresh.touchDown(at: Point(x: 50, y: 90))]
        for step in 1...frames {
            for (host, touch) in zip([cached, fresh], touches) {
                touch.move(to: Point(x: 50, y: 90 - 2 * Double(step)))
                host.advance(frames: 1)
            }
            #expect(cached.render() == fresh.render(), "frame \(step)")
        }
        let subtrees = try #require(cached.subtreeCache)
        // Each of the three pages that came into view was drawn into its own pixels once.
        #expect(subtrees.keeps == 3, "\(subtrees.keeps) keeps, \(subtrees.hits) copies, \(subtrees.misses) draws")
        #expect(subtrees.hits >= frames, "\(subtrees.hits) copies in \(frames) frames")
    }
}
