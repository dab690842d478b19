import CCodecShims
import CDeflate
import Raster

/// How ``PNGEncoder`` turns filtered rows into the zlib stream.
enum PNGDeflater: Hashable, Sendable {
    /// libdeflate at a level (1...12) over the whole image at once: LZ77 matches at any distance,
    /// the best ratio on drawn art (flat colours, repeated shapes, text).
    case libdeflate(level: Int32)
    /// `fs_deflate_rle` strip by strip: runs of one byte plus a Huffman code per 64 KiB block.
    /// Several times faster, and on photographs as small as zlib level 6 or smaller.
    case runLength
    /// `runLength` for photographs, libdeflate at `level` for drawn art, told apart by
    /// ``PNGEncoder/looksPhotographic(_:channels:)`` before anything is compressed.
    case runLengthUnlessDrawn(level: Int32)
}

extension PNGEncoder {
    /// Rows per strip for the run-length deflater: about one 64 KiB Huffman block each, so a
    /// strip's filtered bytes stay in cache between filtering and compressing.
    static func stripRows(rowBytes: Int) -> Int {
        max(1, (1 << 16) / (rowBytes + 1))
    }

    /// Encodes with the run-length deflater: rows are filtered and compressed one strip at a time
    /// (so the filtered image is never held whole), each strip a piece of the one zlib stream.
    static func encodeRunLength(_ bitmap: Bitmap, channels: Int) throws(ImageEncodingError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let rowCount = width * channels
        let rowsPerStrip = stripRows(rowBytes: rowCount)
        let stripCapacity = rowsPerStrip * (rowCount + 1)
        let strips = (height + rowsPerStrip - 1) / rowsPerStrip
        var bound = 0
        for strip in 0..<strips {
            bound += fs_deflate_rle_bound(min(rowsPerStrip, height - strip * rowsPerStrip) * (rowCount + 1))
        }
        // signature 8 + IHDR 25 + sRGB 13 + IDAT header 8 + zlib header 2 + data + Adler-32 4 + CRC 4 + IEND 12
        let capacity = 8 + 25 + 13 + 8 + 2 + bound + 4 + 4 + 12
        var failed = false

        var rows = [UInt8](repeating: 0, count: 2 * rowCount)
        var scratch = [UInt8](repeating: 0, count: 4 * rowCount)
        var filtered = [UInt8](repeating: 0, count: stripCapacity)
        let table = UnpremultiplyTable.shared.entries
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var writer = ChunkWriter(base: base)
            writeHeader(into: &writer, width: width, height: height, opaque: channels == 3)
            let dataStart = writer.position + 8
            // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 ("fastest" level, check bits).
            base[dataStart] = 0x78
            base[dataStart + 1] = 0x01
            var written = 2
            var adler: UInt32 = 1
            bitmap.pixels.withUnsafeBufferPointer { pixelBuffer in
                rows.withUnsafeMutableBufferPointer { rowBuffer in
                    scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                        filtered.withUnsafeMutableBufferPointer { stripBuffer in
                            table.withUnsafeBufferPointer { tableBuffer in
                                guard let pixels = pixelBuffer.baseAddress, let rowBase = rowBuffer.baseAddress,
                                      let scratchBase = scratchBuffer.baseAddress, let strip = stripBuffer.baseAddress,
                                      let unpremultiply = tableBuffer.baseAddress else {
                                    failed = true
                                    return
                                }
                                var previous = rowBase, current = rowBase + rowCount  // previous starts as zeros
                                for first in stride(from: 0, to: height, by: rowsPerStrip) {
                                    let count = min(rowsPerStrip, height - first)
                                    for y in first..<(first + count) {
                                        PNGRawRows.write(row: pixels + y * bitmap.bytesPerRow, width: width,
                                                         channels: channels, unpremultiply: unpremultiply, into: current)
                                        filterRowWithKernel(current: current, previous: previous, count: rowCount,
                                                            bytesPerPixel: channels, scratch: scratchBase,
                                                            output: strip + (y - first) * (rowCount + 1))
                                        swap(&previous, &current)
                                    }
                                    let bytes = count * (rowCount + 1)
                                    adler = UInt32(truncatingIfNeeded: libdeflate_adler32(UInt32(adler), strip, bytes))
                                    let isLast = first + count == height
                                    let produced = fs_deflate_rle(strip, bytes, isLast ? 1 : 0, base + dataStart + written,
                                                                  capacity - dataStart - written - 4 - 4 - 12)
                                    guard produced > 0 else {
                                        failed = true
                                        return
                                    }
                                    written += produced
                                }
                            }
                        }
                    }
                }
            }
            guard !failed else { return }
            for shift in [24, 16, 8, 0] as [UInt32] {
                base[dataStart + written] = UInt8(truncatingIfNeeded: adler >> shift)
                written += 1
            }
            writer.writeChunkInPlace("IDAT", count: written)
            writer.writeChunk("IEND", [])
            initialized = writer.position
        }
        guard !failed else {
            throw .encoderFailed(format: .png, detail: "the run-length deflater ran out of memory or space")
        }
        // The buffer was sized for incompressible data; hand back a tight copy when that wastes a lot.
        return output.count * 2 < capacity ? Array(output[...]) : output
    }

    /// The mean filtered-byte magnitude at and above which an image counts as photographic.
    /// Share cards measure 0.47-0.49 when drawn (the embedded feed: flat colours, gradients,
    /// text) and 1.3-2.7 on real photographs; the run-length deflater is 7 % smaller than
    /// libdeflate level 4 on the latter and 12 % larger on the former.
    static let photographicResidual = 1.0

    /// The largest share of nearly flat sampled rows (mean magnitude under 0.25) a photographic
    /// image may have. Real photo cards have 2-4 %; a photo above a drawn panel (the `codecs`
    /// benchmark's card: 53 %) compresses 1.23x larger than zlib 6 with the run-length deflater,
    /// since its flat half is where LZ77 matches pay.
    static let photographicFlatRows = 0.10

    /// Whether the run-length deflater suits `bitmap`: high residuals overall, few flat rows.
    static func looksPhotographic(_ bitmap: Bitmap, channels: Int) -> Bool {
        let residual = sampledResidual(of: bitmap, channels: channels)
        return residual.mean >= photographicResidual && residual.flatRows <= photographicFlatRows
    }

    /// The mean magnitude (as signed bytes) of the adaptively filtered bytes of every 16th row,
    /// and the share of those rows whose own mean is under 0.25: how much is left for the
    /// entropy coder after prediction, a cheap tell of photographs (grain and fine texture leave
    /// residuals everywhere) against drawn art (mostly zeros).
    static func sampledResidual(of bitmap: Bitmap, channels: Int) -> (mean: Double, flatRows: Double) {
        let width = bitmap.width, height = bitmap.height
        let rowCount = width * channels
        guard height > 1, rowCount > 0 else { return (0, 1) }
        var rows = [UInt8](repeating: 0, count: 2 * rowCount)
        var scratch = [UInt8](repeating: 0, count: 4 * rowCount)
        var filtered = [UInt8](repeating: 0, count: rowCount + 1)
        var total = 0, sampled = 0, sampledRows = 0, flatRows = 0
        bitmap.pixels.withUnsafeBufferPointer { pixelBuffer in
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                    filtered.withUnsafeMutableBufferPointer { outputBuffer in
                        UnpremultiplyTable.shared.entries.withUnsafeBufferPointer { tableBuffer in
                            guard let pixels = pixelBuffer.baseAddress, let above = rowBuffer.baseAddress,
                                  let scratchBase = scratchBuffer.baseAddress, let out = outputBuffer.baseAddress,
                                  let table = tableBuffer.baseAddress else { return }
                            let current = above + rowCount
                            for y in stride(from: 1, to: height, by: 16) {
                                PNGRawRows.write(row: pixels + (y - 1) * bitmap.bytesPerRow, width: width, channels: channels,
                                                 unpremultiply: table, into: above)
                                PNGRawRows.write(row: pixels + y * bitmap.bytesPerRow, width: width, channels: channels,
                                                 unpremultiply: table, into: current)
                                filterRowWithKernel(current: current, previous: above, count: rowCount, bytesPerPixel: channels,
                                                    scratch: scratchBase, output: out)
                                var sum = 0
                                for i in 1...rowCount {
                                    let value = Int(out[i])
                                    sum += min(value, 256 - value)
                                }
                                total += sum
                                sampled += rowCount
                                sampledRows += 1
                                if sum * 4 < rowCount { flatRows += 1 }
                            }
                        }
                    }
                }
            }
        }
        guard sampled > 0 else { return (0, 1) }
        return (Double(total) / Double(sampled), Double(flatRows) / Double(sampledRows))
    }

    /// Writes the signature, IHDR (8-bit RGB or RGBA, no interlace) and sRGB chunks.
    static func writeHeader(into writer: inout ChunkWriter, width: Int, height: Int, opaque: Bool) {
        writer.writeBytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header.append(contentsOf: bigEndian(UInt32(width)))
        header.append(contentsOf: bigEndian(UInt32(height)))
        // bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        writer.writeChunk("IHDR", header)
        writer.writeChunk("sRGB", [0])  // perceptual rendering intent
    }
}
