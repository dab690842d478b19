/// PNG compression presets: how hard ``PNGEncoder`` searches for a small file.
///
/// Every preset chooses a PNG filter per row (the one whose filtered bytes have the smallest sum
/// of absolute values, libpng's heuristic) and compresses with libdeflate, which is several times
/// faster than zlib at the same ratio. On a 1170x2532 opaque share card (`feedshot-bench codecs`,
/// release build) libpng with zlib level 6 takes ~530 ms for 1.76 MB; `fast` takes ~45 ms (1.01x
/// the size), `default` ~80 ms (0.95x), `small` ~0.9 s (0.89x).
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// libdeflate level 1: the fastest, for previews and intermediate frames; about zlib 6's size.
    case fast
    /// libdeflate level 4: a little smaller than zlib level 6, six to seven times faster. The default.
    case `default`
    /// libdeflate level 10 (near-optimal parsing): ~10% smaller than zlib 6, about 10x slower than
    /// `default` (level 12 saves another 0.1% for 60% more time).
    case small

    /// The libdeflate compression level (1...12).
    var deflateLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 4
        case .small: return 10
        }
    }

    /// The zlib level (1...9) for encoders that need zlib's flushes (``PNGSpliceEncoder``).
    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 6
        case .small: return 9
        }
    }
}
