import Foundation
import Geometry
import Testing
@testable import Raster

/// An angular (conic) gradient maps the angle around its centre to the ramp, clockwise on screen
/// from its start; a full turn meets itself at the start; a short sweep fills its wedge with the
/// end colour then the start colour, switching halfway; a long one draws its last turn.
@Suite struct AngularGradientTests {
    static let center = Point(x: 0, y: 0)

    func t(degrees: Double, start: Double = 0, sweep: Double = 360) -> Double {
        let radians = degrees * .pi / 180
        return GradientShader.angularT(Point(x: cos(radians), y: sin(radians)), center: Self.center,
                                       start: start * .pi / 180, sweep: sweep * .pi / 180)
    }

    @Test func aFullTurnGoesClockwiseFromItsStart() {
        #expect(abs(t(degrees: 0)) < 1e-9)
        // 90° is straight down on screen (y grows downwards): a quarter of the way.
        #expect(abs(t(degrees: 90) - 0.25) < 1e-9)
        #expect(abs(t(degrees: 180) - 0.5) < 1e-9)
        #expect(abs(t(degrees: -90) - 0.75) < 1e-9)
        // Starting at 90°, straight down is the start and straight left a quarter.
        #expect(abs(t(degrees: 90, start: 90)) < 1e-9)
        #expect(abs(t(degrees: 180, start: 90) - 0.25) < 1e-9)
    }

    @Test func aShortSweepFillsItsWedgeWithTheEndThenTheStart() {
        // 0°…180°: the lower half ramps, the upper half is the wedge.
        #expect(abs(t(degrees: 45, sweep: 180) - 0.25) < 1e-9)
        #expect(t(degrees: 200, sweep: 180) == 1)
        #expect(t(degrees: -20, sweep: 180) == 0)
    }

    @Test func aLongSweepDrawsItsLastTurn() {
        // 0°…540°: the last turn runs from 180° to 540°, so 180° is a third of the sweep.
        #expect(abs(t(degrees: 180, sweep: 540) - 1.0 / 3) < 1e-9)
        #expect(abs(t(degrees: 0, sweep: 540) - 2.0 / 3) < 1e-9)
    }

    @Test func aCanvasFillShowsTheRampAroundTheCentre() {
        let canvas = Canvas(width: 21, height: 21)
        canvas.fill(Rect(x: 0, y: 0, width: 21, height: 21),
                    with: .angularGradient(Paint.Gradient(colors: [.black, .white]), center: Point(x: 10.5, y: 10.5),
                                           startAngle: 0, endAngle: 0))
        let bitmap = canvas.bitmap
        // Right of the centre just below the axis: near the start (dark); just above: near the
        // end (light); straight down a quarter, straight left half way.
        #expect(bitmap[20, 11].red < 20 && bitmap[20, 9].red > 235)
        #expect(abs(Int(bitmap[10, 20].red) - 64) <= 4)
        #expect(abs(Int(bitmap[0, 10].red) - 128) <= 4)
        // Moved by whole pixels, the same pixels.
        let moved = Canvas(width: 21, height: 21)
        moved.fill(Rect(x: 0, y: 0, width: 21, height: 21),
                   with: .angularGradient(Paint.Gradient(colors: [.black, .white]), center: Point(x: 12.5, y: 13.5),
                                          startAngle: 0, endAngle: 0))
        #expect(moved.bitmap[12, 13] == bitmap[10, 10] && moved.bitmap[5, 4] == bitmap[3, 1])
    }
}
