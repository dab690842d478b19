import Foundation

/// The limits of one fetch.
public struct FetchLimits: Sendable, Hashable {
    /// Seconds to establish a connection (TCP and TLS).
    public var connectTimeout: Double
    /// Seconds for a whole attempt, redirects and body included.
    public var totalTimeout: Double
    /// The most bytes a body may have (checked against `Content-Length` and while streaming).
    public var maximumBodyBytes: Int
    /// The most redirects followed.
    public var maximumRedirects: Int

    /// 10 s to connect, 30 s in all, 50 MiB, 5 redirects.
    public static let `default` = FetchLimits(connectTimeout: 10, totalTimeout: 30, maximumBodyBytes: 50 << 20,
                                              maximumRedirects: 5)

    /// Creates limits.
    public init(connectTimeout: Double, totalTimeout: Double, maximumBodyBytes: Int, maximumRedirects: Int) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumRedirects = maximumRedirects
    }
}

/// A URL's parts the fetcher needs, checked: scheme http/https and a host.
struct ParsedURL: Sendable, Hashable {
    var scheme: String
    var host: String
    var port: Int

    init(_ text: String) throws(ImageLoadingError) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { throw .invalidURL(text) }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(url: text, scheme: scheme) }
        guard let host = url.host, !host.isEmpty else { throw .invalidURL(text) }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// Scheme, host and port: where a request's own headers may go (RFC 6454's origin).
    var origin: String { "\(scheme)://\(host.lowercased()):\(port)" }
}

extension Task where Success == Never, Failure == Never {
    /// Throws ``ImageLoadingError/cancelled(url:)`` when the current task is cancelled.
    static func checkCancellation(url: String) throws(ImageLoadingError) {
        if Task.isCancelled { throw .cancelled(url: url) }
    }
}
