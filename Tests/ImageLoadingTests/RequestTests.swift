// With the Networking trait only: they fetch from a loopback server.
#if Networking
import FeedshotTestSupport
import Foundation
import LoopbackServer
import Testing
@testable import ImageLoading

/// The HTTP client for what is not an image: POSTed queries cached by their body, headers that
/// stay with their origin, error bodies in messages, and loads that consult the cache each time.
@Suite struct RequestTests {
    static func client(_ cache: TemporaryFolder, mode: ImageLoaderConfiguration.CacheMode = .normal) -> HTTPLoader {
        HTTPLoader(configuration: ImageLoaderConfiguration(cacheDirectory: cache.path, mode: mode,
                                                           policy: .allowPrivateNetwork, retryDelays: [0.01, 0.02]))
    }

    static func post(_ url: String, _ body: String, headers: [FetchHeader] = []) -> FetchRequest {
        FetchRequest(url: url, method: .post, body: Array(body.utf8), contentType: "application/json",
                     accept: "application/json", headers: headers)
    }

    @Test func postsAreCachedByTheirBodyAndAnsweredOffline() async throws {
        let server = try LoopbackHTTPServer { request in
            .ok(Array("answer to \(String(decoding: request.body, as: UTF8.self))".utf8), headers: [("Cache-Control", "max-age=60")])
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let first = Self.client(cache)
        let a = try await first.load(Self.post(server.url("/q"), #"{"id":"1"}"#)).get()
        let b = try await first.load(Self.post(server.url("/q"), #"{"id":"2"}"#)).get()
        await first.shutdown()
        #expect(try a.bytes() == Array(#"answer to {"id":"1"}"#.utf8))
        #expect(try b.bytes() == Array(#"answer to {"id":"2"}"#.utf8))
        #expect(server.requests.map(\.method) == ["POST", "POST"])
        #expect(server.requests.first?.headers["content-type"] == "application/json")
        // Within max-age the same body needs no request; offline answers it from the cache too.
        let second = Self.client(cache)
        #expect(try await second.load(Self.post(server.url("/q"), #"{"id":"1"}"#)).get().origin == .fresh)
        await second.shutdown()
        server.stop()
        let offline = Self.client(cache, mode: .offline)
        let replay = try await offline.load(Self.post(server.url("/q"), #"{"id":"2"}"#)).get()
        #expect(replay.origin == .offline && replay.sha256 == b.sha256)
        let unknown = await offline.load(Self.post(server.url("/q"), #"{"id":"3"}"#))
        #expect(unknown.failure == .notCached(url: server.url("/q")))
        await offline.shutdown()
        #expect(server.requests.count == 2)
    }

    @Test func headersGoToTheirOriginOnlyAndAreNeverPrinted() async throws {
        let elsewhere = try LoopbackHTTPServer { _ in .ok(Array("{}".utf8)) }
        defer { elsewhere.stop() }
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/same": .redirect("/final")
            case "/away": .redirect(elsewhere.url("/final"))
            default: .ok(Array("{}".utf8))
            }
        }
        defer { server.stop() }
        let secret = FetchHeader(name: "Authorization", value: "Bearer s3cr3t-token")
        let client = Self.client(try TemporaryFolder())
        for path in ["/same", "/away"] {
            _ = try await client.load(FetchRequest(url: server.url(path), headers: [secret])).get()
        }
        await client.shutdown()
        #expect(server.requests.map { $0.headers["authorization"] } == ["Bearer s3cr3t-token", "Bearer s3cr3t-token",
                                                                         "Bearer s3cr3t-token"])
        #expect(elsewhere.requests.count == 1 && elsewhere.requests[0].headers["authorization"] == nil)
        // Printed by mistake, a header shows its name only.
        #expect("\(secret)" == "Authorization: <redacted>" && !String(reflecting: secret).contains("s3cr3t"))
        #expect(!"\(FetchRequest(url: "https://x.test/", headers: [secret]))".contains("s3cr3t"))
    }

    @Test func anErrorStatusOfADataRequestCarriesTheStartOfItsBody() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(status: 400, body: .bytes(Array(#"{"errors":[{"message":"Cannot query field \"foo\""}]}"#.utf8)))
        }
        defer { server.stop() }
        let client = Self.client(try TemporaryFolder())
        let result = await client.load(Self.post(server.url("/graphql"), "{}"))
        await client.shutdown()
        #expect(result.failure == .httpError(url: server.url("/graphql"), status: 400,
                                             excerpt: #"{"errors":[{"message":"Cannot query field \"foo\""}]}"#))
        #expect(result.failure?.description.hasPrefix("HTTP status 400: {\"errors\"") == true)
        #expect(server.requests.count == 1)  // 4xx is not retried
    }

    @Test func loadsNotRememberedAskTheCacheAgain() async throws {
        let server = try LoopbackHTTPServer { [counter = Counter()] _ in
            .ok(Array("v\(counter.next())".utf8), headers: [("Cache-Control", "no-cache")])
        }
        defer { server.stop() }
        let client = Self.client(try TemporaryFolder())
        let request = FetchRequest(url: server.url("/launch"))
        let first = try await client.load(request, remembering: false).get()
        let second = try await client.load(request, remembering: false).get()
        let remembered = try await client.load(request).get()
        let again = try await client.load(request).get()
        await client.shutdown()
        #expect(try first.bytes() == Array("v0".utf8) && second.bytes() == Array("v1".utf8))
        #expect(remembered.sha256 == again.sha256 && server.requests.count == 3)
    }
}
#endif
