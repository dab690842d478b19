import Foundation
import Geometry
import Observation
import Raster
import Testing
@testable import FeedshotUI

/// A paint that does not change while its view moves is drawn exactly as at rest: colours are
/// animated in linear light, and the round trip there and back is not exact, so presenting an
/// unchanged colour through it would draw a white border as 0.9999999999999999 white while the
/// view slides and 1 at rest, and a moved page would never be the page at rest.
@Suite struct SteadyPaintTests {
    @Test(arguments: [Color.white, Color(red: 0.1, green: 0.7, blue: 0.3, opacity: 0.6), Color.orange])
    func aColourPresentedAtItsTargetIsTheColourItself(color: Color) throws {
        let model = AnyShapeStyle(color).resolved(in: EnvironmentValues())
        let presented = PaintVector(model).style(shapedLike: model)
        guard case .color(let expected) = model, case .color(let actual) = presented else {
            Issue.record("not a colour: \(presented)")
            return
        }
        #expect(actual == expected)
    }

    @Test func aGradientPresentedAtItsTargetIsTheGradientItself() {
        let style = AnyShapeStyle(LinearGradient(colors: [.white, .black.opacity(0.8)], startPoint: .top, endPoint: .bottom))
        let model = style.resolved(in: EnvironmentValues())
        #expect(PaintVector(model).style(shapedLike: model) == model)
    }

    @Observable final class Slide: @unchecked Sendable {
        var page = 0
    }

    /// A page with a white border inside a capsule (a crew portrait's ring) that slides a page down.
    struct RingPage: View {
        let slide: Slide

        var body: some View {
            ZStack {
                Color(red: 0.05, green: 0.05, blue: 0.15)
                Capsule().fill(Color(red: 0.4, green: 0.5, blue: 0.6))
                    .frame(width: 60, height: 40)
                    .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
            }
            .frame(width: 100, height: 100)
            .offset(y: Double(slide.page) * 100)
            .animation(.easeInOut(duration: 0.5), value: slide.page)
        }
    }

    @Test func aSlidingPageWithAWhiteBorderIsCopiedOnEveryFrameAfterTheFirst() throws {
        let slide = Slide()
        let host = ViewHost(RingPage(slide: slide), on: .canvas(width: 100, height: 200), renderer: Renderer(scale: 3))
        _ = host.render()
        slide.page = 1
        var frames = 0
        repeat {
            host.advance(frames: 1)
            _ = host.render()
            frames += 1
        } while host.isAnimating && frames < 60
        host.advance(frames: 2)
        _ = host.render()
        let subtrees = try #require(host.subtreeCache)
        // Drawn once, then copied: the border's paint never changed, neither when the slide
        // started nor when it landed.
        #expect(frames > 20)
        #expect(subtrees.misses == 1, "\(subtrees.hits) copies, \(subtrees.misses) draws")
        #expect(subtrees.hits >= frames)
    }
}
