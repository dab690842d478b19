/// PNG compression presets: how hard ``PNGEncoder`` searches for a small file.
///
/// Every preset chooses a PNG filter per row (the one whose filtered bytes have the smallest sum
/// of absolute values, libpng's heuristic) and compresses with libdeflate, which is several times
/// faster than zlib at the same ratio. Measured on a 1170x2532 opaque card with
/// `feedshot-bench codecs` (numbers in the module's README section of the report).
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// libdeflate level 1: the fastest, for previews and intermediate frames.
    case fast
    /// libdeflate level 5: about zlib level 6's size, several times faster. The default.
    case `default`
    /// libdeflate level 12 (exhaustive parsing): the smallest files, several times slower.
    case small

    /// The libdeflate compression level (1...12).
    var deflateLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 5
        case .small: return 12
        }
    }
}
