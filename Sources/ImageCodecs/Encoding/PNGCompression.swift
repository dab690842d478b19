/// PNG compression presets: how hard ``PNGEncoder`` searches for a small file.
///
/// Every preset chooses a PNG filter per row (the one whose filtered bytes have the smallest sum
/// of absolute values, libpng's heuristic). Photographs and drawn art then want different
/// deflaters: filtered photographs are small residuals that rarely repeat, which a Huffman code
/// per 64 KiB block with byte runs (`fs_deflate_rle`) compresses as well as zlib level 6 in a
/// fraction of the time; drawn art (flat colours, text) repeats at longer distances, where
/// libdeflate's LZ77 wins. On real photographic share cards (`feedshot-bench cards --data
/// ../shared/photos`, release build) `default` encodes in ~53 CPU ms per 1170x2532 card at 0.93x
/// the bytes of libdeflate level 4 (which took ~126 ms); on the drawn cards of the embedded feed
/// it picks libdeflate level 4 (run-length would be 1.12x larger there), and on a photograph above
/// a drawn panel (`feedshot-bench codecs`) too: 0.95x zlib 6's bytes, where run-length gave 1.23x.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// The run-length deflater on photographs, libdeflate level 1 on drawn art: the fastest, for
    /// previews and intermediate frames.
    case fast
    /// The run-length deflater on photographs, libdeflate level 4 on drawn art and on photographs
    /// with flat panels (told apart by the filtered residuals of sampled rows). The default.
    case `default`
    /// libdeflate level 10 (near-optimal parsing): ~10% smaller than zlib 6, about 10x slower than
    /// `default` (level 12 saves another 0.1% for 60% more time).
    case small

    /// How the encoder compresses the filtered rows.
    var deflater: PNGDeflater {
        switch self {
        case .fast: return .runLengthUnlessDrawn(level: 1)
        case .default: return .runLengthUnlessDrawn(level: 4)
        case .small: return .libdeflate(level: 10)
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
