import Testing
@testable import Geometry

@Suite struct RectTests {
    @Test func edgesAndCenter() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.maxX == 40 && rect.maxY == 60)
        #expect(rect.center == Point(x: 25, y: 40))
    }

    @Test func intersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: 20, width: 5, height: 5)
        #expect(a.intersection(b).isEmpty)
        #expect(!a.intersects(b))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 25, height: 25))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pixelRoundingKeepsSharedEdges(scale: Double) {
        // Two frames that touch at x = 10.2 must still touch after snapping, at any scale.
        let left = Rect(x: 0.4, y: 0, width: 9.8, height: 5)
        let right = Rect(x: 10.2, y: 0, width: 4.9, height: 5)
        #expect(left.roundedToPixels(scale: scale).maxX == right.roundedToPixels(scale: scale).minX)
    }

    /// A rectangle moved by whole device pixels snaps to the same size, to the last bit, and moves
    /// by those pixels: layout in thirds of a point reaches halves and whole pixels only to within
    /// a rounding error, which must not round differently at different positions. (Halves round
    /// away from zero, so an edge that crosses zero is the exception: compared on one side.)
    @Test(arguments: [1.0, 2.0, 3.0])
    func wholePixelMovesKeepTheSnappedSize(scale: Double) {
        let rects = [Rect(x: 0.5, y: 10.5 / scale, width: 75.333_333_333_333_33, height: 844),
                     Rect(x: 1 / 3, y: 2 / 3, width: 104, height: 75 + 1 / 3),
                     Rect(x: 0.1, y: -0.7, width: 9.8, height: 0.5 + 1 / scale)]
        for rect in rects {
            // The first snapped rectangle with each sign of its edges, and its shift.
            var first: [[Bool]: (Rect, Int)] = [:]
            for pixels in -400...400 {
                let moved = Rect(x: rect.minX, y: rect.minY + Double(pixels) / scale, width: rect.width, height: rect.height)
                let snapped = moved.roundedToPixels(scale: scale)
                let signs = [moved.minY < 0, moved.maxY < 0]
                guard let (base, basePixels) = first[signs] else {
                    first[signs] = (snapped, pixels)
                    continue
                }
                #expect(snapped.size == base.size, "\(rect) moved \(pixels) px at \(scale)x")
                #expect(abs((snapped.minY - base.minY) * scale - Double(pixels - basePixels)) < 1e-6)
            }
            #expect(first.count >= 2)
        }
    }

    @Test func insetNeverGoesNegative() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 4).insetBy(dx: 2, dy: 3)
        #expect(rect.width == 6 && rect.height == 0)
    }
}

@Suite struct TransformTests {
    @Test func concatenationAppliesSelfFirst() {
        let t = Transform.scale(2).concatenating(.translation(x: 5, y: 1))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 3))
    }

    @Test func inverseUndoes() throws {
        let t = Transform.rotation(radians: 0.3).concatenating(.scale(x: 2, y: 3)).concatenating(.translation(x: 4, y: -2))
        let inverse = try #require(t.inverted)
        let p = inverse.apply(to: t.apply(to: Point(x: 3, y: 7)))
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 7) < 1e-12)
        #expect(Transform.scale(x: 0, y: 1).inverted == nil)
    }

    @Test func maximumScaleIsTheLargerSingularValue() {
        #expect(abs(Transform.scale(x: 2, y: 5).maximumScale - 5) < 1e-12)
        #expect(abs(Transform.rotation(radians: 1).concatenating(.scale(3)).maximumScale - 3) < 1e-12)
    }
}
