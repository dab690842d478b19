import Foundation
import Testing
@testable import Geometry

@Suite struct PathTests {
    @Test func buildingKeepsSubpathsConsistent() {
        var path = Path()
        path.addLine(to: Point(x: 1, y: 1))          // no current point: becomes a move
        #expect(path.elements == [.move(to: Point(x: 1, y: 1))])
        path.move(to: Point(x: 2, y: 2))              // consecutive moves collapse
        path.addLine(to: Point(x: 4, y: 2))
        path.closeSubpath()
        path.closeSubpath()                           // closing twice is a no-op
        path.addLine(to: Point(x: 5, y: 5))           // continues from the closed subpath's start
        #expect(path.elements == [.move(to: Point(x: 2, y: 2)), .line(to: Point(x: 4, y: 2)), .closeSubpath,
                                  .move(to: Point(x: 2, y: 2)), .line(to: Point(x: 5, y: 5))])
        #expect(path.currentPoint == Point(x: 5, y: 5))
        #expect(Path(elements: path.elements) == path)
    }

    @Test func transformsMapEveryPoint() {
        let path = Path(Rect(x: 1, y: 2, width: 3, height: 4)).applying(.scale(2).concatenating(.translation(x: 1, y: 0)))
        #expect(path.boundingRect == Rect(x: 3, y: 4, width: 6, height: 8))
        #expect(Path(Rect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 5, dy: 6).controlPointBounds
                == Rect(x: 5, y: 6, width: 1, height: 1))
    }

    @Test func boundingRectIsTightForCurves() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        // The curve peaks at y = 7.5 (3/4 of the control height), the control points reach 10.
        #expect(abs(path.boundingRect.maxY - 7.5) < 1e-12)
        #expect(path.controlPointBounds.maxY == 10)
        var quad = Path()
        quad.move(to: Point(x: 0, y: 0))
        quad.addQuadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: -4))
        #expect(abs(quad.boundingRect.minY + 2) < 1e-12)
    }

    @Test func arcsFollowSwiftUIsDirectionConvention() {
        // clockwise: false sweeps towards increasing angles (clockwise on a y-down screen):
        // from 0° to 90° passes through 45°, i.e. below and right of the centre.
        var ccw = Path()
        ccw.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let a = ccw.boundingRect
        #expect(abs(a.minX) < 1e-9 && abs(a.maxX - 10) < 1e-9 && abs(a.maxY - 10) < 1e-9 && abs(a.minY) < 1e-9)
        // clockwise: true goes the long way round (270°).
        var cw = Path()
        cw.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let b = cw.boundingRect
        #expect(abs(b.minX + 10) < 1e-9 && abs(b.minY + 10) < 1e-9)
        // Every flattened point lies on the circle.
        for point in cw.flattened(tolerance: 0.001)[0].points {
            #expect(abs(point.length - 10) < 0.0011)
        }
    }

    @Test(arguments: [0.1, 0.01, 0.001])
    func flatteningStaysWithinTolerance(tolerance: Double) {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 30, y: 5), control1: Point(x: 5, y: 40), control2: Point(x: 25, y: -30))
        path.addQuadCurve(to: Point(x: 0, y: 20), control: Point(x: 40, y: 40))
        let polyline = path.flattened(tolerance: tolerance)[0].points
        // Distance of dense samples of the true curve to the polyline.
        func distanceToPolyline(_ p: Point) -> Double {
            var best = Double.infinity
            for i in 1..<polyline.count {
                let a = polyline[i - 1], b = polyline[i], d = b - a
                let t = max(0, min(1, (p - a).dot(d) / max(d.dot(d), 1e-30)))
                best = min(best, p.distance(to: a + d * t))
            }
            return best
        }
        var worst = 0.0
        for i in 0...400 {
            let t = Double(i) / 400
            worst = max(worst, distanceToPolyline(cubicPoint(Point(x: 0, y: 0), Point(x: 5, y: 40), Point(x: 25, y: -30),
                                                             Point(x: 30, y: 5), t)))
            worst = max(worst, distanceToPolyline(quadPoint(Point(x: 30, y: 5), Point(x: 40, y: 40), Point(x: 0, y: 20), t)))
        }
        #expect(worst <= tolerance)
    }

    @Test func flatteningToleranceScalesWithTheTransform() {
        // The same circle needs more segments at 3x, because the tolerance is in output units.
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let small = circle.flattened(tolerance: 0.01)[0].points.count
        let large = circle.flattened(tolerance: 0.01, transform: .scale(3))[0].points.count
        #expect(large > small)
        #expect(abs(Double(large) / Double(small) - 3.0.squareRoot()) < 0.3)
    }

    @Test func closedSubpathsFlattenClosed() {
        let polylines = Path(Rect(x: 0, y: 0, width: 2, height: 2)).flattened(tolerance: 0.1)
        #expect(polylines.count == 1 && polylines[0].isClosed && polylines[0].points.count == 4)
    }
}

@Suite struct ShapeTests {
    @Test func capsuleRadiusIsHalfTheShorterSide() {
        let wide = Path(capsuleIn: Rect(x: 0, y: 0, width: 104, height: 72))
        #expect(wide.boundingRect == Rect(x: 0, y: 0, width: 104, height: 72))
        // The straight top edge runs from x = 36 to x = 68.
        #expect(wide.elements.first == .move(to: Point(x: 36, y: 0)))
        let tall = Path(capsuleIn: Rect(x: 0, y: 0, width: 20, height: 50))
        #expect(tall.elements.first == .move(to: Point(x: 10, y: 0)))
        // Every point of a flattened capsule is at distance 10 from its centre segment.
        for p in tall.flattened(tolerance: 0.001)[0].points {
            let cy = min(max(p.y, 10), 40)
            #expect(abs(Point(x: p.x - 10, y: p.y - cy).length - 10) < 0.002)
        }
    }

    @Test func circleIsTheLargestCentredInTheRect() {
        let circle = Path(circleIn: Rect(x: 10, y: 0, width: 40, height: 20))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX - 20) < 1e-9 && abs(bounds.maxX - 40) < 1e-9 && abs(bounds.height - 20) < 1e-9)
        let ellipse = Path(ellipseIn: Rect(x: 10, y: 0, width: 40, height: 20)).boundingRect
        #expect(abs(ellipse.width - 40) < 1e-9)
    }

    @Test func roundedRectClampsTheRadius() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 50, style: .circular)
        #expect(path == Path(capsuleIn: Rect(x: 0, y: 0, width: 10, height: 4)))
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerSize: Size(width: 50, height: 50), style: .circular)
                == path)
        // Elliptical corners clamp per axis.
        let elliptical = Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerSize: Size(width: 50, height: 1),
                              style: .circular)
        #expect(elliptical.elements.first == .move(to: Point(x: 5, y: 0)))
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 0) == Path(Rect(x: 0, y: 0, width: 10, height: 4)))
    }

    @Test func continuousCornersStartFurtherAndStayInside() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let continuous = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
        #expect(continuous.boundingRect.width <= 200 + 1e-9 && continuous.boundingRect.height <= 100 + 1e-9)
        #expect(continuous.elements.first == .move(to: Point(x: 20 * 1.547302, y: 0)))
        // At 45° both corner styles pass (almost) the same distance from the corner; the
        // continuous one leaves the straight edge earlier (1.55 r before the corner, not r).
        let corner = Point(x: 200, y: 0)
        func closest(_ path: Path) -> Double {
            path.flattened(tolerance: 0.001)[0].points.map { $0.distance(to: corner) }.min() ?? 0
        }
        let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
        #expect(abs(closest(continuous) - closest(circular)) < 0.02 * 20)
        func depth(_ path: Path, atX x: Double) -> Double {
            path.flattened(tolerance: 0.001)[0].points.filter { abs($0.x - x) < 0.5 && $0.y < 50 }.map(\.y).max() ?? 0
        }
        #expect(depth(continuous, atX: 200 - 1.2 * 20) > 0.02)
        #expect(depth(circular, atX: 200 - 1.2 * 20) == 0)
        // Symmetric under the rectangle's mirror.
        let mirrored = continuous.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0)).boundingRect
        #expect(abs(mirrored.minX - continuous.boundingRect.minX) < 1e-9)
    }

    @Test func continuousCornersAreNearlyTangentContinuous() {
        // Consecutive cubic segments of a corner meet with nearly parallel tangents: the fitted
        // constants leave kinks of about 2.4°, invisible at any size (kept for fidelity to
        // CoreAnimation rather than smoothed away).
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, style: .continuous)
        var previousEnd = Point.zero, previousOut = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                previousOut = p - previousEnd
                previousEnd = p
            case .curve(let p, let c1, let c2):
                let incoming = c1 - previousEnd
                if previousOut.length > 1e-9, incoming.length > 1e-9 {
                    let sine = abs(previousOut.cross(incoming)) / (previousOut.length * incoming.length)
                    #expect(sine < sin(3 * Double.pi / 180))
                }
                previousOut = p - c2
                previousEnd = p
            default:
                break
            }
        }
    }

    @Test func continuousCapsuleCornersAreCompressedToFit() {
        // E · r exceeds half the side: the corners shrink along that axis instead of overlapping.
        let path = Path(capsuleIn: Rect(x: 0, y: 0, width: 104, height: 72), style: .continuous)
        let points = path.flattened(tolerance: 0.01)[0].points
        #expect(points.allSatisfy { $0.x >= -1e-9 && $0.x <= 104 + 1e-9 && $0.y >= -1e-9 && $0.y <= 72 + 1e-9 })
        // The outline never doubles back along the top edge.
        let top = points.filter { $0.y < 1e-9 }.map(\.x)
        #expect(top.count >= 1 && top.count <= 2)
    }
}
