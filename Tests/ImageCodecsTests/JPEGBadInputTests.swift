import Testing
import Raster
@testable import ImageCodecs

/// Damaged and hostile JPEG data: each case throws the right typed error, quickly.
@Suite struct JPEGBadInputTests {
    static func fixture(_ name: String) throws -> [UInt8] { try TestFiles.read(TestFiles.fixture(name)) }

    static func error(_ bytes: [UInt8], name: String = "bad.jpg", options: ImageDecodingOptions = .default)
        -> ImageDecodingError? {
        BadInputTests.decodingError { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: bytes, name: name, options: options)
        }
    }

    /// Cuts inside the headers, inside the (multi-segment) ICC profile and inside the scan data.
    @Test(arguments: [("baseline.jpg", 3), ("baseline.jpg", 100), ("baseline.jpg", 400),
                      ("progressive.jpg", 350), ("progressive.jpg", 500),
                      ("cmyk-profile-multisegment.jpg", 40_000), ("cmyk-profile-multisegment.jpg", 88_500)])
    func truncatedJPEGIsTruncated(name: String, keptBytes: Int) throws {
        let bytes = Array(try Self.fixture(name).prefix(keptBytes))
        guard case .truncated(let file, .jpeg, let offset, _)? = Self.error(bytes, name: name) else {
            Issue.record("expected .truncated for \(name) cut at \(keptBytes)")
            return
        }
        #expect(file == name && offset <= keptBytes)
    }

    /// The offset of the first `FF marker` pair.
    static func markerOffset(_ marker: UInt8, in bytes: [UInt8]) -> Int? {
        (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }
    }

    @Test func zeroWidthFrameIsCorrupt() throws {
        var bytes = try Self.fixture("baseline.jpg")
        let sof = try #require(Self.markerOffset(0xC0, in: bytes))
        bytes[sof + 7] = 0  // SOF0: FF C0, length (2), precision (1), height (2), width (2)
        bytes[sof + 8] = 0
        guard case .corrupt(let file, .jpeg, let offset, let detail)? = Self.error(bytes) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(file == "bad.jpg" && offset > sof && detail.contains("Empty JPEG image"), "\(detail)")
    }

    @Test func bogusHuffmanTableIsCorrupt() throws {
        var bytes = try Self.fixture("baseline.jpg")
        let dht = try #require(Self.markerOffset(0xC4, in: bytes))
        // DHT: FF C4, length (2), class/id (1), then 16 code counts: make them sum past 256.
        for index in (dht + 5)..<(dht + 21) { bytes[index] = 0xFF }
        guard case .corrupt(_, .jpeg, _, let detail)? = Self.error(bytes) else {
            Issue.record("expected .corrupt")
            return
        }
        #expect(detail.contains("Huffman"), "\(detail)")
    }

    @Test func signatureAloneIsTruncated() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0x01, 0x02, 0x03] + [UInt8](repeating: 0x55, count: 64)
        guard case .truncated(_, .jpeg, _, _)? = Self.error(bytes) else {
            Issue.record("expected .truncated: no image before the data ends")
            return
        }
    }

    @Test func decompressionBombIsRefusedFromTheHeader() throws {
        var bytes = try Self.fixture("baseline.jpg")
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require(Self.markerOffset(0xC0, in: bytes))
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])  // 60000 x 60000
        let start = ContinuousClock.now
        #expect(Self.error(bytes) == .tooLarge(file: "bad.jpg", width: 60_000, height: 60_000,
                                               maxPixels: ImageDecodingOptions.defaultMaxPixels))
        #expect(ContinuousClock.now - start < .milliseconds(200))
    }

    @Test func pixelLimitAppliesToTheFullSizeEvenWhenScaling() throws {
        let bytes = try Self.fixture("scaled-256x64.jpg")
        let options = ImageDecodingOptions(maxPixels: 10_000, targetPixelSize: PixelSize(width: 32, height: 8))
        #expect(Self.error(bytes, options: options) == .tooLarge(file: "bad.jpg", width: 256, height: 64, maxPixels: 10_000))
    }
}
