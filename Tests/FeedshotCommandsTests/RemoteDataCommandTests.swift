// With the Networking trait only: they read feeds from a loopback server.
#if Networking
@testable import FeedshotCommands
import FeedshotTestSupport
import Foundation
import LoopbackServer
import Testing

/// `--data URL`: feed folders and launch files fetched by URL through the image cache, with the
/// images found in `Images/` next to them: the same bytes and fingerprints as the local folder,
/// again offline from the cache, and from the folder `--save-data` wrote.
@Suite struct RemoteDataCommandTests {
    static let small = ["--scale", "1", "--size", "200x300", "--png", "fast", "--jobs", "2"]

    /// Serves the embedded feed's folder (`Assets/`) under `/feed/`, with ETags; `broken` (or
    /// `replaced`, which a test may change while the server runs) replaces a file's bytes.
    static func feedServer(broken: [String: String] = [:],
                           replaced: Locked<[String: [UInt8]]> = Locked([:])) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.path.hasPrefix("/feed/") else { return .status(404) }
            let relative = String(request.path.dropFirst(6)).removingPercentEncoding ?? ""
            if let text = broken[relative] { return .ok(Array(text.utf8)) }
            if let bytes = replaced.value[relative] {
                return .ok(bytes, headers: [("ETag", "\"\(bytes.count)\""), ("Cache-Control", "no-cache")])
            }
            guard !relative.contains(".."), let bytes = TemporaryFolder.bytes(at: RepositoryPaths.assets + "/" + relative) else {
                return .status(404)
            }
            return .ok(bytes, headers: [("ETag", "\"\(bytes.count)\""), ("Cache-Control", "no-cache")])
        }
    }

    static func pngs(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    static func fingerprints(_ manifest: String) throws -> [String] {
        try Manifest.read(manifest).map { "\($0.id) \($0.output) \($0.sha256) \($0.fingerprint)" }
    }

    static func expectSameOutputs(_ folder: TemporaryFolder, as reference: TemporaryFolder, _ label: String) throws {
        #expect(pngs(in: folder.path) == pngs(in: reference.path), "\(label)")
        for name in pngs(in: reference.path) {
            #expect(TemporaryFolder.bytes(at: folder.file(name)) == TemporaryFolder.bytes(at: reference.file(name)), "\(label) \(name)")
        }
        #expect(try fingerprints(folder.file("m.jsonl")) == fingerprints(reference.file("m.jsonl")), "\(label)")
    }

    @Test func cardsFromAFolderURLMatchTheLocalFolderOnlineOfflineAndSaved() throws {
        let server = try Self.feedServer()
        defer { server.stop() }
        let cache = try TemporaryFolder(), saved = try TemporaryFolder()
        let local = try TemporaryFolder(), remote = try TemporaryFolder(), offline = try TemporaryFolder(), fromSaved = try TemporaryFolder()
        let selection = ["--only", "11", "13"] + Self.small
        let reference = try FeedshotExecutable.run(["cards", "--data", RepositoryPaths.assets, "--out", local.path,
                                                    "--manifest", local.file("m.jsonl")] + selection)
        #expect(reference.status == 0, "\(reference.errors)")
        let fetched = try FeedshotExecutable.run(["cards", "--data", server.url("/feed/"), "--out", remote.path, "--cache", cache.path,
                                                  "--allow-private-network", "--save-data", saved.path,
                                                  "--manifest", remote.file("m.jsonl")] + selection)
        #expect(fetched.status == 0, "\(fetched.errors)")
        #expect(fetched.output.contains("from \(server.url("/feed/"))"))
        try Self.expectSameOutputs(remote, as: local, "by URL")
        // The badges and crew portraits came from Images/ beside the feed files.
        let paths = Set(server.requests.map(\.path))
        #expect(paths.contains("/feed/missions.json") && paths.contains("/feed/astronauts.json"))
        #expect(paths.contains("/feed/Images/apollo11@2x.png") && paths.contains("/feed/Images/armstrong@2x.jpg"))
        #expect(TemporaryFolder.bytes(at: saved.file("Images/apollo11@2x.png"))
                == TemporaryFolder.bytes(at: RepositoryPaths.assets + "/Images/apollo11@2x.png"))

        server.stop()
        let again = try FeedshotExecutable.run(["cards", "--data", server.url("/feed/"), "--out", offline.path, "--cache", cache.path,
                                                "--offline", "--manifest", offline.file("m.jsonl")] + selection)
        #expect(again.status == 0, "\(again.errors)")
        try Self.expectSameOutputs(offline, as: local, "offline")
        let files = try FeedshotExecutable.run(["cards", "--data", saved.path, "--out", fromSaved.path,
                                                "--manifest", fromSaved.file("m.jsonl")] + selection)
        #expect(files.status == 0, "\(files.errors)")
        try Self.expectSameOutputs(fromSaved, as: local, "saved")
    }

    @Test func skipUnchangedFollowsTheRemoteFeed() throws {
        let replaced = Locked<[String: [UInt8]]>([:])
        let server = try Self.feedServer(replaced: replaced)
        defer { server.stop() }
        let cache = try TemporaryFolder(), out = try TemporaryFolder()
        let arguments = ["cards", "--data", server.url("/feed/"), "--out", out.path, "--cache", cache.path, "--allow-private-network",
                         "--manifest", out.file("m.jsonl"), "--skip-unchanged", "--only", "11", "13"] + Self.small
        let first = try FeedshotExecutable.run(arguments)
        #expect(first.status == 0 && first.output.contains("skipping 0 unchanged items, rendering 2"), "\(first.output)")
        let unchanged = try FeedshotExecutable.run(arguments)
        #expect(unchanged.output.contains("skipping 2 unchanged items, rendering 0"), "\(unchanged.output)")
        // The server's missions.json changes Apollo 13's description: only that card renders again.
        let missions = try #require(TemporaryFolder.bytes(at: RepositoryPaths.assets + "/missions.json"))
        var list = try #require(try JSONSerialization.jsonObject(with: Data(missions)) as? [[String: Any]])
        let index = try #require(list.firstIndex { $0["id"] as? Int == 13 })
        list[index]["description"] = "A successful failure."
        let edited = [UInt8](try JSONSerialization.data(withJSONObject: list))
        replaced.withLock { $0["missions.json"] = edited }
        let changed = try FeedshotExecutable.run(arguments)
        #expect(changed.status == 0 && changed.output.contains("skipping 1 unchanged item, rendering 1"), "\(changed.output)")
    }

    @Test func aLaunchFileURLFindsItsPatchInImagesBesideIt() throws {
        let server = try Self.feedServer()
        defer { server.stop() }
        let local = try TemporaryFolder(), remote = try TemporaryFolder()
        let selection = ["--only", "109", "111", "--scale", "1", "--png", "fast", "--offline"]
        let reference = try FeedshotExecutable.run(["launch", "--data", RepositoryPaths.assets + "/launches.json", "--out", local.path,
                                                    "--cache", try TemporaryFolder().path, "--manifest", local.file("m.jsonl")]
                                                   + selection)
        #expect(reference.status == 0, "\(reference.errors)")
        // Fetched into a cold cache, then offline from it: the feed and the patch are both cached.
        let warm = try TemporaryFolder()
        let fetch = try FeedshotExecutable.run(["launch", "--data", server.url("/feed/launches.json"), "--out", remote.path,
                                                "--cache", warm.path, "--allow-private-network", "--only", "109", "111",
                                                "--scale", "1", "--png", "fast"])
        #expect(fetch.status == 0, "\(fetch.errors)")
        #expect(server.requests.contains { $0.path == "/feed/Images/patch-gateway@2x.png" })
        let replay = try TemporaryFolder()
        let offline = try FeedshotExecutable.run(["launch", "--data", server.url("/feed/launches.json"), "--out", replay.path,
                                                  "--cache", warm.path, "--manifest", replay.file("m.jsonl")] + selection)
        #expect(offline.status == 0, "\(offline.errors)")
        try Self.expectSameOutputs(replay, as: local, "launch file by URL")
    }

    @Test func brokenJSONByURLIsLocatedAtTheURL() throws {
        let server = try Self.feedServer(broken: ["missions.json": "[\n  {\"id\": 11,, }\n]"])
        defer { server.stop() }
        let run = try FeedshotExecutable.run(["cards", "--data", server.url("/feed"), "--out", try TemporaryFolder().path,
                                              "--cache", try TemporaryFolder().path, "--allow-private-network"] + Self.small)
        #expect(run.status == 1)
        #expect(run.errors.contains(server.url("/feed/missions.json") + ":2:13: invalid JSON"), "\(run.errors)")
    }

    @Test func aMissingFeedFileNamesItsURLAndStatus() throws {
        let server = try Self.feedServer()
        defer { server.stop() }
        let run = try FeedshotExecutable.run(["media", "--data", server.url("/elsewhere/"), "--out", try TemporaryFolder().path,
                                              "--cache", try TemporaryFolder().path, "--allow-private-network"] + Self.small)
        #expect(run.status == 1)
        #expect(run.errors.contains(server.url("/elsewhere/media.json") + ": HTTP status 404"), "\(run.errors)")
    }

    @Test func aFeedURLOnLoopbackIsRefusedWithoutAllowPrivateNetwork() throws {
        let server = try Self.feedServer()
        defer { server.stop() }
        let run = try FeedshotExecutable.run(["cards", "--data", server.url("/feed/"), "--out", try TemporaryFolder().path,
                                              "--cache", try TemporaryFolder().path] + Self.small)
        #expect(run.status == 1)
        #expect(run.errors.contains("refused") && run.errors.contains("--allow-private-network"), "\(run.errors)")
        #expect(server.requests.isEmpty)
    }

    @Test func versionIsTheFingerprintsVersion() throws {
        let run = try FeedshotExecutable.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == FeedshotVersion.current)
    }

    @Test func launchHelpNoLongerSaysRemotePatchesArePlaceholders() throws {
        let run = try FeedshotExecutable.run(["launch", "--help"])
        #expect(run.status == 0)
        // It said "remote addresses render the placeholder"; they load through the image cache.
        #expect(!run.output.contains("render the placeholder") && run.output.contains("--endpoint"), "\(run.output)")
        #expect(run.output.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
                .contains("Mission patches by URL are fetched through the image cache"), "\(run.output)")
    }
}
#endif
