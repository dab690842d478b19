/// One compared pair in an HTML diff report (``DiffReport``), stored as its own JSON file so that
/// concurrent writers never share a file.
public struct DiffReportEntry: Codable, Hashable, Sendable {
    /// What happened to the pair.
    public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// Equal within the gates.
        case passed
        /// Different.
        case failed
        /// An actual image with no golden (a new file, or a golden just recorded).
        case new
        /// A golden with no actual image.
        case missing
    }

    /// The pair's name: a relative path in folder mode, `<TestFile>/<test>.<name>` for snapshots.
    public var name: String
    /// The verdict.
    public var status: Status
    /// ``ImageDiffResult/summary`` or a sentence saying why there is no comparison.
    public var summary: String
    /// The number of differing pixels (0 without a comparison).
    public var differingPixels: Int
    /// The number of pixels ignored as anti-aliasing.
    public var antialiasedPixels: Int
    /// The number of pixels within the tolerance.
    public var toleratedPixels: Int
    /// The number of differing pixels inside masks.
    public var maskedPixels: Int
    /// The number of pixels compared (0 without a comparison).
    public var pixelCount: Int
    /// `WIDTHxHEIGHT` of the expected image, if there is one.
    public var expectedSize: String?
    /// `WIDTHxHEIGHT` of the actual image, if there is one.
    public var actualSize: String?
    /// The expected, actual and diff images, relative to the report folder.
    public var expectedImage: String?
    public var actualImage: String?
    public var diffImage: String?
    /// The shell command that accepts the actual image as the new golden.
    public var recordCommand: String?
    /// Who added the entry (`feedshot diff` or `assertSnapshot`).
    public var source: String

    /// Creates an entry; counts default to zero and images to none.
    public init(name: String, status: Status, summary: String, differingPixels: Int = 0,
                antialiasedPixels: Int = 0, toleratedPixels: Int = 0, maskedPixels: Int = 0, pixelCount: Int = 0,
                expectedSize: String? = nil, actualSize: String? = nil, expectedImage: String? = nil,
                actualImage: String? = nil, diffImage: String? = nil, recordCommand: String? = nil,
                source: String) {
        self.name = name
        self.status = status
        self.summary = summary
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.toleratedPixels = toleratedPixels
        self.maskedPixels = maskedPixels
        self.pixelCount = pixelCount
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.expectedImage = expectedImage
        self.actualImage = actualImage
        self.diffImage = diffImage
        self.recordCommand = recordCommand
        self.source = source
    }
}
