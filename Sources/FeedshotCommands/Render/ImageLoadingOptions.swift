import ArgumentParser
import Foundation
import ImageLoading

/// The options for images by URL, shared by the rendering commands: the disk cache, offline and
/// refresh modes, the private-network guard, the fetch limits, and `--strict`. The cache, the
/// modes and the guard apply to feed files by URL and API queries too (one HTTP client).
package struct ImageLoadingOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The cache of images, feed files and API responses by URL (default: $XDG_CACHE_HOME/feedshot or ~/.cache/feedshot).",
                                            valueName: "dir"))
    var cache: String?

    @Flag(name: .long, help: "Use only the cache: nothing is fetched; images not in it are placeholders with a warning, feeds not in it an error.")
    var offline = false

    @Flag(name: .long, help: "Fetch every image, feed file and API response again, ignoring the cache's freshness and validators.")
    var refresh = false

    @Flag(name: .long, help: "Allow URLs (images, feeds, endpoints) that resolve to loopback, private, link-local or unique-local addresses.")
    var allowPrivateNetwork = false

    @Option(name: .long, help: ArgumentHelp("Seconds for a whole image download, redirects included.", valueName: "seconds"))
    var imageTimeout: Double = FetchLimits.default.totalTimeout

    @Option(name: .long, help: ArgumentHelp("The largest image download, in MiB.", valueName: "MiB"))
    var maxImageSize: Int = FetchLimits.default.maximumBodyBytes >> 20

    @Flag(name: .long, help: "Treat warnings (placeholders for images that failed) as errors: exit status 1.")
    var strict = false

    package init() {}

    package mutating func validate() throws {
        if offline, refresh { throw ValidationError("give --offline or --refresh, not both") }
        guard imageTimeout.isFinite, imageTimeout > 0, imageTimeout <= 3600 else {
            throw ValidationError("--image-timeout must be between 0 and 3600 seconds (got \(imageTimeout))")
        }
        guard (1...4096).contains(maxImageSize) else {
            throw ValidationError("--max-image-size must be between 1 and 4096 MiB (got \(maxImageSize))")
        }
        if let cache, cache.isEmpty { throw ValidationError("--cache needs a folder") }
    }

    /// The loader's configuration.
    package var configuration: ImageLoaderConfiguration {
        var limits = FetchLimits.default
        limits.totalTimeout = imageTimeout
        limits.connectTimeout = min(limits.connectTimeout, imageTimeout)
        limits.maximumBodyBytes = maxImageSize << 20
        return ImageLoaderConfiguration(
            cacheDirectory: cache ?? ImageLoaderConfiguration.defaultCacheDirectory,
            mode: offline ? .offline : refresh ? .refresh : .normal,
            policy: allowPrivateNetwork ? .allowPrivateNetwork : .publicOnly,
            limits: limits)
    }

    /// The HTTP client of one run: images, feed files by URL and API queries share it (one cache,
    /// one address guard, one set of limits).
    package func makeHTTPLoader() -> HTTPLoader { HTTPLoader(configuration: configuration) }
}
