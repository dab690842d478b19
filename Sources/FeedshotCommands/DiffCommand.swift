import ArgumentParser
import ImageComparison
import Foundation

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

            Exit status: 0 equal within the gates, 1 different, 2 error (unreadable file, missing \
            path, file vs folder), 64 usage error.
            """)

    /// The comparison presets offered on the command line.
    public enum Preset: String, ExpressibleByArgument, CaseIterable, Sendable {
        case exact
        case tolerant

        var options: ImageDiff { self == .exact ? .exact : .tolerant }
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
    @Option(name: .long, help: "The CIEDE2000 ΔE at or below which a pixel counts as unchanged (overrides the preset).")
    public var threshold: Double?

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
    }

    /// The options after applying the overrides to the preset.
    var options: ImageDiff {
        var options = preset.options
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let threshold { options.deltaEThreshold = threshold }
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
        return !result.passed
    }

    /// Compares two folders file by file; returns whether anything differs. Unreadable files are
    /// reported and the others still compared; the first such error is thrown at the end.
    private func compareFolders() throws -> Bool {
        let pairing = try ImageFolderPairing(expectedFolder: expected, actualFolder: actual)
        let options = self.options
        var differing = 0
        var firstError: (any Error)?
        for path in pairing.matched {
            do {
                let result = try options.compare(expectedFile: expected + "/" + path, actualFile: actual + "/" + path)
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
        print("\(pairing.matched.count) compared, \(differing) different, \(pairing.missing.count) missing, "
              + "\(pairing.extra.count) extra")
        if let firstError { throw firstError }
        return differing > 0 || !pairing.missing.isEmpty || !pairing.extra.isEmpty
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
