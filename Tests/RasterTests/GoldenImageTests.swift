import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import Raster

/// Golden images of the rasterizer, approved by eye: a sheet of shapes, one of strokes, one of
/// gradients, and the share card's crew cell (a photo clipped to a capsule with a white border).
@Suite struct GoldenImageTests {
    static let background = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)

    /// A photo-like test image: smooth colour fields, fine rings and a hard-edged shape, so
    /// resampling blur, ringing and aliasing all show.
    static func photo(width: Int, height: Int) -> Bitmap {
        var image = Bitmap(width: width, height: height)
        let cx = Double(width) * 0.62, cy = Double(height) * 0.45
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
                var r = 40 + 150 * fx, g = 60 + 120 * (1 - fy), b = 110 + 80 * fy
                if d < Double(height) * 0.3 {
                    // Rings that get finer outwards.
                    let ring = (sin(d * d / Double(height) * 0.9) + 1) / 2
                    r = 230 * ring + 20; g = 200 * ring + 30; b = 90 * ring + 40
                }
                if abs(Double(x) - Double(width) * 0.22) < Double(width) * 0.06 && fy > 0.3 {
                    r = 245; g = 245; b = 240   // a bright bar with hard edges
                }
                image[x, y] = PremultipliedRGBA(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: 255)
            }
        }
        return image
    }

    @Test func shapeSheet() {
        let canvas = Canvas(width: 720, height: 400, background: Self.background)
        canvas.concatenate(.scale(2))
        let colors = [RGBAColor(red: 0.95, green: 0.6, blue: 0.2), RGBAColor(red: 0.3, green: 0.75, blue: 0.95),
                      RGBAColor(red: 0.55, green: 0.85, blue: 0.4), RGBAColor(red: 0.95, green: 0.35, blue: 0.5),
                      RGBAColor(red: 0.8, green: 0.7, blue: 1), .white]
        let shapes: [Path] = [
            Path(Rect(x: 10.25, y: 10.25, width: 40, height: 30)),
            Path(roundedRect: Rect(x: 65.5, y: 10.5, width: 50, height: 30), cornerRadius: 10, style: .circular),
            Path(roundedRect: Rect(x: 130.5, y: 10.5, width: 50, height: 30), cornerRadius: 10, style: .continuous),
            Path(capsuleIn: Rect(x: 195.3, y: 10.7, width: 60, height: 30)),
            Path(circleIn: Rect(x: 270, y: 8, width: 70, height: 34)),
            Path(ellipseIn: Rect(x: 300.5, y: 60.5, width: 50, height: 28)),
        ]
        for (path, color) in zip(shapes, colors) { canvas.fill(path, with: .solid(color)) }
        // Large continuous vs circular corners, overlaid to show the difference.
        canvas.fill(Path(roundedRect: Rect(x: 10, y: 60, width: 120, height: 70), cornerRadius: 28, style: .circular),
                    with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35)))
        canvas.fill(Path(roundedRect: Rect(x: 10, y: 60, width: 120, height: 70), cornerRadius: 28, style: .continuous),
                    with: .solid(RGBAColor(red: 0.3, green: 0.75, blue: 0.95, alpha: 0.6)))
        // Translucent overlaps and a star under both fill rules.
        canvas.fill(Path(circleIn: Rect(x: 145, y: 60, width: 50, height: 50)), with: .solid(colors[3].multipliedAlpha(by: 0.7)))
        canvas.fill(Path(circleIn: Rect(x: 170, y: 75, width: 50, height: 50)), with: .solid(colors[1].multipliedAlpha(by: 0.7)))
        var star = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: 262 + 32 * cos(angle), y: 105 + 32 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        canvas.fill(star, with: .solid(colors[2]), fillRule: .evenOdd)
        canvas.fill(star.offsetBy(dx: 0, dy: 70), with: .solid(colors[2]), fillRule: .nonZero)
        // Thin slivers at sub-pixel positions and a rotated square.
        for i in 0..<12 {
            canvas.fill(Rect(x: 12 + Double(i) * 9.3, y: 145, width: 0.25 + Double(i) * 0.25, height: 40), with: .white)
        }
        canvas.save()
        canvas.translateBy(x: 180, y: 165)
        canvas.rotate(by: .degrees(22.5))
        canvas.fill(Path(roundedRect: Rect(x: -22, y: -22, width: 44, height: 44), cornerRadius: 6), with: .solid(colors[0]))
        canvas.restore()
        // A striped square clipped to a circle (anti-aliased clip).
        canvas.save()
        canvas.clip(to: Path(circleIn: Rect(x: 300, y: 110, width: 50, height: 50)))
        for i in 0..<10 {
            canvas.fill(Rect(x: 300 + Double(i) * 5, y: 110, width: 2.5, height: 50), with: .solid(colors[i % 6]))
        }
        canvas.restore()
        assertSnapshot(of: canvas.bitmap, named: "sheet")
    }

    @Test func strokeSheet() {
        let canvas = Canvas(width: 720, height: 540, background: Self.background)
        canvas.concatenate(.scale(2))
        var zigzag = Path()
        zigzag.addLines([Point(x: 0, y: 30), Point(x: 18, y: 4), Point(x: 36, y: 30), Point(x: 58, y: 10)])
        let yellow = Paint.solid(RGBAColor(red: 1, green: 0.8, blue: 0.3))
        for (row, cap) in [LineCap.butt, .round, .square].enumerated() {
            for (column, join) in [LineJoin.miter, .round, .bevel].enumerated() {
                canvas.save()
                canvas.translateBy(x: 14 + Double(column) * 80, y: 12 + Double(row) * 44)
                canvas.stroke(zigzag, style: StrokeStyle(lineWidth: 8, lineCap: cap, lineJoin: join), with: yellow)
                canvas.stroke(zigzag, lineWidth: 0.5, with: .solid(RGBAColor(red: 0.2, green: 0.3, blue: 1)))
                canvas.restore()
            }
        }
        // Dashes (with dots) along a curve, and a dashed circle.
        var wave = Path()
        wave.move(to: Point(x: 12, y: 170))
        wave.addCurve(to: Point(x: 240, y: 170), control1: Point(x: 70, y: 120), control2: Point(x: 180, y: 220))
        canvas.stroke(wave, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 6, 0, 6]), with: .white)
        canvas.stroke(Path(circleIn: Rect(x: 260, y: 10, width: 90, height: 90)),
                      style: StrokeStyle(lineWidth: 4, dash: [8, 4], dashPhase: 2), with: .solid(RGBAColor(red: 0.5, green: 0.9, blue: 0.6)))
        // Hairlines at fractional offsets.
        for i in 0..<8 {
            var line = Path()
            line.move(to: Point(x: 262 + Double(i) * 11.2, y: 115))
            line.addLine(to: Point(x: 262 + Double(i) * 11.2 + 6, y: 160))
            canvas.stroke(line, lineWidth: 0.5 + Double(i) * 0.25, with: .white)
        }
        // strokeBorder versus stroke on the same rounded rectangle and capsule.
        let card = Rect(x: 14, y: 195, width: 100, height: 60)
        canvas.fill(Path(roundedRect: card, cornerRadius: 14), with: .solid(RGBAColor(red: 0.3, green: 0.4, blue: 0.6)))
        canvas.strokeBorder(Path(roundedRect: card, cornerRadius: 14), lineWidth: 4, with: .white)
        let centred = card.offsetBy(dx: 120, dy: 0)
        canvas.fill(Path(roundedRect: centred, cornerRadius: 14), with: .solid(RGBAColor(red: 0.3, green: 0.4, blue: 0.6)))
        canvas.stroke(Path(roundedRect: centred, cornerRadius: 14), lineWidth: 4, with: .white)
        canvas.strokeBorder(Path(capsuleIn: Rect(x: 254, y: 195, width: 96, height: 30)), lineWidth: 1, with: .white)
        canvas.strokeBorder(Path(circleIn: Rect(x: 290, y: 180 + 50, width: 30, height: 30)),
                            style: StrokeStyle(lineWidth: 3, dash: [4, 3]), with: yellow)
        assertSnapshot(of: canvas.bitmap, named: "sheet")
    }

    @Test func gradientSheet() {
        let canvas = Canvas(width: 720, height: 400, background: Self.background)
        canvas.concatenate(.scale(2))
        let rainbow = Paint.Gradient(colors: [RGBAColor(red: 1, green: 0.2, blue: 0.2), RGBAColor(red: 1, green: 0.9, blue: 0.2),
                                              RGBAColor(red: 0.2, green: 0.8, blue: 0.4), RGBAColor(red: 0.2, green: 0.4, blue: 1)])
        canvas.fill(Rect(x: 10, y: 10, width: 340, height: 30),
                    with: .linearGradient(rainbow, start: Point(x: 10, y: 0), end: Point(x: 350, y: 0)))
        // Subtle ramp that bands without dithering: 20 levels over 340 points.
        canvas.fill(Rect(x: 10, y: 45, width: 340, height: 25),
                    with: .linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0.1, green: 0.1, blue: 0.2),
                                                                  RGBAColor(red: 0.18, green: 0.18, blue: 0.28)]),
                                          start: Point(x: 10, y: 0), end: Point(x: 350, y: 0)))
        // A photo with the share card's scrim.
        let photo = Self.photo(width: 160, height: 120)
        let frame = Rect(x: 10, y: 80, width: 160, height: 110)
        canvas.drawImage(photo, in: frame)
        canvas.fill(Rect(x: frame.minX, y: frame.midY, width: frame.width, height: frame.height / 2),
                    with: .linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
                                                                  RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85)]),
                                          start: Point(x: 0, y: frame.midY), end: Point(x: 0, y: frame.maxY)))
        // Radial gradient in a circle; a diagonal gradient fading to clear over a checkerboard.
        canvas.fill(Path(circleIn: Rect(x: 185, y: 80, width: 80, height: 80)),
                    with: .radialGradient(Paint.Gradient(colors: [.white, RGBAColor(red: 0.9, green: 0.4, blue: 0.2),
                                                                  RGBAColor(red: 0.3, green: 0.05, blue: 0.2)]),
                                          center: Point(x: 210, y: 105), startRadius: 0, endRadius: 55))
        for y in 0..<11 {
            for x in 0..<8 where (x + y) % 2 == 0 {
                canvas.fill(Rect(x: 280 + Double(x) * 10, y: 80 + Double(y) * 10, width: 10, height: 10),
                            with: .solid(RGBAColor(red: 0.6, green: 0.6, blue: 0.6)))
            }
        }
        canvas.fill(Rect(x: 280, y: 80, width: 80, height: 110),
                    with: .linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0.2, green: 0.5, blue: 1), .clear]),
                                          start: Point(x: 280, y: 80), end: Point(x: 360, y: 190)))
        assertSnapshot(of: canvas.bitmap, named: "sheet")
    }

    @Test func capsuleClippedPhotoWithBorder() {
        // The share card's crew cell at 3x: a photo scaled to fill 104x72 points, clipped to a
        // capsule, with a one-point white strokeBorder, on darkBackground.
        let canvas = Canvas(width: 360, height: 264, background: Self.background)
        canvas.concatenate(.scale(3))
        let cell = Rect(x: 8, y: 8, width: 104, height: 72)
        let photo = Self.photo(width: 414, height: 300)
        let scale = max(cell.width / 414, cell.height / 300)
        let crop = Rect(x: (414 - cell.width / scale) / 2, y: (300 - cell.height / scale) / 2,
                        width: cell.width / scale, height: cell.height / scale)
        canvas.save()
        canvas.clip(to: Path(capsuleIn: cell))
        canvas.drawImage(photo, in: cell, from: crop)
        canvas.restore()
        canvas.strokeBorder(Path(capsuleIn: cell), lineWidth: 1, with: .white)
        assertSnapshot(of: canvas.bitmap, named: "crewCell")
    }
}
