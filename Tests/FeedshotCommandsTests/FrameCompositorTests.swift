import ImageCodecs
import Paging
import Raster
import Testing
@testable import FeedshotCommands

@Suite struct FrameCompositorTests {
    /// A page whose every row holds its row number in red, and its page number in green.
    static func page(_ number: Int, width: Int = 3, height: Int = 10) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = PremultipliedRGBA(red: UInt8(y), green: UInt8(number), blue: 0, alpha: 255) }
        }
        return bitmap
    }

    let compositor = FrameCompositor(width: 3, height: 10, scale: 2, background: .black)

    @Test func offsetsRoundToWholeDevicePixelsHalfAwayFromZero() {
        // Points × 2: 1.25 → 2.5 → 3; −1.25 → −2.5 → −3 (Swift's rounded(), like the peers).
        let layout = compositor.layout(of: [VisiblePage(page: 0, y: -1.25), VisiblePage(page: 1, y: 3.75)])
        #expect(layout.pages == [.init(page: 0, y: -3), .init(page: 1, y: 8)])
    }

    @Test func framesCopyPageRowsAtTheirOffset() {
        let layout = FrameCompositor.Layout(pages: [.init(page: 0, y: -3), .init(page: 1, y: 7)])
        let frame = compositor.frame(layout, pages: [0: Self.page(0), 1: Self.page(1)])
        for y in 0..<7 { #expect(frame[1, y] == PremultipliedRGBA(red: UInt8(y + 3), green: 0, blue: 0, alpha: 255)) }
        for y in 7..<10 { #expect(frame[2, y] == PremultipliedRGBA(red: UInt8(y - 7), green: 1, blue: 0, alpha: 255)) }
    }

    @Test func overscrollShowsTheBackground() {
        // The first page pulled down by 4 px: the rows above it are background.
        let frame = compositor.frame(.init(pages: [.init(page: 0, y: 4)]), pages: [0: Self.page(0)])
        for y in 0..<4 { #expect(frame[0, y] == .black) }
        #expect(frame[0, 4] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(frame[0, 9] == PremultipliedRGBA(red: 5, green: 0, blue: 0, alpha: 255))
    }

    @Test func equalLayoutsAreEqualKeys() {
        let a = compositor.layout(of: [VisiblePage(page: 2, y: 0.1)])
        let b = compositor.layout(of: [VisiblePage(page: 2, y: -0.2)])
        #expect(a == b && a.hashValue == b.hashValue)
    }
}

@Suite struct FrameRunsTests {
    let compositor = FrameCompositor(width: 3, height: 10, scale: 1, background: .black)

    @Test func runsTileTheFrameTopToBottom() {
        let runs = compositor.runs(.init(pages: [.init(page: 1, y: 7), .init(page: 0, y: -3)]))
        #expect(runs == [.init(source: 0, firstRow: 3, count: 7), .init(source: 1, firstRow: 0, count: 3)])
    }

    @Test func overscrollBecomesBackgroundRuns() {
        #expect(compositor.runs(.init(pages: [.init(page: 0, y: 4)]))
                == [.init(source: nil, firstRow: 0, count: 4), .init(source: 0, firstRow: 0, count: 6)])
        #expect(compositor.runs(.init(pages: [.init(page: 5, y: -8)]))
                == [.init(source: 5, firstRow: 8, count: 2), .init(source: nil, firstRow: 0, count: 8)])
    }
}
