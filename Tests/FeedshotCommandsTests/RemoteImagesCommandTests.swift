// With the Networking trait only: they fetch posters from a loopback server.
#if Networking
import FeedshotTestSupport
import FeedshotTesting
import Foundation
import ImageCodecs
import LoopbackServer
import Testing

/// `feedshot media` on a feed whose posters and portraits are URLs served by a loopback server
/// the test starts: rendered from the network, then from a warm cache with the server stopped.
@Suite struct RemoteImagesCommandTests {
    /// Media items 101 and 102 of the embedded feed with their posters and cast portraits as URLs
    /// (TMDB-shaped paths) on `server`; item 103's poster URL answers 404.
    static func makeFeed(server: LoopbackHTTPServer) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("feedshot-remote")
        let media: [[String: Any]] = [
            ["id": 101, "title": "The Quiet Orbit", "media_type": "movie", "release_date": "2024-03-08",
             "image_url": server.url("/t/p/w500/poster-quiet-orbit.jpg"), "cast_ids": [1, 2]],
            ["id": 102, "title": "Tranquility Base", "media_type": "tv", "release_date": "2023-09-15",
             "image_url": server.url("/t/p/w500/poster-tranquility.jpg"), "cast_ids": [2]],
            ["id": 103, "title": "Saturn Nights", "media_type": "movie", "image_url": server.url("/t/p/w500/gone.jpg"),
             "cast_ids": []],
        ]
        let cast: [[String: Any]] = [
            ["id": 1, "name": "Mara Quinn", "profile_url": server.url("/t/p/w185/cast-1.jpg"), "media_ids": [101]],
            ["id": 2, "name": "Theo Park", "profile_url": server.url("/t/p/w185/cast-2.jpg"), "media_ids": [101, 102]],
        ]
        try folder.write("media.json", bytes: [UInt8](JSONSerialization.data(withJSONObject: media, options: [.sortedKeys])))
        try folder.write("cast.json", bytes: [UInt8](JSONSerialization.data(withJSONObject: cast, options: [.sortedKeys])))
        return folder
    }

    /// Serves `Assets/Images/<name>@2x.jpg` for `/t/p/<size>/<name>.jpg`, fresh for an hour.
    static func startServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let name = (request.path as NSString).lastPathComponent.replacingOccurrences(of: ".jpg", with: "")
            guard let bytes = TemporaryFolder.bytes(at: RepositoryPaths.assets + "/Images/\(name)@2x.jpg") else {
                return .status(404)
            }
            return .ok(bytes, headers: [("Cache-Control", "max-age=3600"), ("ETag", "\"\(name)\""),
                                        ("Content-Type", "application/octet-stream")])
        }
    }

    static func render(_ data: TemporaryFolder, cache: TemporaryFolder, out: TemporaryFolder,
                       _ extra: [String] = []) throws -> FeedshotExecutable.Run {
        try FeedshotExecutable.run(["media", "--data", data.path, "--out", out.path, "--cache", cache.path,
                                    "--allow-private-network", "--scale", "1", "--jobs", "2"] + extra)
    }

    @Test func postersByURLRenderThenComeFromTheWarmCacheWithTheServerStopped() throws {
        let server = try Self.startServer()
        defer { server.stop() }
        let data = try Self.makeFeed(server: server), cache = try TemporaryFolder(), out = try TemporaryFolder()
        let first = try Self.render(data, cache: cache, out: out)
        #expect(first.status == 0, "\(first.errors)")
        // The one broken URL is a placeholder and a warning naming the item, the URL and the reason.
        let warnings = first.errors.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("103.png") == true && warnings.first?.contains("/t/p/w500/gone.jpg") == true
                && warnings.first?.contains("HTTP status 404") == true, "\(warnings)")
        let poster = try ImageDecoder.decode(contentsOf: out.file("101.png")).bitmap
        assertSnapshot(of: poster, named: "101")
        let requests = server.requests.count
        #expect(requests == 5)  // 2 posters, 2 portraits, 1 missing poster (a 404 is not retried)

        // --strict turns the warning into a failed run.
        let strict = try Self.render(data, cache: cache, out: try TemporaryFolder(), ["--strict", "--only", "103"])
        #expect(strict.status == 1)

        server.stop()
        for mode in [[], ["--offline"]] {
            let warm = try TemporaryFolder()
            let again = try Self.render(data, cache: cache, out: warm, mode + ["--only", "101", "102"])
            #expect(again.status == 0, "\(again.errors)")
            #expect(!again.errors.contains("warning"), "\(again.errors)")
            for name in ["101.png", "102.png"] {
                #expect(TemporaryFolder.bytes(at: warm.file(name)) == TemporaryFolder.bytes(at: out.file(name)), "\(mode) \(name)")
            }
        }
        #expect(server.requests.count == requests + 1)  // only --strict's 404 again
    }

    @Test func offlineWithAColdCacheIsPlaceholdersWithWarnings() throws {
        let server = try Self.startServer()
        defer { server.stop() }
        let data = try Self.makeFeed(server: server), cache = try TemporaryFolder(), out = try TemporaryFolder()
        let run = try Self.render(data, cache: cache, out: out, ["--offline", "--only", "101"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("not in the cache (--offline)"))
        #expect(server.requests.isEmpty)
    }

    @Test func loopbackURLsAreRefusedWithoutAllowPrivateNetwork() throws {
        let server = try Self.startServer()
        defer { server.stop() }
        let data = try Self.makeFeed(server: server), out = try TemporaryFolder()
        let run = try FeedshotExecutable.run(["media", "--data", data.path, "--out", out.path, "--cache",
                                              try TemporaryFolder().path, "--scale", "1", "--only", "101"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("refused") && run.errors.contains("127.0.0.1"), "\(run.errors)")
        #expect(server.requests.isEmpty)
    }

    @Test func twoConcurrentRunsShareOneCache() throws {
        let server = try Self.startServer()
        defer { server.stop() }
        let data = try Self.makeFeed(server: server), cache = try TemporaryFolder()
        let outs = [try TemporaryFolder(), try TemporaryFolder()]
        let runs = Locked<[Int: FeedshotExecutable.Run]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let run = try? Self.render(data, cache: cache, out: outs[index], ["--refresh", "--only", "101", "102"])
            runs.withLock { $0[index] = run }
        }
        for index in 0..<2 {
            #expect(runs.value[index]?.status == 0, "\(runs.value[index]?.errors ?? "no run")")
        }
        for name in ["101.png", "102.png"] {
            #expect(TemporaryFolder.bytes(at: outs[0].file(name)) == TemporaryFolder.bytes(at: outs[1].file(name)))
        }
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache.path + "/tmp")) ?? []
        #expect(leftovers.isEmpty)
        // Both runs fetched every URL: 2 posters and 2 portraits each.
        #expect(server.requests.count == 8)
    }
}

/// A value shared by threads, for the concurrent runs.
final class Locked<Value>: @unchecked Sendable {
    // Unchecked Sendable: `state` is only touched under `lock`.
    private let lock = NSLock()
    private var state: Value
    init(_ value: Value) { state = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&state) } }
    var value: Value { withLock { $0 } }
}
#endif
