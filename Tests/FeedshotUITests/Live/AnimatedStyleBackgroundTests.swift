import Geometry
import Observation
import Raster
import Testing
@testable import FeedshotUI

/// A `background(_:ignoresSafeAreaEdges:)` fill moves with the view it backs while an animation
/// runs: the fill is built inside its safe-area layout by hand, and once took no transaction, so
/// its frame jumped to the model place at once while the rest of its page slid (a hand-written
/// pager showed the next page's fill over the whole screen for the length of the slide).
@Suite struct AnimatedStyleBackgroundTests {
    @Observable final class Pages: @unchecked Sendable {
        var current = 0
    }

    struct Pager: View {
        let pages: Pages

        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 100).background(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .all)
                Color.clear.frame(width: 100, height: 100).background(Color(red: 0, green: 0, blue: 1), ignoresSafeAreaEdges: .all)
            }
            .frame(width: 100, height: 100, alignment: .top)
            .offset(y: -Double(pages.current) * 100)
            .animation(.linear(duration: 1), value: pages.current)
        }
    }

    static let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func aPagesFillSlidesWithItsPage() throws {
        let pages = Pages()
        let host = ViewHost(Pager(pages: pages), on: .canvas(width: 100, height: 100), renderer: Renderer(scale: 1))
        #expect(host.render()[50, 50] == Self.red)
        pages.current = 1
        host.advance(frames: 30)
        // Half-way: the first page's fill above, the second's below, the seam near the middle.
        let mid = host.render()
        #expect(mid[50, 5] == Self.red, "the first page's fill is still on screen")
        #expect(mid[50, 95] == Self.blue, "the second page's fill has come half-way")
        let seam = try #require((0..<100).first { mid[50, $0] == Self.blue })
        #expect(abs(seam - 50) <= 2, "the seam is at \(seam)")
        host.advance(frames: 60)
        #expect(host.render()[50, 5] == Self.blue)
    }
}
