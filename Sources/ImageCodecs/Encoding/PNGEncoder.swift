import CCodecShims
import CDeflate
import Raster

/// Encodes bitmaps as PNG: 8-bit RGB when every pixel is opaque, 8-bit RGBA (straight alpha)
/// otherwise, an `sRGB` chunk, one IDAT compressed by libdeflate after per-row adaptive filtering
/// (the filter kernel is `fs_png_filter_row` in C, which the compiler vectorises; the Swift
/// ``PNGRowFilter`` is its scalar reference in tests).
///
/// The container is written here rather than through libpng: libdeflate compresses several times
/// faster than zlib at the same ratio. The output is deterministic: the same bitmap and preset
/// give the same bytes on every run and thread (no timestamps, no threads inside).
public enum PNGEncoder {
    /// Encodes `bitmap` as PNG.
    public static func encode(_ bitmap: Bitmap, compression: PNGCompression = .default)
        throws(ImageEncodingError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        guard width > 0, height > 0 else { throw .emptyImage(format: .png) }
        let channels = bitmap.isOpaque ? 3 : 4
        switch compression.deflater {
        case .runLength:
            return try encodeRunLength(bitmap, channels: channels)
        case .libdeflate(let level):
            return try encodeLibdeflate(bitmap, channels: channels, level: level)
        case .runLengthUnlessDrawn(let level):
            return looksPhotographic(bitmap, channels: channels)
                ? try encodeRunLength(bitmap, channels: channels)
                : try encodeLibdeflate(bitmap, channels: channels, level: level)
        }
    }

    /// Encodes with libdeflate at `level` over the whole filtered image.
    static func encodeLibdeflate(_ bitmap: Bitmap, channels: Int, level: Int32) throws(ImageEncodingError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let opaque = channels == 3
        let rowCount = width * channels
        let filteredCount = height * (rowCount + 1)
        // The filtered rows and the compressed output are each about the image's size; refuse
        // what cannot be allocated instead of letting the allocation kill the process.
        guard MemoryBudget.allows(2 * filteredCount) else {
            throw .encoderFailed(format: .png, detail: "a \(width)x\(height) image needs about \((2 * filteredCount) >> 20) MiB "
                                 + "to encode, more than the memory left")
        }

        var filtered = [UInt8](repeating: 0, count: filteredCount)
        filterRows(of: bitmap, channels: channels, into: &filtered)

        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw .encoderFailed(format: .png, detail: "cannot allocate the deflate compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)

        // signature 8 + IHDR 25 + sRGB 13 + IDAT header 8 + data + CRC 4 + IEND 12
        let headerCount = 8 + 25 + 13 + 8
        let capacity = headerCount + bound + 4 + 12
        var compressedCount = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var writer = ChunkWriter(base: base)
            writeHeader(into: &writer, width: width, height: height, opaque: opaque)
            let dataStart = writer.position + 8
            compressedCount = filtered.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, base + dataStart, bound)
            }
            guard compressedCount > 0 else { return }
            writer.writeChunkInPlace("IDAT", count: compressedCount)
            writer.writeChunk("IEND", [])
            initialized = writer.position
        }
        guard compressedCount > 0 else {
            throw .encoderFailed(format: .png, detail: "libdeflate could not compress the image data")
        }
        guard compressedCount <= Int(Int32.max) else {
            throw .imageTooLarge(format: .png, width: width, height: height)
        }
        // The buffer was sized for incompressible data; hand back a tight copy when that wastes a lot.
        return output.count * 2 < capacity ? Array(output[...]) : output
    }

    /// Unpremultiplies each row and writes it, filter byte first, into `filtered`.
    private static func filterRows(of bitmap: Bitmap, channels: Int, into filtered: inout [UInt8]) {
        let width = bitmap.width, height = bitmap.height
        let rowCount = width * channels
        var rows = [UInt8](repeating: 0, count: 2 * rowCount)
        var scratch = [UInt8](repeating: 0, count: 4 * rowCount)
        let table = UnpremultiplyTable.shared.entries
        bitmap.pixels.withUnsafeBufferPointer { pixelBuffer in
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                    filtered.withUnsafeMutableBufferPointer { outputBuffer in
                        table.withUnsafeBufferPointer { tableBuffer in
                            guard let pixels = pixelBuffer.baseAddress, let rowBase = rowBuffer.baseAddress,
                                  let scratchBase = scratchBuffer.baseAddress, let out = outputBuffer.baseAddress,
                                  let unpremultiply = tableBuffer.baseAddress else { return }
                            var previous = rowBase, current = rowBase + rowCount  // previous starts as zeros
                            for y in 0..<height {
                                PNGRawRows.write(row: pixels + y * bitmap.bytesPerRow, width: width, channels: channels,
                                                 unpremultiply: unpremultiply, into: current)
                                filterRowWithKernel(current: current, previous: previous, count: rowCount,
                                                    bytesPerPixel: channels, scratch: scratchBase,
                                                    output: out + y * (rowCount + 1))
                                swap(&previous, &current)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The vectorised C filter kernel (same contract as ``PNGRowFilter/writeAdaptive``).
    @discardableResult
    static func filterRowWithKernel(current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                                    bytesPerPixel: Int, scratch: UnsafeMutablePointer<UInt8>,
                                    output: UnsafeMutablePointer<UInt8>) -> Int {
        Int(fs_png_filter_row(current, previous, count, Int32(bytesPerPixel), scratch, output))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
         UInt8(truncatingIfNeeded: value)]
    }
}

/// Writes PNG chunks (length, type, data, CRC-32 of type and data) into a preallocated buffer.
struct ChunkWriter {
    let base: UnsafeMutablePointer<UInt8>
    var position = 0

    init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    mutating func writeBytes(_ bytes: [UInt8]) {
        for byte in bytes {
            base[position] = byte
            position += 1
        }
    }

    mutating func writeUInt32(_ value: UInt32) {
        writeBytes([UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                    UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func writeChunk(_ type: String, _ data: [UInt8]) {
        writeUInt32(UInt32(data.count))
        let typeStart = position
        writeBytes(Array(type.utf8))
        writeBytes(data)
        writeUInt32(crc(from: typeStart))
    }

    /// Completes a chunk whose `count` data bytes were already written 8 bytes past `position`.
    mutating func writeChunkInPlace(_ type: String, count: Int) {
        writeUInt32(UInt32(count))
        let typeStart = position
        writeBytes(Array(type.utf8))
        position += count
        writeUInt32(crc(from: typeStart))
    }

    private func crc(from start: Int) -> UInt32 {
        UInt32(libdeflate_crc32(0, base + start, position - start))
    }
}

/// `straight = round(premultiplied · 255 / alpha)` for every (alpha, value) pair, indexed
/// `alpha << 8 | value`: one table lookup per channel instead of a division. Alpha 0 maps to 0.
final class UnpremultiplyTable: Sendable {
    static let shared = UnpremultiplyTable()
    let entries: [UInt8]

    private init() {
        var entries = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for value in 0..<256 {
                entries[alpha << 8 | value] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
        }
        self.entries = entries
    }
}
