import Testing
@testable import Geometry

@Suite struct StrokeGeometryTests {
    @Test func closedSquareStrokesToTwoLoops() {
        let outline = Path(Rect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
        let loops = outline.flattened(tolerance: 0.01)
        #expect(loops.count == 2)
        #expect(outline.boundingRect == Rect(x: -1, y: -1, width: 12, height: 12))
        // Opposite orientations: the ring between them has winding ±1.
        func signedArea(_ points: [Point]) -> Double {
            var area = 0.0
            for i in points.indices { area += points[i].cross(points[(i + 1) % points.count]) }
            return area / 2
        }
        let a = signedArea(loops[0].points), b = signedArea(loops[1].points)
        #expect(a * b < 0)
        #expect(abs(abs(a) - 144) < 1e-9 && abs(abs(b) - 64) < 1e-9)
    }

    @Test func capsExtendOpenLines() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect
        let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).boundingRect
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round), tolerance: 0.001).boundingRect
        #expect(butt == Rect(x: 0, y: -2, width: 10, height: 4))
        #expect(square == Rect(x: -2, y: -2, width: 14, height: 4))
        #expect(abs(round.minX + 2) < 0.01 && abs(round.maxX - 12) < 0.01)
    }

    @Test func dashPatternSplitsIntoSubpaths() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 1]))
        // Dashes at 0-2, 3-5, 6-8, 9-10.
        #expect(dashed.flattened(tolerance: 0.01).count == 4)
        // An odd pattern repeats: [2] means 2 on, 2 off.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 1, dash: [2])).flattened(tolerance: 0.01).count == 3)
        // Invalid patterns stroke solid.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 1, dash: [0, 0])).flattened(tolerance: 0.01).count == 1)
    }
}
