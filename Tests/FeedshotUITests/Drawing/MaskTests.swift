import FeedshotTesting
import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `mask(alignment:_:)` shows a view through its mask's opacity: the mask is laid out in the
/// view's frame as an overlay is, its colours do not matter, and layout does not change.
@Suite struct MaskTests {
    static let renderer = Renderer(scale: 1)
    static let size = Size(width: 4, height: 4)
    /// An opaque red (Feedshot's `Color.red` is iOS's system red, not pure red).
    static let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let pureRed = Color(red: 1, green: 0, blue: 0)

    @Test func theViewShowsOnlyWhereItsMaskIsOpaque() {
        let half = Self.renderer.render(Self.pureRed.frame(width: 4, height: 4)
            .mask(alignment: .leading) { Rectangle().frame(width: 2) }, size: Self.size)
        for y in 0..<4 {
            #expect(half[0, y] == Self.red && half[1, y] == Self.red)
            #expect(half[2, y].alpha == 0 && half[3, y].alpha == 0 && half[3, y].red == 0)
        }
        // Aligned to the trailing edge, the other half shows.
        let trailing = Self.renderer.render(Self.pureRed.frame(width: 4, height: 4)
            .mask(alignment: .trailing) { Rectangle().frame(width: 2) }, size: Self.size)
        #expect(trailing[0, 0].alpha == 0 && trailing[3, 0] == Self.red)
    }

    @Test func theMasksOpacityNotItsColourFadesTheView() {
        let black = Self.renderer.render(Self.pureRed.mask { Color.black.opacity(0.5) }, size: Self.size)
        let blue = Self.renderer.render(Self.pureRed.mask { Color.blue.opacity(0.5) }, size: Self.size)
        #expect(black == blue)
        let pixel = black[1, 1]
        #expect((127...128).contains(pixel.alpha) && pixel.red == pixel.alpha && pixel.green == 0)
        // A gradient mask fades the view across.
        let faded = Self.renderer.render(Self.pureRed.frame(width: 4, height: 4)
            .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }, size: Self.size)
        #expect(faded[0, 2].alpha > faded[1, 2].alpha && faded[1, 2].alpha > faded[2, 2].alpha
            && faded[2, 2].alpha > faded[3, 2].alpha)
        #expect(faded[1, 2].red == faded[1, 2].alpha)
    }

    @Test func anEmptyMaskHidesTheViewAndTheOlderSpellingTakesAShape() {
        let hidden = Self.renderer.render(Self.pureRed.mask { EmptyView() }, size: Self.size)
        #expect((0..<4).allSatisfy { x in (0..<4).allSatisfy { hidden[x, $0].alpha == 0 } })
        let round = Self.renderer.render(Self.pureRed.frame(width: 4, height: 4).mask(Circle()), size: Size(width: 4, height: 4))
        #expect(round[0, 0].alpha < 128 && round[1, 1].alpha > 200)
    }

    @Test func aMaskDoesNotChangeLayoutNorTakeTouches() throws {
        struct Root: View {
            let log: EventLog
            var body: some View {
                VStack(spacing: 0) {
                    Button("Tap") { log.append("tapped") }.id("button")
                        .frame(width: 80, height: 40)
                        .mask { Capsule().frame(width: 200, height: 10) }
                    Color.blue.frame(height: 20)
                }
            }
        }
        let log = EventLog()
        let host = LiveTest.host(Root(log: log))
        let button = try #require(host.frame(ofID: "button"))
        #expect(button.width <= 80 && button.height <= 40)
        let blue = try #require(host.layout().all(kind: "Color").first)
        #expect(abs(blue.frame.minY - (button.maxY + (40 - button.height) / 2)) < 0.5)
        #expect(host.tap(id: "button"))
        #expect(log.entries == ["tapped"])
    }
}
