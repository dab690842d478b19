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
