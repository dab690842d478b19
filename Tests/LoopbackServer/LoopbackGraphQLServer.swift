import Foundation

/// One launch a ``LoopbackGraphQLServer`` serves, in the space-explorer schema's shape.
public struct LoopbackLaunch: Sendable, Hashable {
    public var id: String
    public var site: String?
    public var missionName: String?
    public var missionPatch: String?
    public var rocketName: String?
    public var rocketType: String?
    public var isBooked: Bool?

    /// Creates a launch.
    public init(id: String, site: String? = nil, missionName: String? = nil, missionPatch: String? = nil,
                rocketName: String? = nil, rocketType: String? = nil, isBooked: Bool? = nil) {
        self.id = id
        self.site = site
        self.missionName = missionName
        self.missionPatch = missionPatch
        self.rocketName = rocketName
        self.rocketType = rocketType
        self.isBooked = isBooked
    }

    /// The launch as the `launch` field's JSON object.
    public var json: String {
        func text(_ value: String?) -> String {
            guard let value else { return "null" }
            let data = (try? JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }
        let mission = missionName == nil && missionPatch == nil ? "null"
            : #"{"name":\#(text(missionName)),"missionPatch":\#(text(missionPatch))}"#
        let rocket = rocketName == nil && rocketType == nil ? "null" : #"{"name":\#(text(rocketName)),"type":\#(text(rocketType))}"#
        let booked = isBooked.map { $0 ? "true" : "false" } ?? "null"
        return #"{"id":\#(text(id)),"site":\#(text(site)),"mission":\#(mission),"rocket":\#(rocket),"isBooked":\#(booked)}"#
    }
}

/// An operation a ``LoopbackGraphQLServer`` received and accepted.
public struct LoopbackGraphQLOperation: Sendable, Hashable {
    /// `LaunchDetails` or `LaunchList`.
    public var name: String
    /// The `id` variable of `LaunchDetails`.
    public var id: String?
    /// The `cursor` variable of `LaunchList` (nil for null or absent).
    public var cursor: String?
    /// The request headers, names lower-cased.
    public var headers: [String: String]
}

/// A GraphQL endpoint on 127.0.0.1 (`POST /graphql`) with the launch part of the space-explorer
/// schema, for tests and benchmarks. It checks every request as a GraphQL-over-HTTP server
/// would and answers only well-formed operations:
/// - `POST` with `Content-Type: application/json` and a JSON object body with `operationName`,
///   `query` and `variables`;
/// - `LaunchDetails` whose query declares `$id: ID!` and selects `launch(id: $id)` with the large
///   mission patch, the id passed as a string variable and not written into the query text;
/// - `LaunchList` whose query selects `launches(after: $cursor)` with `cursor` and `hasMore`.
///
/// Anything else gets a 400 with a GraphQL `errors` body and is listed in ``rejections``.
/// Pages hold ``pageSize`` launches; cursors are opaque strings. `override` may replace the
/// answer to any accepted operation (an `errors` response, a 503, a repeated cursor…).
public final class LoopbackGraphQLServer: Sendable {
    /// The HTTP server underneath.
    public let http: LoopbackHTTPServer
    /// The launches served, in list order.
    public let launches: [LoopbackLaunch]
    /// Launches per `LaunchList` page.
    public let pageSize: Int
    private let log = OperationLog()

    /// Starts serving `launches`. `latency` delays every answer (seconds); `override` gets each
    /// accepted operation and how many operations came before it, and may answer instead.
    public init(launches: [LoopbackLaunch], pageSize: Int = 20, latency: Double = 0, cacheControl: String? = nil,
                override: (@Sendable (LoopbackGraphQLOperation, Int) -> LoopbackResponse?)? = nil) throws {
        self.launches = launches
        self.pageSize = max(1, pageSize)
        let log = self.log, size = self.pageSize
        http = try LoopbackHTTPServer { request in
            var response = Self.answer(request, launches: launches, pageSize: size, log: log, cacheControl: cacheControl,
                                       override: override)
            response.delay = max(response.delay, latency)
            return response
        }
    }

    /// The endpoint's URL.
    public var url: String { http.url("/graphql") }

    /// The `host:port` the server is reached at.
    public var hostAndPort: String { http.hostAndPort }

    /// Every accepted operation, in arrival order.
    public var operations: [LoopbackGraphQLOperation] { log.operations }

    /// Why each refused request was refused.
    public var rejections: [String] { log.rejections }

    /// Stops listening.
    public func stop() { http.stop() }

    // MARK: Answering

    private static func answer(_ request: LoopbackRequest, launches: [LoopbackLaunch], pageSize: Int, log: OperationLog,
                               cacheControl: String?,
                               override: (@Sendable (LoopbackGraphQLOperation, Int) -> LoopbackResponse?)?) -> LoopbackResponse {
        let operation: LoopbackGraphQLOperation
        switch check(request) {
        case .failure(let refusal):
            log.reject(refusal.reason)
            return errors(refusal.reason, status: 400)
        case .success(let accepted):
            operation = accepted
        }
        let count = log.accept(operation)
        if let replaced = override?(operation, count) { return replaced }
        var headers = [("Content-Type", "application/graphql-response+json")]
        if let cacheControl { headers.append(("Cache-Control", cacheControl)) }
        switch operation.name {
        case "LaunchDetails":
            let launch = launches.first { $0.id == operation.id }
            return .ok(Array(#"{"data":{"launch":\#(launch?.json ?? "null")}}"#.utf8), headers: headers)
        default:
            var start = 0
            if let cursor = operation.cursor, cursor.hasPrefix("after-"), let index = Int(cursor.dropFirst(6)) {
                start = min(max(0, index), launches.count)
            }
            let end = min(launches.count, start + pageSize)
            let page = start < end ? Array(launches[start..<end]) : []
            let body = #"{"data":{"launches":{"cursor":"after-\#(end)","hasMore":\#(end < launches.count),"launches":["#
                + page.map(\.json).joined(separator: ",") + "]}}}"
            return .ok(Array(body.utf8), headers: headers)
        }
    }

    private struct Refusal: Error {
        var reason: String
    }

    private static func check(_ request: LoopbackRequest) -> Result<LoopbackGraphQLOperation, Refusal> {
        guard request.method == "POST" else { return .failure(Refusal(reason: "method \(request.method), expected POST")) }
        guard request.path == "/graphql" else { return .failure(Refusal(reason: "path \(request.path), expected /graphql")) }
        guard request.headers["content-type"]?.hasPrefix("application/json") == true else {
            return .failure(Refusal(reason: "Content-Type \(request.headers["content-type"] ?? "none"), expected application/json"))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] else {
            return .failure(Refusal(reason: "the body is not a JSON object"))
        }
        guard let name = object["operationName"] as? String, let query = object["query"] as? String else {
            return .failure(Refusal(reason: "operationName and query must be strings"))
        }
        let variables = object["variables"] as? [String: Any] ?? [:]
        guard query.contains("query \(name)(") else { return .failure(Refusal(reason: "the query does not define \(name)")) }
        for field in ["id", "site", "mission {", "name", "missionPatch(size: LARGE)", "rocket {", "type", "isBooked"]
            where !query.contains(field) {
            return .failure(Refusal(reason: "the query does not select \(field)"))
        }
        switch name {
        case "LaunchDetails":
            guard query.contains("$id: ID!"), query.contains("launch(id: $id)") else {
                return .failure(Refusal(reason: "LaunchDetails must declare $id: ID! and select launch(id: $id)"))
            }
            guard let id = variables["id"] as? String else { return .failure(Refusal(reason: "variables.id must be a string")) }
            guard !query.contains("\"\(id)\"") else { return .failure(Refusal(reason: "the id is written into the query text")) }
            return .success(LoopbackGraphQLOperation(name: name, id: id, cursor: nil, headers: request.headers))
        case "LaunchList":
            guard query.contains("launches(after: $cursor)"), query.contains("cursor"), query.contains("hasMore") else {
                return .failure(Refusal(reason: "LaunchList must select launches(after: $cursor) { cursor hasMore launches }"))
            }
            let cursor = variables["cursor"]
            guard cursor == nil || cursor is NSNull || cursor is String else {
                return .failure(Refusal(reason: "variables.cursor must be a string or null"))
            }
            return .success(LoopbackGraphQLOperation(name: name, id: nil, cursor: cursor as? String, headers: request.headers))
        default:
            return .failure(Refusal(reason: "unknown operation \(name)"))
        }
    }

    /// A GraphQL error response with `status`.
    public static func errors(_ message: String, path: String? = nil, status: Int = 200, data: String = "null") -> LoopbackResponse {
        let text = (try? JSONSerialization.data(withJSONObject: [message])).map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        let quoted = String(text.dropFirst().dropLast())
        let pathPart = path.map { #","path":\#($0)"# } ?? ""
        return LoopbackResponse(status: status, headers: [("Content-Type", "application/graphql-response+json")],
                                body: .bytes(Array(#"{"data":\#(data),"errors":[{"message":\#(quoted)\#(pathPart)}]}"#.utf8)))
    }
}

final class OperationLog: @unchecked Sendable {
    // Unchecked Sendable: the arrays are only touched under `lock`.
    private let lock = NSLock()
    private var accepted: [LoopbackGraphQLOperation] = []
    private var refused: [String] = []

    /// Records an accepted operation; returns how many came before it.
    func accept(_ operation: LoopbackGraphQLOperation) -> Int {
        lock.withLock {
            accepted.append(operation)
            return accepted.count - 1
        }
    }

    func reject(_ reason: String) { lock.withLock { refused.append(reason) } }
    var operations: [LoopbackGraphQLOperation] { lock.withLock { accepted } }
    var rejections: [String] { lock.withLock { refused } }
}
