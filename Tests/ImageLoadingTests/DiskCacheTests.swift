import FeedshotTestSupport
import Digests
import Foundation
import Testing
@testable import ImageLoading

/// The cache's files: content-addressed blobs, entries that never point at a missing or
/// different-sized blob, and damaged entries treated as misses rather than errors.
struct DiskCacheTests {
    static func store(_ bytes: [UInt8], url: String, in cache: ImageDiskCache,
                      validators: CacheValidators = CacheValidators(etag: "\"e\"", lastModified: nil, cacheControl: "max-age=60"))
        throws -> CacheEntry {
        let download = try cache.beginDownload()
        bytes.withUnsafeBytes { download.write($0) }
        return try cache.commit(download, url: url, validators: validators, now: 1000)
    }

    @Test func blobsAreNamedByTheirBytesAndSharedBetweenURLs() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.path)
        let a = try Self.store(Array("same bytes".utf8), url: "https://a.example/1.png", in: cache)
        let b = try Self.store(Array("same bytes".utf8), url: "https://b.example/2.png", in: cache)
        #expect(a.blob == b.blob)
        #expect(a.blob == SHA256.hexDigest(Array("same bytes".utf8)))
        #expect(cache.entry(for: "https://a.example/1.png") == a)
        #expect(cache.entry(for: "https://b.example/2.png")?.etag == "\"e\"")
        #expect(a.isFresh(at: 1030) && !a.isFresh(at: 1060) && !a.isFresh(at: 999))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/tmp").isEmpty)
    }

    @Test func damagedEntriesAndMissingBlobsAreMisses() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.path)
        let entry = try Self.store(Array("poster".utf8), url: "https://a.example/p.png", in: cache)
        // A blob of the wrong size (someone truncated it) is not trusted.
        try Data("post".utf8).write(to: URL(fileURLWithPath: cache.blobPath(entry.blob)))
        #expect(cache.entry(for: "https://a.example/p.png") == nil)
        // Nor is an entry that is not JSON.
        let other = try Self.store(Array("badge".utf8), url: "https://a.example/b.png", in: cache)
        #expect(cache.entry(for: "https://a.example/b.png") == other)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/entries")
        for name in entries { try Data("{not json".utf8).write(to: URL(fileURLWithPath: folder.path + "/entries/" + name)) }
        #expect(cache.entry(for: "https://a.example/b.png") == nil)
    }

    @Test func confirmationKeepsTheBlobAndRefreshesFreshness() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.path)
        let entry = try Self.store(Array("poster".utf8), url: "https://a.example/p.png", in: cache)
        let confirmed = try cache.confirm(entry, validators: CacheValidators(etag: nil, lastModified: nil, cacheControl: "max-age=600"),
                                          now: 5000)
        #expect(confirmed.blob == entry.blob && confirmed.etag == "\"e\"")
        #expect(confirmed.isFresh(at: 5500))
        #expect(cache.entry(for: "https://a.example/p.png") == confirmed)
    }

    @Test func defaultFolderFollowsXDG() {
        #expect(ImageDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"])
                == "/var/cache/me/feedshot")
        #expect(ImageDiskCache.defaultDirectory(environment: ["HOME": "/home/me"]) == "/home/me/.cache/feedshot")
        // A relative XDG_CACHE_HOME is invalid by the specification and ignored.
        #expect(ImageDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"])
                == "/home/me/.cache/feedshot")
    }
}
