import Foundation
import ImageCodecs
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTML report of image comparisons in one folder: `index.html` (self-contained: inline style
/// and script, no network) listing every pair with its status, counts and images, which live
/// next to it under `images/`.
///
/// Each pair is written as its own `entries/<id>.json` plus its PNGs, then the page is rebuilt
/// from all entries under an exclusive `flock` on `.lock`, so test processes and threads that add
/// entries at the same time never lose one: the last rebuild sees every entry written before it.
///
/// ```swift
/// let report = try DiffReport(directory: "diff-report")
/// try report.add(name: "cards/apollo11.png", result: result, recordCommand: "cp …")
/// ```
public struct DiffReport: Sendable {
    /// The report folder.
    public let directory: String

    /// Creates the folder (and its parents) if needed.
    public init(directory: String) throws(ImageDiffError) {
        self.directory = directory
        try ImageDiffResult.createFolder(directory + "/entries")
        try ImageDiffResult.createFolder(directory + "/images")
    }

    /// The page's path.
    public var pagePath: String { directory + "/index.html" }

    /// Adds a compared pair: its expected, actual and diff images (the expected image's own PNG
    /// bytes are copied when given) and its counts, then rebuilds the page.
    @discardableResult
    public func add(name: String, result: ImageDiffResult, expectedPNG: [UInt8]? = nil, actualPNG: [UInt8]? = nil,
                    recordCommand: String? = nil, source: String = "feedshot diff",
                    rebuildingPage: Bool = true) throws(ImageDiffError) -> DiffReportEntry {
        let folder = "images/" + Self.identifier(for: name)
        try ImageDiffResult.createFolder(directory + "/" + folder)
        let expectedImage = folder + "/expected.png", actualImage = folder + "/actual.png"
        let expectedBytes: [UInt8], actualBytes: [UInt8]
        if let expectedPNG { expectedBytes = expectedPNG } else {
            expectedBytes = try ImageDiffResult.encode(result.expected, for: expectedImage)
        }
        if let actualPNG { actualBytes = actualPNG } else {
            actualBytes = try ImageDiffResult.encode(result.actual, for: actualImage)
        }
        try ImageDiffResult.write(expectedBytes, to: directory + "/" + expectedImage)
        try ImageDiffResult.write(actualBytes, to: directory + "/" + actualImage)
        var diffImage: String?
        // Identical pairs need no diff image (a faded copy of the expected one).
        if !result.isIdentical, let diff = result.diffImage {
            let path = folder + "/diff.png"
            try ImageDiffResult.write(ImageDiffResult.encode(diff, for: path), to: directory + "/" + path)
            diffImage = path
        }
        let entry = DiffReportEntry(
            name: name, status: result.passed ? .passed : .failed, summary: result.summary,
            differingPixels: result.differingPixelCount, antialiasedPixels: result.antialiasedPixelCount,
            toleratedPixels: result.toleratedPixelCount, maskedPixels: result.maskedPixelCount,
            pixelCount: result.sizesMatch ? result.expected.pixelCount : 0,
            expectedSize: "\(result.expected.width)x\(result.expected.height)",
            actualSize: "\(result.actual.width)x\(result.actual.height)",
            expectedImage: expectedImage, actualImage: actualImage, diffImage: diffImage,
            recordCommand: result.passed ? nil : recordCommand, source: source)
        try add(entry, rebuildingPage: rebuildingPage)
        return entry
    }

    /// Adds a pair with one image only: `.new` (an actual image without golden) or `.missing` (a
    /// golden without actual image). `png` is the image file's bytes.
    @discardableResult
    public func addUnpaired(name: String, status: DiffReportEntry.Status, png: [UInt8], size: PixelSize?,
                            summary: String, recordCommand: String? = nil,
                            source: String = "feedshot diff",
                            rebuildingPage: Bool = true) throws(ImageDiffError) -> DiffReportEntry {
        let folder = "images/" + Self.identifier(for: name)
        try ImageDiffResult.createFolder(directory + "/" + folder)
        let isNew = status == .new
        let image = folder + (isNew ? "/actual.png" : "/expected.png")
        try ImageDiffResult.write(png, to: directory + "/" + image)
        let sizeText = size.map { "\($0.width)x\($0.height)" }
        let entry = DiffReportEntry(
            name: name, status: status, summary: summary,
            expectedSize: isNew ? nil : sizeText, actualSize: isNew ? sizeText : nil,
            expectedImage: isNew ? nil : image, actualImage: isNew ? image : nil,
            recordCommand: recordCommand, source: source)
        try add(entry, rebuildingPage: rebuildingPage)
        return entry
    }

    /// Writes `entry` as `entries/<id>.json` (replacing an entry of the same name) and rebuilds
    /// the page, unless `rebuildingPage` is false (a batch that calls ``rebuildPage()`` once at
    /// the end).
    public func add(_ entry: DiffReportEntry, rebuildingPage: Bool = true) throws(ImageDiffError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let path = directory + "/entries/" + Self.identifier(for: entry.name) + ".json"
        let data: Data
        do {
            data = try encoder.encode(entry)
        } catch {
            throw .encoding(path: path, reason: "\(error)")
        }
        try ImageDiffResult.write([UInt8](data), to: path)
        if rebuildingPage { try rebuildPage() }
    }

    /// Every entry on disk, sorted by status (failed, new, missing, passed) then name. Files that
    /// do not decode (a foreign file in `entries/`) are skipped.
    public func entries() throws(ImageDiffError) -> [DiffReportEntry] {
        let folder = directory + "/entries"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .cannotList(path: folder, reason: (error as NSError).localizedDescription)
        }
        let decoder = JSONDecoder()
        let entries = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.compactMap { name -> DiffReportEntry? in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
            return try? decoder.decode(DiffReportEntry.self, from: data)
        }
        let order: [DiffReportEntry.Status: Int] = [.failed: 0, .new: 1, .missing: 2, .passed: 3]
        return entries.sorted { (order[$0.status] ?? 9, $0.name) < (order[$1.status] ?? 9, $1.name) }
    }

    /// Rebuilds `index.html` from every entry, holding the folder's lock.
    public func rebuildPage() throws(ImageDiffError) {
        let lockPath = directory + "/.lock"
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw .cannotCreateFolder(path: lockPath, reason: "cannot open the report's lock file")
        }
        defer { close(descriptor) }
        // Waits for other writers; released by close.
        _ = flock(descriptor, LOCK_EX)
        let page = DiffReportPage.html(entries: try entries())
        try ImageDiffResult.write(Array(page.utf8), to: pagePath)
    }

    /// A file-name-safe, collision-free identifier for an entry name: its letters and digits
    /// (others become `-`), then a hash of the whole name.
    static func identifier(for name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let readable = String(name.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) ? $0 : "-" }.suffix(60))
        return readable + "-" + String(hash, radix: 16)
    }
}
