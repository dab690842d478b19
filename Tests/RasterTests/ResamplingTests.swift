import FeedshotTestSupport
import Geometry
import Testing
@testable import Raster

@Suite struct ResamplingTests {
    static let samplings: [ImageSampling] = [.highQuality, .mitchell, .catmullRom, .lanczos3, .bilinear, .nearest]

    static func randomImage(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SeededGenerator(seed: seed)
        var image = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = PremultipliedRGBA(straightRed: .random(in: 0...255, using: &random),
                                                green: .random(in: 0...255, using: &random),
                                                blue: .random(in: 0...255, using: &random),
                                                alpha: random.uniform(0...1) < 0.5 ? 255 : .random(in: 0...255, using: &random))
            }
        }
        return image
    }

    @Test(arguments: samplings)
    func constantImageStaysExactlyConstant(sampling: ImageSampling) {
        let color = PremultipliedRGBA(red: 40, green: 90, blue: 130, alpha: 200)
        let image = Bitmap(width: 37, height: 23, fill: color)
        for (width, height) in [(11.0, 7.0), (80.0, 61.0), (37.0, 23.0), (5.5, 90.25)] {
            let canvas = Canvas(width: 100, height: 100)
            canvas.drawImage(image, in: Rect(x: 3, y: 4, width: width, height: height), sampling: sampling)
            for y in 4..<(4 + Int(height)) {
                for x in 3..<(3 + Int(width)) {
                    #expect(canvas.bitmap[x, y] == color, "\(sampling) \(width)x\(height) at (\(x), \(y))")
                }
            }
        }
    }

    @Test(arguments: [ImageSampling.highQuality, .mitchell, .lanczos3, .bilinear])
    func downscaledCheckerboardIsItsMeanGrey(sampling: ImageSampling) {
        var board = Bitmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { board[x, y] = (x + y) % 2 == 0 ? .white : .black } }
        let canvas = Canvas(width: 16, height: 16)
        canvas.drawImage(board, in: Rect(x: 0, y: 0, width: 16, height: 16), sampling: sampling)
        for y in 0..<16 {
            for x in 0..<16 {
                let p = canvas.bitmap[x, y]
                // Border pixels see the edge clamp (the pattern does not continue), so they may
                // lean a few levels towards the edge pixels.
                let border = x == 0 || y == 0 || x == 15 || y == 15
                #expect(p.alpha == 255 && abs(Int(p.red) - 128) <= (border ? 6 : 1), "\(sampling) (\(x), \(y)): \(p)")
            }
        }
    }

    @Test(arguments: [ImageSampling.highQuality, .catmullRom, .lanczos3, .bilinear])
    func transparentPixelsDoNotBleedFringes(sampling: ImageSampling) {
        // A dark badge on a transparent field whose hidden (straight) colour is white, with a
        // one-pixel anti-aliased rim of bright colour at low alpha, enlarged and reduced over a
        // dark background: no pixel may come out lighter than the badge itself (+ rounding).
        var badge = Bitmap(width: 24, height: 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let d = max(abs(Double(x) - 11.5), abs(Double(y) - 11.5))
                if d < 7 {
                    badge[x, y] = PremultipliedRGBA(straightRed: 60, green: 60, blue: 60, alpha: 255)
                } else if d < 8 {
                    badge[x, y] = PremultipliedRGBA(straightRed: 255, green: 255, blue: 255, alpha: 12)
                } else {
                    badge[x, y] = PremultipliedRGBA(straightRed: 255, green: 255, blue: 255, alpha: 0)
                }
            }
        }
        let background = RGBAColor(red: 0.1, green: 0.1, blue: 0.2)
        for size in [9.0, 17.0, 61.0] {
            let canvas = Canvas(width: 64, height: 64, background: background)
            canvas.drawImage(badge, in: Rect(x: 1.3, y: 1.7, width: size, height: size), sampling: sampling)
            for y in 0..<64 {
                for x in 0..<64 {
                    let p = canvas.bitmap[x, y]
                    // The rim lifts a pixel by at most 12 levels and cubic ringing the dark edge by
                    // about 10 %; resampling straight (unpremultiplied) colour would blend the
                    // hidden white in and give ~90 on the edge.
                    #expect(p.red <= 72 && p.green <= 72, "\(sampling) size \(size) (\(x), \(y)): \(p)")
                }
            }
        }
    }

    @Test func subPixelPlacementGivesPartialEdgeCoverage() {
        let canvas = Canvas(width: 6, height: 3)
        canvas.drawImage(Bitmap(width: 2, height: 2, fill: .white), in: Rect(x: 1.25, y: 0, width: 3, height: 3))
        #expect(canvas.bitmap[0, 1].alpha == 0)
        #expect(canvas.bitmap[1, 1].alpha == 191)   // 0.75 coverage
        #expect(canvas.bitmap[2, 1].alpha == 255)
        #expect(canvas.bitmap[4, 1].alpha == 64)    // 0.25 coverage
        #expect(canvas.bitmap[5, 1].alpha == 0)
        // Half-pixel shift of a hard edge lands half way.
        var edge = Bitmap(width: 8, height: 1, fill: .black)
        for x in 4..<8 { edge[x, 0] = .white }
        let shifted = Canvas(width: 8, height: 1)
        shifted.drawImage(edge, in: Rect(x: 0, y: 0, width: 8, height: 1), from: Rect(x: 0.5, y: 0, width: 8, height: 1),
                          sampling: .bilinear)
        #expect(shifted.bitmap[3, 0].red == 128)
    }

    @Test func sourceRectCropsForScaledToFill() {
        // Quadrants of four colours; cropping the top-left quadrant at 1:1 reproduces it exactly,
        // at 2x it is that colour away from the crop edge (within two device pixels of it the
        // filter reads the neighbouring quadrants, as the full image clipped would).
        var image = Bitmap(width: 16, height: 16)
        let colors: [PremultipliedRGBA] = [.white, .black, PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255),
                                           PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255)]
        for y in 0..<16 { for x in 0..<16 { image[x, y] = colors[(y / 8) * 2 + x / 8] } }
        let canvas = Canvas(width: 16, height: 16)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 8, height: 8), from: Rect(x: 0, y: 0, width: 8, height: 8))
        for y in 0..<8 { for x in 0..<8 { #expect(canvas.bitmap[x, y] == .white) } }
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 16, height: 16), from: Rect(x: 8, y: 8, width: 8, height: 8))
        for y in 2..<16 { for x in 2..<16 { #expect(canvas.bitmap[x, y] == colors[3], "(\(x), \(y))") } }
        #expect(canvas.bitmap[0, 5] != colors[3])
    }

    @Test func wholePixelTranslationOfAnImageShiftsItExactly() {
        let image = Self.randomImage(width: 13, height: 9, seed: 4)
        let a = Canvas(width: 40, height: 30), b = Canvas(width: 40, height: 30)
        a.drawImage(image, in: Rect(x: 2.3, y: 1.6, width: 29.7, height: 17.2))
        b.drawImage(image, in: Rect(x: 5.3, y: 3.6, width: 29.7, height: 17.2))
        for y in 0..<26 { for x in 0..<35 { #expect(a.bitmap[x, y] == b.bitmap[x + 3, y + 2]) } }
    }

    @Test(arguments: [(0.37, 0.41), (1.0, 1.0), (2.6, 3.1), (0.9, 4.0)])
    func simdResamplingMatchesScalar(scaleX: Double, scaleY: Double) {
        let image = Self.randomImage(width: 31, height: 27, seed: 11)
        for sampling in Self.samplings {
            let width = Int(31 * scaleX), height = Int(27 * scaleY)
            let xw = ResamplingWeights(outputCount: width, outputStart: 0, deviceOrigin: 0.3, deviceLength: 31 * scaleX,
                                       sourceOrigin: 0, sourceLength: 31, sourceCount: 31, sampling: sampling)
            let yw = ResamplingWeights(outputCount: height, outputStart: 0, deviceOrigin: -0.2, deviceLength: 27 * scaleY,
                                       sourceOrigin: 0, sourceLength: 27, sourceCount: 27, sampling: sampling)
            // Both implementations, both pass orders, different band heights: identical bytes.
            var results: [[UInt8]] = []
            for implementation in [Resampler.Implementation.scalar, .simd] {
                for order in [Resampler.Order.horizontalFirst, .verticalFirst] {
                    var output = [UInt8](repeating: 0, count: width * height * 4)
                    let resampler = Resampler(source: image, xWeights: xw, yWeights: yw, implementation: implementation,
                                              order: order, bandHeight: order == .verticalFirst ? 5 : 48)
                    output.withUnsafeMutableBufferPointer {
                        resampler.resample(into: $0.baseAddress!, outputBytesPerRow: width * 4)
                    }
                    results.append(output)
                }
            }
            #expect(results[0] == results[2], "\(sampling) at \(scaleX)x\(scaleY), horizontal first")
            #expect(results[1] == results[3], "\(sampling) at \(scaleX)x\(scaleY), vertical first")
            // The two orders round differently in the intermediate, by at most a level.
            #expect(zip(results[0], results[1]).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
            let simd = results[2]
            // Every output pixel is a valid premultiplied value.
            for i in stride(from: 0, to: simd.count, by: 4) {
                #expect(simd[i] <= simd[i + 3] && simd[i + 1] <= simd[i + 3] && simd[i + 2] <= simd[i + 3])
            }
        }
    }

    @Test func weightsSumToOneAndStayInsideTheImage() {
        for sampling in Self.samplings {
            for (device, source) in [(7.0, 100.0), (100.0, 7.0), (3.0, 3.0), (1.0, 2.0)] {
                let count = Int(device.rounded(.up))
                let w = ResamplingWeights(outputCount: count, outputStart: 0, deviceOrigin: 0, deviceLength: device,
                                          sourceOrigin: 0, sourceLength: source, sourceCount: Int(source), sampling: sampling)
                for i in 0..<count {
                    let sum = (0..<w.taps).reduce(0) { $0 + Int(w.weights[i * w.taps + $1]) }
                    #expect(sum == ResamplingWeights.unit)
                    #expect(w.starts[i] >= 0 && Int(w.starts[i]) + w.taps <= Int(source))
                }
            }
        }
    }

    @Test func rotatedImageFallsBackToPatternSampling() {
        let canvas = Canvas(width: 20, height: 20)
        canvas.translateBy(x: 10, y: 10)
        canvas.rotate(by: .degrees(45))
        canvas.drawImage(Bitmap(width: 4, height: 4, fill: .white), in: Rect(x: -5, y: -5, width: 10, height: 10))
        #expect(canvas.bitmap[10, 10] == .white)
        #expect(canvas.bitmap[10, 4].alpha == 255)   // the rotated square reaches 7.07 px up
        #expect(canvas.bitmap[3, 3].alpha == 0)      // its corner region is empty
    }

    /// A pixel does not depend on how much of the image a clip lets through: the pass order is
    /// chosen for the whole destination (a page drawn whole into a cache and the same page drawn
    /// where the screen shows it must agree).
    @Test(arguments: [(40, 300, 120.0, 210.0), (300, 40, 210.0, 120.0), (31, 23, 100.0, 160.0)])
    func clippedDrawsMatchWholeDraws(imageWidth: Int, imageHeight: Int, width: Double, height: Double) {
        let image = Self.randomImage(width: imageWidth, height: imageHeight, seed: 7)
        let rect = Rect(x: 3.25, y: 1.5, width: width, height: height)
        let whole = Canvas(width: 130, height: 220)
        whole.drawImage(image, in: rect)
        let device = PixelRect(enclosing: rect)
        // Strips one pixel tall or wide: the cheaper order for the strip alone is not always
        // the whole destination's (checked below, so the test covers that case).
        var orderDiffered = false
        for strip in [PixelRect(x: 0, y: 5, width: 130, height: 1), PixelRect(x: 60, y: 0, width: 1, height: 220)] {
            let clipped = Canvas(width: 130, height: 220)
            clipped.clip(to: Rect(x: Double(strip.minX), y: Double(strip.minY), width: Double(strip.width),
                                  height: Double(strip.height)))
            clipped.drawImage(image, in: rect)
            var same = true
            for y in strip.minY..<strip.maxY {
                for x in strip.minX..<strip.maxX where clipped.bitmap[x, y] != whole.bitmap[x, y] { same = false }
            }
            #expect(same, "strip \(strip)")
            let region = device.intersection(strip)
            let stripOrder = Resampler.cheaperOrder(outputWidth: region.width, outputHeight: region.height,
                                                    sourceColumns: imageWidth, sourceRows: imageHeight, xTaps: 4, yTaps: 4)
            let wholeOrder = Resampler.order(destination: rect, source: Rect(x: 0, y: 0, width: Double(imageWidth),
                                                                             height: Double(imageHeight)),
                                             imageWidth: imageWidth, imageHeight: imageHeight, sampling: .highQuality)
            orderDiffered = orderDiffered || stripOrder != wholeOrder
        }
        #expect(orderDiffered)
    }
}
