import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A request the loopback server received.
public struct LoopbackRequest: Sendable {
    /// The path with its query, as sent (`/posters/1.png?size=large`).
    public var path: String
    /// The request headers, names lower-cased.
    public var headers: [String: String]
    /// `GET`, `POST`…
    public var method: String = "GET"
    /// The request body (a POST's JSON).
    public var body: [UInt8] = []
}

/// How the loopback server answers a request.
public struct LoopbackResponse: Sendable {
    /// What happens to the body.
    public enum Body: Sendable {
        /// The bytes, with a matching `Content-Length`.
        case bytes([UInt8])
        /// `Content-Length: declared`, then only `bytes`, then the connection closes.
        case truncated([UInt8], declared: Int)
        /// Chunked transfer of `count` chunks of `chunk` bytes each (no `Content-Length`).
        case chunked(chunk: Int, count: Int)
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: Body
    /// Seconds before the response head is sent.
    public var delay: Double

    /// A response.
    public init(status: Int = 200, headers: [(String, String)] = [], body: Body = .bytes([]), delay: Double = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A 200 with `bytes`.
    public static func ok(_ bytes: [UInt8], headers: [(String, String)] = []) -> LoopbackResponse {
        LoopbackResponse(status: 200, headers: headers, body: .bytes(bytes))
    }

    /// A status with an empty body.
    public static func status(_ code: Int, headers: [(String, String)] = []) -> LoopbackResponse {
        LoopbackResponse(status: code, headers: headers)
    }

    /// A redirect to `location`.
    public static func redirect(_ location: String, status: Int = 302) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: [("Location", location)])
    }
}

/// An HTTP/1.1 server on 127.0.0.1 for tests and benchmarks, built on SwiftNIO: it answers every
/// request with what `route` returns, and records the requests.
public final class LoopbackHTTPServer: Sendable {
    /// The port it listens on (chosen by the system).
    public let port: Int
    private let channel: any Channel
    private let log: RequestLog

    /// Starts a server answering with `route` (called on NIO's threads).
    public init(route: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse) throws {
        let log = RequestLog()
        self.log = log
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(RouteHandler(route: route, log: log))
                }
            }
        channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The `host:port` this server is reached at, for a network policy's exemptions.
    public var hostAndPort: String { "127.0.0.1:\(port)" }

    /// Every request so far, in arrival order.
    public var requests: [LoopbackRequest] { log.all }

    /// How many requests asked for `path`.
    public func count(_ path: String) -> Int { log.all.filter { $0.path == path }.count }

    /// Stops listening (open connections are closed by their handlers' next response).
    public func stop() {
        try? channel.close().wait()
    }
}

final class RequestLog: @unchecked Sendable {
    // Unchecked Sendable: `requests` is only touched under `lock`.
    private let lock = NSLock()
    private var requests: [LoopbackRequest] = []

    func append(_ request: LoopbackRequest) { lock.withLock { requests.append(request) } }
    var all: [LoopbackRequest] { lock.withLock { requests } }
}

private final class RouteHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let route: @Sendable (LoopbackRequest) -> LoopbackResponse
    let log: RequestLog
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []

    init(route: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse, log: RequestLog) {
        self.route = route
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = []
        case .body(var buffer):
            // Bodies are small (GraphQL operations); a test that sends more sees the first MiB.
            if body.count < 1 << 20, let bytes = buffer.readBytes(length: buffer.readableBytes) { body += bytes }
        case .end:
            guard let head else { return }
            var headers = [String: String]()
            for (name, value) in head.headers { headers[name.lowercased()] = value }
            let request = LoopbackRequest(path: head.uri, headers: headers, method: head.method.rawValue, body: body)
            log.append(request)
            let response = route(request)
            let keepAlive = head.isKeepAlive
            if response.delay > 0 {
                let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
                context.eventLoop.scheduleTask(in: .nanoseconds(Int64(response.delay * 1e9))) {
                    let (handler, context) = bound.value
                    handler.send(response, keepAlive: keepAlive, context: context)
                }
            } else {
                send(response, keepAlive: keepAlive, context: context)
            }
        }
    }

    private func send(_ response: LoopbackResponse, keepAlive: Bool, context: ChannelHandlerContext) {
        var headers = HTTPHeaders(response.headers)
        var close = !keepAlive
        switch response.body {
        case .bytes(let bytes): headers.replaceOrAdd(name: "Content-Length", value: String(bytes.count))
        case .truncated(_, let declared):
            headers.replaceOrAdd(name: "Content-Length", value: String(declared))
            close = true
        case .chunked: headers.replaceOrAdd(name: "Transfer-Encoding", value: "chunked")
        }
        if close { headers.replaceOrAdd(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status),
                                    headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        switch response.body {
        case .bytes(let bytes), .truncated(let bytes, _):
            if !bytes.isEmpty {
                context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))), promise: nil)
            }
        case let .chunked(chunk, count):
            let piece = [UInt8](repeating: 0x5A, count: chunk)
            for _ in 0..<count {
                context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: piece)))), promise: nil)
            }
        }
        if case .truncated = response.body {
            // Flush what there is and hang up without ending the message.
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(capacity: 0)))))
                .whenComplete { _ in channel.close(promise: nil) }
            return
        }
        let channel = context.channel
        let closes = close
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if closes { channel.close(promise: nil) }
        }
    }
}
