import Geometry
import Raster
import Testing
@testable import Typography

@Suite struct GlyphRasterTests {
    private func ink(_ mask: AlphaMask) -> Double {
        mask.coverage.reduce(0) { $0 + Double($1) } / 255
    }

    /// The coverage-weighted centre of a placed glyph, in device pixels.
    private func centroid(_ glyph: DeviceGlyph) -> Point {
        var sumX = 0.0, sumY = 0.0, total = 0.0
        for y in 0..<glyph.mask.height {
            for x in 0..<glyph.mask.width {
                let value = Double(glyph.mask[x, y])
                sumX += value * (Double(glyph.x + x) + 0.5)
                sumY += value * (Double(glyph.y + y) + 0.5)
                total += value
            }
        }
        return Point(x: sumX / total, y: sumY / total)
    }

    @Test(arguments: [(-1.0, -1, 0), (0, 0, 0), (0.1, 0, 0), (0.125, 0, 1), (0.49, 0, 2), (0.9, 1, 0),
                      (-0.1, 0, 0), (-0.2, -1, 3), (2133.8, 2133, 3)])
    func deviceCoordinatesQuantizeToQuarterPixels(value: Double, pixel: Int, phase: Int) {
        let result = TextLayout.quantize(value, steps: 4)
        #expect(result.pixel == pixel && result.phase == phase)
    }

    @Test func capitalHeightMatchesTheFontAtTheDeviceSize() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("H", font: .system(size: 20), collection: collection)
        let glyph = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first)
        // Inter's cap height is 2048/2816 em: 43.6 px at 60 px per em; the mask spans its rows.
        let rowsWithInk = (0..<glyph.mask.height).filter { y in (0..<glyph.mask.width).contains { glyph.mask[$0, y] > 0 } }
        #expect(abs(Double(rowsWithInk.count) - 2048.0 / 2816 * 60) <= 1.5)
        // The baseline at y = ascender × 3 px: the H stands on it.
        let baseline = layout.firstBaseline * 3
        #expect(abs(Double(glyph.y + glyph.mask.height) - baseline) <= 1)
    }

    @Test func subpixelPositionsMoveInkByQuarterPixelsAndKeepItsArea() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("o", font: .body, collection: collection)
        let reference = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first)
        for step in 1..<4 {
            let shift = Double(step) / 4
            let moved = try #require(layout.deviceGlyphs(at: Point(x: shift / 3, y: shift / 3),
                                                         transform: .scale(3)).first)
            let delta = centroid(moved) - centroid(reference)
            #expect(abs(delta.x - shift) < 0.02 && abs(delta.y - shift) < 0.02, "phase \(step): \(delta)")
            #expect(abs(ink(moved.mask) - ink(reference.mask)) < 0.5)
        }
    }

    @Test func translationsMoveGlyphsByWholePixels() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("Moon", font: .headline, collection: collection)
        let base = layout.deviceGlyphs(at: Point(x: 2, y: 3), transform: .scale(2))
        let moved = layout.deviceGlyphs(at: Point(x: 2, y: 3),
                                        transform: Transform.scale(2).concatenating(.translation(x: 10, y: -7)))
        #expect(base.count == 4 && moved.count == 4)
        for (a, b) in zip(base, moved) {
            #expect(a.mask == b.mask)
            #expect(b.x == a.x + 10 && b.y == a.y - 7)
        }
    }

    @Test func glyphSizeFollowsTheDeviceScaleButLayoutDoesNot() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("W", font: .title, collection: collection)
        let one = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(1)).first)
        let three = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first)
        #expect(abs(ink(three.mask) / ink(one.mask) - 9) < 0.3)
        #expect(TextLayout("W", font: .title, collection: collection).size == layout.size)
    }

    @Test func rotatedAndMirroredTransformsStillDrawEveryGlyph() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("Apollo", font: .body, collection: collection)
        let upright = layout.deviceGlyphs(at: .zero, transform: .scale(2))
        let rotated = layout.deviceGlyphs(at: .zero,
                                          transform: Transform.scale(2).concatenating(.rotation(radians: .pi / 2)))
        #expect(rotated.count == upright.count)
        // A quarter turn swaps the glyphs' extents.
        #expect(rotated[0].mask.width == upright[0].mask.height || abs(rotated[0].mask.width - upright[0].mask.height) <= 1)
        #expect(abs(ink(rotated[0].mask) - ink(upright[0].mask)) < 1)
        let mirrored = layout.deviceGlyphs(at: .zero, transform: .scale(x: -2, y: 2))
        #expect(mirrored.count == upright.count)
        #expect(mirrored[0].x < 0)
        #expect(layout.deviceGlyphs(at: .zero, transform: .scale(x: 0, y: 2)).isEmpty)
    }

    @Test func notdefBoxIsVisible() throws {
        let layout = TextLayout("\u{4E2D}", font: .body, collection: try Fixtures.isolatedCollection())
        let glyph = try #require(layout.deviceGlyphs(at: .zero, transform: .scale(3)).first)
        #expect(ink(glyph.mask) > 50)
    }

    @Test func glyphsAreRasterizedOncePerSizeAndPhase() throws {
        let collection = try FontCollection(directory: try FontCollection.locateFontsFolder(), systemFallback: false)
        let layout = TextLayout("aaaa aaaa", font: .body, collection: collection)
        _ = layout.deviceGlyphs(at: .zero, transform: .scale(3))
        let first = collection.glyphCache.statistics
        // At most one "a" per quarter-pixel phase (the space is rasterized too, as a blank).
        #expect(first.count <= 4 + 1)
        _ = layout.deviceGlyphs(at: .zero, transform: .scale(3))
        let second = collection.glyphCache.statistics
        #expect(second.count == first.count)
        #expect(second.misses == first.misses)
    }

    @Test func drawingIsIdenticalWhateverTheThreadCount() async throws {
        let folder = try FontCollection.locateFontsFolder()
        let serialCollection = try FontCollection(directory: folder, systemFallback: false)
        let parallelCollection = try FontCollection(directory: folder, systemFallback: false)
        let texts = ["Apollo 11", "Gemini 4 — spacewalk", "Mercury-Redstone 3", "Skylab", "Artemis I", "Vostok 1"]
        func render(_ text: String, _ collection: FontCollection) -> [UInt8] {
            let canvas = Canvas(width: 400, height: 60)
            canvas.concatenate(.scale(3))
            let layout = TextLayout(text, font: .title.bold(), collection: collection)
            layout.draw(in: canvas, at: Point(x: 1.3, y: 0.7), color: .black)
            return canvas.bitmap.pixels
        }
        let serial = texts.map { render($0, serialCollection) }
        let parallel = await withTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<3 {
                for (index, text) in texts.enumerated() {
                    group.addTask { (round * 100 + index, render(text, parallelCollection)) }
                }
            }
            var results = [Int: [UInt8]]()
            for await (key, pixels) in group { results[key] = pixels }
            return results
        }
        for round in 0..<3 {
            for index in texts.indices { #expect(parallel[round * 100 + index] == serial[index]) }
        }
    }
}
