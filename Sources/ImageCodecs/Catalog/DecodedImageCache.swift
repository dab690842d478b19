/// A thread-safe cache of decoded images keyed by (file, scale denominator), bounded by the bytes
/// of their bitmaps and evicting the least recently used first. Also remembers file headers and
/// name resolutions, which are small.
final class DecodedImageCache: @unchecked Sendable {
    struct Key: Hashable {
        var path: String
        var scaleDenominator: Int
    }

    private struct Entry {
        var image: DecodedImage
        var lastUse: UInt64
        var byteCount: Int { image.bitmap.pixels.count }
    }

    let budget: Int
    private let lock = Lock()
    // Everything below is guarded by `lock`.
    private var entries: [Key: Entry] = [:]
    private var headers: [String: ImageHeader] = [:]
    private var resolutions: [String: ResolvedAsset] = [:]
    private var clock: UInt64 = 0
    private var totalBytes = 0

    init(budget: Int) {
        self.budget = budget
    }

    /// The cached image for `path` with the largest denominator that is at most `denominator`
    /// (a finer decode also covers the target), if any.
    func image(path: String, maximumDenominator denominator: Int) -> DecodedImage? {
        lock.withLock {
            for candidate in stride(from: denominator, through: 1, by: -1) {
                let key = Key(path: path, scaleDenominator: candidate)
                guard var entry = entries[key] else { continue }
                clock += 1
                entry.lastUse = clock
                entries[key] = entry
                return entry.image
            }
            return nil
        }
    }

    /// Stores an image, evicting the least recently used ones beyond the budget. Images larger
    /// than the whole budget are not kept.
    func insert(_ image: DecodedImage, path: String) {
        let key = Key(path: path, scaleDenominator: image.scaleDenominator)
        let size = image.bitmap.pixels.count
        guard size <= budget else { return }
        lock.withLock {
            clock += 1
            if let old = entries[key] { totalBytes -= old.byteCount }
            entries[key] = Entry(image: image, lastUse: clock)
            totalBytes += size
            while totalBytes > budget, let victim = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                totalBytes -= victim.value.byteCount
                entries[victim.key] = nil
            }
        }
    }

    func header(path: String) -> ImageHeader? { lock.withLock { headers[path] } }

    func setHeader(_ header: ImageHeader, path: String) { lock.withLock { headers[path] = header } }

    func resolution(_ key: String) -> ResolvedAsset? { lock.withLock { resolutions[key] } }

    func setResolution(_ asset: ResolvedAsset, for key: String) { lock.withLock { resolutions[key] = asset } }

    /// The bytes of the cached bitmaps.
    var cachedByteCount: Int { lock.withLock { totalBytes } }

    /// The number of cached decoded images.
    var cachedImageCount: Int { lock.withLock { entries.count } }

    func removeAll() {
        lock.withLock {
            entries = [:]
            headers = [:]
            resolutions = [:]
            totalBytes = 0
        }
    }
}
