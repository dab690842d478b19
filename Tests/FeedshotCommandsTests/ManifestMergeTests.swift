@testable import FeedshotCommands
import FeedshotTestSupport
import Foundation
import Testing

/// `ManifestMerge`: every item of the batch exactly once, or a clear error.
@Suite struct ManifestMergeTests {
    static let items = [("11", "apollo11.png"), ("13", "apollo13.png"), ("7", "apollo7.png")]
    static let digest = Manifest.batchDigest(of: items.map { (id: $0.0, output: $0.1) })

    static func entry(_ index: Int, shard: String) -> ManifestEntry {
        ManifestEntry(id: items[index].0, output: items[index].1, sha256: "00", size: 10, renderSeconds: 0.1,
                      warnings: [], fingerprint: "ff", shard: shard, batchItems: items.count, batchDigest: digest)
    }

    @Test func mergesShardsSortedByOutput() throws {
        let merged = try ManifestMerge.merge([("a", [Self.entry(2, shard: "0/2")]),
                                              ("b", [Self.entry(1, shard: "1/2"), Self.entry(0, shard: "1/2")])])
        #expect(merged.map(\.output) == ["apollo11.png", "apollo13.png", "apollo7.png"])
    }

    @Test func missingItemsAreReportedWithTheShardsSeen() {
        #expect(throws: ManifestError.incomplete(missing: 1, of: 3, shardsSeen: ["0/2"])) {
            try ManifestMerge.merge([("a", [Self.entry(0, shard: "0/2"), Self.entry(1, shard: "0/2")]), ("b", [])])
        }
    }

    @Test func duplicatesNameBothFiles() {
        #expect(throws: ManifestError.duplicate(output: "apollo11.png", id: "11", files: ["a", "b"])) {
            try ManifestMerge.merge([("a", [Self.entry(0, shard: "0/2")]), ("b", [Self.entry(0, shard: "1/2")])])
        }
    }

    @Test func manifestsOfAnotherBatchAreRefused() {
        var other = Self.entry(1, shard: "1/2")
        other.batchDigest = "another"
        #expect(throws: ManifestError.differentBatches(first: "a", other: "b")) {
            try ManifestMerge.merge([("a", [Self.entry(0, shard: "0/2")]), ("b", [other])])
        }
    }

    @Test func linesRoundTripAndBadLinesNameFileAndLine() throws {
        let folder = try TemporaryFolder("feedshot-manifest")
        let path = folder.file("m.jsonl")
        try Manifest.write([Self.entry(1, shard: "0/1"), Self.entry(0, shard: "0/1")], to: path)
        #expect(try Manifest.read(path) == [Self.entry(0, shard: "0/1"), Self.entry(1, shard: "0/1")])
        try Manifest.write([Self.entry(0, shard: "0/1")], to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try folder.write("m.jsonl", text + "{\"id\": \"x\"\n")
        #expect(throws: ManifestError.malformedLine(path: path, line: 2, reason: "not a JSON object")) { try Manifest.read(path) }
        #expect(try Manifest.read(path, tolerant: true).count == 1)
    }
}
