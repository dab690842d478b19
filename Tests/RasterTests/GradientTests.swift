import FeedshotTestSupport
import Geometry
import Testing
@testable import Raster

@Suite struct GradientTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// A gradient moved by whole device pixels has the same pixels at its new place (its dither
    /// and `t` are counted from its start pixel): what lets a recorded scroll reuse the rows that
    /// only moved, and makes a page drawn in place equal to the page drawn alone.
    @Test(arguments: [(3, 5), (-7, 11), (16, -9)])
    func aGradientMovedByWholePixelsKeepsItsPixels(shift: (x: Int, y: Int)) {
        let scrim = Paint.Gradient(colors: [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.1),
                                            RGBAColor(red: 0, green: 0, blue: 0.2, alpha: 0.8)])
        let paints: [(Double, Double) -> Paint] = [
            { dx, dy in .linearGradient(scrim, start: Point(x: 4.3 + dx, y: 2.6 + dy), end: Point(x: 4.3 + dx, y: 40.6 + dy)) },
            { dx, dy in .linearGradient(scrim, start: Point(x: 1.2 + dx, y: 3.7 + dy), end: Point(x: 30.9 + dx, y: 41.1 + dy)) },
            { dx, dy in .radialGradient(scrim, center: Point(x: 20.4 + dx, y: 22.2 + dy), startRadius: 2, endRadius: 19) },
        ]
        for (index, paint) in paints.enumerated() {
            func draw(_ dx: Double, _ dy: Double) -> Bitmap {
                let canvas = Canvas(width: 80, height: 80, background: RGBAColor(red: 0.9, green: 0.6, blue: 0.3))
                canvas.fill(Rect(x: 20 + dx, y: 20 + dy, width: 40, height: 44), with: paint(20 + dx, 20 + dy))
                return canvas.bitmap
            }
            let here = draw(0, 0), there = draw(Double(shift.x), Double(shift.y))
            var differing = 0
            for y in 20..<64 {
                for x in 20..<60 where here[x, y] != there[x + shift.x, y + shift.y] { differing += 1 }
            }
            #expect(differing == 0, "paint \(index): \(differing) of 1760 pixels differ after a move by \(shift)")
        }
    }

    @Test func endColoursAreExactAndPadded() {
        let canvas = Canvas(width: 64, height: 8)
        canvas.fill(Rect(x: 0, y: 0, width: 64, height: 8),
                    with: .linearGradient(Paint.Gradient(colors: [Self.red, Self.blue]),
                                          start: Point(x: 10, y: 0), end: Point(x: 54, y: 0)))
        for y in 0..<8 {
            for x in 0..<10 { #expect(canvas.bitmap[x, y] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)) }
            for x in 54..<64 { #expect(canvas.bitmap[x, y] == PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255)) }
        }
    }

    @Test func rampIsMonotoneAndAccurateAfterDither() {
        // Black to white over 500 px: a horizontal gradient is dithered by columns (16 levels
        // cycling with x), so every 16-column block's mean is within 0.3 level of the exact value
        // and the block means never decrease. (Along a steep ramp each column sees a different
        // fraction, hence 0.3 rather than the 1/32 a flat block achieves.)
        let width = 512
        let canvas = Canvas(width: width, height: 8)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 8),
                    with: .linearGradient(Paint.Gradient(colors: [.black, .white]), start: Point(x: 6, y: 0),
                                          end: Point(x: 506, y: 0)))
        var previous = -1.0
        for block in 0..<(width / 16) {
            var sum = 0.0
            for y in 0..<8 { for x in (16 * block)..<(16 * block + 16) { sum += Double(canvas.bitmap[x, y].red) } }
            let mean = sum / 128
            var exact = 0.0
            for x in (16 * block)..<(16 * block + 16) { exact += min(1, max(0, (Double(x) + 0.5 - 6) / 500)) * 255 / 16 }
            #expect(abs(mean - exact) <= 0.3, "block \(block): \(mean) vs \(exact)")
            #expect(mean >= previous)
            previous = mean
        }
        // Every column is constant down its rows: the pattern depends on x only.
        for x in 0..<width { #expect((0..<8).allSatisfy { canvas.bitmap[x, $0] == canvas.bitmap[x, 0] }) }
    }

    @Test func obliqueRampIsAccurateWithTheBayerPattern() {
        // A diagonal gradient varies along both axes: 8x8 Bayer blocks average within 0.3 level.
        let canvas = Canvas(width: 256, height: 256)
        canvas.fill(Rect(x: 0, y: 0, width: 256, height: 256),
                    with: .linearGradient(Paint.Gradient(colors: [.black, .white]), start: Point(x: 0, y: 0),
                                          end: Point(x: 256, y: 256)))
        for blockY in 0..<32 {
            for blockX in 0..<32 {
                var sum = 0.0, exact = 0.0
                for y in (8 * blockY)..<(8 * blockY + 8) {
                    for x in (8 * blockX)..<(8 * blockX + 8) {
                        sum += Double(canvas.bitmap[x, y].red)
                        exact += min(1, max(0, ((Double(x) + 0.5) + (Double(y) + 0.5)) / 512)) * 255
                    }
                }
                #expect(abs(sum - exact) / 64 <= 0.3, "block \(blockX),\(blockY)")
            }
        }
    }

    @Test func verticalScrimIsDitheredByRowsSoRowsStayFlat() {
        // Over a flat background every row of a vertical scrim is one colour (PNG's row filters
        // then compress it like an undithered image), and every 16 rows average to the exact
        // composite within 0.1 level.
        let canvas = Canvas(width: 40, height: 640, background: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 640),
                    with: .linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
                                                                  RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85)]),
                                          start: Point(x: 0, y: 0), end: Point(x: 0, y: 640)))
        for y in 0..<640 { #expect((0..<40).allSatisfy { canvas.bitmap[$0, y] == canvas.bitmap[0, y] }, "row \(y)") }
        for band in 0..<40 {
            var sum = 0.0, exact = 0.0
            for y in (16 * band)..<(16 * band + 16) {
                sum += Double(canvas.bitmap[0, y].blue)
                let alpha = (Double(y) + 0.5) / 640 * 0.85
                exact += 51 * (1 - alpha)
            }
            #expect(abs(sum - exact) / 16 <= 0.1, "band \(band): \(sum / 16) vs \(exact / 16)")
        }
    }

    @Test(arguments: [8, 64, 203])
    func scrimOverDarkBackgroundShowsNoBanding(width: Int) {
        // The share card's scrim: black from alpha 0 to 0.85 over 1200 px on darkBackground.
        let height = 1200
        let canvas = Canvas(width: width, height: height, background: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        let scrim = Paint.linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
                                                                 RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85)]),
                                         start: Point(x: 0, y: 0), end: Point(x: 0, y: Double(height)))
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: scrim)
        let blocks = width / 8 * 8
        var previousRowMean = 51.0
        for band in 0..<(height / 8) {
            var bandSum = 0.0, bandExact = 0.0
            for y in (8 * band)..<(8 * band + 8) {
                let alpha = (Double(y) + 0.5) / Double(height) * 0.85
                let exact = 51 * (1 - (alpha * 255).rounded() / 255)   // the blue channel, exact composite
                var rowSum = 0.0
                for x in 0..<width {
                    let value = Double(canvas.bitmap[x, y].blue)
                    // Every pixel is the exact value rounded down or up.
                    #expect(abs(value - exact) < 1.01, "pixel (\(x), \(y)): \(value) vs \(exact)")
                    rowSum += value
                    if x < blocks { bandSum += value }
                }
                bandExact += exact * Double(blocks)
                let rowMean = rowSum / Double(width)
                #expect(abs(rowMean - previousRowMean) <= 1, "step at row \(y)")
                previousRowMean = rowMean
            }
            if blocks > 0 {
                // Whole 8x8 blocks average to the exact composite: no bands.
                #expect(abs(bandSum - bandExact) / Double(8 * blocks) <= 0.2, "band \(band)")
            }
        }
    }

    @Test func interpolationHappensInPremultipliedSpace() {
        // Red fading to clear: half way it is half-transparent red, not a darker red.
        let canvas = Canvas(width: 101, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 101, height: 1),
                    with: .linearGradient(Paint.Gradient(colors: [Self.red, .clear]), start: Point(x: 0.5, y: 0),
                                          end: Point(x: 100.5, y: 0)))
        let middle = canvas.bitmap[50, 0]
        #expect(abs(Int(middle.alpha) - 128) <= 1)
        #expect(middle.red == middle.alpha && middle.green == 0)
    }

    @Test func radialGradientIsCentredAndPadded() {
        let canvas = Canvas(width: 21, height: 21)
        canvas.fill(Rect(x: 0, y: 0, width: 21, height: 21),
                    with: .radialGradient(Paint.Gradient(colors: [.white, .black]), center: Point(x: 10.5, y: 10.5),
                                          startRadius: 0, endRadius: 8))
        #expect(canvas.bitmap[10, 10].red >= 253)
        #expect(canvas.bitmap[0, 0] == .black && canvas.bitmap[20, 10] == .black)
        // Symmetric up to the dither (±1).
        for (x, y) in [(6, 10), (10, 6), (14, 10), (10, 14)] {
            #expect(abs(Int(canvas.bitmap[x, y].red) - Int(canvas.bitmap[6, 10].red)) <= 1)
        }
    }

    @Test(arguments: [1, 2, 5, 33, 128])
    func ditheredBlendMatchesScalar(count: Int) {
        var random = SeededGenerator(seed: UInt64(count))
        for row in 0..<8 {
            let destination = CompositingTests.randomPixels(count, &random)
            var source = [UInt16]()
            for _ in 0..<count {
                let alpha = UInt16.random(in: 0...65280, using: &random)
                for _ in 0..<3 { source.append(UInt16.random(in: 0...alpha, using: &random)) }
                source.append(alpha)
            }
            let color = SIMD4<UInt16>(source[0], source[1], source[2], source[3])
            var results: [[UInt8]] = []
            for implementation in [RowCompositor.Implementation.scalar, .simd] {
                var a = destination, b = destination
                a.withUnsafeMutableBufferPointer { dst in
                    source.withUnsafeBufferPointer {
                        DitheredBlend.blend(dst.baseAddress!, source: $0.baseAddress!, count: count, x: 3 + row, y: row,
                                            implementation: implementation)
                    }
                }
                b.withUnsafeMutableBufferPointer {
                    DitheredBlend.blend($0.baseAddress!, count: count, color: color, x: row, y: 5, implementation: implementation)
                }
                results.append(a + b)
            }
            #expect(results[0] == results[1])
            // Results stay premultiplied.
            for i in stride(from: 0, to: results[1].count, by: 4) {
                #expect(results[1][i] <= results[1][i + 3] && results[1][i + 2] <= results[1][i + 3])
            }
        }
    }

    @Test func gradientHonoursOpacityAndEdgeCoverage() {
        let canvas = Canvas(width: 10, height: 4)
        canvas.setOpacity(0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 9.5, height: 4),
                    with: .linearGradient(Paint.Gradient(colors: [.white, .white]), start: .zero, end: Point(x: 10, y: 0)))
        // 127.5 is dithered between 127 and 128; the half-covered edge pixel is about half that.
        #expect((127...128).contains(canvas.bitmap[0, 0].alpha))
        #expect((63...65).contains(canvas.bitmap[9, 0].alpha))
    }
}
