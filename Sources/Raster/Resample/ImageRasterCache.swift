import Geometry

/// Keeps the resampled pixels of images drawn at whole-device-pixel positions across draws, so
/// an image that only moved by whole pixels since the last frame (a page of a swipe, a row of a
/// scrolling list, a card sliding in) is composited from its cached raster instead of being
/// resampled again: the compositor's "cache what only moved", applied where the pixels are
/// expensive.
///
/// Exact by construction. A resampled pixel depends on the image, the source rectangle, the
/// sampling, the device size of the destination, the pass order and the pixel's position
/// *relative to* the destination's origin (``ResamplingWeights`` maps output `i` through
/// `outputStart + i − deviceOrigin`, which is exact in floating point when the origin is a whole
/// pixel). The cache keys entries on all of these and is used only for whole-pixel origins, and
/// the pass order is decided per draw exactly as an uncached draw decides it, so a cached draw
/// writes the same bytes as an uncached one; coverage, clipping, opacity and blending still run
/// per draw. Entries hold the image (so its storage, which keys them, cannot be reused while
/// they live) and the rows drawn so far; ``endFrame()`` drops entries the frame did not use, so
/// memory is bounded by the images of one frame.
///
/// A live host (`ViewHost` in FeedshotUI) gives its canvas one cache for its whole life. A cache
/// is not thread-safe: one per thread.
public final class ImageRasterCache {
    struct Key: Hashable {
        /// The address of the image's pixel storage (kept alive by the entry).
        var storage: UInt
        var width: Int
        var height: Int
        var bytesPerRow: Int
        var source: Rect
        var sampling: ImageSampling
        var deviceWidth: Double
        var deviceHeight: Double
        var horizontalFirst: Bool
    }

    final class Entry {
        let image: Bitmap
        /// The columns held, relative to the destination's left edge.
        let columns: Range<Int>
        /// Rows from the destination's top edge; `filled[r]` says whether row `r` is computed.
        let rowCount: Int
        var pixels: [UInt8]
        var filled: [Bool]
        let resampler: Resampler
        var lastUsed: Int

        init(image: Bitmap, columns: Range<Int>, rowCount: Int, resampler: Resampler, frame: Int) {
            self.image = image
            self.columns = columns
            self.rowCount = rowCount
            pixels = [UInt8](repeating: 0, count: columns.count * rowCount * 4)
            filled = [Bool](repeating: false, count: rowCount)
            self.resampler = resampler
            lastUsed = frame
        }

        var bytesPerRow: Int { columns.count * 4 }
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// Rows composited from the cache and rows resampled, since the cache was made.
    public private(set) var cachedRows = 0
    public private(set) var resampledRows = 0

    /// The most pixels one entry may hold (64 MB; larger draws are not cached).
    static let maximumEntryPixels = 1 << 24

    /// Creates an empty cache.
    public init() {}

    /// Ends a frame: entries the frame did not use are dropped.
    public func endFrame() {
        entries = entries.filter { $0.value.lastUsed == frame }
        frame += 1
    }

    /// How many images the cache holds.
    public var entryCount: Int { entries.count }

    /// The entry holding `rows` × `columns` (relative to the destination's whole-pixel origin)
    /// of `image` drawn as described, with those rows computed; nil when the draw is not cacheable.
    func entry(image: Bitmap, source: Rect, sampling: ImageSampling, device: Rect, order: Resampler.Order,
               columns: Range<Int>, rows: Range<Int>) -> Entry? {
        let rowCount = Int(device.height.rounded(.up))
        let width = Int(device.width.rounded(.up))
        guard rows.lowerBound >= 0, rows.upperBound <= rowCount, columns.lowerBound >= 0, columns.upperBound <= width,
              columns.count * rowCount <= Self.maximumEntryPixels else { return nil }
        let storage = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(storage: storage, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                      source: source, sampling: sampling, deviceWidth: device.width, deviceHeight: device.height,
                      horizontalFirst: order == .horizontalFirst)
        var entry = entries[key]
        if let existing = entry, existing.columns.lowerBound > columns.lowerBound || existing.columns.upperBound < columns.upperBound {
            entry = nil  // wider than what is held: start again with both
        }
        if entry == nil {
            let held = entries[key].map { min($0.columns.lowerBound, columns.lowerBound)..<max($0.columns.upperBound, columns.upperBound) }
                ?? columns
            // Weights over the held columns and every row, in destination-local coordinates (the
            // origin 0): per pixel the same weights as any draw of this image at a whole-pixel origin.
            let xWeights = ResamplingWeights(outputCount: held.count, outputStart: held.lowerBound, deviceOrigin: 0,
                                             deviceLength: device.width, sourceOrigin: source.minX,
                                             sourceLength: source.width, sourceCount: image.width, sampling: sampling)
            let yWeights = ResamplingWeights(outputCount: rowCount, outputStart: 0, deviceOrigin: 0,
                                             deviceLength: device.height, sourceOrigin: source.minY,
                                             sourceLength: source.height, sourceCount: image.height, sampling: sampling)
            let resampler = Resampler(source: image, xWeights: xWeights, yWeights: yWeights, order: order)
            let made = Entry(image: image, columns: held, rowCount: rowCount, resampler: resampler, frame: frame)
            entries[key] = made
            entry = made
        }
        guard let entry else { return nil }
        entry.lastUsed = frame
        fill(entry, rows: rows)
        return entry
    }

    /// Computes the rows of `rows` not computed yet.
    private func fill(_ entry: Entry, rows: Range<Int>) {
        var scratch = [Int16]()
        var row = rows.lowerBound
        while row < rows.upperBound {
            guard !entry.filled[row] else {
                row += 1
                cachedRows += 1
                continue
            }
            var end = row + 1
            while end < rows.upperBound, !entry.filled[end] { end += 1 }
            let bytesPerRow = entry.bytesPerRow
            entry.pixels.withUnsafeMutableBufferPointer { pixels in
                // Band by band, as an uncached draw resamples (the results do not depend on it).
                var start = row
                while start < end {
                    let bandEnd = min(end, start + entry.resampler.bandHeight)
                    entry.resampler.resampleRows(start..<bandEnd, into: pixels.baseAddress! + start * bytesPerRow,
                                                 outputBytesPerRow: bytesPerRow, scratch: &scratch)
                    start = bandEnd
                }
            }
            for index in row..<end { entry.filled[index] = true }
            resampledRows += end - row
            row = end
        }
    }
}
