#if Networking
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one request with async-http-client, following redirects itself so that every hop passes
/// the network policy, and streaming the body to disk.
///
/// The policy is enforced by resolving each hop's host once, checking every address, and giving
/// the client that address as a DNS override: the connection goes to the checked address (TLS
/// still verifies the certificate and sends SNI for the host name), so the client never resolves
/// the name again. Clients are kept per (host, address) and shut down by ``shutdown()``.
final class HTTPFetcher: Sendable {
    private struct ClientKey: Hashable {
        var host: String
        var address: IPAddress
    }

    let policy: NetworkPolicy
    let limits: FetchLimits
    private let clients = Locked<[ClientKey: HTTPClient]>([:])
    private let isShutDown = Locked(false)

    init(policy: NetworkPolicy, limits: FetchLimits) {
        self.policy = policy
        self.limits = limits
    }

    /// Sends `request`; with `validators`, asks only for a newer version (`If-None-Match`,
    /// `If-Modified-Since`). Throws on any failure, including statuses other than 200 and 304.
    func fetch(_ request: FetchRequest, validators: CacheValidators?,
               cache: ImageDiskCache) async throws(ImageLoadingError) -> FetchResult {
        let limits = request.limits ?? self.limits
        let url = request.url
        let result: Result<FetchResult, ImageLoadingError> = await withTaskGroup(of: Result<FetchResult, ImageLoadingError>?.self) { group in
            group.addTask {
                do throws(ImageLoadingError) {
                    return .success(try await self.followRedirects(request, limits: limits, validators: validators, cache: cache))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(limits.totalTimeout * 1e9))
                return Task.isCancelled ? nil : .failure(.timedOut(url: url, seconds: limits.totalTimeout))
            }
            var outcome: Result<FetchResult, ImageLoadingError> = .failure(.cancelled(url: url))
            while let next = await group.next() {
                guard let next else { continue }
                outcome = next
                break
            }
            group.cancelAll()
            return outcome
        }
        return try result.get()
    }

    private func followRedirects(_ original: FetchRequest, limits: FetchLimits, validators: CacheValidators?,
                                 cache: ImageDiskCache) async throws(ImageLoadingError) -> FetchResult {
        let start = original.url
        let origin = try ParsedURL(start).origin
        var current = start
        var method = original.method
        var visited: Set<String> = [start]
        var redirects = 0
        while true {
            try Task.checkCancellation(url: start)
            let target = try ParsedURL(current)
            let address = try await policy.checkedAddress(host: target.host, port: target.port, url: current)
            let client = try client(host: target.host, address: address, limits: limits)
            var request = HTTPClientRequest(url: current)
            request.method = method == .post ? .POST : .GET
            request.headers.add(name: "User-Agent", value: "feedshot")
            request.headers.add(name: "Accept", value: original.accept)
            // The caller's headers (tokens) go to the origin it named, never to another host a
            // redirect points at.
            if target.origin == origin {
                for header in original.headers { request.headers.replaceOrAdd(name: header.name, value: header.value) }
            }
            if method == .post {
                if let contentType = original.contentType { request.headers.replaceOrAdd(name: "Content-Type", value: contentType) }
                request.body = .bytes(ByteBuffer(bytes: original.body))
            }
            if let etag = validators?.etag { request.headers.add(name: "If-None-Match", value: etag) }
            if let lastModified = validators?.lastModified {
                request.headers.add(name: "If-Modified-Since", value: lastModified)
            }
            let response: HTTPClientResponse
            do {
                response = try await client.execute(request, timeout: .nanoseconds(Int64(limits.totalTimeout * 1e9)))
            } catch {
                throw map(error, url: current, limits: limits)
            }
            let status = Int(response.status.code)
            switch status {
            case 301, 302, 303, 307, 308:
                guard let location = response.headers.first(name: "Location"),
                      let next = URL(string: location, relativeTo: URL(string: current))?.absoluteURL.absoluteString else {
                    throw .invalidRedirect(url: current, location: response.headers.first(name: "Location"))
                }
                redirects += 1
                if redirects > limits.maximumRedirects { throw .tooManyRedirects(url: start, limit: limits.maximumRedirects) }
                if !visited.insert(next).inserted { throw .redirectLoop(url: next) }
                // 303 turns a POST into a GET (as browsers do for 301 and 302 too); 307 and 308 keep it.
                if status == 301 || status == 302 || status == 303 { method = .get }
                current = next
            case 304 where validators != nil:
                return .notModified(Self.validators(of: response))
            case 200:
                let download = try await stream(response, url: current, limits: limits, cache: cache)
                return .downloaded(download, Self.validators(of: response))
            default:
                if original.content == .data, let excerpt = await Self.excerpt(of: response) {
                    throw .httpError(url: current, status: status, excerpt: excerpt)
                }
                throw .httpStatus(url: current, status: status)
            }
        }
    }

    /// The start of an error response's body as one line of text (an API's error message), or nil.
    private static func excerpt(of response: HTTPClientResponse) async -> String? {
        var bytes: [UInt8] = []
        do {
            for try await buffer in response.body {
                bytes.append(contentsOf: buffer.readableBytesView.prefix(4096 - bytes.count))
                if bytes.count >= 4096 { break }
            }
        } catch {
            return nil
        }
        return ImageLoadingError.excerpt(bytes)
    }

    /// Streams a 200 response's body into a new cache download, enforcing the size limit.
    private func stream(_ response: HTTPClientResponse, url: String, limits: FetchLimits,
                        cache: ImageDiskCache) async throws(ImageLoadingError) -> CacheDownload {
        let maximum = limits.maximumBodyBytes
        let expected = response.headers.first(name: "Content-Length").flatMap { Int($0) }
        if let expected, expected > maximum { throw .tooLarge(url: url, limit: maximum) }
        let download = try cache.beginDownload()
        do {
            for try await buffer in response.body {
                if download.byteCount + buffer.readableBytes > maximum {
                    download.discard()
                    throw ImageLoadingError.tooLarge(url: url, limit: maximum)
                }
                buffer.withUnsafeReadableBytes { download.write($0) }
            }
        } catch let error as ImageLoadingError {
            throw error
        } catch {
            let received = download.byteCount
            download.discard()
            if let expected, received < expected, !(error is CancellationError) {
                throw .truncated(url: url, expected: expected, received: received)
            }
            throw map(error, url: url, limits: limits)
        }
        if let expected, download.byteCount != expected {
            let received = download.byteCount
            download.discard()
            throw .truncated(url: url, expected: expected, received: received)
        }
        return download
    }

    private func map(_ error: any Error, url: String, limits: FetchLimits) -> ImageLoadingError {
        if let error = error as? ImageLoadingError { return error }
        if error is CancellationError { return .cancelled(url: url) }
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return .timedOut(url: url, seconds: limits.connectTimeout)
            case .readTimeout, .deadlineExceeded: return .timedOut(url: url, seconds: limits.totalTimeout)
            case .cancelled: return .cancelled(url: url)
            default: break
            }
        }
        return .connectionFailed(url: url, reason: "\(error)")
    }

    private static func validators(of response: HTTPClientResponse) -> CacheValidators {
        CacheValidators(etag: response.headers.first(name: "ETag"),
                        lastModified: response.headers.first(name: "Last-Modified"),
                        cacheControl: response.headers[canonicalForm: "Cache-Control"].joined(separator: ","))
    }

    /// The client that connects to `address` for `host`.
    private func client(host: String, address: IPAddress, limits: FetchLimits) throws(ImageLoadingError) -> HTTPClient {
        let key = ClientKey(host: host, address: address)
        let client: HTTPClient? = clients.withLock { clients in
            if let existing = clients[key] { return existing }
            guard !isShutDown.value else { return nil }
            var configuration = HTTPClient.Configuration(
                tlsConfiguration: nil,
                redirectConfiguration: .disallow,
                timeout: .init(connect: .nanoseconds(Int64(limits.connectTimeout * 1e9)),
                               read: .nanoseconds(Int64(limits.totalTimeout * 1e9))),
                connectionPool: HTTPClient.Configuration.ConnectionPool(),
                proxy: nil)
            if IPAddress(literal: host) == nil {
                // Connect to the checked address; the name stays in the Host header, SNI and
                // certificate verification.
                configuration.dnsOverride = [host: address.description]
            }
            configuration.decompression = .disabled
            let created = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[key] = created
            return created
        }
        guard let client else { throw .cancelled(url: host) }
        return client
    }

    deinit {
        // A client must be shut down before it goes away; a loader dropped without `shutdown()`
        // (a command's render context at the end of a run) still closes its connections.
        let remaining = clients.withLock { clients in
            defer { clients = [:] }
            return Array(clients.values)
        }
        for client in remaining { _ = client.shutdown() }
    }

    /// Shuts every client down; fetches after this fail with ``ImageLoadingError/cancelled(url:)``.
    func shutdown() async {
        let all: [HTTPClient] = clients.withLock { clients in
            isShutDown.withLock { $0 = true }
            defer { clients = [:] }
            return Array(clients.values)
        }
        for client in all { try? await client.shutdown() }
    }
}
#endif
