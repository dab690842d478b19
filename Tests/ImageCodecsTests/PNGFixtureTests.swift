import Testing
import Raster
@testable import ImageCodecs

/// The committed PNG fixtures (see Fixtures/make_fixtures.py), each checked pixel by pixel.
@Suite struct PNGFixtureTests {
    static func decode(_ name: String, options: ImageDecodingOptions = .default) throws -> DecodedImage {
        try ImageDecoder.decode(contentsOf: TestFiles.fixture(name), options: options)
    }

    /// Checks every pixel against `expected(x, y)`.
    static func expectPixels(_ bitmap: Bitmap, _ name: String, _ expected: (Int, Int) -> PremultipliedRGBA) {
        var mismatches = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != expected(x, y) {
                if mismatches < 5 { Issue.record("\(name) (\(x), \(y)): \(bitmap[x, y]) != \(expected(x, y))") }
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(name): \(mismatches) pixels differ")
    }

    @Test func interlacedRGB() throws {
        let image = try Self.decode("interlaced-rgb.png")
        #expect(image.bitmap.width == 17 && image.bitmap.height == 13)
        Self.expectPixels(image.bitmap, "interlaced-rgb") { x, y in
            PixelCheck.rgb(UInt8(15 * x), UInt8(19 * y), UInt8((x * y) % 256))
        }
    }

    @Test func interlacedPaletteWithTransparency() throws {
        let image = try Self.decode("interlaced-palette-trns.png")
        let palette: [PremultipliedRGBA] = [
            .transparent, PremultipliedRGBA(straightRed: 0, green: 255, blue: 0, alpha: 128),
            PixelCheck.rgb(0, 0, 255), .white,
        ]
        Self.expectPixels(image.bitmap, "interlaced-palette-trns") { x, y in palette[(x + y) % 4] }
    }

    @Test func sixteenBitRGBA() throws {
        let image = try Self.decode("rgba-16bit.png")
        let alphas = [65535, 32768, 33024, 0]
        func eight(_ v: Int) -> UInt8 { PNGDecodingTests.eightBit(v, bitDepth: 16) }
        Self.expectPixels(image.bitmap, "rgba-16bit") { x, y in
            PremultipliedRGBA(straightRed: eight(8000 * x + 97 * y), green: eight(65535 - 5000 * x),
                              blue: eight(16000 * y + 128), alpha: eight(alphas[y]))
        }
        // 32768 / 257 = 127.502 rounds up to 128; 33024 / 257 = 128.498 rounds down to 128.
        #expect(image.bitmap[0, 1].alpha == 128 && image.bitmap[0, 2].alpha == 128)
    }

    @Test func fourBitPaletteWithTransparency() throws {
        let image = try Self.decode("palette-4bit-trns.png")
        let alphas: [UInt8] = [0, 100, 200]
        Self.expectPixels(image.bitmap, "palette-4bit-trns") { x, y in
            let index = (x * 3 + y) % 16
            return PremultipliedRGBA(straightRed: UInt8(index * 17), green: UInt8(255 - index * 17),
                                     blue: UInt8((index * 40) % 256), alpha: index < 3 ? alphas[index] : 255)
        }
    }

    @Test func greyWithAlpha() throws {
        let image = try Self.decode("grey-alpha.png")
        Self.expectPixels(image.bitmap, "grey-alpha") { x, y in
            let grey = UInt8(40 * x)
            return PremultipliedRGBA(straightRed: grey, green: grey, blue: grey, alpha: UInt8(255 - 120 * y))
        }
    }

    @Test(arguments: [1, 2, 4])
    func lowBitDepthGreyAndPalette(depth: Int) throws {
        let grey = try Self.decode("grey-\(depth)bit.png")
        Self.expectPixels(grey.bitmap, "grey-\(depth)bit") { x, y in
            let value = PNGDecodingTests.eightBit((x + 2 * y) % (1 << depth), bitDepth: depth)
            return PixelCheck.rgb(value, value, value)
        }
        let palette = try Self.decode("palette-\(depth)bit.png")
        Self.expectPixels(palette.bitmap, "palette-\(depth)bit") { x, y in
            let i = (x + 2 * y) % (1 << depth)
            return PixelCheck.rgb(UInt8((i * 70) % 256), UInt8((i * 30) % 256), UInt8(255 - (i * 50) % 256))
        }
    }

    static let uprightGrid: [[Int]] = [[0xFF0000, 0x00FF00, 0x0000FF], [0xFFFFFF, 0x000000, 0x808080]]

    @Test(arguments: 2...8)
    func exifOrientation(orientation: Int) throws {
        let image = try Self.decode("exif-orientation-\(orientation).png")
        #expect(image.orientation.rawValue == orientation)
        #expect(image.pixelSize == PixelSize(width: 3, height: 2))
        #expect(OrientationFixture.rows(of: image.bitmap) == Self.uprightGrid)
    }

    @Test func adobeRGBIsConvertedToSRGB() throws {
        let image = try Self.decode("adobe-rgb.png")
        #expect(image.convertedProfileDescription != nil)
        // From make_fixtures.py (Adobe RGB 1998 → XYZ → sRGB, clipped): more saturated than the
        // stored values (200, 100, 50) and (50, 150, 200), which an unmanaged decode would show.
        let expected = [PixelCheck.rgb(227, 100, 42), PixelCheck.rgb(0, 151, 203),
                        PixelCheck.rgb(129, 129, 129), PixelCheck.rgb(0, 161, 85)]
        for (index, colour) in expected.enumerated() {
            let actual = image.bitmap[index * 4 + 2, 2]
            #expect(PixelCheck.close(actual, colour, tolerance: 2), "patch \(index): \(actual) vs \(colour)")
        }
        let unmanaged = try Self.decode("adobe-rgb.png", options: ImageDecodingOptions(convertsToSRGB: false))
        #expect(unmanaged.bitmap[2, 2] == PixelCheck.rgb(200, 100, 50))
        #expect(unmanaged.convertedProfileDescription == nil)
    }

    @Test func adobeRGBConversionKeepsAlpha() throws {
        let image = try Self.decode("adobe-rgb-alpha.png")
        let straight = [PixelCheck.rgb(227, 100, 42), PixelCheck.rgb(0, 151, 203), PixelCheck.rgb(129, 129, 129),
                        PixelCheck.rgb(0, 161, 85)]
        let alphas: [UInt8] = [255, 128, 64, 0]
        for x in 0..<4 {
            let expected = PremultipliedRGBA(straightRed: straight[x].red, green: straight[x].green,
                                             blue: straight[x].blue, alpha: alphas[x])
            #expect(image.bitmap[x, 0].alpha == alphas[x])
            #expect(PixelCheck.close(image.bitmap[x, 0], expected, tolerance: 2), "\(image.bitmap[x, 0]) vs \(expected)")
        }
    }

    @Test func sRGBProfileLeavesPixelsExact() throws {
        let image = try Self.decode("srgb-tagged.png")
        #expect(image.convertedProfileDescription != nil)
        #expect(image.bitmap[0, 0] == PixelCheck.rgb(200, 100, 50) && image.bitmap[3, 0] == PixelCheck.rgb(90, 160, 90))
    }

    @Test func greyProfileIsAppliedAndStaysNeutral() throws {
        let image = try Self.decode("grey-gray-profile.png")
        #expect(image.convertedProfileDescription == "Gray")
        // Gray.icc is linear grey: stored 0, 64, 128, 192, 255 are sRGB-encoded as below
        // (12.92 v or 1.055 v^(1/2.4) − 0.055); an unmanaged decode would keep the stored values.
        let expected: [Int] = [0, 137, 188, 225, 255]
        for (x, value) in expected.enumerated() {
            let pixel = image.bitmap[x, 1]
            #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "neutral at \(x): \(pixel)")
            #expect(abs(Int(pixel.red) - value) <= 1, "expected \(value), got \(pixel)")
        }
        #expect(image.bitmap[0, 0].red == 0 && image.bitmap[4, 0].red == 255)
    }

    @Test func animatedPNGShowsItsDefaultImage() throws {
        let image = try Self.decode("animated.png")
        Self.expectPixels(image.bitmap, "animated") { _, _ in PixelCheck.rgb(255, 0, 0) }
    }
}
