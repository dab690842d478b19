import Foundation
import ImageCodecs
import ImageComparison
import Raster
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Bitmaps stored as PNG files and compared with Feedshot's ``ImageDiff``.
    public static var image: Diffing { .image() }

    /// Bitmaps stored as PNG files, compared within swift-snapshot-testing's tolerances.
    ///
    /// On a failure, ImageComparison's `expected.png`, `actual.png`, `diff.png` (differing pixels
    /// in red) and `side-by-side.png` are written under `SNAPSHOT_ARTIFACTS` (the folder
    /// swift-snapshot-testing writes its failed snapshot to; default: the temporary folder), in
    /// `feedshot-diff/<fingerprint of the two images>/`, and the message names them. The same
    /// images are the failure's attachments where swift-snapshot-testing attaches (Xcode).
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match (see `perceptualPrecision`).
    ///   - perceptualPrecision: How closely a pixel must match to count as matching: its ΔE may be
    ///     at most `(1 − perceptualPrecision) × 100`. At 1, `precision` counts bytes, as in
    ///     swift-snapshot-testing.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let tolerance = SnapshotPrecision(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(toData: BitmapPNG.data, fromData: BitmapPNG.bitmap) { reference, actual in
            guard reference.pixelCount > 0 else {
                return ("The reference image could not be decoded as PNG (or is empty); re-record it.", [])
            }
            let verdict = tolerance.compare(reference: reference, actual: actual)
            if verdict.passed { return nil }
            return FailureArtifacts.message(for: verdict)
        }
    }
}

/// PNG bytes to and from bitmaps, in the non-throwing shape `Diffing` asks for.
enum BitmapPNG {
    /// The PNG encoding of `bitmap`; empty data for an empty bitmap, which cannot be a PNG (the
    /// empty reference then fails to decode and the comparison says so).
    static func data(_ bitmap: Bitmap) -> Data {
        (try? PNGEncoder.encode(bitmap)).map { Data($0) } ?? Data()
    }

    /// The decoded image; an empty bitmap when `data` is not an image (a damaged golden fails
    /// the comparison with a message rather than crashing the test run).
    static func bitmap(_ data: Data) -> Bitmap {
        (try? ImageDecoder.decode(data: [UInt8](data), name: "reference snapshot").bitmap)
            ?? Bitmap(width: 0, height: 0)
    }
}

/// The failure message and its images.
enum FailureArtifacts {
    /// The environment variable swift-snapshot-testing writes failed snapshots under.
    static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

    static func message(for verdict: SnapshotPrecision.Verdict) -> (String, [DiffAttachment]) {
        var message = verdict.message + "\n" + verdict.result.summary
        var attachments = [DiffAttachment]()
        let environment = ProcessInfo.processInfo.environment
        let root = environment[artifactsVariable].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let folder = (root as NSString).appendingPathComponent("feedshot-diff/\(fingerprint(verdict.result))")
        do {
            let artifacts = try verdict.result.writeArtifacts(to: folder)
            message += "\nFeedshot diff artifacts:\n" + artifacts.paths.map { "  \($0)" }.joined(separator: "\n")
            for (path, name) in [(artifacts.expected, "reference.png"), (artifacts.actual, "failure.png"),
                                 (artifacts.diff, "difference.png"), (artifacts.sideBySide, "side-by-side.png")] {
                if let path, let data = FileManager.default.contents(atPath: path) {
                    attachments.append(.data(data, name: name))
                }
            }
        } catch {
            message += "\n(the diff artifacts could not be written: \(error))"
        }
        return (message, attachments)
    }

    /// FNV-1a over both images' sizes and pixels: one folder per distinct pair, so concurrent
    /// tests never write into each other's folder and a rerun overwrites its own.
    static func fingerprint(_ result: ImageDiffResult) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for image in [result.expected, result.actual] {
            for value in [image.width, image.height] {
                withUnsafeBytes(of: value.littleEndian) { $0.forEach(mix) }
            }
            image.pixels.forEach(mix)
        }
        return String(hash, radix: 16)
    }
}
