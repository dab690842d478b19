// The server exists with the Networking trait only (`FeedshotServer`'s `#if Networking`).
#if Networking
@testable import FeedshotCommands
@testable import FeedshotServer
import FeedshotTestSupport
import Foundation
import ImageLoading
import LoopbackServer
import Testing

/// `feedshot serve --endpoint`: `/launch/{id}.png` queries a GraphQL server (in process, on
/// 127.0.0.1) when the image is not cached, with the command line's bytes and an ETag from the
/// launch's data.
@Suite struct EndpointServerTests {
    static let query = "scale=1&size=100x160&png=fast"

    static func start(_ graphql: LoopbackGraphQLServer, cache: TemporaryFolder) async throws -> ServerFixture {
        try await ServerFixture.start { configuration in
            configuration.dataDirectory = nil
            configuration.endpoint = CardServer.Endpoint(
                url: graphql.url,
                loading: ImageLoaderConfiguration(cacheDirectory: cache.path, policy: .allowPrivateNetwork, retryDelays: [0.01]))
        }
    }

    @Test func launchImagesComeFromTheEndpointWithTheCommandLinesBytesAndETag() async throws {
        let launches = [LoopbackLaunch(id: "25", site: "KSC LC 39A", missionName: "Starlink-15", rocketName: "Falcon 9",
                                       rocketType: "FT", isBooked: true),
                        LoopbackLaunch(id: "26", site: "CCAFS SLC 40", missionName: "Crew-1", rocketName: "Falcon 9")]
        let graphql = try LoopbackGraphQLServer(launches: launches) { operation, _ in
            operation.id == "13" ? LoopbackGraphQLServer.errors("Houston, we've had a problem", path: #"["launch"]"#) : nil
        }
        defer { graphql.stop() }
        let fixture = try await Self.start(graphql, cache: try TemporaryFolder())
        let response = try await fixture.get("/launch/25.png?\(Self.query)")
        #expect(response.status == 200, "\(response.text)")
        #expect(response.header("content-type") == "image/png")
        #expect(graphql.operations.map(\.id) == ["25"] && graphql.rejections.isEmpty)

        // The command line renders the same bytes with the same fingerprint.
        let out = try TemporaryFolder()
        let cli = try FeedshotExecutable.run(["launch", "--endpoint", graphql.url, "--only", "25", "--out", out.path,
                                              "--cache", try TemporaryFolder().path, "--allow-private-network", "--scale", "1",
                                              "--size", "100x160", "--png", "fast", "--manifest", out.file("m.jsonl")])
        #expect(cli.status == 0, "\(cli.errors)")
        #expect(response.body == TemporaryFolder.bytes(at: out.file("launch-25.png")))
        let fingerprint = try #require(try Manifest.read(out.file("m.jsonl")).first?.fingerprint)
        #expect(response.header("etag") == "\"\(fingerprint)\"")

        // No max-age: the next request asks the endpoint again; the unchanged launch has the same
        // ETag (a 304 for a client that has it) and the PNG comes from the server's cache.
        let revalidated = try await fixture.get("/launch/25.png?\(Self.query)", headers: ["If-None-Match": "\"\(fingerprint)\""])
        #expect(revalidated.status == 304)
        let again = try await fixture.get("/launch/25.png?\(Self.query)")
        #expect(again.body == response.body && again.header("etag") == response.header("etag"))
        #expect(graphql.operations.filter { $0.id == "25" }.count == 4)  // three here, one from the command line
        let metrics = try await fixture.get("/metrics").text
        #expect(metrics.contains("feedshot_renders_total 1"), "\(metrics)")

        let other = try await fixture.get("/launch/26.png?\(Self.query)")
        #expect(other.status == 200 && other.header("etag") != response.header("etag"))
        let unknown = try await fixture.get("/launch/99.png?\(Self.query)")
        #expect(unknown.status == 404 && unknown.text.contains("\"99\""), "\(unknown.text)")
        let failing = try await fixture.get("/launch/13.png?\(Self.query)")
        #expect(failing.status == 502 && failing.text.contains("Houston, we've had a problem"), "\(failing.text)")
        #expect(try await fixture.get("/cards/share/11.png").status == 404)  // no data folder is served
        try await fixture.stop()
    }
}
#endif
