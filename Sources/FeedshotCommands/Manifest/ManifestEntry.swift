import Digests
import Foundation
import ImageCodecs

/// One line of a batch manifest (JSON Lines): what one item's output is and what it was made from.
///
/// Every line also names its shard and the whole batch (item count and a digest of every item's
/// id and output name, before sharding), so `feedshot manifest merge` can check that the shards
/// together cover the batch exactly once without reading the feed again.
package struct ManifestEntry: Codable, Sendable, Equatable {
    /// The item's id (a mission id, an astronaut id, a media id, a launch id).
    package var id: String
    /// The output file, relative to the batch's `--out` folder.
    package var output: String
    /// SHA-256 of the output file, hexadecimal.
    package var sha256: String
    /// The output's size in bytes.
    package var size: Int
    /// Seconds spent rendering and encoding it (when it was last rendered).
    package var renderSeconds: Double
    /// Warnings of the render (placeholders drawn for missing images…).
    package var warnings: [String]
    /// The input fingerprint (see ``Fingerprinter``).
    package var fingerprint: String
    /// The shard that rendered it, "K/N".
    package var shard: String
    /// How many items the whole batch (every shard) has.
    package var batchItems: Int
    /// SHA-256 of the whole batch's sorted "id TAB output LF" lines.
    package var batchDigest: String
}

/// Reading and writing manifests.
package enum Manifest {
    /// The digest every line carries: SHA-256 of the sorted "id\toutput\n" lines of the batch.
    package static func batchDigest(of items: [(id: String, output: String)]) -> String {
        let lines = items.map { "\($0.id)\t\($0.output)\n" }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return SHA256.hexDigest(Array(lines.joined().utf8))
    }

    /// Entries in the manifest's order: by output name (UTF-8 bytes), so every run and every
    /// merge of the same batch lists items the same way.
    package static func sorted(_ entries: [ManifestEntry]) -> [ManifestEntry] {
        entries.sorted { Array($0.output.utf8).lexicographicallyPrecedes(Array($1.output.utf8)) }
    }

    /// One JSON line (sorted keys, no trailing newline).
    package static func line(_ entry: ManifestEntry) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A struct of strings and numbers always encodes.
        return (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Writes `entries` (sorted) to `path` atomically: readers see the old file or the new one.
    package static func write(_ entries: [ManifestEntry], to path: String) throws(ManifestError) {
        let text = sorted(entries).map { line($0) + "\n" }.joined()
        do {
            try writeFileAtomically(Array(text.utf8), to: path)
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
    }

    /// Reads a manifest. Blank lines are skipped; with `tolerant`, lines that do not parse are
    /// skipped too (a journal cut off mid-line by an interrupted run), otherwise they are errors.
    package static func read(_ path: String, tolerant: Bool = false) throws(ManifestError) -> [ManifestEntry] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        let decoder = JSONDecoder()
        var entries: [ManifestEntry] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            do {
                entries.append(try decoder.decode(ManifestEntry.self, from: Data(line)))
            } catch {
                if tolerant { continue }
                throw .malformedLine(path: path, line: index + 1, reason: Self.reason(error))
            }
        }
        return entries
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "not a JSON object"
        }
    }
}

/// Why a manifest could not be read, written or merged.
package enum ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case unwritable(path: String, reason: String)
    case malformedLine(path: String, line: Int, reason: String)
    /// Manifests of different batches (their batch digests or counts differ).
    case differentBatches(first: String, other: String)
    /// The same output listed by two lines.
    case duplicate(output: String, id: String, files: [String])
    /// Items of the batch that no manifest lists.
    case incomplete(missing: Int, of: Int, shardsSeen: [String])
    /// No manifest lines at all.
    case empty

    package var description: String {
        switch self {
        case .unreadable(let path): "cannot read the manifest \(path)"
        case .unwritable(let path, let reason): "cannot write the manifest \(path): \(reason)"
        case .malformedLine(let path, let line, let reason): "\(path):\(line): not a manifest line (\(reason))"
        case .differentBatches(let first, let other):
            "\(other) describes a different batch than \(first) (another feed, template, selection or shard count)"
        case .duplicate(let output, let id, let files):
            "item \(id) (\(output)) appears more than once, in \(files.joined(separator: ", "))"
        case .incomplete(let missing, let total, let shards):
            "\(missing) of \(total) items are missing; shards seen: \(shards.isEmpty ? "none" : shards.joined(separator: ", "))"
        case .empty: "the manifests list no items"
        }
    }
}
