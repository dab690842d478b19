// With the Networking trait only: they fetch from a loopback server.
#if Networking
import FeedshotTestSupport
import Foundation
import ImageCodecs
import LoopbackServer
import Raster
import Testing
@testable import ImageLoading

/// The loader against a real HTTP server on 127.0.0.1 that the test starts: caching and
/// revalidation, redirects, limits, retries, and the network guard.
@Suite struct LoaderServerTests {
    /// A small PNG (the bytes a poster URL serves).
    static let png: [UInt8] = {
        var generator = SeededGenerator(seed: 14)
        return (try? PNGEncoder.encode(TestImages.random(width: 6, height: 4, using: &generator))) ?? []
    }()

    /// A loader on a fresh cache folder (or `cache`) that may reach the loopback server.
    static func loader(cache: TemporaryFolder, mode: ImageLoaderConfiguration.CacheMode = .normal,
                       policy: NetworkPolicy = .allowPrivateNetwork, limits: FetchLimits = .default,
                       retryDelays: [Double] = [0.01, 0.02]) -> ImageLoader {
        ImageLoader(configuration: ImageLoaderConfiguration(cacheDirectory: cache.path, mode: mode, policy: policy,
                                                            limits: limits, retryDelays: retryDelays))
    }

    /// Loads one URL with a fresh loader and shuts it down.
    static func load(_ url: String, cache: TemporaryFolder, mode: ImageLoaderConfiguration.CacheMode = .normal,
                     policy: NetworkPolicy = .allowPrivateNetwork, limits: FetchLimits = .default)
        async -> Result<LoadedImageFile, ImageLoadingError> {
        let loader = loader(cache: cache, mode: mode, policy: policy, limits: limits)
        let result = await loader.load(url)
        await loader.shutdown()
        return result
    }

    @Test func etagRevalidationKeepsTheCachedBytesOn304() async throws {
        let server = try LoopbackHTTPServer { request in
            if request.headers["if-none-match"] == "\"v1\"" { return .status(304, headers: [("ETag", "\"v1\"")]) }
            return .ok(Self.png, headers: [("ETag", "\"v1\""), ("Cache-Control", "no-cache")])
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let first = try await Self.load(server.url("/poster.png"), cache: cache).get()
        #expect(first.origin == .downloaded)
        let second = try await Self.load(server.url("/poster.png"), cache: cache).get()
        #expect(second.origin == .revalidated)
        #expect(second.path == first.path)
        #expect(TemporaryFolder.bytes(at: second.path) == Self.png)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")
    }

    @Test func lastModifiedRevalidation() async throws {
        let stamp = "Tue, 24 Nov 2026 10:00:00 GMT"
        let server = try LoopbackHTTPServer { request in
            if request.headers["if-modified-since"] == stamp { return .status(304) }
            return .ok(Self.png, headers: [("Last-Modified", stamp)])
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        _ = try await Self.load(server.url("/p.png"), cache: cache).get()
        let second = try await Self.load(server.url("/p.png"), cache: cache).get()
        #expect(second.origin == .revalidated)
        #expect(server.requests.count == 2)
    }

    @Test func maxAgeServesFromTheCacheWithoutARequest() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Self.png, headers: [("Cache-Control", "public, max-age=3600")]) }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        _ = try await Self.load(server.url("/p.png"), cache: cache).get()
        let second = try await Self.load(server.url("/p.png"), cache: cache).get()
        #expect(second.origin == .fresh)
        #expect(server.requests.count == 1)
        // --refresh downloads again, unconditionally.
        let refreshed = try await Self.load(server.url("/p.png"), cache: cache, mode: .refresh).get()
        #expect(refreshed.origin == .downloaded)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.headers["if-none-match"] == nil)
    }

    @Test func offlineUsesAWarmCacheAndFailsCold() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Self.png, headers: [("ETag", "\"a\"")]) }
        defer { server.stop() }
        let warm = try TemporaryFolder(), cold = try TemporaryFolder()
        _ = try await Self.load(server.url("/p.png"), cache: warm).get()
        server.stop()
        let offline = try await Self.load(server.url("/p.png"), cache: warm, mode: .offline).get()
        #expect(offline.origin == .offline)
        #expect(TemporaryFolder.bytes(at: offline.path) == Self.png)
        let missing = await Self.load(server.url("/p.png"), cache: cold, mode: .offline)
        #expect(missing.failure == .notCached(url: server.url("/p.png")))
        #expect(server.requests.count == 1)
    }

    @Test func redirectsAreFollowedUpToFive() async throws {
        let server = try LoopbackHTTPServer { request in
            if request.path.hasPrefix("/r/"), let count = Int(request.path.dropFirst(3)) {
                return count == 0 ? .ok(Self.png) : .redirect("/r/\(count - 1)", status: count % 2 == 0 ? 301 : 307)
            }
            return .status(404)
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let five = try await Self.load(server.url("/r/5"), cache: cache).get()
        #expect(TemporaryFolder.bytes(at: five.path) == Self.png)
        let six = await Self.load(server.url("/r/6"), cache: cache)
        #expect(six.failure == .tooManyRedirects(url: server.url("/r/6"), limit: 5))
    }

    @Test func redirectLoopIsDetected() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/a" ? .redirect("/b") : .redirect(request.path == "/b" ? "/a" : "/b")
        }
        defer { server.stop() }
        let result = await Self.load(server.url("/a"), cache: try TemporaryFolder())
        #expect(result.failure == .redirectLoop(url: server.url("/a")))
        #expect(server.requests.count == 2)
    }

    @Test func slowResponseTimesOutAndIsRetriedTwice() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(status: 200, body: .bytes(Self.png), delay: 1.5) }
        defer { server.stop() }
        var limits = FetchLimits.default
        limits.totalTimeout = 0.25
        let result = await Self.load(server.url("/slow.png"), cache: try TemporaryFolder(), limits: limits)
        #expect(result.failure == .timedOut(url: server.url("/slow.png"), seconds: 0.25))
        #expect(server.count("/slow.png") == 3)
    }

    @Test func notFoundIsNotRetriedButServerErrorsAre() async throws {
        let server = try LoopbackHTTPServer { request in .status(request.path == "/missing.png" ? 404 : 500) }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let missing = await Self.load(server.url("/missing.png"), cache: cache)
        #expect(missing.failure == .httpStatus(url: server.url("/missing.png"), status: 404))
        #expect(server.count("/missing.png") == 1)
        let broken = await Self.load(server.url("/broken.png"), cache: cache)
        #expect(broken.failure == .httpStatus(url: server.url("/broken.png"), status: 500))
        #expect(server.count("/broken.png") == 3)
    }

    @Test func serverErrorThatRecoversOnRetrySucceeds() async throws {
        let server = try LoopbackHTTPServer { [counter = Counter()] _ in counter.next() < 2 ? .status(503) : .ok(Self.png) }
        defer { server.stop() }
        let result = try await Self.load(server.url("/flaky.png"), cache: try TemporaryFolder()).get()
        #expect(result.origin == .downloaded)
        #expect(server.requests.count == 3)
    }

    @Test func truncatedBodyFails() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(status: 200, body: .truncated(Array(Self.png.prefix(20)), declared: Self.png.count))
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let result = await Self.load(server.url("/cut.png"), cache: cache)
        guard case .truncated(_, let expected, let received)? = result.failure else {
            Issue.record("expected truncated, got \(result)")
            return
        }
        #expect(expected == Self.png.count && received <= 20)
        #expect(Self.files(in: cache.path + "/blobs").isEmpty)
    }

    @Test func oversizedBodiesAreRefusedByLengthAndWhileStreaming() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/declared.png"
                ? .ok([UInt8](repeating: 1, count: 100_000))
                : LoopbackResponse(status: 200, body: .chunked(chunk: 16_384, count: 16))
        }
        defer { server.stop() }
        var limits = FetchLimits.default
        limits.maximumBodyBytes = 64 << 10
        let cache = try TemporaryFolder()
        let declared = await Self.load(server.url("/declared.png"), cache: cache, limits: limits)
        #expect(declared.failure == .tooLarge(url: server.url("/declared.png"), limit: 64 << 10))
        let streamed = await Self.load(server.url("/streamed.png"), cache: cache, limits: limits)
        #expect(streamed.failure == .tooLarge(url: server.url("/streamed.png"), limit: 64 << 10))
        #expect(Self.files(in: cache.path + "/blobs").isEmpty)
        #expect(Self.files(in: cache.path + "/tmp").isEmpty)
    }

    @Test func theDecoderDecidesTheFormatNeverContentType() async throws {
        let html = Array("<!doctype html><html><body>Not found</body></html>".utf8)
        let server = try LoopbackHTTPServer { request in
            request.path == "/page.png" ? .ok(html, headers: [("Content-Type", "image/png")])
                : .ok(Self.png, headers: [("Content-Type", "text/html")])
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let page = await Self.load(server.url("/page.png"), cache: cache)
        guard case .notAnImage? = page.failure else {
            Issue.record("expected notAnImage, got \(page)")
            return
        }
        // Not cached: offline it is a miss, not a broken image.
        let offline = await Self.load(server.url("/page.png"), cache: cache, mode: .offline)
        #expect(offline.failure == .notCached(url: server.url("/page.png")))
        let image = try await Self.load(server.url("/image"), cache: cache).get()
        #expect(TemporaryFolder.bytes(at: image.path) == Self.png)
    }

    @Test func loopbackIsRefusedByDefaultBeforeAnyRequest() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Self.png) }
        defer { server.stop() }
        let result = await Self.load(server.url("/p.png"), cache: try TemporaryFolder(), policy: .publicOnly)
        guard case .privateAddress(_, _, let address, _)? = result.failure else {
            Issue.record("expected a refusal, got \(result)")
            return
        }
        #expect(address == "127.0.0.1")
        #expect(server.requests.isEmpty)
    }

    /// The guard on redirects: only the test server's own host:port is exempt, so a redirect to
    /// any other private address (another loopback port, localhost, a private network, the cloud
    /// metadata address) is refused before a connection is made.
    @Test(arguments: ["http://127.0.0.1:1/x.png", "http://localhost:PORT/x.png", "http://10.0.0.1/x.png",
                      "http://169.254.169.254/latest/meta-data/", "http://[::1]:PORT/x.png", "http://2130706433:PORT/x.png"])
    func redirectToAPrivateAddressIsRefused(target: String) async throws {
        let other = try LoopbackHTTPServer { _ in .ok(Self.png) }
        defer { other.stop() }
        let location = target.replacingOccurrences(of: "PORT", with: String(other.port))
        let server = try LoopbackHTTPServer { _ in .redirect(location) }
        defer { server.stop() }
        let policy = NetworkPolicy(allowsPrivateNetwork: false, exemptions: [server.hostAndPort])
        let result = await Self.load(server.url("/go.png"), cache: try TemporaryFolder(), policy: policy)
        guard case .privateAddress? = result.failure else {
            Issue.record("expected a refusal, got \(result)")
            return
        }
        #expect(server.requests.count == 1)
        #expect(other.requests.isEmpty)
    }

    @Test func concurrentLoadersShareOneCacheWithoutTornFiles() async throws {
        let server = try LoopbackHTTPServer { request in
            if request.headers["if-none-match"] == "\"\(request.path)\"" { return .status(304) }
            var generator = SeededGenerator(seed: UInt64(request.path.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF))
            let bytes = (try? PNGEncoder.encode(TestImages.random(width: 40, height: 30, using: &generator))) ?? []
            return .ok(bytes, headers: [("ETag", "\"\(request.path)\"")])
        }
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let urls = (0..<24).map { server.url("/image-\($0).png") }
        // Two loaders stand for two runs: both download everything (refresh) at the same time.
        let runs = [Self.loader(cache: cache, mode: .refresh), Self.loader(cache: cache, mode: .refresh)]
        let results = await withTaskGroup(of: [Result<LoadedImageFile, ImageLoadingError>].self) { group in
            for loader in runs {
                group.addTask {
                    var results = [Result<LoadedImageFile, ImageLoadingError>]()
                    for url in urls { results.append(await loader.load(url)) }
                    return results
                }
            }
            var all = [[Result<LoadedImageFile, ImageLoadingError>]]()
            for await list in group { all.append(list) }
            return all
        }
        for loader in runs { await loader.shutdown() }
        #expect(server.requests.count == 48)
        let first = results[0].compactMap { try? $0.get() }, second = results[1].compactMap { try? $0.get() }
        #expect(first.count == 24 && second.count == 24)
        for (a, b) in zip(first, second) {
            #expect(a.path == b.path)
            #expect(try ImageDecoder.readHeader(contentsOf: a.path).pixelSize.width == 40)
        }
        #expect(Self.files(in: cache.path + "/tmp").isEmpty)
        // A third run finds every entry and revalidates it.
        let third = Self.loader(cache: cache)
        for url in urls { #expect(try await third.load(url).get().origin == .revalidated) }
        await third.shutdown()
    }

    @Test func eachURLIsLoadedOncePerLoader() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Self.png) }
        defer { server.stop() }
        let loader = Self.loader(cache: try TemporaryFolder())
        loader.prefetch([server.url("/p.png"), "poster-local-name", server.url("/p.png")])
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 { group.addTask { try? await loader.load(server.url("/p.png")).get().path } }
            var paths = Set<String?>()
            for await path in group { paths.insert(path) }
            return paths
        }
        await loader.shutdown()
        #expect(results.count == 1 && results.first != nil)
        #expect(server.requests.count == 1)
    }

    static func files(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}

/// Counts calls from NIO's threads.
final class Counter: @unchecked Sendable {
    // Unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { defer { value += 1 }; return value } }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
#endif
