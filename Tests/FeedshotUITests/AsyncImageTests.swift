import FeedshotTestSupport
import FeedshotUI
import Foundation
import ImageCodecs
import ImageLoading
import LoopbackServer
import Raster
import Testing

/// `AsyncImage` and `Image("https://…")` through the renderer's image loader, against a loopback
/// server: a render is one frame, so the phase is final (success or failure) when drawn, and
/// `.empty` only without a loader.
@Suite struct AsyncImageTests {
    /// A 6 × 4 solid red PNG.
    static let red: [UInt8] = (try? PNGEncoder.encode(Bitmap(width: 6, height: 4, fill: PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)))) ?? []

    static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in request.path == "/red.png" ? .ok(red) : .status(404) }
    }

    static func renderer(_ loader: ImageLoader?, issues: Locked<[String]>? = nil) -> Renderer {
        Renderer(scale: 1, imageLoader: loader, issueHandler: { issue in issues?.withLock { $0.append(issue.description) } })
    }

    static func loader(_ cache: TemporaryFolder) -> ImageLoader {
        ImageLoader(configuration: ImageLoaderConfiguration(cacheDirectory: cache.path, policy: .allowPrivateNetwork))
    }

    /// The colour of the phase: red for the image, green for a failure, blue when empty.
    static func phaseView(_ url: URL?) -> some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable()
            } else if phase.error != nil {
                Color(red: 0, green: 1, blue: 0)
            } else {
                Color(red: 0, green: 0, blue: 1)
            }
        }
        .frame(width: 8, height: 8)
    }

    #if Networking  // The two loads below go to a loopback server.
    @Test func phasesAreFinalWhenDrawn() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let cache = try TemporaryFolder()
        let loader = Self.loader(cache)
        let issues = Locked<[String]>([])
        let renderer = Self.renderer(loader, issues: issues)
        let loaded = await offPool { renderer.render(Self.phaseView(URL(string: server.url("/red.png")))) }
        #expect(loaded[4, 4] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let failed = await offPool { renderer.render(Self.phaseView(URL(string: server.url("/missing.png")))) }
        #expect(failed[4, 4] == PremultipliedRGBA(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(issues.value.count == 1)
        #expect(issues.value.first?.contains("/missing.png") == true && issues.value.first?.contains("HTTP status 404") == true)
        // Without a loader the phase is empty; a nil URL is empty too.
        let empty = Self.renderer(nil).render(Self.phaseView(URL(string: server.url("/red.png"))))
        #expect(empty[4, 4] == PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255))
        let none = await offPool { renderer.render(Self.phaseView(nil)) }
        #expect(none[4, 4] == PremultipliedRGBA(red: 0, green: 0, blue: 255, alpha: 255))
        await loader.shutdown()
        #expect(server.count("/red.png") == 1)
    }

    @Test func naturalSizeIsPixelsOverScaleAndImageSharesTheLoader() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let loader = Self.loader(try TemporaryFolder())
        let renderer = Self.renderer(loader)
        let url = server.url("/red.png")
        let sizes = await offPool {
            (renderer.render(AsyncImage(url: URL(string: url))), renderer.render(AsyncImage(url: URL(string: url), scale: 2)),
             renderer.render(Image(url)))
        }
        #expect(sizes.0.width == 6 && sizes.0.height == 4)
        #expect(sizes.1.width == 3 && sizes.1.height == 2)
        #expect(sizes.2.width == 6 && sizes.2.height == 4)
        await loader.shutdown()
        #expect(server.requests.count == 1)
    }
    #endif

    @Test func defaultPlaceholderFillsTheOfferedSpaceWhenEmpty() {
        let bitmap = Self.renderer(nil).render(AsyncImage(url: URL(string: "https://example.com/poster.png"))
            .frame(width: 10, height: 6))
        #expect(bitmap.width == 10 && bitmap.height == 6)
        #expect(bitmap[5, 3].alpha > 0)
    }
}

/// A value shared by threads.
final class Locked<Value>: @unchecked Sendable {
    // Unchecked Sendable: `state` is only touched under `lock`.
    private let lock = NSLock()
    private var state: Value
    init(_ value: Value) { state = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&state) } }
    var value: Value { withLock { $0 } }
}

/// Runs `body` on a Dispatch thread, off Swift concurrency's small pool: renders with a loader
/// block their thread until the image is loaded, which must never hold a pool thread.
func offPool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
}
