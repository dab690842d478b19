import Digests

/// One request for an ``HTTPLoader``: an image or a data file by URL (GET), or a query to an API
/// (POST with a body, such as a GraphQL operation).
///
/// The cache key is the URL for a GET and the method, URL and SHA-256 of the body for a POST, so
/// the same query with the same variables is answered from the same cache entry (`--offline`
/// re-runs it). Headers are not part of the key: an `Authorization` token that changes still
/// finds the entry, and the token is never written to the cache.
public struct FetchRequest: Sendable, Hashable {
    /// The HTTP method.
    public enum Method: String, Sendable, Hashable {
        case get = "GET"
        case post = "POST"
    }

    /// What the response must be before it is cached.
    public enum Content: Sendable, Hashable {
        /// An image the decoder reads (its header is checked; the decoder, never `Content-Type`,
        /// decides the format).
        case image
        /// Any bytes (JSON data files, API responses): the caller parses them.
        case data
    }

    /// The absolute `http(s)` URL.
    public var url: String
    /// GET or POST.
    public var method: Method
    /// The body of a POST (empty for a GET).
    public var body: [UInt8]
    /// The body's `Content-Type`.
    public var contentType: String?
    /// The `Accept` header.
    public var accept: String
    /// Extra headers (an `Authorization` token, an API key), sent to the URL's origin only: a
    /// redirect to another scheme, host or port drops them. Never logged, never in errors, never
    /// part of the cache key.
    public var headers: [FetchHeader]
    /// What the response must be.
    public var content: Content
    /// Limits for this request instead of the loader's (a data file's size limit differs from an image's).
    public var limits: FetchLimits?

    /// Creates a request.
    public init(url: String, method: Method = .get, body: [UInt8] = [], contentType: String? = nil,
                accept: String = "*/*", headers: [FetchHeader] = [], content: Content = .data, limits: FetchLimits? = nil) {
        self.url = url
        self.method = method
        self.body = body
        self.contentType = contentType
        self.accept = accept
        self.headers = headers
        self.content = content
        self.limits = limits
    }

    /// An image by URL, as `Image("https://…")` and `AsyncImage` load it.
    public static func image(_ url: String) -> FetchRequest {
        FetchRequest(url: url, accept: "image/*", content: .image)
    }

    /// What the disk cache files the response under (see the type's documentation).
    public var cacheKey: String {
        switch method {
        case .get: url
        case .post: "POST \(url) \(SHA256.hexDigest(body))"
        }
    }
}

/// A request header. Its value is a secret as far as Feedshot knows: `description`, `debugDescription`
/// and reflection show the name only, so a header printed by mistake does not leak a token.
public struct FetchHeader: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The header's name, for example `Authorization`.
    public var name: String
    /// The header's value (secret).
    public var value: String

    /// Creates a header.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name): <redacted>" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["name": name], displayStyle: .struct) }
}
