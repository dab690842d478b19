#if Networking
import ArgumentParser
import Feeds
import FeedshotCommands
import Foundation
import Logging
import ServiceLifecycle
import UnixSignals

/// `feedshot serve`: the card server on a port, until SIGTERM or SIGINT (graceful: requests in
/// flight finish), reloading the feed folder on SIGHUP.
package struct ServeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve feed images over HTTP: GET /cards/{template}/{id}.png, /media/{id}.png, /launch/{id}.png.",
        discussion: """
            Query options: scale=1|2|3, device=NAME or size=WxH, png=fast|default|small (the command line's \
            defaults). Responses carry a strong ETag (the input fingerprint) and answer If-None-Match with 304. \
            With --endpoint, /launch/{id}.png queries the GraphQL endpoint (LaunchDetails) when the image is \
            not cached; the ETag comes from the launch's data, 404 when the server has no such launch, 502 \
            when it fails. GET /healthz and /metrics (Prometheus). SIGHUP reloads the data folder; SIGTERM \
            stops after the requests in flight. Prints "listening on http://HOST:PORT" once ready.
            """)

    @Option(name: .long, help: "A folder with missions.json/astronauts.json, media.json/cast.json and/or launches.json (default: the embedded feed, unless --endpoint is given).")
    var data: String?

    @Option(name: .long, help: ArgumentHelp("A GraphQL endpoint /launch/{id}.png is rendered from (space-explorer schema).",
                                            valueName: "url"))
    var endpoint: String?

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one).")
    var port = 8080

    @Option(name: .long, help: "Renders at once (default: every core).")
    var concurrency: Int?

    @Option(name: .long, help: "Renders that may wait for a slot; beyond, requests get 503 with Retry-After.")
    var queue = 64

    @Option(name: .long, help: "Seconds a request may wait for its image before a 503.")
    var timeout = 30.0

    @Option(name: .long, help: "MiB of encoded PNGs kept in memory.")
    var cacheMib = 256

    @Option(name: .long, help: "Cache-Control max-age of images, in seconds.")
    var maxAge = 3600

    @Flag(name: .long, help: "Serve feeds with data errors, with placeholders and warnings.")
    var lenient = false

    @OptionGroup(title: "Images and the endpoint by URL") var loading: ImageLoadingOptions
    @OptionGroup(title: "The endpoint") var remote: RemoteDataOptions

    package init() {}

    package mutating func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port))") }
        if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1 (got \(concurrency))") }
        guard queue >= 0 else { throw ValidationError("--queue must be 0 or more (got \(queue))") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        guard cacheMib >= 0 else { throw ValidationError("--cache-mib must be 0 or more") }
        guard maxAge >= 0 else { throw ValidationError("--max-age must be 0 or more") }
        if let endpoint, !(endpoint.lowercased().hasPrefix("http://") || endpoint.lowercased().hasPrefix("https://")) {
            throw ValidationError("--endpoint must be an http or https URL")
        }
        if remote.saveData != nil { throw ValidationError("--save-data does not apply to serve") }
        if endpoint == nil, !remote.header.isEmpty || !remote.headerEnv.isEmpty {
            throw ValidationError("--header and --header-env apply to --endpoint")
        }
    }

    package func run() async throws {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .info
            return handler
        }
        let logger = Logger(label: "feedshot.serve")
        var settings = CardServer.Configuration(dataDirectory: try data ?? (endpoint == nil ? FeedLocation.embeddedFeedDirectory() : nil))
        if let endpoint {
            var served = CardServer.Endpoint(url: endpoint, loading: loading.configuration)
            served.headers = try remote.headers()
            served.limits = remote.limits(base: served.loading.limits)
            settings.endpoint = served
        }
        settings.host = host
        settings.port = port
        settings.concurrency = concurrency ?? ProcessInfo.processInfo.activeProcessorCount
        settings.queueLimit = queue
        settings.timeLimit = .milliseconds(Int64((timeout * 1000).rounded()))
        settings.cacheBytes = cacheMib << 20
        settings.maxAge = maxAge
        settings.lenient = lenient
        let server: CardServer
        do {
            server = try CardServer(configuration: settings, logger: logger)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if let directory = settings.dataDirectory, let feeds = server.feeds { logger.info("serving \(directory): \(feeds.summary)") }
        if let endpoint { logger.info("serving launches from \(endpoint)") }
        let host = settings.host
        let application = server.application { port in
            // Scripts and tests wait for this line to learn the port.
            FileHandle.standardOutput.write(Data("listening on http://\(host):\(port)\n".utf8))
        }
        // Trap SIGHUP before the port opens: its default action would end the process.
        let hangups = await UnixSignalsSequence(trapping: .sighup)
        let group = ServiceGroup(configuration: .init(
            services: [.init(service: application), .init(service: HangupReloader(server: server, hangups: hangups))],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        try await group.run()
        logger.info("stopped")
    }
}

/// Reloads the server's feeds on each SIGHUP until the service group shuts down.
struct HangupReloader: Service {
    let server: CardServer
    let hangups: UnixSignalsSequence

    func run() async throws {
        for await _ in hangups.cancelOnGracefulShutdown() {
            await server.reload()
        }
    }
}
#endif
