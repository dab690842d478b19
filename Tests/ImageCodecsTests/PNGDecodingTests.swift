import FeedshotTestSupport
import Testing
import Raster
@testable import ImageCodecs

/// PNG decoding of every colour type and bit depth, checked against an independent test writer.
@Suite struct PNGDecodingTests {
    /// Every valid (colour type, bit depth) pair of the PNG spec.
    static let formats: [(colorType: Int, bitDepth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16),
        (2, 8), (2, 16),
        (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16),
        (6, 8), (6, 16),
    ]

    /// `value` at `bitDepth` bits as the 8-bit sample libpng must produce.
    static func eightBit(_ value: Int, bitDepth: Int) -> UInt8 {
        switch bitDepth {
        case 16: return UInt8((Double(value) / 257).rounded())  // correctly rounded, not truncated
        case 8: return UInt8(value)
        default: return UInt8(value * 255 / ((1 << bitDepth) - 1))
        }
    }

    @Test(arguments: formats)
    func decodesColourTypeAndBitDepth(colorType: Int, bitDepth: Int) throws {
        var generator = SeededGenerator(seed: UInt64(colorType * 100 + bitDepth))
        let width = 13, height = 5  // odd width: sub-byte rows end mid-byte
        var writer = TestPNGWriter(width: width, height: height, bitDepth: bitDepth, colorType: colorType, samples: [])
        let maximum = (1 << bitDepth) - 1
        if colorType == 3 {
            let entries = 1 << min(bitDepth, 4)
            writer.palette = (0..<entries).map { _ in
                (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                 UInt8.random(in: 0...255, using: &generator))
            }
            writer.transparency = (0..<(entries / 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            writer.samples = (0..<(width * height)).map { _ in Int.random(in: 0..<entries, using: &generator) }
        } else {
            writer.samples = (0..<(width * height * writer.channels)).map { _ in
                Int.random(in: 0...maximum, using: &generator)
            }
        }
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "generated.png")
        #expect(decoded.format == .png)
        #expect(decoded.bitmap.width == width && decoded.bitmap.height == height)

        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let expected: PremultipliedRGBA
                switch colorType {
                case 0:
                    let grey = Self.eightBit(writer.samples[index], bitDepth: bitDepth)
                    expected = PremultipliedRGBA(straightRed: grey, green: grey, blue: grey, alpha: 255)
                case 2:
                    let s = writer.samples[(index * 3)..<(index * 3 + 3)].map { Self.eightBit($0, bitDepth: bitDepth) }
                    expected = PremultipliedRGBA(straightRed: s[0], green: s[1], blue: s[2], alpha: 255)
                case 3:
                    let entry = writer.samples[index]
                    let colour = writer.palette[entry]
                    let alpha = entry < (writer.transparency?.count ?? 0) ? writer.transparency![entry] : 255
                    expected = PremultipliedRGBA(straightRed: colour.0, green: colour.1, blue: colour.2, alpha: alpha)
                case 4:
                    let grey = Self.eightBit(writer.samples[index * 2], bitDepth: bitDepth)
                    let alpha = Self.eightBit(writer.samples[index * 2 + 1], bitDepth: bitDepth)
                    expected = PremultipliedRGBA(straightRed: grey, green: grey, blue: grey, alpha: alpha)
                default:
                    let s = writer.samples[(index * 4)..<(index * 4 + 4)].map { Self.eightBit($0, bitDepth: bitDepth) }
                    expected = PremultipliedRGBA(straightRed: s[0], green: s[1], blue: s[2], alpha: s[3])
                }
                #expect(decoded.bitmap[x, y] == expected, "pixel (\(x), \(y)) of colour type \(colorType) at \(bitDepth) bits")
            }
        }
    }

    @Test func sixteenBitSamplesRoundToNearestNotTruncate() throws {
        // 128/257 = 0.498 → 0, 129/257 = 0.502 → 1, 65407/257 = 254.5… → 255 (truncation gives 254).
        let values = [0, 128, 129, 385, 386, 32896, 65407, 65535]
        let writer = TestPNGWriter(width: values.count, height: 1, bitDepth: 16, colorType: 0, samples: values)
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "sixteen.png")
        let reds = (0..<values.count).map { decoded.bitmap[$0, 0].red }
        #expect(reds == [0, 0, 1, 1, 2, 128, 255, 255])
    }

    @Test func greyTransparencyChunkMakesMatchingSamplesTransparent() throws {
        var writer = TestPNGWriter(width: 3, height: 1, bitDepth: 8, colorType: 0, samples: [10, 20, 30])
        writer.transparency = [0, 20]
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "grey-trns.png")
        #expect(decoded.bitmap[0, 0] == PixelCheck.rgb(10, 10, 10))
        #expect(decoded.bitmap[1, 0] == .transparent)
        #expect(!decoded.bitmap.isOpaque)
    }

    @Test func rgbTransparencyChunkAtSixteenBits() throws {
        var writer = TestPNGWriter(width: 2, height: 1, bitDepth: 16, colorType: 2,
                                   samples: [1000, 2000, 3000, 65535, 0, 0])
        writer.transparency = TestPNGWriter.u32(1000).suffix(2) + TestPNGWriter.u32(2000).suffix(2)
            + TestPNGWriter.u32(3000).suffix(2)
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "rgb16-trns.png")
        #expect(decoded.bitmap[0, 0] == .transparent)
        #expect(decoded.bitmap[1, 0] == PixelCheck.rgb(255, 0, 0))
    }

    @Test(arguments: ImageOrientation.allCases)
    func exifChunkOrientationIsApplied(orientation: ImageOrientation) throws {
        // Upright: 3x2, top row red green blue, bottom row white black grey. Store it so that
        // applying `orientation` brings it back upright.
        let upright: [[Int]] = [[0xFF0000, 0x00FF00, 0x0000FF], [0xFFFFFF, 0x000000, 0x808080]]
        let stored = OrientationFixture.stored(upright, for: orientation)
        var writer = TestPNGWriter(width: stored[0].count, height: stored.count, bitDepth: 8, colorType: 2,
                                   samples: stored.flatMap { $0 }.flatMap { [$0 >> 16, ($0 >> 8) & 0xFF, $0 & 0xFF] })
        writer.chunksBeforeData = [("eXIf", OrientationFixture.tiff(orientation: orientation.rawValue, littleEndian: orientation.rawValue % 2 == 0))]
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "exif.png")
        #expect(decoded.orientation == orientation)
        #expect(decoded.pixelSize == PixelSize(width: 3, height: 2))
        #expect(OrientationFixture.rows(of: decoded.bitmap) == upright)
    }

    @Test func exifChunkAfterImageDataStillCounts() throws {
        let upright: [[Int]] = [[0xFF0000, 0x00FF00]]
        let stored = OrientationFixture.stored(upright, for: .right)
        var writer = TestPNGWriter(width: 1, height: 2, bitDepth: 8, colorType: 2,
                                   samples: stored.flatMap { $0 }.flatMap { [$0 >> 16, ($0 >> 8) & 0xFF, $0 & 0xFF] })
        writer.chunksAfterData = [("eXIf", OrientationFixture.tiff(orientation: 6, littleEndian: false))]
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "exif-late.png")
        #expect(OrientationFixture.rows(of: decoded.bitmap) == upright)
    }

    @Test func orientationCanBeLeftUnapplied() throws {
        var writer = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 0, samples: [0, 255])
        writer.chunksBeforeData = [("eXIf", OrientationFixture.tiff(orientation: 6, littleEndian: true))]
        let options = ImageDecodingOptions(appliesOrientation: false)
        let decoded = try ImageDecoder.decode(data: writer.bytes(), name: "raw.png", options: options)
        #expect(decoded.bitmap.width == 2 && decoded.orientation == .right)
        #expect(decoded.pixelSize == PixelSize(width: 1, height: 2))
    }

    @Test func animatedPNGGivesItsDefaultImage() throws {
        // acTL + fcTL before IDAT (the default image is frame 0), and an fdAT frame after it
        // with different pixels that must not show up.
        var writer = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 2, samples: [255, 0, 0, 0, 0, 255])
        let frameControl = TestPNGWriter.u32(0) + TestPNGWriter.u32(2) + TestPNGWriter.u32(1)
            + TestPNGWriter.u32(0) + TestPNGWriter.u32(0) + [0, 1, 0, 10, 0, 0]
        writer.chunksBeforeData = [("acTL", TestPNGWriter.u32(2) + TestPNGWriter.u32(0)), ("fcTL", frameControl)]
        let secondFrame = TestPNGWriter(width: 2, height: 1, bitDepth: 8, colorType: 2, samples: [0, 255, 0, 0, 255, 0])
        let secondControl = TestPNGWriter.u32(1) + Array(frameControl.dropFirst(4))
        writer.chunksAfterData = [("fcTL", secondControl),
                                  ("fdAT", TestPNGWriter.u32(2) + TestPNGWriter.zlibStored(secondFrame.rawRows()))]
        let bytes = writer.bytes()
        #expect(PNGChunkScanner(bytes).isAnimated)
        let decoded = try ImageDecoder.decode(data: bytes, name: "animated.png")
        #expect(decoded.bitmap[0, 0] == PixelCheck.rgb(255, 0, 0))
        #expect(decoded.bitmap[1, 0] == PixelCheck.rgb(0, 0, 255))
    }

    @Test func headerReportsSizeWithoutDecoding() throws {
        var writer = TestPNGWriter(width: 4, height: 9, bitDepth: 8, colorType: 0, samples: Array(repeating: 0, count: 36))
        writer.chunksBeforeData = [("eXIf", OrientationFixture.tiff(orientation: 8, littleEndian: true))]
        let header = try ImageDecoder.readHeader(data: writer.bytes(), name: "header.png")
        #expect(header.format == .png && header.storedSize == PixelSize(width: 4, height: 9))
        #expect(header.orientation == .left && header.pixelSize == PixelSize(width: 9, height: 4))
    }
}
