import Foundation

/// A loaded image URL: the cached file its bytes are in (decode from there).
public struct LoadedImageFile: Sendable, Hashable {
    /// How the bytes were obtained.
    public typealias Origin = FetchOrigin

    /// The URL as requested.
    public var url: String
    /// The file in the cache holding the bytes (never changed once written).
    public var path: String
    /// The size of the file.
    public var byteCount: Int
    /// The SHA-256 of the bytes, in hexadecimal.
    public var sha256: String
    /// How the bytes were obtained.
    public var origin: Origin
}

/// Loads images by URL through an ``HTTPLoader`` (the one HTTP client and disk cache), checking
/// that the bytes are an image before they are cached (the decoder decides the format, never
/// `Content-Type`).
///
/// Each URL is loaded at most once per loader: every later request gets the same file, so one
/// run draws the same bytes for a URL however many items use it and in whatever order they
/// render. Call ``shutdown()`` when done (the HTTP clients hold connections and threads).
public final class ImageLoader: Sendable {
    /// The HTTP client images go through; data files and API queries of the same run share it
    /// (one cache, one address guard, one set of limits).
    public let http: HTTPLoader

    /// The configuration it was created with.
    public var configuration: ImageLoaderConfiguration { http.configuration }

    /// Creates a loader with its own HTTP client; nothing is fetched or created on disk until the first load.
    public convenience init(configuration: ImageLoaderConfiguration = ImageLoaderConfiguration()) {
        self.init(http: HTTPLoader(configuration: configuration))
    }

    /// Creates a loader on a shared HTTP client.
    public init(http: HTTPLoader) {
        self.http = http
    }

    /// Whether `reference` is an image URL for a loader rather than an asset name: it starts
    /// with `http://` or `https://` (any case).
    public static func isURL(_ reference: String) -> Bool {
        let lowered = reference.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// Whether this build can load URLs: false when Feedshot was built without its `Networking`
    /// package trait (URLs then fail with ``ImageLoadingError/networkingDisabled(url:)`` unless
    /// the cache already has them).
    public static var isNetworkingAvailable: Bool { HTTPLoader.isNetworkingAvailable }

    /// What the HTTP client has done so far (images and everything else it loaded).
    public var statistics: ImageLoaderStatistics { http.statistics }

    /// Loads `url` (or joins the load already under way).
    public func load(_ url: String) async -> Result<LoadedImageFile, ImageLoadingError> {
        await http.load(.image(url)).map(Self.file)
    }

    /// Loads `url`, blocking the calling thread: for renderers, which lay out and draw a frame in
    /// one synchronous pass. Never call it from a Swift concurrency task (it would hold one of
    /// the pool's few threads); the batch's worker threads are plain threads.
    public func loadSynchronously(_ url: String) -> Result<LoadedImageFile, ImageLoadingError> {
        http.loadSynchronously(.image(url)).map(Self.file)
    }

    /// The result of loading `url` if it is over, without waiting or starting a load (safe from
    /// any thread or task); nil when it has not finished or never started.
    public func finishedLoad(_ url: String) -> Result<LoadedImageFile, ImageLoadingError>? {
        http.finishedLoad(.image(url)).map { $0.map(Self.file) }
    }

    /// The asset name a URL falls back to without a loader: its file's name without the
    /// extension (`https://host/posters/earthrise.jpg?size=large` → `earthrise`), empty when the
    /// URL has no path.
    public static func assetName(forURL url: String) -> String {
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        let trimmed = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        let parts = trimmed.split(separator: "/")
        guard parts.count > 2, let file = parts.last else { return "" }
        let stem = file.split(separator: ".").dropLast().joined(separator: ".")
        return stem.isEmpty ? String(file) : stem
    }

    /// Starts loading `urls` in the background, in order (they queue for the concurrency limits
    /// in this order), so that a batch fetches ahead of the items it is rendering.
    /// At most ``ImageLoaderConfiguration/maximumConcurrentRequests`` prefetches are under way at
    /// once; a render that needs a URL the prefetch has not reached yet starts it at once.
    public func prefetch(_ urls: [String]) {
        http.prefetch(urls.filter(Self.isURL).map(FetchRequest.image))
    }

    /// Closes every connection. Loads still running fail with ``ImageLoadingError/cancelled(url:)``.
    public func shutdown() async {
        await http.shutdown()
    }

    /// ``shutdown()`` from synchronous code (not from a Swift concurrency task).
    public func shutdownSynchronously() {
        http.shutdownSynchronously()
    }

    private static func file(_ response: LoadedResponse) -> LoadedImageFile {
        LoadedImageFile(url: response.url, path: response.path, byteCount: response.byteCount, sha256: response.sha256,
                        origin: response.origin)
    }
}
