@testable import FeedshotCommands
import Digests
import Dispatch
import FeedshotTestSupport
import Foundation
import Testing

/// Sharded, resumable batches end to end: shard processes running at once, manifests merged,
/// `--skip-unchanged` after an image changes, and resuming an interrupted run.
@Suite struct ShardedBatchTests {
    /// Small outputs keep the suite fast: the embedded feed's 12 share cards at 1x on a small canvas.
    static let small = ["--scale", "1", "--size", "100x160", "--png", "fast", "--jobs", "1", "--quiet"]

    /// A copy of the embedded feed (so tests may change its images).
    static func feedCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("feedshot-shards-feed")
        for name in ["missions.json", "astronauts.json", "Images"] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.assets + "/" + name, toPath: folder.file(name))
        }
        return folder
    }

    /// Runs `feedshot` once per argument list, all at the same time.
    static func runConcurrently(_ argumentLists: [[String]]) -> [FeedshotExecutable.Run?] {
        let runs = Locked([FeedshotExecutable.Run?](repeating: nil, count: argumentLists.count))
        DispatchQueue.concurrentPerform(iterations: argumentLists.count) { index in
            let run = try? FeedshotExecutable.run(argumentLists[index])
            runs.withLock { $0[index] = run }
        }
        return runs.value
    }

    static func pngs(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The parts of a manifest line that do not depend on timing or sharding.
    static func stable(_ entries: [ManifestEntry]) -> [String] {
        entries.map { "\($0.id) \($0.output) \($0.sha256) \($0.size) \($0.fingerprint) \($0.batchDigest)" }
    }

    /// One whole (unsharded) run of a feed copy, shared by the shard cases.
    static let reference: (feed: TemporaryFolder, out: TemporaryFolder)? = {
        guard let feed = try? feedCopy(), let out = try? TemporaryFolder("feedshot-single") else { return nil }
        let run = try? FeedshotExecutable.run(["cards", "--data", feed.path, "--out", out.path,
                                               "--manifest", out.file("manifest.jsonl")] + small)
        return run?.status == 0 ? (feed, out) : nil
    }()

    @Test(arguments: [1, 2, 3])
    func shardProcessesTogetherEqualOneRun(shards: Int) throws {
        let (feed, single) = try #require(Self.reference, "the unsharded run failed")
        let sharded = try TemporaryFolder("feedshot-sharded")

        let runs = Self.runConcurrently((0..<shards).map { index in
            ["cards", "--data", feed.path, "--out", sharded.path, "--shard", "\(index)/\(shards)",
             "--manifest", sharded.file("manifest-\(index).jsonl")] + Self.small
        })
        for run in runs { #expect(run?.status == 0, "\(run?.errors ?? "did not start")") }

        // The union of the shards' outputs is the single run's, byte for byte.
        let names = Self.pngs(in: single.path)
        #expect(names.count == 12)
        #expect(Self.pngs(in: sharded.path) == names)
        for name in names {
            #expect(TemporaryFolder.bytes(at: sharded.file(name)) == TemporaryFolder.bytes(at: single.file(name)), "\(name)")
        }

        // Each shard rendered only its items; merged, they are the single run's manifest.
        for index in 0..<shards {
            let entries = try Manifest.read(sharded.file("manifest-\(index).jsonl"))
            #expect(entries.allSatisfy { Shard.index(ofID: $0.id, count: shards) == index && $0.shard == "\(index)/\(shards)" })
        }
        let merge = try FeedshotExecutable.run(["manifest", "merge"] + (0..<shards).map { sharded.file("manifest-\($0).jsonl") }
                                               + ["--out", sharded.file("manifest.jsonl")])
        #expect(merge.status == 0, "\(merge.errors)")
        #expect(merge.output.contains("merged 12 items"))
        let merged = try Manifest.read(sharded.file("manifest.jsonl"))
        let expected = try Manifest.read(single.file("manifest.jsonl"))
        #expect(Self.stable(merged) == Self.stable(expected))
        #expect(expected.count == 12 && Set(expected.map(\.fingerprint)).count == 12)
        #expect(expected.allSatisfy { $0.sha256 == SHA256.hexDigest(TemporaryFolder.bytes(at: single.file($0.output)) ?? []) })

        // A shard short, the merge names what is missing.
        if shards > 1 {
            let partial = try FeedshotExecutable.run(["manifest", "merge", sharded.file("manifest-0.jsonl"),
                                                      "--out", sharded.file("partial.jsonl")])
            #expect(partial.status == 1)
            #expect(partial.errors.contains("items are missing"), "\(partial.errors)")
        }
    }

    /// Replacing one portrait re-renders exactly the missions whose crew includes that astronaut.
    @Test func skipUnchangedRerendersOnlyTheItemsUsingAChangedImage() throws {
        let feed = try Self.feedCopy(), out = try TemporaryFolder("feedshot-skip")
        let arguments = ["cards", "--data", feed.path, "--out", out.path, "--manifest", out.file("manifest.jsonl"),
                         "--skip-unchanged"] + Self.small
        let first = try FeedshotExecutable.run(arguments)
        #expect(first.status == 0, "\(first.errors)")
        let before = Dictionary(uniqueKeysWithValues: Self.pngs(in: out.path).map { ($0, TemporaryFolder.identity(of: out.file($0))) })
        #expect(before.count == 12)

        // Nothing changed: nothing renders.
        let unchanged = try FeedshotExecutable.run(arguments)
        #expect(unchanged.status == 0, "\(unchanged.errors)")
        #expect(Self.pngs(in: out.path).allSatisfy { TemporaryFolder.identity(of: out.file($0)) == before[$0] })

        // Replace Collins's portrait with Aldrin's (a valid image with other bytes).
        let images = feed.file("Images")
        for name in try FileManager.default.contentsOfDirectory(atPath: images) where name.hasPrefix("collins@") {
            let replacement = images + "/" + name.replacingOccurrences(of: "collins", with: "aldrin")
            try FileManager.default.removeItem(atPath: images + "/" + name)
            try FileManager.default.copyItem(atPath: replacement, toPath: images + "/" + name)
        }
        let rerun = try FeedshotExecutable.run(arguments)
        #expect(rerun.status == 0, "\(rerun.errors)")
        let changed = Set(Self.pngs(in: out.path).filter { TemporaryFolder.identity(of: out.file($0)) != before[$0] })
        let crewed = try Self.missionsWithCrewMember("collins", in: feed.file("missions.json"))
        #expect(!crewed.isEmpty)
        #expect(changed == Set(crewed.map { "apollo\($0).png" }))
        #expect(try Manifest.read(out.file("manifest.jsonl")).count == 12)
    }

    /// An interrupted run leaves the journal; the same command renders only what is missing.
    @Test func interruptedRunResumesFromTheJournal() throws {
        let feed = try Self.feedCopy(), out = try TemporaryFolder("feedshot-resume")
        let manifest = out.file("manifest.jsonl")
        let arguments = ["cards", "--data", feed.path, "--out", out.path, "--manifest", manifest, "--skip-unchanged"] + Self.small
        #expect(try FeedshotExecutable.run(arguments).status == 0)
        // Simulate an interruption after all but two items: only the journal exists, two outputs are gone.
        try FileManager.default.moveItem(atPath: manifest, toPath: manifest + ".partial")
        try FileManager.default.removeItem(atPath: out.file("apollo11.png"))
        try FileManager.default.removeItem(atPath: out.file("apollo13.png"))
        let before = Dictionary(uniqueKeysWithValues: Self.pngs(in: out.path).map { ($0, TemporaryFolder.identity(of: out.file($0))) })
        let resumed = try FeedshotExecutable.run(arguments.filter { $0 != "--quiet" })
        #expect(resumed.status == 0, "\(resumed.errors)")
        #expect(resumed.output.contains("skipping 10 unchanged items, rendering 2"), "\(resumed.output)")
        #expect(Self.pngs(in: out.path).count == 12)
        #expect(before.allSatisfy { TemporaryFolder.identity(of: out.file($0.key)) == $0.value })
        #expect(try Manifest.read(manifest).count == 12)
        #expect(!FileManager.default.fileExists(atPath: manifest + ".partial"))
    }

    @Test func shardAutoOutsideAnArrayJobFailsClearly() throws {
        let out = try TemporaryFolder("feedshot-auto")
        let run = try FeedshotExecutable.run(["cards", "--out", out.path, "--shard", "auto"] + Self.small)
        #expect(run.status == 1)
        #expect(run.errors.contains("--shard auto found no array job"), "\(run.errors)")
        let slurm = try FeedshotExecutable.run(["cards", "--out", out.path, "--shard", "auto", "--manifest", out.file("m.jsonl")] + Self.small,
                                               environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2"])
        #expect(slurm.status == 0, "\(slurm.errors)")
        #expect(try Manifest.read(out.file("m.jsonl")).allSatisfy { $0.shard == "1/2" })
        let usage = try FeedshotExecutable.run(["cards", "--out", out.path, "--skip-unchanged"])
        #expect(usage.status == 64 && usage.errors.contains("--skip-unchanged needs --manifest"), "\(usage.errors)")
    }

    static func missionsWithCrewMember(_ astronaut: String, in file: String) throws -> [Int] {
        let missions = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [[String: Any]] ?? []
        return missions.filter { ($0["crew"] as? [[String: String]] ?? []).contains { $0["name"] == astronaut } }
            .compactMap { $0["id"] as? Int }
    }
}
