// The server exists with the Networking trait only (`FeedshotServer`'s `#if Networking`).
#if Networking
@testable import FeedshotCommands
@testable import FeedshotServer
import FeedshotTestSupport
import Foundation
import Logging
import ServiceLifecycle

/// A served copy of the embedded Moonshot feed, in process, on a free loopback port.
struct ServerFixture {
    /// Small images keep the tests fast.
    static let smallQuery = "scale=1&size=100x160&png=fast"

    let feed: TemporaryFolder
    let server: CardServer
    let port: Int
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    /// A copy of the embedded feed (tests may change it).
    static func feedCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("feedshot-serve-feed")
        for name in ["missions.json", "astronauts.json", "Images"] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.assets + "/" + name, toPath: folder.file(name))
        }
        return folder
    }

    /// Starts a server on the feed copy; `configure` adjusts its settings.
    static func start(_ configure: (inout CardServer.Configuration) -> Void = { _ in }) async throws -> ServerFixture {
        let feed = try feedCopy()
        var configuration = CardServer.Configuration(dataDirectory: feed.path)
        configuration.port = 0
        configure(&configuration)
        let logger = Logger(label: "feedshot.serve.tests") { _ in SwiftLogNoOpLogHandler() }
        let server = try CardServer(configuration: configuration, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let group = ServiceGroup(configuration: .init(
            services: [.init(service: server.application { continuation.yield($0) })], logger: logger))
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else { throw LoopbackHTTP.Failure.malformed("no port") }
        return ServerFixture(feed: feed, server: server, port: port, group: group, task: task)
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> LoopbackHTTP.Response {
        try await LoopbackHTTP.get(path, port: port, headers: headers)
    }

    /// Shuts the server down gracefully and waits for it.
    func stop() async throws {
        await group.triggerGracefulShutdown()
        try await task.value
    }
}
#endif
