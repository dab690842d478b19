import CCodecShims
import CDeflate
import CZlib

/// A piece of a zlib stream that can be concatenated with other pieces in any order: raw deflate
/// blocks that end with a full flush (byte-aligned, none of them final) and refer to no data
/// before the piece. A valid stream is a zlib header, pieces, ``finalBlock`` and the Adler-32 of
/// all the pieces' uncompressed bytes, which ``adler32(combining:)`` computes from the pieces'
/// own checksums without touching the data again.
///
/// libdeflate cannot end a stream without a final block, so these pieces come from zlib, or
/// from the run-length deflater, which ends its pieces the same way.
struct DeflatePiece: Sendable {
    /// The compressed bytes.
    var bytes: [UInt8]
    /// The Adler-32 of the uncompressed bytes.
    var adler: UInt32
    /// How many uncompressed bytes the piece holds.
    var length: Int

    /// An empty final block with fixed codes: the stream's last three bits plus padding.
    static let finalBlock: [UInt8] = [0x03, 0x00]

    /// The zlib header for deflate with a 32 KiB window and the default level (0x78 0x9C).
    static let zlibHeader: [UInt8] = [0x78, 0x9C]

    /// Compresses `count` bytes at `data` at zlib `level` (1...9).
    init(compressing data: UnsafePointer<UInt8>, count: Int, level: Int32) throws(ImageEncodingError) {
        var stream = z_stream()
        let status = deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                                   Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            throw .encoderFailed(format: .png, detail: "zlib could not start a deflate stream (\(status))")
        }
        defer { deflateEnd(&stream) }
        // A full flush appends at most a few bytes to the bound of the data itself.
        let capacity = Int(deflateBound(&stream, UInt(count))) + 16
        var output = [UInt8](repeating: 0, count: capacity)
        var produced = 0
        var flushed = false
        output.withUnsafeMutableBufferPointer { buffer in
            stream.next_in = UnsafeMutablePointer(mutating: data)
            stream.avail_in = UInt32(count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = UInt32(capacity)
            flushed = deflate(&stream, Z_FULL_FLUSH) == Z_OK && stream.avail_in == 0 && stream.avail_out > 0
            produced = capacity - Int(stream.avail_out)
        }
        guard flushed else { throw .encoderFailed(format: .png, detail: "zlib could not compress a row piece") }
        output.removeSubrange(produced...)
        bytes = output
        adler = UInt32(CZlib.adler32(1, data, UInt32(count)))
        length = count
    }

    /// Compresses `count` bytes at `data` with the run-length deflater (`fs_deflate_rle`), the
    /// fast choice for photographic rows.
    init(runLengthCompressing data: UnsafePointer<UInt8>, count: Int) throws(ImageEncodingError) {
        let capacity = fs_deflate_rle_bound(count)
        var produced = 0
        var output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            produced = fs_deflate_rle(data, count, 0, buffer.baseAddress, capacity)
            initialized = produced
        }
        guard produced > 0 else { throw .encoderFailed(format: .png, detail: "the run-length deflater ran out of memory") }
        if output.capacity > 2 * produced { output = Array(output) }  // give back the worst-case slack
        bytes = output
        adler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, data, count))
        length = count
    }

    /// The Adler-32 of the concatenation of the pieces' uncompressed bytes.
    static func adler32(combining pieces: [DeflatePiece]) -> UInt32 {
        var adler: UInt = 1
        for piece in pieces {
            adler = adler32_combine(adler, UInt(piece.adler), off_t(piece.length))
        }
        return UInt32(truncatingIfNeeded: adler)
    }
}
