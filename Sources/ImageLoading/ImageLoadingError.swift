import Foundation

/// Why a URL could not be loaded (an image, a data file, an API request). Every case names the
/// URL; `description` is the reason a warning prints ("HTTP status 404", "timed out after 10 s",
/// "larger than 50 MB"…).
public enum ImageLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not an absolute URL with a host.
    case invalidURL(String)
    /// Only `http` and `https` are loaded.
    case unsupportedScheme(url: String, scheme: String)
    /// The host has no address (DNS failure).
    case hostNotFound(host: String, reason: String)
    /// The host resolved to an address the network policy refuses.
    case privateAddress(url: String, host: String, address: String, range: String)
    /// No connection, a reset, a TLS failure: anything below HTTP.
    case connectionFailed(url: String, reason: String)
    /// No answer (connect or whole request) within the limit.
    case timedOut(url: String, seconds: Double)
    /// The server answered with a status other than 200 (after redirects).
    case httpStatus(url: String, status: Int)
    /// A data request's error status with the start of the body the server sent (an API's
    /// message), as one line.
    case httpError(url: String, status: Int, excerpt: String)
    /// More than the allowed number of redirects.
    case tooManyRedirects(url: String, limit: Int)
    /// A redirect led back to an address already visited.
    case redirectLoop(url: String)
    /// A redirect without a usable `Location`.
    case invalidRedirect(url: String, location: String?)
    /// The body is larger than the limit (by `Content-Length` or while streaming).
    case tooLarge(url: String, limit: Int)
    /// The connection closed before `Content-Length` bytes arrived.
    case truncated(url: String, expected: Int, received: Int)
    /// The bytes are not an image the decoder reads (HTML, a corrupt file…).
    case notAnImage(url: String, reason: String)
    /// `--offline` and the URL is not in the cache.
    case notCached(url: String)
    /// The cache folder cannot be written or read.
    case cacheFailure(path: String, reason: String)
    /// The loader was shut down before the load finished.
    case cancelled(url: String)
    /// This build of Feedshot has no HTTP client: it was built without the `Networking` package
    /// trait (`traits: []`), so nothing is loaded by URL.
    case networkingDisabled(url: String)

    public var description: String {
        switch self {
        case .invalidURL(let text): "not a valid URL: \"\(text)\""
        case let .unsupportedScheme(_, scheme): "unsupported scheme \"\(scheme)\" (only http and https)"
        case let .hostNotFound(host, reason): "cannot resolve host \(host): \(reason)"
        case let .privateAddress(_, host, address, range):
            "refused: \(host) resolves to \(address) in \(range) (use --allow-private-network to allow)"
        case let .connectionFailed(_, reason): "connection failed: \(reason)"
        case let .timedOut(_, seconds): "timed out after \(Self.format(seconds)) s"
        case let .httpStatus(_, status): "HTTP status \(status)"
        case let .httpError(_, status, excerpt): "HTTP status \(status): \(excerpt)"
        case let .tooManyRedirects(_, limit): "more than \(limit) redirects"
        case .redirectLoop(let url): "redirect loop back to \(url)"
        case let .invalidRedirect(_, location): "redirect without a usable Location (\(location ?? "none"))"
        case let .tooLarge(_, limit): "larger than the \(Self.formatBytes(limit)) limit"
        case let .truncated(_, expected, received): "truncated: \(received) of \(expected) bytes arrived"
        case let .notAnImage(_, reason): "not an image: \(reason)"
        case .notCached: "not in the cache (--offline)"
        case let .cacheFailure(path, reason): "cache failure at \(path): \(reason)"
        case .cancelled: "cancelled"
        case .networkingDisabled:
            "loading by URL is disabled: Feedshot was built without its Networking trait"
        }
    }

    /// Whether trying again may help: time-outs and server errors (5xx).
    var isRetryable: Bool {
        switch self {
        case .timedOut: true
        case .httpStatus(_, let status), .httpError(_, let status, _): (500...599).contains(status)
        default: false
        }
    }

    /// The URL the error is about (the host for ``hostNotFound(host:reason:)``).
    public var url: String {
        switch self {
        case .invalidURL(let url), .redirectLoop(let url), .notCached(let url), .cancelled(let url),
             .networkingDisabled(let url):
            url
        case .unsupportedScheme(let url, _), .privateAddress(let url, _, _, _), .connectionFailed(let url, _),
             .timedOut(let url, _), .httpStatus(let url, _), .httpError(let url, _, _), .tooManyRedirects(let url, _),
             .invalidRedirect(let url, _), .tooLarge(let url, _), .truncated(let url, _, _), .notAnImage(let url, _):
            url
        case .hostNotFound(let host, _):
            host
        case .cacheFailure(let path, _):
            path
        }
    }

    /// Up to 300 characters of a body as one line (control characters as spaces), or nil when empty.
    static func excerpt(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        var line = ""
        var count = 0
        for character in text {
            if count == 300 {
                line += "…"
                break
            }
            line.append(character.isNewline || character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                        ? " " : character)
            count += 1
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    static func formatBytes(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
