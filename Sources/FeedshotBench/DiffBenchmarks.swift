import ArgumentParser
import Feeds
import FeedshotUI
import ImageComparison
import Foundation
import Raster

/// `feedshot-bench diff`: how long ``ImageDiff`` takes to compare two phone-screen-sized images
/// (1170 x 2532, an iPhone 13/14 screenshot) that are identical, slightly different and very
/// different, with the exact and the tolerant presets; then a rendered 1170 x 2532 share card
/// (identical, moved by a third of a pixel, a different mission) with the tolerant preset's
/// text-aware anti-aliasing and the pixelmatch metric.
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

    @Option(help: "Also write the card PNGs (card, moved, other) into this folder, to inspect with feedshot diff.")
    var writeCards: String?

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
        for (presetName, options) in [("exact", ImageDiff.exact), ("tolerant", ImageDiff.tolerant),
                                      ("tolerant without AA", ImageDiff.tolerant.detectingAntialiasing(false))] {
            for (name, actual) in cases {
                var result: ImageDiffResult?
                let samples = Measurement.time(iterations: iterations) {
                    result = options.compare(expected: screen, actual: actual)
                }
                let seconds = Measurement.median(samples)
                let summary = result.map { "\($0.differingPixelCount) differ, \($0.antialiasedPixelCount) AA" } ?? ""
                let label = "\(presetName), \(name)".padding(toLength: 40, withPad: " ", startingAt: 0)
                print("  " + label + String(format: "%8.1f ms  %7.0f MP/s   ", seconds * 1000, megapixels / seconds)
                      + "(\(summary))")
            }
        }
        try benchmarkCard()
        print("  peak RSS \(Measurement.mebibytes(Measurement.peakResidentBytes())) "
              + "(baseline \(Measurement.mebibytes(baseline)))")
    }

    /// The share cards of Apollo 11 (at rest and moved right by a third of a device pixel) and
    /// Apollo 13, rendered at @3x (1170 x 2532), compared with the new modes.
    private func benchmarkCard() throws {
        let directory = try FeedLocation.embeddedFeedDirectory()
        let feed = try MoonshotFeed.load(fromDirectory: directory)
        let renderer = Renderer(scale: 3, assets: try AssetCatalog(directory: FeedLocation.imagesDirectory(forDataDirectory: directory)),
                                fonts: try FontCollection.bundled())
        guard let apollo11 = feed.missions.first(where: { $0.id == 11 }),
              let apollo13 = feed.missions.first(where: { $0.id == 13 }) else {
            print("card: the embedded feed has no Apollo 11 and 13; skipped")
            return
        }
        let size = Size(width: 390, height: 844)
        let card = renderer.render(ShareCard(mission: apollo11, in: feed), size: size)
        // A third of a device pixel is a ninth of a point at @3x.
        let moved = renderer.render(ShareCard(mission: apollo11, in: feed).offset(x: 1.0 / 9, y: 1.0 / 9), size: size)
        let other = renderer.render(ShareCard(mission: apollo13, in: feed), size: size)
        let identical = Bitmap(width: card.width, height: card.height, premultipliedPixels: Array(card.pixels))
        if let writeCards {
            try FileManager.default.createDirectory(atPath: writeCards, withIntermediateDirectories: true)
            for (name, bitmap) in [("card", card), ("moved", moved), ("other", other)] {
                try writeFileAtomically(try PNGEncoder.encode(bitmap), to: writeCards + "/\(name).png")
            }
        }
        let megapixels = Double(card.width * card.height) / 1e6
        let changed = ImageDiff.exact.compare(expected: card, actual: moved).differingPixelCount
        print("Share card \(card.width)x\(card.height), Apollo 11 vs itself, moved 1/3 px (\(changed) pixels change), "
              + "and Apollo 13; median of \(iterations)")
        let modes: [(String, ImageDiff)] = [
            ("exact", .exact), ("tolerant (text-aware AA)", .tolerant),
            ("pixelmatch 0.1", .pixelmatch()), ("pixelmatch 0.05", .pixelmatch(threshold: 0.05)),
            ("tolerant + 2 masks", ImageDiff.tolerant.masking([PixelRect(x: 0, y: 0, width: 1170, height: 300),
                                                               PixelRect(x: 60, y: 2200, width: 600, height: 120)])),
        ]
        for (modeName, options) in modes {
            for (name, actual) in [("identical", identical), ("AA-shifted", moved), ("different", other)] {
                var result: ImageDiffResult?
                let samples = Measurement.time(iterations: iterations) {
                    result = options.compare(expected: card, actual: actual)
                }
                let seconds = Measurement.median(samples)
                let summary = result.map { "\($0.differingPixelCount) differ, \($0.antialiasedPixelCount) AA" } ?? ""
                let label = "\(modeName), \(name)".padding(toLength: 40, withPad: " ", startingAt: 0)
                print("  " + label + String(format: "%8.1f ms  %7.0f MP/s   ", seconds * 1000, megapixels / seconds)
                      + "(\(summary))")
            }
        }
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
