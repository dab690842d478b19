/// A thread-safe cache of decoded images keyed by (file, scale denominator), sized by what is
/// reused: an image is only kept once it has been decoded a second time, so a batch holds the
/// images its items share (crew portraits across missions) and never the ones each item uses
/// alone (every mission's badge), whatever the batch size. The budget still bounds the total
/// (least recently used first). Also remembers file headers and name resolutions, which are small.
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
    /// Images decoded once and not kept: their next decode is kept.
    private var decodedOnce: Set<Key> = []
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

    /// Offers a freshly decoded image: kept if it was decoded before (it is being reused),
    /// evicting the least recently used ones beyond the budget; otherwise only remembered. Images
    /// larger than the whole budget are never kept.
    func insert(_ image: DecodedImage, path: String) {
        let key = Key(path: path, scaleDenominator: image.scaleDenominator)
        let size = image.bitmap.pixels.count
        guard size <= budget else { return }
        lock.withLock {
            guard decodedOnce.remove(key) != nil || entries[key] != nil else {
                decodedOnce.insert(key)
                return
            }
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
            decodedOnce = []
            totalBytes = 0
        }
    }
}
