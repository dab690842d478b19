import Testing
import Raster
@testable import ImageCodecs

/// The committed JPEG fixtures (see Fixtures/make_fixtures.py): flat 16x16 patches, checked at
/// their centres with small tolerances for JPEG's rounding.
@Suite struct JPEGFixtureTests {
    static func decode(_ name: String, options: ImageDecodingOptions = .default) throws -> DecodedImage {
        try ImageDecoder.decode(contentsOf: TestFiles.fixture(name), options: options)
    }

    /// Checks the centre of each 16-pixel patch in the first row of patches.
    static func expectPatches(_ image: DecodedImage, _ expected: [PremultipliedRGBA], tolerance: Int,
                              patch: Int = 16, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, colour) in expected.enumerated() {
            let actual = image.bitmap[index * patch + patch / 2, patch / 2]
            #expect(PixelCheck.close(actual, colour, tolerance: tolerance),
                    "patch \(index): \(actual) vs \(colour)", sourceLocation: sourceLocation)
        }
    }

    static let patchColours = [PixelCheck.rgb(200, 30, 40), PixelCheck.rgb(20, 160, 60),
                               PixelCheck.rgb(30, 60, 220), PixelCheck.rgb(240, 240, 240)]

    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func baselineAndProgressive(name: String) throws {
        let image = try Self.decode(name)
        #expect(image.format == .jpeg && image.bitmap.width == 64 && image.bitmap.height == 16)
        #expect(image.bitmap.isOpaque && image.scaleDenominator == 1 && image.orientation == .up)
        Self.expectPatches(image, Self.patchColours, tolerance: 2)
    }

    @Test func progressiveMatchesBaseline() throws {
        let baseline = try Self.decode("baseline.jpg").bitmap
        let progressive = try Self.decode("progressive.jpg").bitmap
        var worst = 0
        for (a, b) in zip(baseline.pixels, progressive.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 2)
    }

    @Test func greyscale() throws {
        let image = try Self.decode("greyscale.jpg")
        Self.expectPatches(image, [PixelCheck.rgb(50, 50, 50), PixelCheck.rgb(200, 200, 200)], tolerance: 1)
    }

    @Test func jpegNamedPNGIsDecodedAsJPEG() throws {
        let image = try Self.decode("jpeg-named.png")
        #expect(image.format == .jpeg)
        Self.expectPatches(image, Self.patchColours, tolerance: 6)
    }

    @Test(arguments: 2...8)
    func exifOrientation(orientation: Int) throws {
        let image = try Self.decode("exif-orientation-\(orientation).jpg")
        #expect(image.orientation.rawValue == orientation)
        #expect(image.pixelSize == PixelSize(width: 48, height: 32))
        #expect(image.bitmap.width == 48 && image.bitmap.height == 32)
        for (row, colours) in PNGFixtureTests.uprightGrid.enumerated() {
            for (column, colour) in colours.enumerated() {
                let actual = image.bitmap[column * 16 + 8, row * 16 + 8]
                let expected = PixelCheck.rgb(UInt8(colour >> 16), UInt8((colour >> 8) & 0xFF), UInt8(colour & 0xFF))
                #expect(PixelCheck.close(actual, expected, tolerance: 3), "block (\(column), \(row)): \(actual)")
            }
        }
    }

    @Test func adobeRGBIsConvertedToSRGB() throws {
        let image = try Self.decode("adobe-rgb.jpg")
        #expect(image.convertedProfileDescription != nil)
        Self.expectPatches(image, [PixelCheck.rgb(227, 100, 42), PixelCheck.rgb(0, 151, 203),
                                   PixelCheck.rgb(129, 129, 129), PixelCheck.rgb(0, 161, 85)], tolerance: 3)
    }

    /// Ink patches (C, M, Y, K): paper, cyan, red (M+Y 80%), a mix, 40% black, converted naively.
    static let naiveCMYK = [PixelCheck.rgb(255, 255, 255), PixelCheck.rgb(0, 255, 255), PixelCheck.rgb(255, 51, 51),
                            PixelCheck.rgb(204, 153, 102), PixelCheck.rgb(153, 153, 153)]
    /// The same patches through the fixtures' synthetic printing profile (warm paper). Little CMS
    /// maps the paper itself to white (its white-point fix-up), as colour-managed apps show it.
    static let profiledCMYK = [PixelCheck.rgb(255, 255, 255), PixelCheck.rgb(0, 240, 219), PixelCheck.rgb(250, 48, 44),
                               PixelCheck.rgb(200, 144, 88), PixelCheck.rgb(150, 144, 132)]

    @Test(arguments: ["cmyk-adobe.jpg", "ycck-adobe.jpg"])
    func adobeCMYKWithoutProfile(name: String) throws {
        let image = try Self.decode(name)
        #expect(image.convertedProfileDescription == nil && image.bitmap.isOpaque)
        Self.expectPatches(image, Self.naiveCMYK, tolerance: 3)
    }

    @Test(arguments: ["cmyk-profile-multisegment.jpg", "ycck-profile.jpg"])
    func adobeCMYKWithProfile(name: String) throws {
        let image = try Self.decode(name)
        #expect(image.convertedProfileDescription?.hasPrefix("Feedshot test CMYK") == true)
        #expect(image.bitmap.isOpaque)
        Self.expectPatches(image, Self.profiledCMYK, tolerance: 4)
    }

    @Test func multiSegmentProfileIsReassembled() throws {
        let header = try ImageDecoder.readHeader(contentsOf: TestFiles.fixture("cmyk-profile-multisegment.jpg"))
        #expect(header.hasColorProfile && header.format == .jpeg)
    }

    /// Target sizes and the scale libjpeg-turbo must pick for a 256x64 JPEG.
    static let scaledCases: [(target: PixelSize?, denominator: Int, size: PixelSize)] = [
        (nil, 1, PixelSize(width: 256, height: 64)),
        (PixelSize(width: 32, height: 8), 8, PixelSize(width: 32, height: 8)),
        (PixelSize(width: 20, height: 2), 8, PixelSize(width: 32, height: 8)),
        (PixelSize(width: 33, height: 8), 4, PixelSize(width: 64, height: 16)),
        (PixelSize(width: 100, height: 10), 2, PixelSize(width: 128, height: 32)),
        (PixelSize(width: 129, height: 1), 1, PixelSize(width: 256, height: 64)),
        (PixelSize(width: 300, height: 100), 1, PixelSize(width: 256, height: 64)),
    ]

    @Test(arguments: scaledCases)
    func scaledDecodeCoversTheTarget(target: PixelSize?, denominator: Int, size: PixelSize) throws {
        let image = try Self.decode("scaled-256x64.jpg", options: ImageDecodingOptions(targetPixelSize: target))
        #expect(image.scaleDenominator == denominator)
        #expect(image.bitmap.width == size.width && image.bitmap.height == size.height)
        #expect(image.pixelSize == PixelSize(width: 256, height: 64))
        Self.expectPatches(image, Self.patchColours, tolerance: 8, patch: 64 / denominator)
    }

    @Test func scaledDecodeCountsTheOrientedSize() throws {
        // Stored 32x48, displayed 48x32: a 24x16 target is covered at 1/2.
        let image = try Self.decode("exif-orientation-6.jpg",
                                    options: ImageDecodingOptions(targetPixelSize: PixelSize(width: 24, height: 16)))
        #expect(image.scaleDenominator == 2)
        #expect(image.bitmap.width == 24 && image.bitmap.height == 16)
    }

    @Test(arguments: [("tiny.gif", "GIF"), ("tiny.webp", "WebP"), ("tiny.bmp", "BMP")])
    func realFilesInUnsupportedFormats(name: String, format: String) {
        let path = TestFiles.fixture(name)
        let error = BadInputTests.decodingError { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: path) }
        let expected = ImageDecodingError.unsupportedFormat(file: path, format: format)
        #expect(error == expected)
    }
}
