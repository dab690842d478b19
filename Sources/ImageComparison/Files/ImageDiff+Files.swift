import Foundation
import ImageCodecs
import Raster

extension ImageDiff {
    /// Decodes two image files (PNG or JPEG, converted to 8-bit sRGB, EXIF orientation applied)
    /// and compares them. Files with identical bytes are decoded once and pass at once.
    public func compare(expectedFile: String, actualFile: String) throws(ImageDiffError) -> ImageDiffResult {
        let expected = try Self.decode(expectedFile)
        if FileManager.default.contentsEqual(atPath: expectedFile, andPath: actualFile) {
            return compare(expected: expected, actual: expected)
        }
        let actual = try Self.decode(actualFile)
        return compare(expected: expected, actual: actual)
    }

    /// Decodes one image file for comparison.
    static func decode(_ path: String) throws(ImageDiffError) -> Bitmap {
        do {
            return try ImageDecoder.decode(contentsOf: path).bitmap
        } catch {
            throw .decoding(error)
        }
    }
}

/// The files ``ImageDiffResult/writeArtifacts(to:expectedPNG:)`` wrote.
public struct ImageDiffArtifacts: Hashable, Sendable {
    /// The folder holding them.
    public var directory: String
    /// `expected.png`.
    public var expected: String
    /// `actual.png`.
    public var actual: String
    /// `diff.png`; nil when the sizes differ.
    public var diff: String?
    /// `side-by-side.png`.
    public var sideBySide: String

    /// Every path, in the order above.
    public var paths: [String] { [expected, actual] + (diff.map { [$0] } ?? []) + [sideBySide] }
}

extension ImageDiffResult {
    /// Writes `expected.png`, `actual.png`, `diff.png` (when the sizes match) and
    /// `side-by-side.png` into `directory`, creating it if needed. Each file is written
    /// atomically. `expectedPNG` (the golden's own bytes) is copied as is instead of re-encoding
    /// the expected image.
    @discardableResult
    public func writeArtifacts(to directory: String, expectedPNG: [UInt8]? = nil) throws(ImageDiffError) -> ImageDiffArtifacts {
        try Self.createFolder(directory)
        let artifacts = ImageDiffArtifacts(
            directory: directory, expected: directory + "/expected.png", actual: directory + "/actual.png",
            diff: sizesMatch ? directory + "/diff.png" : nil, sideBySide: directory + "/side-by-side.png")
        let expectedBytes: [UInt8]
        if let expectedPNG { expectedBytes = expectedPNG } else { expectedBytes = try Self.encode(expected, for: artifacts.expected) }
        try Self.write(expectedBytes, to: artifacts.expected)
        try Self.write(Self.encode(actual, for: artifacts.actual), to: artifacts.actual)
        if let path = artifacts.diff, let diffImage {
            try Self.write(Self.encode(diffImage, for: path), to: path)
        }
        try Self.write(Self.encode(sideBySideImage, for: artifacts.sideBySide), to: artifacts.sideBySide)
        return artifacts
    }

    /// PNG-encodes a bitmap; `path` names the destination in errors.
    package static func encode(_ bitmap: Bitmap, for path: String) throws(ImageDiffError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(bitmap)
        } catch {
            throw .encoding(path: path, reason: error.description)
        }
    }

    /// Writes bytes atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws(ImageDiffError) {
        do {
            try writeFileAtomically(bytes, to: path)
        } catch {
            throw .writing(error)
        }
    }

    /// Creates a folder and its parents.
    package static func createFolder(_ path: String) throws(ImageDiffError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
