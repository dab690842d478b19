// With the Networking trait only: they query a loopback GraphQL endpoint.
#if Networking
@testable import FeedshotCommands
import FeedshotTestSupport
import FeedshotTesting
import Foundation
import ImageCodecs
import LoopbackServer
import Testing

/// `feedshot launch --endpoint` against an in-process GraphQL server on 127.0.0.1 that checks
/// every operation it receives (POST, JSON body, operation name, the id as a variable, the
/// selected fields): one launch by id, the paged list, server errors, retries, a repeated
/// cursor, an oversized response, the address guard, the cache, saved responses and tokens.
@Suite struct LaunchEndpointCommandTests {
    static let small = ["--scale", "1", "--png", "fast", "--jobs", "2"]

    /// Serves `/patches/<name>.png` from `Assets/Images/<name>@2x.png`, fresh for an hour.
    static func patchServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let name = (request.path as NSString).lastPathComponent.replacingOccurrences(of: ".png", with: "")
            guard let bytes = TemporaryFolder.bytes(at: RepositoryPaths.assets + "/Images/\(name)@2x.png") else {
                return .status(404)
            }
            return .ok(bytes, headers: [("Cache-Control", "max-age=3600")])
        }
    }

    /// `count` launches with ids "1"…, every other one with the gateway patch by URL.
    static func launches(_ count: Int, patches: LoopbackHTTPServer) -> [LoopbackLaunch] {
        (1...count).map { index in
            LoopbackLaunch(id: String(index), site: index % 3 == 0 ? nil : "KSC LC 39A", missionName: "Resupply \(index)",
                           missionPatch: index % 2 == 1 ? patches.url("/patches/patch-gateway.png") : nil,
                           rocketName: "Falcon \(index)", rocketType: index % 2 == 0 ? "FT" : nil, isBooked: index % 2 == 0)
        }
    }

    static func run(_ server: LoopbackGraphQLServer, cache: TemporaryFolder, out: TemporaryFolder, _ extra: [String] = [],
                    allowPrivate: Bool = true, environment: [String: String] = [:]) throws -> FeedshotExecutable.Run {
        try FeedshotExecutable.run(["launch", "--endpoint", server.url, "--out", out.path, "--cache", cache.path]
                                   + (allowPrivate ? ["--allow-private-network"] : []) + small + extra,
                                   environment: environment)
    }

    static func pngs(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func oneLaunchByIdIsOneDetailsQueryWithTheIdAsAVariable() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(30, patches: patches))
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out, ["--only", "25"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.rejections.isEmpty, "\(server.rejections)")
        #expect(server.operations.map(\.name) == ["LaunchDetails"] && server.operations.first?.id == "25")
        #expect(Self.pngs(in: out.path) == ["launch-25.png"])
        #expect(run.output.contains("from \(server.url)"))
        // Name, site, rocket and the patch fetched by URL.
        assertSnapshot(of: try ImageDecoder.decode(contentsOf: out.file("launch-25.png")).bitmap, named: "launch-25")
        #expect(patches.requests.count == 1)
    }

    @Test func theListIsPagedUntilHasMoreIsFalse() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(5, patches: patches), pageSize: 2)
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out)
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.rejections.isEmpty, "\(server.rejections)")
        // Three pages: after nothing, after the second launch, after the fourth; no detail queries.
        #expect(server.operations.map(\.name) == ["LaunchList", "LaunchList", "LaunchList"])
        #expect(server.operations.map(\.cursor) == [nil, "after-2", "after-4"])
        #expect(Self.pngs(in: out.path) == (1...5).map { "launch-\($0).png" })
        // The patch URL is the same for every launch that has one: fetched once.
        #expect(patches.requests.count == 1)
    }

    @Test func serverErrorsFailTheLaunchesTheyConcernAndPartialLaunchesRender() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let launches = Self.launches(3, patches: patches)
        let server = try LoopbackGraphQLServer(launches: launches) { operation, _ in
            switch operation.id {
            case "2":
                return LoopbackGraphQLServer.errors("Launch 2 is classified", path: #"["launch"]"#, data: #"{"launch":null}"#)
            case "3":
                var partial = launches[2]
                partial.rocketName = nil
                partial.rocketType = nil
                return LoopbackGraphQLServer.errors("rocket service down", path: #"["launch","rocket"]"#,
                                                    data: #"{"launch":\#(partial.json)}"#)
            default:
                return nil
            }
        }
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out, ["--only", "1", "2", "3"])
        #expect(run.status == 1)
        #expect(Self.pngs(in: out.path) == ["launch-1.png", "launch-3.png"])
        let lines = run.errors.split(separator: "\n").map(String.init)
        let failure = lines.first { $0.hasPrefix("error: launch-2.png") }
        #expect(failure?.contains(#"server error at launch: "Launch 2 is classified""#) == true, "\(lines)")
        #expect(failure?.contains(server.url + #" (LaunchDetails(id: "2")):1:"#) == true, "\(lines)")
        let warning = lines.first { $0.hasPrefix("warning: launch-3.png") }
        #expect(warning?.contains(#"server error at launch.rocket: "rocket service down""#) == true, "\(lines)")
        #expect(run.output.contains("rendered 2 of 3"))
    }

    @Test func a503IsRetriedLikeAnImageFetch() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(2, patches: patches)) { _, count in
            count == 0 ? .status(503) : nil
        }
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out, ["--only", "2"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.operations.map(\.id) == ["2", "2"])
        #expect(Self.pngs(in: out.path) == ["launch-2.png"])
    }

    @Test func aRepeatedCursorStopsTheListInsteadOfLooping() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let launches = Self.launches(4, patches: patches)
        let server = try LoopbackGraphQLServer(launches: launches) { _, count in
            // Every page says there is more, after the same cursor.
            let body = #"{"data":{"launches":{"cursor":"same","hasMore":true,"launches":[\#(launches[count % 4].json)]}}}"#
            return .ok(Array(body.utf8))
        }
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out)
        #expect(run.status == 1)
        #expect(server.operations.map(\.cursor) == [nil, "same"])
        #expect(run.errors.contains(#"LaunchList page 2 repeats the cursor "same" of an earlier page"#), "\(run.errors)")
        // What came before the bad page renders.
        #expect(Self.pngs(in: out.path) == ["launch-1.png", "launch-2.png"])
    }

    @Test func thePageLimitStopsWithAWarning() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(6, patches: patches), pageSize: 2)
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out, ["--max-pages", "2"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.operations.count == 2 && Self.pngs(in: out.path).count == 4)
        #expect(run.errors.contains("stopped after 2 LaunchList pages (--max-pages)"), "\(run.errors)")
    }

    @Test func anOversizedResponseIsRefusedWhileStreaming() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(1, patches: patches)) { _, _ in
            LoopbackResponse(status: 200, body: .chunked(chunk: 64 << 10, count: 32))
        }
        defer { server.stop() }
        let out = try TemporaryFolder(), cache = try TemporaryFolder()
        let run = try Self.run(server, cache: cache, out: out, ["--only", "1", "--max-data-size", "1"])
        #expect(run.status == 1)
        #expect(run.errors.contains("larger than the 1 MiB limit"), "\(run.errors)")
        #expect(Self.pngs(in: out.path).isEmpty)
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache.file("tmp"))) ?? []
        #expect(leftovers.isEmpty && !FileManager.default.fileExists(atPath: cache.file("blobs")))
    }

    @Test func aLoopbackEndpointIsRefusedWithoutAllowPrivateNetwork() throws {
        let server = try LoopbackGraphQLServer(launches: [LoopbackLaunch(id: "1")])
        defer { server.stop() }
        let out = try TemporaryFolder()
        let run = try Self.run(server, cache: try TemporaryFolder(), out: out, ["--only", "1"], allowPrivate: false)
        #expect(run.status == 1)
        #expect(run.errors.contains("refused: 127.0.0.1 resolves to 127.0.0.1 in 127.0.0.0/8 (loopback)"), "\(run.errors)")
        #expect(server.http.requests.isEmpty)
    }

    @Test func invalidJSONIsLocatedInTheResponse() throws {
        let server = try LoopbackGraphQLServer(launches: [LoopbackLaunch(id: "1")]) { _, _ in
            .ok(Array("{\"data\": {\"launch\":\n  {\"id\": \"1\",, }}}".utf8))
        }
        defer { server.stop() }
        let run = try Self.run(server, cache: try TemporaryFolder(), out: try TemporaryFolder(), ["--only", "1"])
        #expect(run.status == 1)
        #expect(run.errors.contains(server.url + #" (LaunchDetails(id: "1")):2:14: invalid JSON"#), "\(run.errors)")
    }

    @Test func anOfflineRerunFromTheCacheAndSavedResponsesGiveTheSameBytes() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(5, patches: patches), pageSize: 2)
        defer { server.stop() }
        let cache = try TemporaryFolder(), saved = try TemporaryFolder()
        let online = try TemporaryFolder(), offline = try TemporaryFolder(), fromFiles = try TemporaryFolder()
        let first = try Self.run(server, cache: cache, out: online, ["--save-data", saved.path, "--manifest", online.file("m.jsonl")])
        #expect(first.status == 0, "\(first.errors)")
        server.stop()
        // The endpoint is gone: the cache answers the same three pages.
        let again = try Self.run(server, cache: cache, out: offline, ["--offline", "--manifest", offline.file("m.jsonl")])
        #expect(again.status == 0, "\(again.errors)")
        // The saved responses are a launch file that renders the same launches.
        let files = try FeedshotExecutable.run(["launch", "--data", saved.file("launches.json"), "--out", fromFiles.path,
                                                "--cache", cache.path, "--offline", "--manifest", fromFiles.file("m.jsonl")]
                                               + Self.small)
        #expect(files.status == 0, "\(files.errors)")
        let names = Self.pngs(in: online.path)
        #expect(names.count == 5)
        for folder in [offline, fromFiles] {
            #expect(Self.pngs(in: folder.path) == names)
            for name in names {
                #expect(TemporaryFolder.bytes(at: folder.file(name)) == TemporaryFolder.bytes(at: online.file(name)), "\(name)")
            }
            // The same inputs: the fingerprints agree (the manifests' stable parts are equal).
            #expect(try Self.fingerprints(folder.file("m.jsonl")) == Self.fingerprints(online.file("m.jsonl")))
        }
        #expect(server.operations.count == 3)
    }

    @Test func tokensReachTheEndpointOnlyAndAreNeverWrittenDown() throws {
        let patches = try Self.patchServer()
        defer { patches.stop() }
        let server = try LoopbackGraphQLServer(launches: Self.launches(3, patches: patches))
        defer { server.stop() }
        let cache = try TemporaryFolder(), out = try TemporaryFolder(), saved = try TemporaryFolder()
        let secret = "Bearer sekrit-4711"
        let run = try Self.run(server, cache: cache, out: out,
                               ["--only", "1", "3", "--header-env", "Authorization=API_TOKEN", "--header", "X-Team: blue-sekrit",
                                "--manifest", out.file("m.jsonl"), "--save-data", saved.path],
                               environment: ["API_TOKEN": secret])
        #expect(run.status == 0, "\(run.errors)")
        #expect(server.operations.count == 2)
        #expect(server.operations.allSatisfy { $0.headers["authorization"] == secret && $0.headers["x-team"] == "blue-sekrit" })
        // The patch server is another origin: it never sees the token.
        #expect(!patches.requests.isEmpty && patches.requests.allSatisfy { $0.headers["authorization"] == nil })
        #expect(!(run.output + run.errors).contains("sekrit"))
        for folder in [cache, out, saved] {
            for file in Self.allFiles(in: folder.path) {
                #expect(!(TemporaryFolder.bytes(at: file) ?? []).containsSequence(Array("sekrit".utf8)), "\(file)")
            }
        }
        // A missing variable is named, a malformed header is not repeated.
        let unset = try Self.run(server, cache: cache, out: out, ["--only", "1", "--header-env", "Authorization=NOPE"])
        #expect(unset.status == 64 && unset.errors.contains(#"the environment variable "NOPE" is not set"#), "\(unset.errors)")
        let malformed = try Self.run(server, cache: cache, out: out, ["--only", "1", "--header", "sekrit-without-colon"])
        #expect(malformed.status == 64 && !malformed.errors.contains("sekrit"), "\(malformed.errors)")
    }

    // MARK: Helpers

    static func fingerprints(_ manifest: String) throws -> [String] {
        try Manifest.read(manifest).map { "\($0.id) \($0.output) \($0.sha256) \($0.fingerprint)" }
    }

    static func allFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.map { folder + "/" + $0 }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if Array(self[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }
}
#endif
