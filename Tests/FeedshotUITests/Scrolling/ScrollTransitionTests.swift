import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `scrollTransition`: the effect for where a view is in the enclosing scroll view's visible
/// area (thresholds, interactive and animated configurations, the scroll view's axis), and
/// `visualEffect` measuring in `.scrollView` space.
@Suite struct ScrollTransitionTests {
    typealias Threshold = ScrollTransitionConfiguration.Threshold

    @Test func thresholdsMeasureHowFarAViewIsIntoTheVisibleArea() {
        let area = 0.0...100.0
        #expect(Threshold.visible.progress(view: 20...60, area: area) == 1)
        #expect(Threshold.visible.progress(view: 80...120, area: area) == 0.5)
        #expect(Threshold.visible.progress(view: 100...140, area: area) == 0)
        #expect(Threshold.visible(0.5).progress(view: 90...130, area: area) == 0.5)
        #expect(Threshold.hidden.progress(view: 99...139, area: area) == 1)
        #expect(Threshold.hidden.progress(view: -50 ... -10, area: area) == 0)
        // A view longer than the area counts as whole once it fills the area.
        #expect(Threshold.visible.progress(view: -10...300, area: area) == 1)
        #expect(Threshold.centered.progress(view: 30...70, area: area) == 1)
        #expect(Threshold.centered.progress(view: 55...95, area: area) == 1 - 25.0 / 70)
        // Inset: met 10 points nearer the centre.
        #expect(Threshold.visible.inset(by: 10).progress(view: 50...90, area: area) == 1)
        #expect(Threshold.visible.inset(by: 10).progress(view: 60...100, area: area) == 0.75)
    }

    @Test func effectsOfTheSameShapeInterpolateStepByStep() throws {
        let edge = EmptyVisualEffect().opacity(0).scaleEffect(0.5).rotationEffect(.degrees(90))
        let identity = EmptyVisualEffect().opacity(1).scaleEffect(1).rotationEffect(.zero)
        let quarter = edge.interpolated(towards: identity, amount: 0.25).steps
        guard case .opacity(let opacity) = quarter[0], case .transform(.scale(let x, _, _)) = quarter[1],
              case .transform(.rotation(let angle, _)) = quarter[2] else {
            Issue.record("steps changed kind: \(quarter)")
            return
        }
        #expect(opacity == 0.25 && x == 0.625 && abs(angle.degrees - 67.5) < 1e-9)
        // Different shapes do not blend: the nearer effect is drawn.
        let other = EmptyVisualEffect().blur(radius: 4)
        #expect(edge.interpolated(towards: other, amount: 0.4).steps.count == 3)
        #expect(edge.interpolated(towards: other, amount: 0.6).steps.count == 1)
    }

    /// Black rows 40 points tall in a 100-point scroll view, each faded by its transition.
    private func rows(_ configuration: ScrollTransitionConfiguration, axis: Axis.Set = .vertical) -> some View {
        ScrollView(axis) {
            let stack = ForEach(0..<5) { _ in
                Color.black.frame(width: 40, height: 40)
                    .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
            if axis == .horizontal {
                HStack(spacing: 0) { stack }
            } else {
                VStack(spacing: 0) { stack }
            }
        }
        .frame(width: axis == .horizontal ? 100 : 40, height: axis == .horizontal ? 40 : 100)
    }

    @Test func anInteractiveTransitionFadesAViewPartWayIn() {
        let bitmap = Renderer(scale: 1).render(rows(.interactive), fitting: .unspecified)
        #expect(bitmap[20, 20].alpha == 255 && bitmap[20, 60].alpha == 255)
        // Half of the third row is visible: half way along the ease-in-out curve.
        #expect(abs(Int(bitmap[20, 90].alpha) - 128) <= 2)
    }

    @Test func anAnimatedTransitionSwitchesAtTheThreshold() {
        let bitmap = Renderer(scale: 1).render(rows(.animated), fitting: .unspecified)
        #expect(bitmap[20, 60].alpha == 255)
        #expect(bitmap[20, 90].alpha == 0)
        let hidden = Renderer(scale: 1).render(rows(.animated.threshold(.hidden)), fitting: .unspecified)
        #expect(hidden[20, 90].alpha == 255)
    }

    @Test func theAxisIsTheScrollViews() {
        let bitmap = Renderer(scale: 1).render(rows(.interactive, axis: .horizontal), fitting: .unspecified)
        #expect(bitmap[60, 20].alpha == 255)
        #expect(abs(Int(bitmap[90, 20].alpha) - 128) <= 2)
    }

    @Test func outsideAScrollViewAViewHasItsIdentityEffect() {
        let view = Color.black.frame(width: 10, height: 10)
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        #expect(Renderer(scale: 1).render(view, fitting: .unspecified)[5, 5].alpha == 255)
    }

    @Test func aVisualEffectMeasuresItsFrameInTheScrollView() {
        // The scroll view starts 30 points down: the second row is 40 points into it, 70 on screen.
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 30)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3) { _ in
                        Color.black.frame(width: 40, height: 40)
                            .visualEffect { content, proxy in content.opacity(proxy.frame(in: .scrollView).minY < 50 ? 1 : 0) }
                    }
                }
            }
            .frame(width: 40, height: 100)
        }
        let bitmap = Renderer(scale: 1).render(view, fitting: .unspecified)
        #expect(bitmap[20, 30 + 60].alpha == 255)
        #expect(bitmap[20, 30 + 90].alpha == 0)
    }

    /// Rows that fade in with an animated transition of one second, and a button that jumps the
    /// scroll view two rows down (the scroll view fills the top 100 points of a 40 × 140 screen).
    struct Jumping: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<6) { index in
                                Color.black.frame(width: 40, height: 40)
                                    .scrollTransition(.animated(.linear(duration: 1))) { content, phase in
                                        content.opacity(phase.isIdentity ? 1 : 0)
                                    }
                                    .id(index)
                            }
                        }
                    }
                    .frame(width: 40, height: 100)
                    Button("jump") { proxy.scrollTo(2, anchor: .top) }.frame(width: 40, height: 40).id("jump")
                }
            }
        }
    }

    @Test func onALiveHostAnAnimatedTransitionRunsItsAnimationFromTheFrameItCrosses() {
        let host = LiveTest.host(Jumping(), device: .canvas(width: 40, height: 140))
        // At rest the third row, half in view, shows its edge effect (no animation on appearing).
        #expect(host.render()[20, 90].alpha == 0)
        #expect(host.tap(id: "jump"))
        // Now at the top of the visible area: it fades in over the animation's second.
        #expect(host.render()[20, 20].alpha == 0)
        host.advance(by: 0.5)
        #expect(abs(Int(host.render()[20, 20].alpha) - 128) <= 3)
        #expect(host.isAnimating)
        host.advance(by: 0.6)
        #expect(host.render()[20, 20].alpha == 255 && host.render()[20, 60].alpha == 255)
        #expect(host.settle())
    }
}
