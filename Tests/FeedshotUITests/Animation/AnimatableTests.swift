// Imports FeedshotUI without Foundation, as app files importing SwiftUI do: `CGFloat` is then
// FeedshotUI's (`Double`); with both imports the name is ambiguous (see the Foundation and
// CoreGraphics article).
import FeedshotUI
import Testing

/// A user shape written as on iOS: its two parameters animate through a pair.
private struct Wedge: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    func path(in rect: Rect) -> Path { Path(rect) }
}

/// A user shape with `CGFloat` data, as apps written against CoreGraphics declare it.
private struct Bar: Shape {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }

    func path(in rect: Rect) -> Path { Path(rect) }
}

/// A user view that declares animatable data, as custom `Animatable` views do.
private struct AnimatedCounter: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View { Text("\(Int(value))") }
}

/// A user modifier with animatable data (SwiftUI's pattern since `AnimatableModifier` was deprecated).
private struct Shake: ViewModifier, Animatable {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View { content.offset(x: phase) }
}

/// Moves `value`'s animatable data a fraction of the way to `target`'s, the way an animation does.
private func step<T: Animatable>(_ value: T, towards target: T, by amount: Double) -> T {
    var result = value
    result.animatableData = value.animatableData.interpolated(towards: target.animatableData, amount: amount)
    return result
}

@Suite struct VectorArithmeticTests {
    @Test func scalarsScaleAndMeasure() {
        var double = 3.0
        double.scale(by: -2)
        #expect(double == -6 && double.magnitudeSquared == 36)
        var float: Float = 1.5
        float.scale(by: 2)
        #expect(float == 3 && float.magnitudeSquared == 9)
        // Foundation's own `CGFloat` struct (what files importing only Foundation use) is a vector too.
        var cgFloat: Foundation.CGFloat = 4
        cgFloat.scale(by: 0.25)
        #expect(cgFloat == 1 && cgFloat.magnitudeSquared == 1)
        #expect(2.0.scaled(by: 3) == 6)
    }

    @Test func interpolationIsAffine() {
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(10.0.interpolated(towards: 20, amount: 0) == 10)
        #expect(10.0.interpolated(towards: 20, amount: 1) == 20)
        // Overshoot (springs) extrapolates past the target.
        #expect(10.0.interpolated(towards: 20, amount: 1.5) == 25)
        var value = 1.0
        value.interpolate(towards: -1, amount: 0.5)
        #expect(value == 0)
    }

    @Test func pairsActComponentwise() {
        let a = AnimatablePair(1.0, AnimatablePair(2.0, 3.0))
        let b = AnimatablePair(4.0, AnimatablePair(-2.0, 0.0))
        #expect(a + b == AnimatablePair(5.0, AnimatablePair(0.0, 3.0)))
        #expect(a - b == AnimatablePair(-3.0, AnimatablePair(4.0, 3.0)))
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(4.0, 6.0)))
        #expect(a.magnitudeSquared == 1 + 4 + 9)
        var c = a
        c += b
        c -= b
        #expect(c == a)
        #expect(AnimatablePair<Double, Float>.zero == AnimatablePair(0.0, Float(0)))
    }

    @Test func emptyDataIsInert() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 100)
        #expect(empty + .zero == empty && empty.magnitudeSquared == 0)
    }
}

@Suite struct AnimatableTests {
    @Test func userShapePairAnimates() {
        let from = Wedge(start: 0, end: 90), to = Wedge(start: 180, end: 270)
        let middle = step(from, towards: to, by: 0.5)
        #expect(middle.start == 90 && middle.end == 180)
    }

    @Test func userCGFloatShapeAnimates() {
        #expect(step(Bar(height: 10), towards: Bar(height: 30), by: 0.5).height == 20)
    }

    @Test func userViewsAndModifiersAnimate() {
        #expect(step(AnimatedCounter(value: 0), towards: AnimatedCounter(value: 100), by: 0.3).value == 30)
        #expect(step(Shake(phase: -8), towards: Shake(phase: 8), by: 0.75).phase == 4)
    }

    @Test func builtInShapesWithoutParametersHaveNoData() {
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        #expect(Circle().animatableData == EmptyAnimatableData())
        let rounded = step(RoundedRectangle(cornerRadius: 4), towards: RoundedRectangle(cornerRadius: 12), by: 0.5)
        #expect(rounded.cornerSize == Size(width: 8, height: 8))
    }

    @Test func geometryRoundTripsAndInterpolates() {
        let rect = step(Rect(x: 0, y: 10, width: 100, height: 50), towards: Rect(x: 20, y: 30, width: 200, height: 0), by: 0.5)
        #expect(rect == Rect(x: 10, y: 20, width: 150, height: 25))
        #expect(step(Point(x: 1, y: 2), towards: Point(x: 3, y: 6), by: 0.5) == Point(x: 2, y: 4))
        #expect(step(UnitPoint.topLeading, towards: .bottomTrailing, by: 0.25) == UnitPoint(x: 0.25, y: 0.25))
        #expect(step(Angle.degrees(0), towards: .radians(2), by: 0.5).radians == 1)
        let insets = step(EdgeInsets(top: 0, leading: 4, bottom: 8, trailing: 12), towards: EdgeInsets(all: 16), by: 0.5)
        #expect(insets == EdgeInsets(top: 8, leading: 10, bottom: 12, trailing: 14))
        var edges = EdgeInsets()
        edges.animatableData = AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4)))
        #expect(edges == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func coloursInterpolateInLinearLight() {
        let red = RGBAColor(red: 1, green: 0, blue: 0), green = RGBAColor(red: 0, green: 1, blue: 0)
        let middle = step(red, towards: green, by: 0.5)
        // Half of linear 1 is 0.5, which encodes to 0.7354 in sRGB (not 0.5).
        #expect(abs(middle.red - 0.735357) < 1e-5 && abs(middle.green - 0.735357) < 1e-5)
        #expect(middle.blue == 0 && middle.alpha == 1)
        let faded = step(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1),
                         towards: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0), by: 0.25)
        #expect(abs(faded.alpha - 0.75) < 1e-12)
    }

    @Test(arguments: stride(from: -0.5, through: 1.5, by: 0.0625).map { $0 })
    func srgbTransferRoundTrips(value: Double) {
        var color = RGBAColor(red: value, green: 0, blue: 0)
        color.animatableData = color.animatableData
        #expect(abs(color.red - value) < 1e-12)
    }
}
