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

    /// The zlib level (1...9) for encoders that need zlib's flushes (``PNGSpliceEncoder``,
    /// ``PNGFrameSequenceEncoder``), on drawn art (photographs take the run-length deflater).
    /// `default` is 4, not zlib's customary 6: on a drawn 1170x2532 share card cut into 96-row
    /// pieces, level 6 took 2.9x the time of level 4 for 9% fewer bytes (255 against 87 CPU ms,
    /// 824 against 906 KB; level 1: 47 ms, 1129 KB), and a recorded swipe spent a third of its
    /// time in zlib at level 6 (`feedshot-bench live`, perf).
    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .default: return 4
        case .small: return 9
        }
    }
}
