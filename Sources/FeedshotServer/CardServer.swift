#if Networking
import Dispatch
import FeedshotCommands
import Foundation
import Hummingbird
import ImageCodecs
import ImageLoading
import Logging
import NIOCore
import ServiceLifecycle

/// `feedshot serve`: renders feed items on demand over HTTP, with the command line's render path
/// (same bytes as `feedshot cards`), strong ETags from the input fingerprints, an LRU of encoded
/// PNGs, one render per distinct image in flight, and bounded concurrency.
///
/// Stateless apart from caches: any replica answers any request with the same bytes and ETag.
package final class CardServer: Sendable {
    /// How the server runs.
    package struct Configuration: Sendable {
        /// The feed folder (missions.json, media.json and/or launches.json, images); nil serves
        /// only the endpoint's launches.
        package var dataDirectory: String?
        /// A GraphQL endpoint `/launch/{id}.png` is rendered from (instead of the folder's launches).
        package var endpoint: Endpoint?
        package var host = "127.0.0.1"
        /// 0 picks a free port (see ``CardServer/run(onListening:)``).
        package var port = 8080
        /// Renders at once (default: every core).
        package var concurrency = ProcessInfo.processInfo.activeProcessorCount
        /// Renders waiting for a slot beyond which requests get 503.
        package var queueLimit = 64
        /// The longest a request waits for its image before a 503.
        package var timeLimit: Duration = .seconds(30)
        /// The most bytes of encoded PNGs cached.
        package var cacheBytes = 256 << 20
        /// `Cache-Control: public, max-age=…` of images, in seconds.
        package var maxAge = 3600
        /// Render feeds with data errors, with placeholders (as `--lenient`).
        package var lenient = false
        /// Runs before each render takes its slot's work (tests hold renders here).
        var beforeRender: (@Sendable () async -> Void)?

        package init(dataDirectory: String?) {
            self.dataDirectory = dataDirectory
        }
    }

    /// A GraphQL endpoint launches come from, and how it is reached.
    package struct Endpoint: Sendable {
        /// The endpoint's URL.
        package var url: String
        /// Headers sent with each query (a token), to the endpoint's origin only.
        package var headers: [FetchHeader] = []
        /// The HTTP client's cache, modes, address guard and limits (patches by URL share them).
        package var loading: ImageLoaderConfiguration
        /// The size and time limits of one response.
        package var limits: FetchLimits?

        package init(url: String, loading: ImageLoaderConfiguration = ImageLoaderConfiguration()) {
            self.url = url
            self.loading = loading
        }
    }

    package let configuration: Configuration
    let metrics = ServerMetrics()
    let cache: PNGCache
    let limiter: RenderLimiter
    let flights = RenderFlights()
    let logger: Logger
    private let folder: Locked<FeedFolder?>
    /// The endpoint's launches, when `/launch` is served from one.
    package let launchEndpoint: LaunchEndpointFeed?

    /// Loads the feed folder (throws when it has no valid feed, or there is neither a folder nor an endpoint).
    package init(configuration: Configuration, logger: Logger = Logger(label: "feedshot.serve")) throws {
        self.configuration = configuration
        self.logger = logger
        cache = PNGCache(budget: configuration.cacheBytes)
        limiter = RenderLimiter(concurrency: configuration.concurrency, queueLimit: configuration.queueLimit)
        let lenient = configuration.lenient
        folder = Locked(try configuration.dataDirectory.map { try FeedFolder(directory: $0, lenient: lenient) })
        launchEndpoint = configuration.endpoint.map { endpoint in
            LaunchEndpointFeed(url: endpoint.url, http: HTTPLoader(configuration: endpoint.loading), headers: endpoint.headers,
                               limits: endpoint.limits)
        }
        guard configuration.dataDirectory != nil || launchEndpoint != nil else {
            throw FeedFolderError.renderSetup("nothing to serve: give a data folder or an endpoint")
        }
    }

    /// The feeds being served from the data folder, if there is one.
    package var feeds: FeedFolder? { folder.value }

    /// Loads the feed folder again and swaps it in; requests in flight finish with the old one.
    /// A folder that no longer loads keeps the old feeds (and logs why).
    @discardableResult
    package func reload() async -> Bool {
        guard let directory = configuration.dataDirectory else { return false }
        let lenient = configuration.lenient
        let loaded = await Self.onRenderThread { try FeedFolder(directory: directory, lenient: lenient) }
        switch loaded {
        case .success(let fresh):
            folder.withLock { $0 = fresh }
            metrics.reloads.increment()
            logger.info("reloaded \(directory): \(fresh.summary)")
            return true
        case .failure(let error):
            logger.error("reload failed, still serving the previous feeds: \(error)")
            return false
        }
    }

    /// The router: images, `/healthz` and `/metrics`.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/healthz") { [self] _, _ -> Response in
            let start = DispatchTime.now().uptimeNanoseconds
            defer { record("healthz", .ok, since: start) }
            return Self.text(.ok, "ok\n")
        }
        router.get("/metrics") { [self] _, _ -> Response in
            metrics.cacheBytes.record(cache.usage.bytes)
            metrics.queueDepth.record(limiter.queueDepth)
            metrics.rendersRunning.record(limiter.running)
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition())))
        }
        router.get("/cards/:template/:file") { [self] request, context -> Response in
            let template = context.parameters.get("template") ?? ""
            return await image(.cards(template: template), file: context.parameters.get("file") ?? "", request: request)
        }
        router.get("/media/:file") { [self] request, context -> Response in
            await image(.media, file: context.parameters.get("file") ?? "", request: request)
        }
        router.get("/launch/:file") { [self] request, context -> Response in
            await image(.launch, file: context.parameters.get("file") ?? "", request: request)
        }
        return router
    }

    /// Answers one image request.
    func image(_ route: FeedRoute, file: String, request: Request) async -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let routeLabel: String
        switch route {
        case .cards: routeLabel = "cards"
        case .media: routeLabel = "media"
        case .launch: routeLabel = "launch"
        }
        let response = await imageResponse(route, file: file, request: request)
        record(routeLabel, response.status, since: start)
        return response
    }

    private func imageResponse(_ route: FeedRoute, file: String, request: Request) async -> Response {
        let parsed: ImageRequest
        do {
            let query = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
            parsed = try ImageRequest(route: route, file: file, query: query)
        } catch {
            return Self.text(error.parameter == nil ? .notFound : .badRequest, "\(error)\n")
        }
        let item: ServableItem
        let fingerprinter: Fingerprinter
        do throws(FeedFolderError) {
            if case .launch = route, let launchEndpoint {
                item = try await launchEndpoint.item(id: parsed.id, scale: parsed.scale, device: parsed.device)
                fingerprinter = launchEndpoint.fingerprinter
            } else {
                guard let feeds = folder.value else { throw .feedMissing(route: route) }
                item = try feeds.item(route, id: parsed.id, scale: parsed.scale, device: parsed.device)
                fingerprinter = feeds.fingerprinter
            }
        } catch {
            switch error {
            case .renderSetup: return Self.text(.internalServerError, "\(error)\n")
            case .upstream:
                metrics.upstreamFailures.increment()
                return Self.text(.badGateway, "\(error)\n")
            default: return Self.text(.notFound, "\(error)\n")
            }
        }
        let fingerprint = item.fingerprint(with: fingerprinter, compression: parsed.compression)
        let etag = "\"\(fingerprint)\""
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "public, max-age=\(configuration.maxAge)"]
        if Self.matches(request.headers[values: .ifNoneMatch], etag: etag) {
            metrics.notModified.increment()
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "image/png"
        if let png = cache.get(fingerprint) {
            metrics.cacheHits.increment()
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        let outcome = await flights.outcome(for: fingerprint, timeLimit: configuration.timeLimit) { [self] in
            await render(item, fingerprint: fingerprint, compression: parsed.compression)
        }
        switch outcome {
        case .rendered(let png):
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        case .overloaded:
            metrics.rejected.increment()
            return Self.text(.serviceUnavailable, "busy: the render queue is full, retry shortly\n", retryAfter: 1)
        case .timedOut:
            metrics.timeouts.increment()
            return Self.text(.serviceUnavailable, "the image took longer than the time limit; it is still rendering, retry shortly\n",
                             retryAfter: 2)
        case .failed(let message):
            return Self.text(.internalServerError, "render failed: \(message)\n")
        }
    }

    /// Renders on a worker thread once a slot is free; caches the PNG.
    private func render(_ item: ServableItem, fingerprint: String,
                        compression: PNGCompression) async -> RenderFlights.Outcome {
        guard await limiter.acquire() else { return .overloaded }
        metrics.queueDepth.record(limiter.queueDepth)
        metrics.rendersRunning.record(limiter.running)
        defer {
            limiter.release()
            metrics.queueDepth.record(limiter.queueDepth)
            metrics.rendersRunning.record(limiter.running)
        }
        if let beforeRender = configuration.beforeRender { await beforeRender() }
        let start = DispatchTime.now().uptimeNanoseconds
        switch await Self.onRenderThread({ try item.png(compression: compression) }) {
        case .success(let result):
            metrics.rendered(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds - start))
            cache.insert(fingerprint, png: result.png)
            for warning in result.warnings { logger.warning("\(item.outputName): \(warning)") }
            return .rendered(result.png)
        case .failure(let error):
            metrics.renderFailures.increment()
            logger.error("\(item.outputName): \(error)")
            return .failed("\(error)")
        }
    }

    /// Runs CPU-bound work on a Dispatch thread, off the event loops and the cooperative pool.
    static func onRenderThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async -> Result<Value, any Error> {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Result { try body() })
            }
        }
    }

    /// Whether an If-None-Match header list names `etag` (or `*`); weak validators match too.
    static func matches(_ values: [String], etag: String) -> Bool {
        values.flatMap { $0.split(separator: ",") }.contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    private func record(_ route: String, _ status: HTTPResponse.Status, since start: UInt64) {
        metrics.request(route: route, status: status.code, nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds - start))
    }

    static func text(_ status: HTTPResponse.Status, _ message: String, retryAfter: Int? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }

    /// The Hummingbird application; `onListening` gets the bound port.
    func application(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(router: router(),
                    configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                            serverName: "feedshot"),
                    onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
                    logger: logger)
    }
}
#endif
