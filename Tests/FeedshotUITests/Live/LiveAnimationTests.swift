import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Animations of the placed tree in a live host: what changed between two updates moves with the
/// animation of the change's transaction, at the times the host's clock gives.
@Suite struct LiveAnimationTests {
    struct Mover: View {
        let animation: Animation?
        @State private var moved = false
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).id("box")
                Button("move") {
                    if let animation {
                        withAnimation(animation) { moved.toggle() }
                    } else {
                        moved.toggle()
                    }
                }
                .id("move")
            }
            .frame(width: 200, height: 300)
        }
    }

    func boxX(_ host: ViewHost) -> Double? {
        host.layout().first(id: "box")?.children.first?.frame.minX
    }

    @Test func withAnimationMovesTheOffsetOverTime() throws {
        let host = LiveTest.host(Mover(animation: .linear(duration: 1)))
        let start = try #require(boxX(host))
        host.tap(id: "move")
        #expect(boxX(host) == start)  // the change has not had any time yet
        host.advance(by: 0.25)
        #expect(abs((boxX(host) ?? 0) - (start + 25)) < 1e-6)
        host.advance(by: 0.5)
        #expect(abs((boxX(host) ?? 0) - (start + 75)) < 1e-6)
        host.advance(by: 0.5)
        #expect(boxX(host) == start + 100)
        #expect(!host.isAnimating)
    }

    @Test func aChangeWithoutAnimationJumps() throws {
        let host = LiveTest.host(Mover(animation: nil))
        let start = try #require(boxX(host))
        host.tap(id: "move")
        #expect(boxX(host) == start + 100)
        host.advance(by: 0.1)
        #expect(boxX(host) == start + 100)
    }

    /// `easeInOut` follows its cubic Bézier: at half the duration it is half way (the curve is
    /// symmetric), at a quarter well below a quarter.
    @Test func timingCurvesShapeTheMotion() throws {
        let host = LiveTest.host(Mover(animation: .easeInOut(duration: 1)))
        let start = try #require(boxX(host))
        host.tap(id: "move")
        host.advance(by: 0.25)
        let quarter = try #require(boxX(host)) - start
        host.advance(by: 0.25)
        let half = try #require(boxX(host)) - start
        #expect(quarter > 5 && quarter < 25)
        #expect(abs(half - 50) < 0.5)
    }

    struct ValueScoped: View {
        @State private var page = 0
        @State private var nudge = 0.0
        var body: some View {
            VStack {
                Color.blue.frame(width: 20, height: 20)
                    .offset(x: Double(page) * 50 + nudge)
                    .animation(.linear(duration: 1), value: page)
                    .id("scoped")
                Button("page") { page += 1 }.id("page")
                Button("nudge") { nudge += 10 }.id("nudge")
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func animationValueScopesOnlyItsValue() throws {
        let host = LiveTest.host(ValueScoped())
        func x() -> Double { host.layout().first(id: "scoped")?.children.first?.frame.minX ?? .nan }
        let start = x()
        host.tap(id: "nudge")       // page unchanged: the nudge jumps
        #expect(x() == start + 10)
        host.tap(id: "page")        // page changed: animates
        host.advance(by: 0.5)
        #expect(abs(x() - (start + 10 + 25)) < 1e-6)
        host.advance(by: 1)
        #expect(x() == start + 60)
    }

    struct Effects: View {
        @State private var on = false
        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: on ? 20 : 0)
                    .fill(on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 40, height: 40)
                    .opacity(on ? 0.2 : 1)
                    .scaleEffect(on ? 2 : 1)
                    .rotationEffect(.degrees(on ? 90 : 0))
                    .id("shape")
                Button("toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }.id("toggle")
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func effectsShapesAndColoursAnimate() throws {
        let host = LiveTest.host(Effects())
        host.tap(id: "toggle")
        host.advance(by: 0.5)
        let tree = host.layout()
        let rotation = try #require(tree.first(kind: "rotationEffect"))
        #expect(rotation[property: "angle"] == Angle.radians(.pi / 4).description)
        #expect(tree.first(kind: "scaleEffect")?[property: "x"] == "1.5")
        #expect(tree.first(kind: "opacity")?[property: "opacity"] == "0.6")
        let shape = try #require(tree.first(kind: "RoundedRectangle"))
        #expect(shape[property: "cornerRadius"] == "10")
        // The fill is half way in linear light: both channels at 0.5 linear, 0.735 encoded.
        let fill = try #require(shape[property: "fill"])
        #expect(fill != Color(red: 1, green: 0, blue: 0).resolve(in: .light).description)
        host.advance(by: 0.6)
        #expect(host.layout().first(kind: "RoundedRectangle")?[property: "cornerRadius"] == "20")
    }

    struct Inserter: View {
        let transition: AnyTransition
        @State private var shows = false
        var body: some View {
            VStack {
                if shows {
                    Color.green.frame(width: 40, height: 40).transition(transition).id("inserted")
                }
                Button("show") { withAnimation(.linear(duration: 1)) { shows.toggle() } }.id("show")
            }
            .frame(width: 200, height: 300)
        }
    }

    @Test func insertionAndRemovalTransitions() throws {
        let host = LiveTest.host(Inserter(transition: .opacity))
        host.tap(id: "show")
        host.advance(by: 0.25)
        #expect(host.layout().first(id: "inserted")?[property: "presentedOpacity"] == "0.25")
        host.advance(by: 1)
        #expect(host.layout().first(id: "inserted")?[property: "presentedOpacity"] == nil)
        host.tap(id: "show")
        host.advance(by: 0.75)
        // Removed from the model, still on screen fading out.
        #expect(host.layout().first(id: "inserted")?[property: "presentedOpacity"] == "0.25")
        host.advance(by: 0.5)
        #expect(host.layout().first(id: "inserted") == nil)
    }

    @Test func moveTransitionComesFromTheEdge() throws {
        let host = LiveTest.host(Inserter(transition: .move(edge: .leading)))
        host.tap(id: "show")
        host.advance(by: 0.5)
        // Half way in from one own width to the left.
        let transform = try #require(host.layout().first(id: "inserted")?[property: "presentedTransform"])
        #expect(transform == Transform.translation(x: -20, y: 0).description)
    }

    struct Spring: View {
        @State private var target = 0.0
        var body: some View {
            VStack {
                Color.orange.frame(width: 20, height: 20).offset(x: target).id("spring")
                Button("far") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { target = 150 } }.id("far")
                Button("back") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { target = 0 } }.id("back")
            }
            .frame(width: 200, height: 300)
        }
    }

    /// A spring interrupted mid-flight retargets from where it is, keeping its velocity: the
    /// position is continuous at the interruption, and it keeps moving the old way for a moment.
    @Test func interruptedSpringRetargetsWithoutAJump() throws {
        let host = LiveTest.host(Spring())
        func x() -> Double { host.layout().first(id: "spring")?.children.first?.frame.minX ?? .nan }
        let start = x()
        host.tap(id: "far")
        host.advance(by: 0.1)
        let before = x()
        host.advance(by: 1.0 / 60)
        let atInterruption = x()
        #expect(atInterruption > before)  // moving right
        host.tap(id: "back")
        #expect(abs(x() - atInterruption) < 1e-9)  // no jump
        host.advance(by: 1.0 / 60)
        #expect(x() > atInterruption)  // still carried right by its velocity
        #expect(host.settle())
        #expect(abs(x() - start) < 0.01)
    }

    struct Wave: View, Animatable {
        var phase: Double
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        var body: some View {
            Text("phase \(Int(phase.rounded()))")
        }
    }

    struct WaveScreen: View {
        @State private var phase = 0.0
        var body: some View {
            VStack {
                Wave(phase: phase)
                Button("go") { withAnimation(.linear(duration: 1)) { phase = 100 } }.id("go")
            }
        }
    }

    @Test func animatableViewsAreEvaluatedWithTheAnimatedData() {
        let host = LiveTest.host(WaveScreen())
        host.tap(id: "go")
        host.advance(by: 0.5)
        #expect(LiveTest.texts(host).contains("phase 50"))
        host.advance(by: 0.6)
        #expect(LiveTest.texts(host).contains("phase 100"))
    }

    @Test func framesAreIdenticalAcrossRuns() {
        func run() -> [[UInt8]] {
            let host = ViewHost(Effects(), on: LiveTest.device, renderer: Renderer(scale: 1))
            host.tap(id: "toggle")
            var frames = [[UInt8]]()
            for _ in 0..<4 {
                host.advance(by: 0.2)
                frames.append(host.render().pixels)
            }
            return frames
        }
        #expect(run() == run())
    }
}
