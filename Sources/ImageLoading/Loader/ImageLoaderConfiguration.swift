/// How an ``HTTPLoader`` (and the ``ImageLoader`` on it) fetches and caches.
public struct ImageLoaderConfiguration: Sendable, Hashable {
    /// How the disk cache is used.
    public enum CacheMode: Sendable, Hashable {
        /// Fresh entries (`max-age`) are used as they are, stale ones revalidated
        /// (`ETag`/`Last-Modified`; a 304 keeps the cached bytes), misses downloaded.
        case normal
        /// Only the cache (`--offline`): entries are used whatever their age, misses fail.
        case offline
        /// Everything is downloaded again (`--refresh`), unconditionally.
        case refresh
    }

    /// The cache folder (created when the first download is stored).
    public var cacheDirectory: String
    /// How the cache is used.
    public var mode: CacheMode
    /// Which addresses may be reached.
    public var policy: NetworkPolicy
    /// Time-outs, body size and redirect limits of each request.
    public var limits: FetchLimits
    /// The most requests in flight at once.
    public var maximumConcurrentRequests: Int
    /// The most requests in flight to one host at once.
    public var maximumConcurrentRequestsPerHost: Int
    /// The delays before each retry of a time-out or a 5xx answer, in seconds: two retries with
    /// backoff by default.
    public var retryDelays: [Double]

    /// The default cache folder: `$XDG_CACHE_HOME/feedshot`, else `~/.cache/feedshot`.
    public static var defaultCacheDirectory: String { ImageDiskCache.defaultDirectory() }

    /// Creates a configuration; every parameter has the command line's default.
    public init(cacheDirectory: String = ImageLoaderConfiguration.defaultCacheDirectory, mode: CacheMode = .normal,
                policy: NetworkPolicy = .publicOnly, limits: FetchLimits = .default,
                maximumConcurrentRequests: Int = 8, maximumConcurrentRequestsPerHost: Int = 4,
                retryDelays: [Double] = [0.5, 2]) {
        self.cacheDirectory = cacheDirectory
        self.mode = mode
        self.policy = policy
        self.limits = limits
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.maximumConcurrentRequestsPerHost = max(1, maximumConcurrentRequestsPerHost)
        self.retryDelays = retryDelays
    }
}
