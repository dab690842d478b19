import ArgumentParser
@_spi(Benchmarks) import ImageCodecs
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// `feedshot-bench codecs`: JPEG decode throughput (full and 1/4 scale), PNG encode time and size
/// per preset for a share-card-sized image (with libpng + zlib 6 as the reference), PNG decode,
/// and the peak memory of refusing a decompression bomb.
struct CodecBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codecs",
        abstract: "JPEG decode MP/s, PNG encode speed and size per preset, bomb refusal memory.")

    @Option(help: "Timed runs per measurement (the median is reported).")
    var iterations = 5

    @Option(help: "A folder to write the synthetic card (PNG) and photo (JPEG) into, to look at them.")
    var samplesFolder: String?

    func run() throws {
        // First, while the process is small, so the peak RSS reading belongs to the bomb.
        try measureBombRefusal()
        try measureJPEGDecoding()
        try measurePNGEncoding()
    }

    // MARK: Decompression bomb

    private func measureBombRefusal() throws {
        let before = Measurement.currentResidentBytes()
        let peakBefore = Measurement.peakResidentBytes()
        let bomb = try Self.pngBomb(width: 20_000, height: 20_000)
        var refused = false
        let samples = Measurement.time(iterations: iterations) {
            do {
                _ = try ImageDecoder.decode(data: bomb, name: "bomb.png")
            } catch {
                refused = true
            }
        }
        let peak = Measurement.peakResidentBytes()
        print("bomb: \(bomb.count / 1024) KB PNG claiming 20000x20000 RGBA (1.6 GB decoded): refused=\(refused) in "
              + "\(String(format: "%.0f", Measurement.median(samples) * 1e6)) µs; RSS before \(Measurement.mebibytes(before)), "
              + "peak \(Measurement.mebibytes(peak)) (peak before: \(Measurement.mebibytes(peakBefore)))")
    }

    /// A valid-looking PNG of a few tens of KB whose IHDR claims `width` x `height` RGBA: its IDAT is a 12000x1
    /// noise row (built small, so making the bomb does not raise the peak we measure).
    static func pngBomb(width: Int, height: Int) throws -> [UInt8] {
        var state: UInt64 = 99
        var strip = Bitmap(width: 12_000, height: 1)
        for x in 0..<strip.width {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            strip[x, 0] = PremultipliedRGBA(red: UInt8(truncatingIfNeeded: state >> 56), green: 0, blue: 0,
                                            alpha: UInt8(truncatingIfNeeded: state >> 56) | 0x80)
        }
        var bytes = try PNGEncoder.encode(strip, compression: .fast)
        bytes.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        bytes.replaceSubrange(29..<33, with: bigEndian(Int(crc32(Array(bytes[12..<29])))))
        return bytes
    }

    // MARK: JPEG

    private func measureJPEGDecoding() throws {
        let photo = Self.photoLike(width: 4000, height: 3000, seed: 1)
        let jpeg = try JPEGEncoder.encode(photo, quality: 85)
        let megapixels = Double(photo.pixelCount) / 1e6
        print("jpeg: 4000x3000 synthetic photo, quality 85: \(jpeg.count / 1024) KB")
        if let samplesFolder { try writeFileAtomically(jpeg, to: samplesFolder + "/photo.jpg") }
        for (label, target) in [("full", nil), ("1/4", PixelSize(width: 1000, height: 750))] as [(String, PixelSize?)] {
            var size = PixelSize(width: 0, height: 0)
            let samples = try Measurement.time(iterations: iterations) {
                let image = try ImageDecoder.decode(data: jpeg, name: "photo.jpg",
                                                    options: ImageDecodingOptions(targetPixelSize: target))
                size = PixelSize(width: image.bitmap.width, height: image.bitmap.height)
            }
            let seconds = Measurement.median(samples)
            print("jpeg decode \(label): \(size) in \(Self.milliseconds(seconds)) ms = "
                  + "\(String(format: "%.0f", megapixels / seconds)) source MP/s")
        }
    }

    // MARK: PNG

    private func measurePNGEncoding() throws {
        let card = Self.cardLike(width: 1170, height: 2532, roundedCorners: false)
        let translucent = Self.cardLike(width: 1170, height: 2532, roundedCorners: true)
        for (label, bitmap) in [("opaque RGB", card), ("RGBA (rounded corners)", translucent)] {
            print("png encode, 1170x2532 card, \(label):")
            var referenceSeconds = 0.0, referenceBytes = 0
            let reference = try Measurement.time(iterations: max(1, iterations / 2)) {
                referenceBytes = try PNGEncoder.encodeWithLibpng(bitmap, zlibLevel: 6).count
            }
            referenceSeconds = Measurement.median(reference)
            print("  libpng zlib-6 (reference): \(Self.milliseconds(referenceSeconds)) ms, \(referenceBytes) bytes")
            var defaultBytes: [UInt8] = []
            for compression in PNGCompression.allCases {
                var bytes: [UInt8] = []
                let runs = compression == .small ? max(1, iterations / 2) : iterations
                let samples = try Measurement.time(iterations: runs) {
                    bytes = try PNGEncoder.encode(bitmap, compression: compression)
                }
                let seconds = Measurement.median(samples)
                if compression == .default { defaultBytes = bytes }
                if compression == .default, let samplesFolder {
                    try writeFileAtomically(bytes, to: samplesFolder + "/card-\(bitmap.isOpaque ? "opaque" : "rgba").png")
                }
                print("  \(compression.rawValue): \(Self.milliseconds(seconds)) ms, \(bytes.count) bytes "
                      + "(\(String(format: "%.1f", referenceSeconds / seconds))x faster, "
                      + "\(String(format: "%.2f", Double(bytes.count) / Double(referenceBytes)))x the size of zlib-6)")
            }
            let decode = try Measurement.time(iterations: iterations) {
                _ = try ImageDecoder.decode(data: defaultBytes, name: "card.png")
            }
            print("  png decode (default preset file): \(Self.milliseconds(Measurement.median(decode))) ms")
        }
        print("peak RSS: \(Measurement.mebibytes(Measurement.peakResidentBytes()))")
    }

    // MARK: Synthetic images

    /// Smooth shapes, soft gradients and fine grain: compresses like a photo, not like noise.
    static func photoLike(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var state = seed
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let v = Double(y) / Double(height)
            for x in 0..<width {
                let u = Double(x) / Double(width)
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let grain = Double(Int(state >> 59)) - 16  // ±16 levels of sensor-like noise
                let wave: Double = sin(u * 9.0 + 2.0 * sin(v * 5.0))
                let ridge: Double = cos(v * 7.0 - u * 3.0)
                let hill: Double = 0.5 + 0.5 * wave * ridge
                let sky = 1.0 - v
                let noise: Double = grain * 0.4
                let red: Double = 40 + 150 * hill + 50 * sky + noise
                let green: Double = 60 + 120 * hill * (1 - u) + 40 * sky + noise
                let blue: Double = 70 + 170 * sky * (1 - hill * 0.5) + noise
                let index = (y * width + x) * 4
                pixels[index] = UInt8(max(0, min(255, red)))
                pixels[index + 1] = UInt8(max(0, min(255, green)))
                pixels[index + 2] = UInt8(max(0, min(255, blue)))
            }
        }
        return Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }

    /// A share card: a photo on top, a vertical gradient band, a flat panel with text-like bars.
    static func cardLike(width: Int, height: Int, roundedCorners: Bool) -> Bitmap {
        let photoHeight = width
        let photo = photoLike(width: width, height: photoHeight, seed: 2)
        var pixels = photo.pixels + [UInt8](repeating: 255, count: width * (height - photoHeight) * 4)
        let gradientEnd = photoHeight + 500
        for y in photoHeight..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                if y < gradientEnd {
                    let t = Double(y - photoHeight) / 500
                    pixels[index] = UInt8(26 + 60 * t)
                    pixels[index + 1] = UInt8(26 + 20 * t)
                    pixels[index + 2] = UInt8(51 + 90 * t)
                } else {
                    // darkBackground with light "text lines": bars of 6 px strokes and gaps.
                    let line = (y - gradientEnd) / 60
                    let inLine = (y - gradientEnd) % 60 < 34 && line < 20
                    let lineWidth = width - 120 - (line * 137) % 400
                    let isGlyph = inLine && x > 60 && x < lineWidth && (x / 7 + line) % 5 != 0 && (x / 23) % 6 != 0
                    let value: (UInt8, UInt8, UInt8) = isGlyph ? (235, 235, 245) : (26, 26, 51)
                    pixels[index] = value.0
                    pixels[index + 1] = value.1
                    pixels[index + 2] = value.2
                }
            }
        }
        if roundedCorners {
            let radius = 120
            for y in 0..<height {
                for x in 0..<width {
                    let dx = x < radius ? radius - x : (x >= width - radius ? x - (width - radius - 1) : 0)
                    let dy = y < radius ? radius - y : (y >= height - radius ? y - (height - radius - 1) : 0)
                    guard dx > 0 && dy > 0 else { continue }
                    let distance = (Double(dx * dx + dy * dy)).squareRoot()
                    let coverage = max(0, min(1, Double(radius) - distance + 0.5))
                    let alpha = UInt8((coverage * 255).rounded())
                    let index = (y * width + x) * 4
                    for channel in 0..<3 { pixels[index + channel] = PremultipliedRGBA.multiply(pixels[index + channel], alpha) }
                    pixels[index + 3] = alpha
                }
            }
        }
        return Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }

    // MARK: Helpers

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
