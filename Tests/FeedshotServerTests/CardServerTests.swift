// The server exists with the Networking trait only (`FeedshotServer`'s `#if Networking`).
#if Networking
@testable import FeedshotCommands
@testable import FeedshotServer
import FeedshotTestSupport
import Foundation
import Testing

/// `feedshot serve` over a real loopback socket: bytes and ETags equal the command line's, 304s,
/// 404/400, single flight, 503 under an overfull queue, metrics and reload.
@Suite struct CardServerTests {
    @Test func servesTheCommandLinesBytesWithItsFingerprintAsETag() async throws {
        let fixture = try await ServerFixture.start()
        let out = try TemporaryFolder("feedshot-serve-cli")
        let cli = try FeedshotExecutable.run(["cards", "--data", fixture.feed.path, "--out", out.path, "--only", "11",
                                              "--scale", "1", "--size", "100x160", "--png", "fast",
                                              "--manifest", out.file("manifest.jsonl")])
        #expect(cli.status == 0, "\(cli.errors)")
        let response = try await fixture.get("/cards/share/11.png?\(ServerFixture.smallQuery)")
        #expect(response.status == 200)
        #expect(response.header("content-type") == "image/png")
        #expect(response.header("cache-control") == "public, max-age=3600")
        #expect(response.body == TemporaryFolder.bytes(at: out.file("apollo11.png")))
        let fingerprint = try #require(try Manifest.read(out.file("manifest.jsonl")).first?.fingerprint)
        #expect(response.header("etag") == "\"\(fingerprint)\"")

        // The second request comes from the cache: same bytes, no second render.
        let again = try await fixture.get("/cards/share/11.png?\(ServerFixture.smallQuery)")
        #expect(again.body == response.body)
        let metrics = try await fixture.get("/metrics").text
        #expect(metrics.contains("feedshot_renders_total 1"), "\(metrics)")
        #expect(metrics.contains("feedshot_cache_hits_total 1"))
        try await fixture.stop()
    }

    @Test func ifNoneMatchGets304AndOtherOptionsGetOtherETags() async throws {
        let fixture = try await ServerFixture.start()
        let path = "/cards/mission/13.png?\(ServerFixture.smallQuery)"
        let first = try await fixture.get(path)
        let etag = try #require(first.header("etag"))
        let revalidated = try await fixture.get(path, headers: ["If-None-Match": "\"other\", \(etag)"])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)
        #expect(revalidated.header("etag") == etag)
        let stale = try await fixture.get(path, headers: ["If-None-Match": "\"other\""])
        #expect(stale.status == 200)
        let scale2 = try await fixture.get("/cards/mission/13.png?scale=2&size=100x160&png=fast")
        #expect(scale2.status == 200 && scale2.header("etag") != etag)
        let metrics = try await fixture.get("/metrics").text
        #expect(metrics.contains("feedshot_not_modified_total 1"))
        #expect(metrics.contains(#"feedshot_http_requests_total{route="cards",status="304"} 1"#), "\(metrics)")
        #expect(metrics.contains("feedshot_http_request_duration_seconds_bucket"))
        try await fixture.stop()
    }

    @Test func unknownItemsAre404AndBadParameters400NamingThem() async throws {
        let fixture = try await ServerFixture.start()
        let unknownID = try await fixture.get("/cards/share/99.png")
        #expect(unknownID.status == 404 && unknownID.text.contains("\"99\""))
        #expect(try await fixture.get("/cards/poster/11.png").text.contains("unknown template \"poster\""))
        #expect(try await fixture.get("/cards/share/11.jpg").status == 404)
        #expect(try await fixture.get("/media/1.png").status == 404)  // this folder has no media feed
        #expect(try await fixture.get("/nowhere").status == 404)
        for (query, parameter) in [("scale=7", "scale"), ("device=nokia", "device"), ("size=0x5", "size"),
                                   ("png=tiny", "png"), ("colour=red", "colour"), ("size=100x100&device=iphone14", "size")] {
            let response = try await fixture.get("/cards/share/11.png?\(query)")
            #expect(response.status == 400, "\(query)")
            #expect(response.text.contains("\"\(parameter)\""), "\(query): \(response.text)")
        }
        #expect(try await fixture.get("/healthz").text == "ok\n")
        try await fixture.stop()
    }

    /// One render slot, no queue: identical requests share the render in flight; a different
    /// image is refused with 503 and Retry-After until the slot frees.
    @Test func identicalRequestsRenderOnceAndAnOverfullQueueGets503() async throws {
        let released = Locked(false)
        let fixture = try await ServerFixture.start { configuration in
            configuration.concurrency = 1
            configuration.queueLimit = 0
            configuration.beforeRender = {
                while !released.value { try? await Task.sleep(for: .milliseconds(5)) }
            }
        }
        let path = "/cards/share/11.png?\(ServerFixture.smallQuery)"
        async let first = fixture.get(path)
        async let second = fixture.get(path)
        // Both requests on the one flight before the slot frees.
        try await Self.waitUntil {
            fixture.server.limiter.running == 1 && fixture.server.flights.count == 1 && fixture.server.flights.waiterCount == 2
        }
        let refused = try await fixture.get("/cards/share/13.png?\(ServerFixture.smallQuery)")
        #expect(refused.status == 503)
        #expect(refused.header("retry-after") == "1")
        released.withLock { $0 = true }
        let (a, b) = try await (first, second)
        #expect(a.status == 200 && b.status == 200 && a.body == b.body)
        let metrics = try await fixture.get("/metrics").text
        #expect(metrics.contains("feedshot_renders_total 1"), "\(metrics)")
        #expect(metrics.contains("feedshot_rejected_total 1"))
        #expect(metrics.contains("feedshot_render_queue_depth 0"))
        #expect(metrics.contains("feedshot_renders_running 0"))
        #expect(try await fixture.get("/cards/share/13.png?\(ServerFixture.smallQuery)").status == 200)
        try await fixture.stop()
    }

    @Test func aRequestPastTheTimeLimitGets503WhileTheRenderGoesOn() async throws {
        let released = Locked(false)
        let fixture = try await ServerFixture.start { configuration in
            configuration.timeLimit = .milliseconds(100)
            configuration.beforeRender = {
                while !released.value { try? await Task.sleep(for: .milliseconds(5)) }
            }
        }
        let path = "/cards/share/11.png?\(ServerFixture.smallQuery)"
        let late = try await fixture.get(path)
        #expect(late.status == 503 && late.header("retry-after") != nil)
        released.withLock { $0 = true }
        try await Self.waitUntil { fixture.server.flights.count == 0 }
        let cached = try await fixture.get(path)
        #expect(cached.status == 200)
        #expect(try await fixture.get("/metrics").text.contains("feedshot_cache_hits_total 1"))
        try await fixture.stop()
    }

    /// Replacing a portrait and reloading changes the ETags of exactly the cards that show it.
    @Test func reloadPicksUpChangedImages() async throws {
        let fixture = try await ServerFixture.start()
        let crewed = "/cards/share/11.png?\(ServerFixture.smallQuery)"   // Apollo 11: Aldrin, Armstrong, Collins
        let other = "/cards/share/13.png?\(ServerFixture.smallQuery)"
        let before = (try await fixture.get(crewed), try await fixture.get(other))
        let images = fixture.feed.file("Images")
        for name in try FileManager.default.contentsOfDirectory(atPath: images) where name.hasPrefix("collins@") {
            try FileManager.default.removeItem(atPath: images + "/" + name)
            try FileManager.default.copyItem(atPath: images + "/" + name.replacingOccurrences(of: "collins", with: "aldrin"),
                                             toPath: images + "/" + name)
        }
        #expect(await fixture.server.reload())
        let after = (try await fixture.get(crewed), try await fixture.get(other))
        #expect(after.0.header("etag") != before.0.header("etag") && after.0.body != before.0.body)
        #expect(after.1.header("etag") == before.1.header("etag") && after.1.body == before.1.body)
        try FileManager.default.removeItem(atPath: fixture.feed.file("missions.json"))
        #expect(await fixture.server.reload() == false)   // a broken folder keeps the old feeds
        #expect(try await fixture.get(other).status == 200)
        try await fixture.stop()
    }

    @Test func lruCacheEvictsTheLeastRecentlyUsedWithinItsBudget() {
        let cache = PNGCache(budget: 10)
        cache.insert("a", png: [1, 2, 3, 4])
        cache.insert("b", png: [5, 6, 7, 8])
        #expect(cache.get("a") == [1, 2, 3, 4])   // a is now the most recent
        cache.insert("c", png: [9, 9, 9, 9])       // 12 bytes > 10: b goes
        #expect(cache.get("b") == nil)
        #expect(cache.get("a") != nil && cache.get("c") != nil)
        #expect(cache.usage.bytes == 8 && cache.usage.count == 2)
        cache.insert("huge", png: [UInt8](repeating: 0, count: 11))
        #expect(cache.get("huge") == nil && cache.usage.count == 2)
    }

    static func waitUntil(_ condition: @Sendable () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        #expect(condition())
    }
}
#endif
