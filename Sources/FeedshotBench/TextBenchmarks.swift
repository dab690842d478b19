import ArgumentParser
import Foundation
import Geometry
import Raster
import Typography

/// `feedshot-bench text`: font loading, shaping, line breaking and glyph rasterization.
struct TextBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Glyphs/s, laying out a 1,000-character description at 3x cold and warm, glyph cache memory.")

    @Option(help: "Timed iterations per measurement.")
    var iterations = 20

    /// A Moonshot-style mission description of exactly 1,000 characters, with paragraph breaks.
    static let description: String = {
        let source = """
            Apollo 11 was the American spaceflight that first landed humans on the Moon. Commander Neil \
            Armstrong and lunar module pilot Buzz Aldrin landed the Apollo Lunar Module Eagle on July 20, 1969, \
            at 20:17 UTC, and Armstrong became the first person to step onto the Moon's surface six hours and \
            39 minutes later, on July 21 at 02:56 UTC.\n\nAldrin joined him 19 minutes later, and they spent \
            about two and a quarter hours together exploring the site they had named Tranquility Base upon \
            landing. Armstrong and Aldrin collected 47.5 pounds (21.5 kg) of lunar material to bring back to \
            Earth as pilot Michael Collins flew the Command Module Columbia in lunar orbit — and were on the \
            Moon's surface for 21 hours, 36 minutes before lifting off to rejoin Columbia.\n\nApollo 11 was \
            launched by a Saturn V rocket from Kennedy Space Center on Merritt Island, Florida, on July 16 at \
            13:32 UTC, and it was the fifth crewed mission of NASA's Apollo program. The spacecraft had three parts.
            """
        return String(source.prefix(1000))
    }()

    func run() throws {
        let folder = try FontCollection.locateFontsFolder()
        print("text benchmarks (release build expected), \(iterations) iterations each")
        let baseline = Measurement.currentResidentBytes()

        let loadTimes = try Measurement.time(iterations: 5, warmup: 0) {
            _ = try FontCollection(directory: folder)
        }
        print(String(format: "  load Fonts/ (6 faces):                 %8.2f ms", Measurement.median(loadTimes) * 1000))

        let text = TextBenchmarks.description
        let font = Font.body
        let transform = Transform.scale(3)
        let width = 342.0

        // Cold: a fresh collection each time (empty shaping, layout and glyph caches).
        var glyphTotal = 0
        var coldRasterSeconds = 0.0
        let cold = try Measurement.time(iterations: iterations, warmup: 1) {
            let collection = try FontCollection(directory: folder)
            let start = Measurement.now()
            let layout = TextLayout(text, font: font, collection: collection, maxWidth: width)
            let glyphs = layout.deviceGlyphs(at: .zero, transform: transform)
            coldRasterSeconds += Measurement.now() - start
            glyphTotal += glyphs.count
        }
        _ = cold
        let coldPerLayout = coldRasterSeconds / Double(iterations + 1)
        print(String(format: "  1,000 chars at 3x, cold (shape+break+rasterize): %8.3f ms", coldPerLayout * 1000))

        // Warm: the same collection; shaping and glyphs cached, line breaking redone at new widths.
        let collection = try FontCollection(directory: folder)
        _ = TextLayout(text, font: font, collection: collection, maxWidth: width).deviceGlyphs(at: .zero, transform: transform)
        var widthStep = 0.0
        let warmBreak = Measurement.time(iterations: iterations) {
            widthStep += 0.5
            let layout = TextLayout(text, font: font, collection: collection, maxWidth: width - widthStep)
            _ = layout.size
        }
        print(String(format: "  1,000 chars, warm shaping, new width (break only): %8.3f ms",
                     Measurement.median(warmBreak) * 1000))
        let warmLayout = Measurement.time(iterations: iterations) {
            _ = TextLayout(text, font: font, collection: collection, maxWidth: width).size
        }
        print(String(format: "  1,000 chars, same proposal again (layout cache):   %8.4f ms",
                     Measurement.median(warmLayout) * 1000))
        let layout = TextLayout(text, font: font, collection: collection, maxWidth: width)
        let warmRaster = Measurement.time(iterations: iterations) {
            _ = layout.deviceGlyphs(at: .zero, transform: transform)
        }
        print(String(format: "  1,000 chars at 3x, warm glyph cache (place glyphs): %8.3f ms",
                     Measurement.median(warmRaster) * 1000))

        // Glyphs per second: rasterizing cold (every glyph/phase new) and placing from the cache.
        let glyphCount = layout.glyphCount
        let sizes = [11.0, 13, 15, 17, 20, 22, 28, 34]
        var rasterized = 0
        let rasterStart = Measurement.now()
        for size in sizes {
            let sized = TextLayout(text, font: font.withSize(size), collection: collection, maxWidth: width)
            rasterized += sized.deviceGlyphs(at: Point(x: 0.1, y: 0.2), transform: transform).count
        }
        let rasterSeconds = Measurement.now() - rasterStart
        let misses = collection.cacheStatistics.glyphs.misses
        print(String(format: "  glyphs/s, rasterizing (%d glyphs, %d cache misses):  %10.0f", rasterized, misses,
                     Double(rasterized) / rasterSeconds))
        print(String(format: "  glyphs/s, placing from the warm cache:               %10.0f",
                     Double(glyphCount) / Measurement.median(warmRaster)))

        // Drawing into a canvas (glyph masks blended by Canvas.drawMask), warm cache.
        let canvas = Canvas(width: 1170, height: Int((layout.size.height * 3).rounded(.up)) + 6, background: .white)
        canvas.concatenate(.scale(3))
        let draw = Measurement.time(iterations: iterations) {
            layout.draw(in: canvas, at: Point(x: 24, y: 1), color: .black)
        }
        print(String(format: "  1,000 chars at 3x drawn into a canvas, warm:       %8.3f ms  (%.0f glyphs/s)",
                     Measurement.median(draw) * 1000, Double(glyphCount) / Measurement.median(draw)))

        let statistics = collection.cacheStatistics
        print("  glyph cache: \(statistics.glyphs.count) glyphs, \(Measurement.mebibytes(statistics.glyphs.bytes))")
        print("  shaping cache: \(statistics.shaping.count) paragraphs, \(Measurement.mebibytes(statistics.shaping.bytes)); "
              + "layout cache: \(statistics.layouts.count) layouts, \(Measurement.mebibytes(statistics.layouts.bytes))")
        print("  resident: \(Measurement.mebibytes(Measurement.currentResidentBytes() - baseline)) above start, "
              + "peak \(Measurement.mebibytes(Measurement.peakResidentBytes()))")
        _ = glyphTotal
    }
}
