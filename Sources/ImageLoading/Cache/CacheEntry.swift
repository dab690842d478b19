/// What the cache remembers about one URL: the blob holding its last bytes and how to revalidate.
struct CacheEntry: Codable, Sendable, Hashable {
    /// The URL as requested (before redirects); for a POST, its ``FetchRequest/cacheKey``.
    var url: String
    /// The SHA-256 of the bytes: the blob's file name.
    var blob: String
    /// The size of the blob in bytes.
    var byteCount: Int
    /// The `ETag` the server sent, for `If-None-Match`.
    var etag: String?
    /// The `Last-Modified` the server sent, for `If-Modified-Since`.
    var lastModified: String?
    /// When the bytes were last fetched or confirmed (304), in seconds since 1970.
    var storedAt: Double
    /// `Cache-Control: max-age` in seconds (0 for `no-cache`/`no-store`), nil when not given.
    var maxAge: Double?

    /// Whether the entry may be used without asking the server: within its `max-age`.
    func isFresh(at now: Double) -> Bool {
        guard let maxAge else { return false }
        return now >= storedAt && now < storedAt + maxAge
    }
}

/// The caching headers of a response.
struct CacheValidators: Sendable, Hashable {
    var etag: String?
    var lastModified: String?
    var maxAge: Double?

    /// Reads `ETag`, `Last-Modified` and `Cache-Control` (`max-age`, `no-cache`, `no-store`).
    /// `no-store` is treated like `no-cache`: the bytes must be on disk to be decoded from there,
    /// but they are revalidated before every use.
    init(etag: String?, lastModified: String?, cacheControl: String?) {
        self.etag = etag
        self.lastModified = lastModified
        maxAge = nil
        guard let cacheControl else { return }
        for directive in cacheControl.lowercased().split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimming(" \t\"") }
            guard let name = parts.first else { continue }
            if name == "no-cache" || name == "no-store" {
                maxAge = 0
                return
            }
            if name == "max-age", parts.count == 2, let seconds = Int(parts[1]), seconds >= 0 {
                maxAge = Double(min(seconds, 10 * 365 * 86_400))
            }
        }
    }
}

private extension Substring {
    func trimming(_ characters: String) -> String {
        let set = Set(characters)
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
