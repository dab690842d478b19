import Dispatch
import Foundation
import ImageCodecs

/// How a response's bytes were obtained.
public enum FetchOrigin: Sendable, Hashable {
    /// Downloaded in this run.
    case downloaded
    /// The server confirmed the cached bytes (304).
    case revalidated
    /// A cache entry within its `max-age`, used without asking.
    case fresh
    /// A cache entry used because of `--offline`.
    case offline
}

/// A loaded request: the cached file its response's bytes are in.
public struct LoadedResponse: Sendable, Hashable {
    /// The request's URL.
    public var url: String
    /// The file in the cache holding the bytes (never changed once written).
    public var path: String
    /// The size of the file.
    public var byteCount: Int
    /// The SHA-256 of the bytes, in hexadecimal (the cache names the file by it).
    public var sha256: String
    /// How the bytes were obtained.
    public var origin: FetchOrigin

    /// The bytes, read from the cache file.
    public func bytes() throws(ImageLoadingError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cacheFailure(path: path, reason: "the cached response cannot be read")
        }
        return [UInt8](data)
    }
}

/// Counters of a loader's work, for summaries and benchmarks.
public struct ImageLoaderStatistics: Sendable, Hashable {
    /// Requests sent (each attempt and each redirect hop counts once per attempt).
    public var requests = 0
    /// Responses with new bytes.
    public var downloads = 0
    /// 304 answers.
    public var notModified = 0
    /// Cache entries used without a request (fresh, or offline).
    public var cacheHits = 0
    /// Requests that failed.
    public var failures = 0
    /// Bytes downloaded.
    public var bytesDownloaded = 0
    /// Seconds callers spent blocked in ``HTTPLoader/loadSynchronously(_:)`` waiting for the network.
    public var secondsWaited = 0.0
}

/// Feedshot's one HTTP client: images, data files and API queries by URL go through it into one
/// content-addressed disk cache, behind one address guard (``NetworkPolicy``), bounded
/// (time-outs, body size, redirects, concurrency in all and per host), retrying time-outs and
/// 5xx answers twice with backoff, and revalidating with `ETag`/`Last-Modified` and `max-age`.
///
/// Each request (by its ``FetchRequest/cacheKey``) is loaded at most once per loader: every later
/// request gets the same file, so one run sees the same bytes for a URL however many items use it
/// and in whatever order they render. A long-lived process (`feedshot serve`) asks with
/// `remembering: false` so that the cache's freshness rules decide instead.
/// Call ``shutdown()`` when done (the HTTP clients hold connections and threads).
public final class HTTPLoader: Sendable {
    /// The configuration it was created with.
    public let configuration: ImageLoaderConfiguration
    let cache: ImageDiskCache
    private let fetcher: HTTPFetcher
    private let total: AsyncLimiter
    private let hosts = Locked<[String: AsyncLimiter]>([:])
    private let loads = Locked<[String: Task<Result<LoadedResponse, ImageLoadingError>, Never>]>([:])
    private let finished = Locked<[String: Result<LoadedResponse, ImageLoadingError>]>([:])
    private let counters = Locked(ImageLoaderStatistics())
    private let prefetchers = Locked<[Task<Void, Never>]>([])

    /// Creates a loader; nothing is fetched or created on disk until the first load.
    public init(configuration: ImageLoaderConfiguration = ImageLoaderConfiguration()) {
        self.configuration = configuration
        cache = ImageDiskCache(directory: configuration.cacheDirectory)
        fetcher = HTTPFetcher(policy: configuration.policy, limits: configuration.limits)
        total = AsyncLimiter(limit: configuration.maximumConcurrentRequests)
    }

    /// Whether this build can send requests: false when Feedshot was built without its
    /// `Networking` package trait, in which case only cache entries load.
    public static var isNetworkingAvailable: Bool { HTTPFetcher.isAvailable }

    /// What the loader has done so far.
    public var statistics: ImageLoaderStatistics { counters.value }

    /// Loads `request` (or joins the load already under way). With `remembering` (the default),
    /// the result is kept for the loader's lifetime and every later call gets it; without, only a
    /// load in flight is shared and the next call consults the cache again.
    public func load(_ request: FetchRequest, remembering: Bool = true) async -> Result<LoadedResponse, ImageLoadingError> {
        await task(for: request, remembering: remembering).value
    }

    /// Loads `request`, blocking the calling thread: for renderers, which lay out and draw a frame
    /// in one synchronous pass. Never call it from a Swift concurrency task (it would hold one of
    /// the pool's few threads); the batch's worker threads are plain threads.
    public func loadSynchronously(_ request: FetchRequest) -> Result<LoadedResponse, ImageLoadingError> {
        if let result = finishedLoad(request) { return result }
        let task = task(for: request, remembering: true)
        let start = DispatchTime.now().uptimeNanoseconds
        let box = Locked<Result<LoadedResponse, ImageLoadingError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result = await task.value
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        counters.withLock { $0.secondsWaited += waited }
        return box.value ?? .failure(.cancelled(url: request.url))
    }

    /// The result of a remembered load of `request` that is over, without waiting or starting one
    /// (safe from any thread or task); nil when it has not finished or never started.
    public func finishedLoad(_ request: FetchRequest) -> Result<LoadedResponse, ImageLoadingError>? {
        finished.withLock { $0[request.cacheKey] }
    }

    /// Starts loading `requests` in the background, in order (they queue for the concurrency
    /// limits in this order), so that a batch fetches ahead of the items it is rendering. At most
    /// ``ImageLoaderConfiguration/maximumConcurrentRequests`` prefetches are under way at once; a
    /// render that needs a request the prefetch has not reached yet starts it at once.
    public func prefetch(_ requests: [FetchRequest]) {
        guard !requests.isEmpty else { return }
        let window = configuration.maximumConcurrentRequests
        let driver = Task.detached {
            var started: [Task<Result<LoadedResponse, ImageLoadingError>, Never>] = []
            for request in requests {
                if Task.isCancelled { return }
                started.append(self.task(for: request, remembering: true))
                if started.count >= window { _ = await started.removeFirst().value }
            }
        }
        prefetchers.withLock { $0.append(driver) }
    }

    /// Closes every connection. Loads still running fail with ``ImageLoadingError/cancelled(url:)``.
    public func shutdown() async {
        for driver in prefetchers.withLock({ $0 }) { driver.cancel() }
        let running = loads.withLock { Array($0.values) }
        for task in running { task.cancel() }
        await fetcher.shutdown()
    }

    /// ``shutdown()`` from synchronous code (not from a Swift concurrency task).
    public func shutdownSynchronously() {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await self.shutdown()
            done.signal()
        }
        done.wait()
    }

    // MARK: Loading

    private func task(for request: FetchRequest, remembering: Bool) -> Task<Result<LoadedResponse, ImageLoadingError>, Never> {
        let key = request.cacheKey
        return loads.withLock { loads in
            if let existing = loads[key] { return existing }
            let task = Task.detached {
                let result = await self.perform(request)
                if remembering {
                    self.finished.withLock { $0[key] = result }
                } else {
                    // Forget a load that is not to be remembered once it is over (a later call asks the cache again).
                    self.loads.withLock { loads in loads[key] = nil }
                }
                return result
            }
            loads[key] = task
            return task
        }
    }

    private func perform(_ request: FetchRequest) async -> Result<LoadedResponse, ImageLoadingError> {
        let result: Result<LoadedResponse, ImageLoadingError>
        do throws(ImageLoadingError) {
            result = .success(try await resolve(request))
        } catch {
            result = .failure(error)
        }
        if case .failure = result { counters.withLock { $0.failures += 1 } }
        return result
    }

    private func resolve(_ request: FetchRequest) async throws(ImageLoadingError) -> LoadedResponse {
        let target = try ParsedURL(request.url)
        let key = request.cacheKey
        let now = Date().timeIntervalSince1970
        let entry = configuration.mode == .refresh ? nil : cache.entry(for: key)
        if let entry, configuration.mode == .offline || entry.isFresh(at: now) {
            counters.withLock { $0.cacheHits += 1 }
            return response(entry, url: request.url, origin: configuration.mode == .offline ? .offline : .fresh)
        }
        if configuration.mode == .offline { throw .notCached(url: request.url) }

        let hostLimiter = hosts.withLock { hosts in
            if let limiter = hosts[target.host] { return limiter }
            let limiter = AsyncLimiter(limit: configuration.maximumConcurrentRequestsPerHost)
            hosts[target.host] = limiter
            return limiter
        }
        await hostLimiter.acquire()
        await total.acquire()
        let outcome = await fetchWithRetries(request, entry: entry)
        await total.release()
        await hostLimiter.release()
        return try outcome.get()
    }

    /// Fetches (conditionally when there is an entry), retrying time-outs and 5xx answers.
    private func fetchWithRetries(_ request: FetchRequest, entry: CacheEntry?) async -> Result<LoadedResponse, ImageLoadingError> {
        let url = request.url
        let validators = entry.map { CacheValidators(etag: $0.etag, lastModified: $0.lastModified, maxAge: nil) }
        var attempt = 0
        while true {
            if Task.isCancelled { return .failure(.cancelled(url: url)) }
            counters.withLock { $0.requests += 1 }
            do throws(ImageLoadingError) {
                switch try await fetcher.fetch(request, validators: validators, cache: cache) {
                case .notModified(let fresh):
                    guard let entry else { throw .httpStatus(url: url, status: 304) }
                    counters.withLock { $0.notModified += 1 }
                    let confirmed = (try? cache.confirm(entry, validators: fresh, now: Date().timeIntervalSince1970)) ?? entry
                    return .success(response(confirmed, url: url, origin: .revalidated))
                case let .downloaded(download, fresh):
                    if request.content == .image { try checkImage(download, url: url) }
                    let stored = try cache.commit(download, url: request.cacheKey, validators: fresh,
                                                  now: Date().timeIntervalSince1970)
                    counters.withLock { $0.downloads += 1; $0.bytesDownloaded += stored.byteCount }
                    return .success(response(stored, url: url, origin: .downloaded))
                }
            } catch {
                guard error.isRetryable, attempt < configuration.retryDelays.count else { return .failure(error) }
                let delay = configuration.retryDelays[attempt]
                attempt += 1
                try? await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1e9))
            }
        }
    }

    /// Refuses bytes the decoder cannot read as an image (an HTML error page served with a 200,
    /// a truncated file) before they enter the cache.
    private func checkImage(_ download: CacheDownload, url: String) throws(ImageLoadingError) {
        do {
            _ = try ImageDecoder.readHeader(contentsOf: download.path)
        } catch {
            download.discard()
            throw .notAnImage(url: url, reason: "\(error)")
        }
    }

    private func response(_ entry: CacheEntry, url: String, origin: FetchOrigin) -> LoadedResponse {
        LoadedResponse(url: url, path: cache.blobPath(entry.blob), byteCount: entry.byteCount, sha256: entry.blob,
                       origin: origin)
    }
}

extension CacheValidators {
    init(etag: String?, lastModified: String?, maxAge: Double?) {
        self.init(etag: etag, lastModified: lastModified, cacheControl: nil)
        self.maxAge = maxAge
    }
}
