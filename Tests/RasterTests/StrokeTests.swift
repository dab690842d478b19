import FeedshotTestSupport
import Foundation
import Geometry
import Testing
@testable import Raster

/// Stroke geometry checked through pixels: a stroke covers exactly the points within half the
/// line width of the path (round joins and caps), with the extra corners its joins and caps add.
@Suite struct StrokeTests {
    /// Renders a stroke in white and returns the alpha channel.
    static func strokeCoverage(_ path: Path, _ style: StrokeStyle, width: Int, height: Int) -> [UInt8] {
        let canvas = Canvas(width: width, height: height)
        canvas.stroke(path, style: style, with: .white)
        return alphas(canvas.bitmap)
    }

    static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }

    /// Distance from `p` to the polyline through `points`.
    static func distance(_ p: Point, to points: [Point], closed: Bool = false) -> Double {
        var best = Double.infinity
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count], d = b - a
            let t = max(0, min(1, (p - a).dot(d) / max(d.dot(d), 1e-30)))
            best = min(best, p.distance(to: a + d * t))
        }
        return best
    }

    @Test func buttLineIsARectangle() {
        let rendered = Self.strokeCoverage(Self.polyline([Point(x: 2, y: 5), Point(x: 12, y: 5)]),
                                           StrokeStyle(lineWidth: 3), width: 16, height: 10)
        let rect = coverage(of: Path(Rect(x: 2, y: 3.5, width: 10, height: 3)), width: 16, height: 10)
        #expect(rendered == rect)
    }

    @Test func squareCapsExtendByHalfTheWidth() {
        let rendered = Self.strokeCoverage(Self.polyline([Point(x: 3, y: 5), Point(x: 11, y: 5)]),
                                           StrokeStyle(lineWidth: 4, lineCap: .square), width: 16, height: 10)
        let rect = coverage(of: Path(Rect(x: 1, y: 3, width: 12, height: 4)), width: 16, height: 10)
        #expect(rendered == rect)
    }

    @Test(arguments: [LineCap.round, .butt, .square])
    func roundCapsAndJoinsCoverTheDistanceNeighbourhood(cap: LineCap) {
        // With round joins, every pixel whose centre is clearly within half the width of the
        // polyline is fully covered and every pixel clearly beyond it is empty (caps aside).
        let points = [Point(x: 5.3, y: 18.2), Point(x: 12.7, y: 4.4), Point(x: 21.1, y: 15.9), Point(x: 26.4, y: 6.3)]
        let half = 2.6
        let rendered = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 2 * half, lineCap: cap, lineJoin: .round),
                                           width: 32, height: 24)
        for y in 0..<24 {
            for x in 0..<32 {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let d = Self.distance(centre, to: points)
                let nearEnd = centre.distance(to: points[0]) < half + 2 || centre.distance(to: points[3]) < half + 2
                let value = rendered[y * 32 + x]
                if d < half - 0.71 && (cap == .round || !nearEnd) { #expect(value == 255, "inside (\(x), \(y))") }
                if d > half + 0.71 && (cap == .round || !nearEnd) { #expect(value == 0, "outside (\(x), \(y))") }
            }
        }
    }

    @Test(arguments: 0..<16)
    func randomShortSegmentsWithWideStrokesHaveNoHoles(seed: Int) {
        // A random walk of segments shorter than the stroke is wide (the inner joins detour
        // through their vertices): with round joins and caps the stroke must still be exactly
        // the set of points within half the width of the walk.
        var random = SeededGenerator(seed: UInt64(500 + seed))
        var points = [Point(x: 16, y: 16)]
        var heading = random.uniform(0...(2 * Double.pi))
        for _ in 0..<14 {
            heading += random.uniform(-2.6...2.6)
            let step = random.uniform(0.4...3)
            let last = points[points.count - 1]
            points.append(Point(x: min(26, max(6, last.x + step * cos(heading))), y: min(26, max(6, last.y + step * sin(heading)))))
        }
        let half = random.uniform(1.5...3.5)
        let rendered = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 2 * half, lineCap: .round, lineJoin: .round),
                                           width: 32, height: 32)
        for y in 0..<32 {
            for x in 0..<32 {
                let d = Self.distance(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), to: points)
                let value = rendered[y * 32 + x]
                if d < half - 0.71 { #expect(value == 255, "hole at (\(x), \(y))") }
                if d > half + 0.71 { #expect(value == 0, "spill at (\(x), \(y))") }
            }
        }
        // Miter and bevel joins cut or extend the corners differently, but every segment's own
        // rectangle (and the round caps) must stay solid: no holes where segments overlap.
        func insideSomeSegment(_ p: Point) -> Bool {
            // The caps: the outer half disks at both ends.
            for (end, inner) in [(points[0], points[1]), (points[points.count - 1], points[points.count - 2])] {
                if p.distance(to: end) < half - 0.71 && (p - end).dot(end - inner) >= 0 { return true }
            }
            for i in 1..<points.count {
                let a = points[i - 1], d = points[i] - a
                let length = d.length
                guard length > 0 else { continue }
                let along = (p - a).dot(d) / length, across = abs((p - a).cross(d)) / length
                if along >= 0.71, along <= length - 0.71, across < half - 0.71 { return true }
            }
            return false
        }
        for join in [LineJoin.miter, .bevel] {
            let other = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 2 * half, lineCap: .round, lineJoin: join),
                                            width: 32, height: 32)
            for y in 0..<32 {
                for x in 0..<32 where insideSomeSegment(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    #expect(other[y * 32 + x] == 255, "\(join) hole at (\(x), \(y))")
                }
            }
        }
    }

    @Test func miterJoinFillsTheCornerAndBevelCutsIt() {
        // A right angle at (10, 10): the miter reaches the outer corner (13, 7) of the 6-wide
        // stroke, the bevel cuts it along the diagonal.
        let points = [Point(x: 2, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 18)]
        let miter = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 6, lineJoin: .miter), width: 20, height: 20)
        let bevel = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 6, lineJoin: .bevel), width: 20, height: 20)
        let round = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 6, lineJoin: .round), width: 20, height: 20)
        // Pixel (12, 7) touches the outer corner: inside the miter only.
        #expect(miter[7 * 20 + 12] == 255)
        #expect(bevel[7 * 20 + 12] == 0)
        #expect(round[7 * 20 + 12] < 255 && round[7 * 20 + 12] > 0)
        // The miter stroke is exactly the union of two rectangles.
        var union = Path()
        union.addRect(Rect(x: 2, y: 7, width: 11, height: 6))
        union.addRect(Rect(x: 7, y: 7, width: 6, height: 11))
        #expect(miter == coverage(of: union, width: 20, height: 20))
        // Total area: miter − bevel = the corner triangle (4.5 px²); round in between.
        let sum: ([UInt8]) -> Double = { $0.reduce(0) { $0 + Double($1) } / 255 }
        let miterArea = sum(miter), bevelArea = sum(bevel), roundArea = sum(round)
        #expect(abs(miterArea - bevelArea - 4.5) < 0.05)
        #expect(roundArea > bevelArea && roundArea < miterArea)
        let wedge: Double = 9 * Double.pi / 4 - 4.5   // quarter disk of radius 3 minus the triangle
        #expect(abs(roundArea - bevelArea - wedge) < 0.05)
    }

    @Test func miterLimitBevelsSharpCorners() {
        // A 10° spike: 1 / sin(5°) = 11.5 exceeds the default limit of 10, so it is bevelled;
        // with a limit of 12 the miter reaches ~11.5 half-widths beyond the vertex.
        let points = [Point(x: 2, y: 8), Point(x: 30, y: 10), Point(x: 2, y: 12.9)]
        let bevelled = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 2), width: 48, height: 20)
        let mitered = Self.strokeCoverage(Self.polyline(points), StrokeStyle(lineWidth: 2, miterLimit: 12), width: 48, height: 20)
        let reach: ([UInt8]) -> Int = { values in (0..<48).last { x in (0..<20).contains { values[$0 * 48 + x] > 0 } } ?? 0 }
        #expect(reach(bevelled) <= 31)
        #expect(reach(mitered) >= 39)
    }

    @Test func dashesAlternateAlongThePath() {
        let line = Self.polyline([Point(x: 0, y: 2), Point(x: 20, y: 2)])
        let dashed = Self.strokeCoverage(line, StrokeStyle(lineWidth: 2, dash: [3, 2]), width: 20, height: 4)
        let shifted = Self.strokeCoverage(line, StrokeStyle(lineWidth: 2, dash: [3, 2], dashPhase: 1), width: 20, height: 4)
        let row: [UInt8] = Array(dashed[40..<60])
        let expected: [UInt8] = [255, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255, 255, 255, 0, 0]
        #expect(row == expected)
        let shiftedRow: [UInt8] = Array(shifted[40..<60])
        let expectedShift: [UInt8] = Array(expected.dropFirst()) + [255]
        #expect(shiftedRow == expectedShift)
        // Zero-length dashes with round caps are dots.
        let dots = Self.strokeCoverage(line, StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 5]), width: 20, height: 4)
        #expect(dots[2 * 20 + 5] > 100 && dots[2 * 20 + 2] == 0)
    }

    @Test func closedRingMatchesTheAnnulusArea() {
        // A circle of radius 8 stroked 3 wide: the ring between radii 6.5 and 9.5.
        let path = Path(ellipseIn: Rect(x: 2, y: 2, width: 16, height: 16))
        let rendered = Self.strokeCoverage(path, StrokeStyle(lineWidth: 3), width: 20, height: 20)
        let outer = diskExtent(center: Point(x: 10, y: 10), radius: 9.5)
        let inner = diskExtent(center: Point(x: 10, y: 10), radius: 6.5)
        let worst = maximumCoverageError(rendered, width: 20, height: 20) { x, y in
            pixelArea(px: x, py: y, extent: outer) - pixelArea(px: x, py: y, extent: inner)
        }
        #expect(worst.error <= 1.5, "ring error \(worst.error) at (\(worst.x), \(worst.y))")
    }

    @Test func strokeBorderLiesInsideTheShape() {
        let shape = Path(roundedRect: Rect(x: 2.3, y: 3.1, width: 22.4, height: 15.2), cornerRadius: 5, style: .continuous)
        let canvas = Canvas(width: 28, height: 22)
        canvas.strokeBorder(shape, lineWidth: 2, with: .white)
        let ring = alphas(canvas.bitmap)
        let inside = coverage(of: shape, width: 28, height: 22)
        for i in ring.indices { #expect(ring[i] <= inside[i]) }
        // Pixels more than the width (plus a pixel) inside the edge are untouched; the band
        // just inside the edge is solid.
        #expect(ring[11 * 28 + 13] == 0)
        // The ring spans x = 2.3 … 4.3 on row 11.
        #expect(ring[11 * 28 + 3] == 255)
        #expect(abs(Int(ring[11 * 28 + 4]) - 77) <= 1)
        #expect(ring[11 * 28 + 5] == 0)
        // Its outer edge is the shape's own edge, pixel for pixel.
        for i in ring.indices where inside[i] < 255 { #expect(ring[i] == inside[i]) }
    }

    @Test func capsuleClippedPhotoWithWhiteBorderHasNoHaloOrGap() {
        // The share card's crew cell at small size: a grey "photo" clipped to a capsule over a
        // dark background, with a one-point white strokeBorder at 3x.
        let scale = 3.0
        let cell = Rect(x: 1.3, y: 1.7, width: 20, height: 12)
        let background = PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255)
        let canvas = Canvas(width: 70, height: 46, background: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        canvas.concatenate(.scale(scale))
        let capsule = Path(capsuleIn: cell)
        canvas.save()
        canvas.clip(to: capsule)
        canvas.drawImage(Bitmap(width: 8, height: 5, fill: PremultipliedRGBA(red: 128, green: 128, blue: 128, alpha: 255)),
                         in: cell)
        canvas.restore()
        canvas.strokeBorder(capsule, lineWidth: 1, with: .white)
        let shape = coverage(of: capsule, width: 70, height: 46, transform: .scale(scale))
        for y in 0..<46 {
            for x in 0..<70 {
                let p = canvas.bitmap[x, y], c = Double(shape[y * 70 + x]) / 255
                if c == 1 {
                    // Inside the capsule only photo (128) and border (255) mix: nothing darker.
                    #expect(p.red >= 128, "gap at (\(x), \(y)): \(p)")
                } else if c > 0 {
                    // On the outer edge: at least as light as the border alone over the background.
                    let borderOnly = 255 * c + Double(background.red) * (1 - c)
                    #expect(Double(p.red) >= borderOnly - 1, "halo at (\(x), \(y)): \(p)")
                } else {
                    #expect(p == background)
                }
            }
        }
    }

    @Test func zeroWidthAndEmptyPathsDrawNothing() {
        let canvas = Canvas(width: 4, height: 4)
        canvas.stroke(Self.polyline([Point(x: 0, y: 0), Point(x: 4, y: 4)]), style: StrokeStyle(lineWidth: 0), with: .white)
        canvas.stroke(Path(), lineWidth: 2, with: .white)
        var lone = Path()
        lone.move(to: Point(x: 2, y: 2))
        canvas.stroke(lone, style: StrokeStyle(lineWidth: 2, lineCap: .round), with: .white)
        #expect(alphas(canvas.bitmap).allSatisfy { $0 == 0 })
    }
}
