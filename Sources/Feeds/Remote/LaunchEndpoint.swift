import ImageLoading

/// A GraphQL endpoint serving the space-explorer launch schema, queried through Feedshot's HTTP
/// client (``ImageLoading/HTTPLoader``: one cache, one address guard, retries of time-outs and 5xx).
///
/// Operations are POSTs of ``GraphQLOperation/body`` with `Content-Type: application/json`, so
/// each operation with its variables is one cache entry: `--offline` answers it from the cache,
/// `ETag` and `max-age` apply as to images.
public struct LaunchEndpoint: Sendable {
    /// One answered operation: what was asked, the response's bytes, and what they hold.
    public struct Response: Sendable {
        /// The operation sent.
        public var operation: GraphQLOperation
        /// The response body as received.
        public var bytes: [UInt8]
        /// The launches and errors it holds.
        public var document: LaunchDocument
    }

    /// The pages of a `LaunchList` walk and why it stopped early, if it did.
    public struct ListResult: Sendable {
        /// Every page fetched, in order.
        public var pages: [Response]
        /// Why the walk stopped before `hasMore` was false (a failed page, a repeated cursor).
        public var failure: RemoteFeedError?
        /// Whether it stopped at ``LaunchEndpoint/maximumPages`` with more to come.
        public var reachedPageLimit: Bool
    }

    /// The endpoint's URL.
    public var url: String
    /// Headers sent with every operation (an `Authorization` token), to the endpoint's origin only.
    public var headers: [FetchHeader]
    /// The size and time limits of one response (nil: the client's).
    public var limits: FetchLimits?
    /// The most list pages fetched.
    public var maximumPages: Int
    /// The HTTP client.
    public let http: HTTPLoader

    /// Creates an endpoint client.
    public init(url: String, http: HTTPLoader, headers: [FetchHeader] = [], limits: FetchLimits? = nil,
                maximumPages: Int = 100) {
        self.url = url
        self.http = http
        self.headers = headers
        self.limits = limits
        self.maximumPages = max(1, maximumPages)
    }

    /// The HTTP request of an operation.
    public func request(_ operation: GraphQLOperation) -> FetchRequest {
        FetchRequest(url: url, method: .post, body: operation.body, contentType: "application/json",
                     accept: "application/graphql-response+json, application/json", headers: headers, content: .data,
                     limits: limits)
    }

    /// Sends `operation` and reads the response. `remembering: false` asks the cache again on every
    /// call (a server that runs for days); a batch remembers, so one run sees one answer.
    public func send(_ operation: GraphQLOperation, remembering: Bool = true) async throws(RemoteFeedError) -> Response {
        let loaded: LoadedResponse
        switch await http.load(request(operation), remembering: remembering) {
        case .success(let response): loaded = response
        case .failure(let error): throw .request(source: source(of: operation), error)
        }
        let bytes: [UInt8]
        do {
            bytes = try loaded.bytes()
        } catch {
            throw .request(source: source(of: operation), error)
        }
        do {
            return Response(operation: operation, bytes: bytes, document: try LaunchDocument.decode(bytes, source: source(of: operation)))
        } catch {
            throw .invalidResponse(error)
        }
    }

    /// How a response is named in messages: `https://host/graphql (LaunchDetails(id: "25"))`.
    public func source(of operation: GraphQLOperation) -> String {
        "\(url) (\(operation.summary))"
    }

    /// `LaunchDetails` for each id, all at once within the client's concurrency limits, in the
    /// order given. A failed request fails its id only. Each document's item carries the id it
    /// was asked for.
    public func details(ids: [String]) async -> [Result<Response, RemoteFeedError>] {
        await withTaskGroup(of: (Int, Result<Response, RemoteFeedError>).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    do throws(RemoteFeedError) {
                        var response = try await send(LaunchQueries.details(id: id))
                        for slot in response.document.items.indices { response.document.items[slot].requestedID = id }
                        return (index, .success(response))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results = [Result<Response, RemoteFeedError>?](repeating: nil, count: ids.count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0 ?? .failure(.request(source: url, .cancelled(url: url))) }
        }
    }

    /// Pages through `LaunchList` from the start while `hasMore`, at most ``maximumPages`` pages.
    /// Stops at a page without data, a page that says there is more without a cursor, or a cursor
    /// seen before (a server that would send the walk round in a loop); the pages before are kept.
    public func list() async -> ListResult {
        var pages = [Response]()
        var seen = Set<String>()
        var cursor: String?
        while pages.count < maximumPages {
            let number = pages.count + 1
            let response: Response
            do throws(RemoteFeedError) {
                response = try await send(LaunchQueries.list(after: cursor))
            } catch {
                return ListResult(pages: pages, failure: error, reachedPageLimit: false)
            }
            pages.append(response)
            let document = response.document
            if document.page == nil, !document.items.contains(where: { $0.launch != nil }) {
                // No connection came back (`data` or `launches` is null): nothing to page on.
                let reasons = document.items.map(\.failureDescription) + document.responseErrors.map(\.description)
                return ListResult(pages: pages, failure: .pageFailed(page: number, reason: reasons.isEmpty ? "no launches"
                                                                         : reasons.joined(separator: "; ")),
                                  reachedPageLimit: false)
            }
            guard document.page?.hasMore == true else { return ListResult(pages: pages, failure: nil, reachedPageLimit: false) }
            guard let next = document.page?.cursor else {
                return ListResult(pages: pages, failure: .missingCursor(page: number), reachedPageLimit: false)
            }
            if !seen.insert(next).inserted {
                return ListResult(pages: pages, failure: .repeatedCursor(cursor: next, page: number), reachedPageLimit: false)
            }
            cursor = next
        }
        return ListResult(pages: pages, failure: nil, reachedPageLimit: true)
    }
}
