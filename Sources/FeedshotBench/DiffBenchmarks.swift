import ArgumentParser
import ImageComparison
import Foundation
import Raster

/// `feedshot-bench diff`: how long ``ImageDiff`` takes to compare two phone-screen-sized images
/// (1170 x 2532, an iPhone 13/14 screenshot) that are identical, slightly different and very
/// different, with the exact and the tolerant presets.
struct DiffBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare 1170x2532 image pairs (identical, slightly and very different).")

    @Option(help: "Timed runs per case (the median is reported).")
    var iterations = 5

    @Option(help: "Image width in pixels.")
    var width = 1170

    @Option(help: "Image height in pixels.")
    var height = 2532

    func run() throws {
        let baseline = Measurement.currentResidentBytes()
        let screen = Self.screenshot(width: width, height: height, hueShift: 0)
        var copy = Bitmap(width: width, height: height, premultipliedPixels: Array(screen.pixels))
        let identical = copy
        // Slightly different: one pixel +1 in red, a 24 x 24 badge recoloured, one text line nudged.
        copy[width / 3, height / 5].red &+= 1
        for y in 300..<324 { for x in 900..<924 { copy[x, y] = PremultipliedRGBA(red: 220, green: 40, blue: 40, alpha: 255) } }
        for x in 80..<700 { copy[x, 1203] = copy[x, 1202] }
        let slightly = copy
        let very = Self.screenshot(width: width, height: height, hueShift: 97)
        let cases: [(String, Bitmap)] = [("identical", identical), ("slightly different", slightly),
                                         ("very different", very)]
        let megapixels = Double(width * height) / 1e6
        print("ImageDiff compare, \(width)x\(height) (\(String(format: "%.2f", megapixels)) MP), median of \(iterations)")
        for (presetName, options) in [("exact", ImageDiff.exact), ("tolerant", ImageDiff.tolerant)] {
            for (name, actual) in cases {
                var result: ImageDiffResult?
                let samples = Measurement.time(iterations: iterations) {
                    result = options.compare(expected: screen, actual: actual)
                }
                let seconds = Measurement.median(samples)
                let summary = result.map { "\($0.differingPixelCount) differ, \($0.antialiasedPixelCount) AA" } ?? ""
                let label = "\(presetName), \(name)".padding(toLength: 30, withPad: " ", startingAt: 0)
                print("  " + label + String(format: "%8.1f ms  %7.0f MP/s   ", seconds * 1000, megapixels / seconds)
                      + "(\(summary))")
            }
        }
        print("  peak RSS \(Measurement.mebibytes(Measurement.peakResidentBytes())) "
              + "(baseline \(Measurement.mebibytes(baseline)))")
    }

    /// A synthetic app screenshot: a vertical gradient, rounded cards with anti-aliased edges,
    /// rows of "text" bars and a photo-like noisy block, so that compare sees realistic runs,
    /// edges and colour variety.
    static func screenshot(width: Int, height: Int, hueShift: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var state: UInt32 = 12345 &+ UInt32(hueShift)
        for y in 0..<height {
            let t = Double(y) / Double(max(1, height - 1))
            let top = UInt8((26 + 40 * t).rounded()), shifted = UInt8((Double(hueShift) + 51 + 60 * t).rounded())
            for x in 0..<width {
                var pixel = PremultipliedRGBA(red: top, green: top, blue: shifted, alpha: 255)
                let cardRow = y / 420, inCard = y % 420
                if inCard > 30 && inCard < 390 && x > 40 && x < width - 40 {
                    // Card: light surface with a soft 1-pixel edge.
                    let edge = inCard == 31 || inCard == 389 || x == 41 || x == width - 41
                    let shade: UInt8 = edge ? 160 : UInt8(235 - (cardRow * 7 + hueShift) % 30)
                    pixel = PremultipliedRGBA(red: shade, green: shade, blue: shade &+ 10, alpha: 255)
                    if inCard > 60 && inCard < 200 && x > 80 && x < 500 {
                        // Photo: noisy colour block.
                        state = state &* 1_664_525 &+ 1_013_904_223
                        pixel = PremultipliedRGBA(red: UInt8(truncatingIfNeeded: state >> 24),
                                                  green: UInt8(truncatingIfNeeded: (state >> 16) &+ UInt32(hueShift)),
                                                  blue: UInt8(truncatingIfNeeded: state >> 8), alpha: 255)
                    } else if inCard > 220 && (inCard - 220) % 34 < 18 && x > 80 && x < 80 + (x * 7 + y) % 900 {
                        // Text line: dark bar with anti-aliased ends.
                        let coverage = UInt8(min(255, ((inCard - 220) % 34) * 40))
                        let ink = UInt8(51 &+ UInt8(hueShift % 50))
                        pixel = PremultipliedRGBA(red: ink, green: ink, blue: ink &+ coverage / 8, alpha: 255)
                    }
                }
                bitmap[x, y] = pixel
            }
        }
        return bitmap
    }
}
