import CCodecShims
import Raster

/// Encodes a sequence of same-size frames (a recording) as PNG zlib streams, compressing each
/// stretch of rows once however many frames show it: what makes a recorded scroll or swipe cheap
/// to encode, as ``PNGSpliceEncoder`` does for `feedshot swipe`, without being told where the
/// rows come from.
///
/// A frame is cut into pieces of consecutive rows at *content-defined* boundaries: a row starts a
/// new piece when its hash has its top five bits clear (and it differs from the row above), or
/// when the piece reached ``maximumPieceRows``; never before ``minimumPieceRows``. Content that
/// moved up or down between frames is therefore cut at the same rows of the content, not of the
/// frame, and its pieces recur. A piece's filtered bytes depend only on its rows and the row
/// above (PNG filters look one row up), so a piece is keyed by the hashes of those rows and its
/// compressed bytes (a ``DeflatePiece``, concatenable in any order) are reused while the key
/// recurs. Only the pieces around what changed — the seams between moving and still content,
/// the edges of the screen — are filtered and compressed afresh.
///
/// Pieces no frame used within ``retainedFrames`` frames are forgotten, so memory stays flat
/// whatever the length. Keys combine 64-bit row hashes (`fs_row_hash64`) into 128 bits; two
/// different pieces would need equal keys to be confused (about one chance in 2^64 per pair).
/// The output is deterministic: the same frames give the same bytes on every machine.
package final class PNGFrameSequenceEncoder {
    /// The frame width in pixels.
    package let width: Int
    /// The frame height in pixels.
    package let height: Int
    /// 3 when frames are written as RGB (every frame must then be opaque), 4 for RGBA.
    package let channels: Int
    private let compression: PNGCompression
    private var cache: [PieceKey: Entry] = [:]
    private var frameNumber = 0
    private var rowHashes: [UInt64]
    /// Pieces reused and pieces compressed, over the whole sequence.
    package private(set) var reusedPieces = 0
    package private(set) var compressedPieces = 0

    /// Rows in a piece at least (but the last of a frame): each piece is its own deflate block
    /// sequence, so tiny pieces would cost compression.
    package static let minimumPieceRows = 8
    /// Rows in a piece at most, where content offers no boundary (flat colour, repeated rows).
    package static let maximumPieceRows = 96
    /// How many frames a piece is kept after its last use.
    package static let retainedFrames = 2

    private struct PieceKey: Hashable {
        var first: UInt64
        var second: UInt64
        var rows: Int
    }

    private struct Entry {
        var piece: DeflatePiece
        var lastUsed: Int
    }

    /// An encoder for `width` x `height` frames written with `channels` samples per pixel (3:
    /// RGB, alpha dropped; 4: straight RGBA).
    package init(width: Int, height: Int, channels: Int, compression: PNGCompression = .default) {
        precondition(width > 0 && height > 0 && (channels == 3 || channels == 4), "invalid frame layout")
        self.width = width
        self.height = height
        self.channels = channels
        self.compression = compression
        rowHashes = [UInt64](repeating: 0, count: height)
    }

    /// The frame's zlib stream as pieces (without the zlib header, final block and Adler-32; see
    /// ``DeflatePiece``).
    /// - Precondition: `frame` is `width` x `height` (and opaque when `channels` is 3).
    func pieces(of frame: Bitmap) throws(ImageEncodingError) -> [DeflatePiece] {
        precondition(frame.width == width && frame.height == height, "frame is \(frame.width)x\(frame.height), not \(width)x\(height)")
        frameNumber += 1
        defer { forgetUnused() }
        frame.pixels.withUnsafeBufferPointer { pixels in
            rowHashes.withUnsafeMutableBufferPointer { hashes in
                for y in 0..<height {
                    hashes[y] = fs_row_hash64(pixels.baseAddress! + y * frame.bytesPerRow, width * 4, 0)
                }
            }
        }
        var stream = [DeflatePiece]()
        var start = 0
        while start < height {
            let end = pieceEnd(from: start)
            let key = Self.key(above: start > 0 ? rowHashes[start - 1] : nil, rows: rowHashes[start..<end])
            if var entry = cache[key] {
                entry.lastUsed = frameNumber
                cache[key] = entry
                stream.append(entry.piece)
                reusedPieces += 1
            } else {
                let piece = try compress(frame, rows: start..<end)
                cache[key] = Entry(piece: piece, lastUsed: frameNumber)
                stream.append(piece)
                compressedPieces += 1
            }
            start = end
        }
        return stream
    }

    /// The frame as a complete PNG file.
    package func encode(_ frame: Bitmap) throws(ImageEncodingError) -> [UInt8] {
        PNGSpliceEncoder.assemble(try pieces(of: frame), width: width, height: height, channels: channels)
    }

    /// Where the piece starting at row `start` ends (exclusive).
    private func pieceEnd(from start: Int) -> Int {
        var row = start + 1
        while row < height {
            let length = row - start
            if length >= Self.maximumPieceRows { break }
            if length >= Self.minimumPieceRows, rowHashes[row] >> 59 == 0, rowHashes[row] != rowHashes[row - 1] { break }
            row += 1
        }
        return row
    }

    /// Two independent 64-bit folds of the row hashes (and the one above, or a marker for the
    /// frame's first row, which PNG filters against zeros).
    private static func key(above: UInt64?, rows: ArraySlice<UInt64>) -> PieceKey {
        var first: UInt64 = 0x243F_6A88_85A3_08D3 ^ (above ?? 0x1319_8A2E_0370_7344)
        var second: UInt64 = 0xA409_3822_299F_31D0 &+ (above.map { $0 &* 0x9E37_79B9_7F4A_7C15 } ?? 0x082E_FA98_EC4E_6C89)
        for hash in rows {
            first = (first ^ hash) &* 0x9E37_79B1_85EB_CA87
            first ^= first >> 29
            second = (second &+ (hash << 17 | hash >> 47)) &* 0xC2B2_AE3D_27D4_EB4F
            second ^= second >> 31
        }
        return PieceKey(first: first, second: second, rows: rows.count)
    }

    /// Filters and compresses `rows` of `frame`: the run-length deflater when they look
    /// photographic (the residual test ``PNGEncoder`` applies to whole images), zlib otherwise.
    private func compress(_ frame: Bitmap, rows: Range<Int>) throws(ImageEncodingError) -> DeflatePiece {
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: 2 * rowBytes)
        var scratch = [UInt8](repeating: 0, count: 4 * rowBytes)
        var filtered = [UInt8](repeating: 0, count: rows.count * (rowBytes + 1))
        var residual = 0, flatRows = 0
        frame.pixels.withUnsafeBufferPointer { pixels in
            UnpremultiplyTable.shared.entries.withUnsafeBufferPointer { table in
                raw.withUnsafeMutableBufferPointer { raw in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        filtered.withUnsafeMutableBufferPointer { output in
                            var previous = raw.baseAddress!, current = raw.baseAddress! + rowBytes
                            if rows.lowerBound > 0 {
                                PNGRawRows.write(row: pixels.baseAddress! + (rows.lowerBound - 1) * frame.bytesPerRow,
                                                 width: width, channels: channels, unpremultiply: table.baseAddress!,
                                                 into: previous)
                            }
                            for (index, y) in rows.enumerated() {
                                PNGRawRows.write(row: pixels.baseAddress! + y * frame.bytesPerRow, width: width,
                                                 channels: channels, unpremultiply: table.baseAddress!, into: current)
                                let out = output.baseAddress! + index * (rowBytes + 1)
                                PNGEncoder.filterRowWithKernel(current: current, previous: previous, count: rowBytes,
                                                               bytesPerPixel: channels, scratch: scratch.baseAddress!,
                                                               output: out)
                                var sum = 0
                                for i in 1...rowBytes {
                                    let value = Int(out[i])
                                    sum += min(value, 256 - value)
                                }
                                residual += sum
                                if sum * 4 < rowBytes { flatRows += 1 }
                                swap(&previous, &current)
                            }
                        }
                    }
                }
            }
        }
        let photographic = compression != .small
            && Double(residual) / Double(rows.count * rowBytes) >= PNGEncoder.photographicResidual
            && Double(flatRows) / Double(rows.count) <= PNGEncoder.photographicFlatRows
        return try filtered.withUnsafeBufferPointer { buffer throws(ImageEncodingError) in
            photographic ? try DeflatePiece(runLengthCompressing: buffer.baseAddress!, count: buffer.count)
                : try DeflatePiece(compressing: buffer.baseAddress!, count: buffer.count, level: compression.zlibLevel)
        }
    }

    private func forgetUnused() {
        let oldest = frameNumber - Self.retainedFrames
        cache = cache.filter { $0.value.lastUsed > oldest }
    }
}
