#if !Networking
/// The fetcher of a build without the `Networking` trait: no HTTP client is linked, so every
/// request fails with ``ImageLoadingError/networkingDisabled(url:)`` (cache entries are still
/// used where the cache mode allows, since they need no network).
final class HTTPFetcher: Sendable {
    let policy: NetworkPolicy
    let limits: FetchLimits

    init(policy: NetworkPolicy, limits: FetchLimits) {
        self.policy = policy
        self.limits = limits
    }

    func fetch(_ request: FetchRequest, validators: CacheValidators?,
               cache: ImageDiskCache) async throws(ImageLoadingError) -> FetchResult {
        throw .networkingDisabled(url: request.url)
    }

    func shutdown() async {}
}
#endif
