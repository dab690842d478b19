import ArgumentParser
import ImageCodecs
import ImageComparison
import Foundation
import Raster

/// `feedshot diff EXPECTED ACTUAL`: compares two images, or two folders of images matched by
/// relative path, with ``ImageDiff``.
///
/// Exit status: 0 when everything is equal within the gates, 1 when anything differs (including
/// missing or extra files in folder mode), 2 on errors (an unreadable or undecodable file, a path
/// that does not exist, a file compared with a folder, artifacts that cannot be written).
/// Usage errors (unknown option, bad value) are reported by ArgumentParser and exit with 64
/// (`EX_USAGE`), so they never look like a result.
public struct DiffCommand: ParsableCommand {
    /// The command's name, abstract and help text.
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two images, or two folders of images, pixel by pixel.",
        discussion: """
            A pixel differs when its largest channel change exceeds the preset's tolerance and its \
            CIEDE2000 colour difference exceeds the threshold. Folders are compared file by file, \
            matched by relative path (.png, .jpg, .jpeg); missing and extra files count as differences.

            --metric pixelmatch compares as pixelmatch does (YIQ distance, --threshold 0…1, default             0.1; --include-aa counts anti-aliased pixels too). --mask x,y,width,height ignores a region             (repeatable); --max-diff-ratio allows a share of the pixels to differ. --report DIR writes an             HTML page of every pair (DIR/index.html).

            Exit status: 0 equal within the gates, 1 different, 2 error (unreadable file, missing \
            path, file vs folder), 64 usage error.
            """)

    /// The comparison presets offered on the command line.
    public enum Preset: String, ExpressibleByArgument, CaseIterable, Sendable {
        case exact
        case tolerant

        var options: ImageDiff { self == .exact ? .exact : .tolerant }
    }

    /// How pixels are compared.
    public enum MetricName: String, ExpressibleByArgument, CaseIterable, Sendable {
        case perceptual
        case pixelmatch
    }

    /// The exit status for "images differ".
    public static let differentExitCode: Int32 = 1
    /// The exit status for errors other than usage errors.
    public static let errorExitCode: Int32 = 2

    /// The expected image or folder.
    @Argument(help: "The expected image or folder (the golden).")
    public var expected: String

    /// The actual image or folder.
    @Argument(help: "The actual image or folder.")
    public var actual: String

    /// Where to write the artifacts of each difference, if anywhere.
    @Option(name: .long, help: "Write expected/actual/diff/side-by-side PNGs of every difference under this folder.")
    public var out: String?

    /// The comparison preset the other options adjust.
    @Option(name: .long, help: "The comparison preset.")
    public var preset: Preset = .exact

    /// Overrides the preset's ``ImageDiff/maxDiffPixels``.
    @Option(name: .long, help: "Allow this many differing pixels per image (overrides the preset).")
    public var maxDiffPixels: Int?

    /// Overrides the preset's ``ImageDiff/deltaEThreshold``.
    @Option(name: .long, help: ArgumentHelp(
        "The CIEDE2000 ΔE at or below which a pixel counts as unchanged (overrides the preset); "
            + "with --metric pixelmatch, pixelmatch's threshold 0…1 (default 0.1).", valueName: "value"))
    public var threshold: Double?

    /// The pixel metric.
    @Option(name: .long, help: "perceptual (channel tolerance + CIEDE2000, the presets) or pixelmatch (YIQ, as pixelmatch).")
    public var metric: MetricName = .perceptual

    /// Counts anti-aliased pixels as differences.
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences (pixelmatch's includeAA).")
    public var includeAA = false

    /// What pixelmatch blends translucent pixels over.
    @Option(name: .long, help: "With --metric pixelmatch: checkerboard (pixelmatch 7) or white (pixelmatch 5 and 6).")
    public var pixelmatchBackground: ImageDiff.PixelmatchBackground = .checkerboard

    /// Regions to ignore.
    @Option(name: .customLong("mask"), help: ArgumentHelp(
        "Ignore the region x,y,width,height in pixels (repeatable).", valueName: "x,y,width,height"))
    public var masks: [String] = []

    /// The share of pixels allowed to differ.
    @Option(name: .long, help: "Allow this fraction (0…1) of the pixels to differ, like Playwright's maxDiffPixelRatio.")
    public var maxDiffRatio: Double?

    /// Where to write the HTML report, if anywhere.
    @Option(name: .long, help: "Write an HTML report of every pair (index.html and images) into this folder.")
    public var report: String?

    /// Creates the command with its defaults (ArgumentParser fills in the arguments).
    public init() {}

    /// Rejects negative pixel counts and thresholds as usage errors (exit status 64).
    public func validate() throws {
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels).")
        }
        if let threshold, !(threshold >= 0 && threshold.isFinite) {
            throw ValidationError("--threshold must be a finite ΔE of 0 or more, not \(threshold).")
        }
        if metric == .pixelmatch, let threshold, threshold > 1 {
            throw ValidationError("--threshold must be 0…1 with --metric pixelmatch, not \(threshold).")
        }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw ValidationError("--max-diff-ratio must be 0…1, not \(maxDiffRatio).")
        }
        for mask in masks { _ = try Self.parseMask(mask) }
    }

    /// Parses `x,y,width,height` (whole pixels, width and height at least 1).
    static func parseMask(_ text: String) throws -> PixelRect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              width > 0, height > 0 else {
            throw ValidationError("--mask takes x,y,width,height in whole pixels (width and height 1 or more), not '\(text)'.")
        }
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// The options after applying the overrides to the preset.
    var options: ImageDiff {
        var options: ImageDiff
        switch metric {
        case .perceptual:
            options = preset.options
            if let threshold { options.deltaEThreshold = threshold }
            if includeAA { options.detectsAntialiasing = false }
        case .pixelmatch:
            options = .pixelmatch(threshold: min(1, threshold ?? 0.1), includeAA: includeAA,
                                  background: pixelmatchBackground)
        }
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let maxDiffRatio { options.maxDiffPixelRatio = maxDiffRatio }
        options.masks = masks.compactMap { try? Self.parseMask($0) }
        return options
    }

    /// Compares and exits with 0 (equal), 1 (different) or 2 (error).
    public func run() throws {
        // Every failure below becomes exit status 2; letting an error escape would make
        // ArgumentParser exit with 1, which means "different" here.
        do {
            let expectedIsFolder = try Self.isFolder(expected)
            let actualIsFolder = try Self.isFolder(actual)
            guard expectedIsFolder == actualIsFolder else {
                throw ImageDiffError.kindMismatch(expected: expected, actual: actual, expectedIsFolder: expectedIsFolder)
            }
            let differs = expectedIsFolder ? try compareFolders() : try compareFiles()
            if differs { throw ExitCode(Self.differentExitCode) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Self.printError("feedshot diff: \(error)")
            throw ExitCode(Self.errorExitCode)
        }
    }

    /// Compares two files; returns whether they differ.
    private func compareFiles() throws -> Bool {
        let result = try options.compare(expectedFile: expected, actualFile: actual)
        print("\(actual): \(result.summary)")
        if !result.passed, let out {
            let artifacts = try result.writeArtifacts(to: out)
            print("  artifacts: \(artifacts.paths.joined(separator: ", "))")
        }
        if let report {
            let page = try DiffReport(directory: report)
            try page.add(name: (actual as NSString).lastPathComponent, result: result,
                         expectedPNG: Self.bytes(expected), actualPNG: Self.bytes(actual),
                         recordCommand: "cp \(Self.quoted(actual)) \(Self.quoted(expected))")
            print("report: \(page.pagePath)")
        }
        return !result.passed
    }

    /// Compares two folders file by file; returns whether anything differs. Unreadable files are
    /// reported and the others still compared; the first such error is thrown at the end.
    private func compareFolders() throws -> Bool {
        let pairing = try ImageFolderPairing(expectedFolder: expected, actualFolder: actual)
        let options = self.options
        let page = try report.map { path throws(ImageDiffError) in try DiffReport(directory: path) }
        var differing = 0
        var firstError: (any Error)?
        for path in pairing.matched {
            do {
                let expectedFile = expected + "/" + path, actualFile = actual + "/" + path
                let result = try options.compare(expectedFile: expectedFile, actualFile: actualFile)
                if let page {
                    try page.add(name: path, result: result, expectedPNG: Self.bytes(expectedFile),
                                 actualPNG: Self.bytes(actualFile),
                                 recordCommand: "cp \(Self.quoted(actualFile)) \(Self.quoted(expectedFile))",
                                 rebuildingPage: false)
                }
                guard !result.passed else { continue }
                differing += 1
                print("\(path): \(result.summary)")
                if let out {
                    let folder = out + "/" + (path as NSString).deletingPathExtension
                    let artifacts = try result.writeArtifacts(to: folder)
                    print("  artifacts: \(artifacts.directory)")
                }
            } catch {
                Self.printError("feedshot diff: \(error)")
                firstError = firstError ?? error
            }
        }
        for path in pairing.missing { print("\(path): missing from \(actual)") }
        for path in pairing.extra { print("\(path): extra in \(actual) (not in \(expected))") }
        if let page {
            for path in pairing.missing {
                let file = expected + "/" + path
                try page.addUnpaired(name: path, status: .missing, png: Self.bytes(file), size: Self.size(of: file),
                                     summary: "missing from \(actual)", recordCommand: "rm \(Self.quoted(file))",
                                     rebuildingPage: false)
            }
            for path in pairing.extra {
                let file = actual + "/" + path
                let golden = expected + "/" + path
                try page.addUnpaired(name: path, status: .new, png: Self.bytes(file), size: Self.size(of: file),
                                     summary: "new in \(actual) (not in \(expected))",
                                     recordCommand: "mkdir -p \(Self.quoted((golden as NSString).deletingLastPathComponent)) "
                                        + "&& cp \(Self.quoted(file)) \(Self.quoted(golden))",
                                     rebuildingPage: false)
            }
            try page.rebuildPage()
            print("report: \(page.pagePath)")
        }
        print("\(pairing.matched.count) compared, \(differing) different, \(pairing.missing.count) missing, "
              + "\(pairing.extra.count) extra")
        if let firstError { throw firstError }
        return differing > 0 || !pairing.missing.isEmpty || !pairing.extra.isEmpty
    }

    /// A file's bytes (the report copies images as they are).
    private static func bytes(_ path: String) throws(ImageDiffError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .notFound(path: path) }
        return [UInt8](data)
    }

    /// An image file's size, if it decodes.
    private static func size(of path: String) -> PixelSize? {
        guard let bitmap = try? ImageDecoder.decode(contentsOf: path).bitmap else { return nil }
        return PixelSize(width: bitmap.width, height: bitmap.height)
    }

    /// `text` quoted for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func isFolder(_ path: String) throws(ImageDiffError) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
        return isFolder.boolValue
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension ImageDiff.PixelmatchBackground: ExpressibleByArgument {}
