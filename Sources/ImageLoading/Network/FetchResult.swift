/// What a fetch brought back.
enum FetchResult: Sendable {
    /// New bytes, streamed into the cache's temporary folder.
    case downloaded(CacheDownload, CacheValidators)
    /// The server confirmed the cached bytes (304).
    case notModified(CacheValidators)
}

extension HTTPFetcher {
    /// Whether this build can send requests (the `Networking` package trait).
    static var isAvailable: Bool {
        #if Networking
        true
        #else
        false
        #endif
    }
}
