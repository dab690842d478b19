import Dispatch
import Foundation
import ImageCodecs

/// A loaded image URL: the cached file its bytes are in (decode from there).
public struct LoadedImageFile: Sendable, Hashable {
    /// How the bytes were obtained.
    public enum Origin: Sendable, Hashable {
        /// Downloaded in this run.
        case downloaded
        /// The server confirmed the cached bytes (304).
        case revalidated
        /// A cache entry within its `max-age`, used without asking.
        case fresh
        /// A cache entry used because of `--offline`.
        case offline
    }

    /// The URL as requested.
    public var url: String
    /// The file in the cache holding the bytes (never changed once written).
    public var path: String
    /// The size of the file.
    public var byteCount: Int
    /// How the bytes were obtained.
    public var origin: Origin
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
    /// URLs that failed.
    public var failures = 0
    /// Bytes downloaded.
    public var bytesDownloaded = 0
    /// Seconds callers spent blocked in ``ImageLoader/loadSynchronously(_:)`` waiting for the network.
    public var secondsWaited = 0.0
}

/// Loads images by URL into a content-addressed disk cache: bounded (time-outs, body size,
/// redirects, concurrency), safe (``NetworkPolicy``), retrying time-outs and 5xx answers twice
/// with backoff, and checking that the bytes are an image before they are cached (the decoder
/// decides the format, never `Content-Type`).
///
/// Each URL is loaded at most once per loader: every later request gets the same file, so one
/// run draws the same bytes for a URL however many items use it and in whatever order they
/// render. Call ``shutdown()`` when done (the HTTP clients hold connections and threads).
public final class ImageLoader: Sendable {
    /// The configuration it was created with.
    public let configuration: ImageLoaderConfiguration
    private let cache: ImageDiskCache
    private let fetcher: HTTPFetcher
    private let total: AsyncLimiter
    private let hosts = Locked<[String: AsyncLimiter]>([:])
    private let loads = Locked<[String: Task<Result<LoadedImageFile, ImageLoadingError>, Never>]>([:])
    private let counters = Locked(ImageLoaderStatistics())
    private let prefetchers = Locked<[Task<Void, Never>]>([])

    /// Creates a loader; nothing is fetched or created on disk until the first load.
    public init(configuration: ImageLoaderConfiguration = ImageLoaderConfiguration()) {
        self.configuration = configuration
        cache = ImageDiskCache(directory: configuration.cacheDirectory)
        fetcher = HTTPFetcher(policy: configuration.policy, limits: configuration.limits)
        total = AsyncLimiter(limit: configuration.maximumConcurrentRequests)
    }

    /// Whether `reference` is an image URL for a loader rather than an asset name: it starts
    /// with `http://` or `https://` (any case).
    public static func isURL(_ reference: String) -> Bool {
        let lowered = reference.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// What the loader has done so far.
    public var statistics: ImageLoaderStatistics { counters.value }

    /// Loads `url` (or joins the load already under way).
    public func load(_ url: String) async -> Result<LoadedImageFile, ImageLoadingError> {
        await task(for: url).value
    }

    /// Loads `url`, blocking the calling thread: for renderers, which lay out and draw a frame in
    /// one synchronous pass. Never call it from a Swift concurrency task (it would hold one of
    /// the pool's few threads); the batch's worker threads are plain threads.
    public func loadSynchronously(_ url: String) -> Result<LoadedImageFile, ImageLoadingError> {
        let task = task(for: url)
        let start = DispatchTime.now().uptimeNanoseconds
        let box = Locked<Result<LoadedImageFile, ImageLoadingError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let result = await task.value
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        counters.withLock { $0.secondsWaited += waited }
        return box.value ?? .failure(.cancelled(url: url))
    }

    /// Starts loading `urls` in the background, in order (they queue for the concurrency limits
    /// in this order), so that a batch fetches ahead of the items it is rendering.
    /// At most ``ImageLoaderConfiguration/maximumConcurrentRequests`` prefetches are under way at
    /// once; a render that needs a URL the prefetch has not reached yet starts it at once.
    public func prefetch(_ urls: [String]) {
        let list = urls.filter(Self.isURL)
        guard !list.isEmpty else { return }
        let window = configuration.maximumConcurrentRequests
        let driver = Task.detached {
            var started: [Task<Result<LoadedImageFile, ImageLoadingError>, Never>] = []
            for url in list {
                if Task.isCancelled { return }
                started.append(self.task(for: url))
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

    private func task(for url: String) -> Task<Result<LoadedImageFile, ImageLoadingError>, Never> {
        loads.withLock { loads in
            if let existing = loads[url] { return existing }
            let task = Task.detached { await self.perform(url) }
            loads[url] = task
            return task
        }
    }

    private func perform(_ url: String) async -> Result<LoadedImageFile, ImageLoadingError> {
        let result: Result<LoadedImageFile, ImageLoadingError>
        do throws(ImageLoadingError) {
            result = .success(try await resolve(url))
        } catch {
            result = .failure(error)
        }
        if case .failure = result { counters.withLock { $0.failures += 1 } }
        return result
    }

    private func resolve(_ url: String) async throws(ImageLoadingError) -> LoadedImageFile {
        let target = try ParsedURL(url)
        let now = Date().timeIntervalSince1970
        let entry = configuration.mode == .refresh ? nil : cache.entry(for: url)
        if let entry, configuration.mode == .offline || entry.isFresh(at: now) {
            counters.withLock { $0.cacheHits += 1 }
            return file(entry, origin: configuration.mode == .offline ? .offline : .fresh)
        }
        if configuration.mode == .offline { throw .notCached(url: url) }

        let hostLimiter = hosts.withLock { hosts in
            if let limiter = hosts[target.host] { return limiter }
            let limiter = AsyncLimiter(limit: configuration.maximumConcurrentRequestsPerHost)
            hosts[target.host] = limiter
            return limiter
        }
        await hostLimiter.acquire()
        await total.acquire()
        let outcome = await fetchWithRetries(url, entry: entry)
        await total.release()
        await hostLimiter.release()
        return try outcome.get()
    }

    /// Fetches (conditionally when there is an entry), retrying time-outs and 5xx answers.
    private func fetchWithRetries(_ url: String, entry: CacheEntry?) async -> Result<LoadedImageFile, ImageLoadingError> {
        let validators = entry.map { CacheValidators(etag: $0.etag, lastModified: $0.lastModified, maxAge: nil) }
        var attempt = 0
        while true {
            if Task.isCancelled { return .failure(.cancelled(url: url)) }
            counters.withLock { $0.requests += 1 }
            do throws(ImageLoadingError) {
                switch try await fetcher.fetch(url, validators: validators, cache: cache) {
                case .notModified(let fresh):
                    guard let entry else { throw .httpStatus(url: url, status: 304) }
                    counters.withLock { $0.notModified += 1 }
                    let confirmed = (try? cache.confirm(entry, validators: fresh, now: Date().timeIntervalSince1970)) ?? entry
                    return .success(file(confirmed, origin: .revalidated))
                case let .downloaded(download, fresh):
                    try checkImage(download, url: url)
                    let stored = try cache.commit(download, url: url, validators: fresh, now: Date().timeIntervalSince1970)
                    counters.withLock { $0.downloads += 1; $0.bytesDownloaded += stored.byteCount }
                    return .success(file(stored, origin: .downloaded))
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

    private func file(_ entry: CacheEntry, origin: LoadedImageFile.Origin) -> LoadedImageFile {
        LoadedImageFile(url: entry.url, path: cache.blobPath(entry.blob), byteCount: entry.byteCount, origin: origin)
    }
}

extension CacheValidators {
    init(etag: String?, lastModified: String?, maxAge: Double?) {
        self.init(etag: etag, lastModified: lastModified, cacheControl: nil)
        self.maxAge = maxAge
    }
}
