import ArgumentParser
import Foundation
import Geometry
import Raster

/// `feedshot-bench raster`: throughput of the rasterizer's hot paths at share-card size, side by
/// side with the same operations in skia-python (`Peers/raster_skia.py`).
struct RasterBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster",
        abstract: "Fill, gradient, clip and resampling throughput of the Canvas, compared with skia-python.")

    @Option(help: "Timed iterations per operation (the median is reported).")
    var iterations = 7

    @Flag(help: "Skip the skia-python comparison.")
    var noPeer = false

    @Option(help: "Run only the named operation (for profiling).")
    var only: String?

    @Flag(help: "Time with this thread's CPU clock instead of the wall clock (steadier on a busy machine).")
    var cpuTime = false

    static let width = 1170, height = 2532

    func run() throws {
        let w = Self.width, h = Self.height
        let baseline = Measurement.currentResidentBytes()
        let hero = Self.syntheticImage(width: 1242, height: 1216, seed: 1)
        let big = Self.syntheticImage(width: 2400, height: 2400, seed: 2)
        let portrait = Self.syntheticImage(width: 1242, height: 900, seed: 3)
        let canvas = Canvas(width: w, height: h, background: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        let full = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let scrim = Paint.linearGradient(Paint.Gradient(colors: [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
                                                                 RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85)]),
                                         start: Point(x: 0, y: Double(h) / 2), end: Point(x: 0, y: Double(h)))
        let capsuleRect = Rect(x: 100.3, y: 200.7, width: 312, height: 216)

        func drawPortrait(x: Double) {
            let cell = Rect(x: x, y: 1747, width: 312, height: 216)
            canvas.save()
            canvas.clip(to: Path(capsuleIn: cell))
            canvas.drawImage(portrait, in: cell, from: Self.fillCrop(portrait, cell.size))
            canvas.restore()
        }

        let operations: [(name: String, pixels: Double, repeats: Int, body: () -> Void)] = [
            ("fill_opaque", Double(w * h), 1, {
                canvas.fill(full, with: .solid(RGBAColor(red8: 200, green: 120, blue: 40)))
            }),
            ("fill_translucent", Double(w * h), 1, {
                canvas.fill(full, with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
            }),
            ("capsule", 312 * 216, 20, {
                canvas.fill(Path(capsuleIn: capsuleRect), with: .white)
            }),
            ("gradient", Double(w * h / 2), 1, {
                canvas.fill(Rect(x: 0, y: Double(h) / 2, width: Double(w), height: Double(h) / 2), with: scrim)
            }),
            ("resample_hq", Double(w * h), 1, {
                canvas.drawImage(big, in: full, from: Self.fillCrop(big, full.size), sampling: .highQuality)
            }),
            ("resample_bilinear", Double(w * h), 1, {
                canvas.drawImage(big, in: full, from: Self.fillCrop(big, full.size), sampling: .bilinear)
            }),
            ("portrait", 312 * 216, 20, { drawPortrait(x: 100) }),
            ("card", Double(w * h), 1, {
                canvas.clear(RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
                canvas.drawImage(hero, in: full, from: Self.fillCrop(hero, full.size))
                canvas.fill(Rect(x: 0, y: Double(h) / 2, width: Double(w), height: Double(h) / 2), with: scrim)
                let x0 = (Double(w) - (3 * 312 + 2 * 36)) / 2
                for i in 0..<3 {
                    let x = x0 + Double(i) * (312 + 36)
                    drawPortrait(x: x)
                    canvas.strokeBorder(Path(capsuleIn: Rect(x: x, y: 1747, width: 312, height: 216)), lineWidth: 3, with: .white)
                }
            }),
            // `.blur` and `.shadow` on a 390x200-point card at 3x: a filtered layer of 1170x600
            // pixels; sigma 3 px (radius 1 pt) takes the kernel path, 30 px (radius 10 pt) the boxes.
            ("blur_kernel_s3", 1170 * 600, 1, { Self.filteredCard(canvas, .blur(sigma: 3)) }),
            ("blur_box_s30", 1170 * 600, 1, { Self.filteredCard(canvas, .blur(sigma: 30)) }),
            ("shadow_s30", 1170 * 600, 1, {
                Self.filteredCard(canvas, .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), sigma: 30,
                                                  offsetX: 0, offsetY: 18))
            }),
        ]

        var ours: [String: Double] = [:]
        print("Feedshot raster benchmark (\(w)x\(h), median of \(iterations) runs)")
        for operation in operations where only == nil || only == operation.name {
            let samples = cpuTime ? Self.cpuTimes(iterations: iterations * operation.repeats, operation.body)
                : Measurement.time(iterations: iterations * operation.repeats, operation.body)
            let seconds = Measurement.median(samples)
            ours[operation.name] = seconds * 1000
            let megapixels = operation.pixels / seconds / 1e6
            print("  " + Self.pad(operation.name) + String(format: "%9.3f ms  %9.1f Mpixel/s", seconds * 1000, megapixels))
        }
        let peak = Measurement.peakResidentBytes()
        print("  peak RSS \(Measurement.mebibytes(peak)) (\(Measurement.mebibytes(peak - baseline)) above start)")
        if !noPeer && only == nil { comparePeer(ours) }
    }

    /// A rounded card drawn into a 1170x600 layer that ends with `filter`.
    static func filteredCard(_ canvas: Canvas, _ filter: LayerFilter) {
        canvas.beginLayer(in: Rect(x: 0, y: 0, width: 1170, height: 600))
        canvas.fill(Path(roundedRect: Rect(x: 90, y: 90, width: 990, height: 420), cornerRadius: 48, style: .continuous),
                    with: .white)
        canvas.endLayer(applying: filter)
    }

    /// Runs the skia-python script and prints the ratio per operation.
    private func comparePeer(_ ours: [String: Double]) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Peers/raster_skia.py").path
        let output: String
        switch PeerRunner().run(script, ["--iterations", String(iterations)]) {
        case .skipped(let reason):
            print("skia-python comparison skipped: \(reason)")
            return
        case .finished(let text):
            output = text
        }
        var peer: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            if line.hasPrefix("skia-python") { print("Peer: \(line)") }
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0].hasPrefix("op="), fields[1].hasPrefix("ms="),
                  let ms = Double(fields[1].dropFirst(3)) else { continue }
            peer[String(fields[0].dropFirst(3))] = ms
        }
        print("  " + Self.pad("operation") + "   feedshot        skia   speed-up")
        for name in ["fill_opaque", "fill_translucent", "capsule", "gradient", "resample_hq", "resample_bilinear",
                     "portrait", "card"] {
            guard let mine = ours[name], let theirs = peer[name] else { continue }
            print("  " + Self.pad(name) + String(format: "%8.3f ms %8.3f ms %8.2fx", mine, theirs, theirs / mine))
        }
    }

    /// Like `Measurement.time`, but reading the calling thread's CPU-time clock.
    static func cpuTimes(iterations: Int, _ body: () -> Void) -> [Double] {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
        body()
        return (0..<iterations).map { _ in
            let start = now()
            body()
            return now() - start
        }
    }

    /// `text` left-aligned in a column of 19 characters.
    static func pad(_ text: String) -> String {
        text.padding(toLength: 19, withPad: " ", startingAt: 0)
    }

    /// The scale-to-fill source rectangle (centred crop) of `image` for a destination size.
    static func fillCrop(_ image: Bitmap, _ size: Size) -> Rect {
        let scale = max(size.width / Double(image.width), size.height / Double(image.height))
        let width = size.width / scale, height = size.height / scale
        return Rect(x: (Double(image.width) - width) / 2, y: (Double(image.height) - height) / 2, width: width, height: height)
    }

    /// A smooth, photo-like opaque test image with noise (the same recipe as the peer script).
    static func syntheticImage(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = Double(Int(state >> 58)) - 32
                let fx = Double(x), fy = Double(y)
                let r = 128 + 100 * sin(fx / 97) * cos(fy / 131) + noise / 2
                let g = 128 + 100 * sin((fx + fy) / 173) + noise / 2
                let b = 128 + 100 * cos(fx / 61 - fy / 89) + noise / 2
                let i = (y * width + x) * 4
                pixels[i] = UInt8(max(0, min(255, r)))
                pixels[i + 1] = UInt8(max(0, min(255, g)))
                pixels[i + 2] = UInt8(max(0, min(255, b)))
            }
        }
        return Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }
}
