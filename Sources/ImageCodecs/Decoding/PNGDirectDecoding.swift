import CCodecShims
import CDeflate

/// Decodes the most common PNG layout, 8-bit RGB or RGBA without interlacing (every photograph a
/// phone or an image editor exports), without libpng: libdeflate inflates the image data in one
/// call, two to three times faster than zlib's streaming inflate, and `fs_png_unfilter_to_rgba`
/// reverses the row filters straight into RGBA.
///
/// It only ever says "not for me": any other layout, a transparency key, a damaged chunk CRC, a
/// stream that does not inflate to exactly the expected size, or an unknown filter type returns
/// nil, and libpng decodes the file instead (reporting real damage with its own messages). So
/// the pixels are libpng's whenever this returns some.
enum PNGDirectDecoding {
    /// Straight RGBA8 rows (`width * 4` bytes each), or nil when libpng should decode the file.
    static func decodePixels(_ data: [UInt8], width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, let layout = layout(of: data), layout.width == width, layout.height == height else {
            return nil
        }
        let rowBytes = width * layout.channels
        let (product, overflow) = height.multipliedReportingOverflow(by: rowBytes + 1)
        guard !overflow, let parts = imageDataParts(of: data) else { return nil }
        // One IDAT (the usual case) inflates in place; several are joined first.
        let joined: [UInt8]? = parts.count == 1 ? nil : parts.reduce(into: [UInt8]()) { $0.append(contentsOf: data[$1]) }
        let source = parts.count == 1 ? parts[0] : 0..<(joined?.count ?? 0)
        guard !source.isEmpty else { return nil }

        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        let filtered = [UInt8](unsafeUninitializedCapacity: product) { buffer, initialized in
            let result = (joined ?? data).withUnsafeBufferPointer { input in
                guard let base = input.baseAddress else { return LIBDEFLATE_BAD_DATA }
                // Without an "actual size" out-parameter libdeflate insists on filling the buffer exactly.
                return libdeflate_zlib_decompress(decompressor, base + source.lowerBound, source.count,
                                                  buffer.baseAddress, product, nil)
            }
            initialized = result == LIBDEFLATE_SUCCESS ? product : 0
        }
        guard filtered.count == product else { return nil }

        var status: Int32 = -1
        let (pixels, _) = ImageDecoder.withNewPixels(count: width * height * 4) { output in
            status = filtered.withUnsafeBufferPointer { input in
                fs_png_unfilter_to_rgba(input.baseAddress, UInt32(width), UInt32(height), Int32(layout.channels),
                                        output, width * 4)
            }
        }
        return status == 0 ? pixels : nil
    }

    /// IHDR's size and channel count when the layout is one this decoder handles.
    private static func layout(of data: [UInt8]) -> (width: Int, height: Int, channels: Int)? {
        // Signature (8), IHDR length and type (8), then width, height, depth, colour type,
        // compression, filter method and interlace.
        guard data.count >= 33, Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = Int(readUInt32(data, 16)), height = Int(readUInt32(data, 20))
        let depth = data[24], colorType = data[25]
        guard depth == 8, colorType == 2 || colorType == 6, data[26] == 0, data[27] == 0, data[28] == 0 else { return nil }
        return (width, height, colorType == 2 ? 3 : 4)
    }

    /// Where the IDAT payloads are, or nil for anything libpng should judge: a bad CRC on any
    /// chunk before the image data ends, a transparency chunk, a truncated chunk, no IDAT.
    private static func imageDataParts(of data: [UInt8]) -> [Range<Int>]? {
        var offset = 8
        var parts = [Range<Int>]()
        while offset + 12 <= data.count {
            let length = Int(readUInt32(data, offset))
            let typeStart = offset + 4, dataStart = offset + 8
            guard length <= Int(Int32.max), dataStart + length + 4 <= data.count else { return nil }
            let type = (data[typeStart], data[typeStart + 1], data[typeStart + 2], data[typeStart + 3])
            let isIDAT = type == (0x49, 0x44, 0x41, 0x54)
            if !isIDAT, !parts.isEmpty { break }  // the image data is over
            let expected = readUInt32(data, dataStart + length)
            let actual = data.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0 + typeStart, length + 4)) }
            }
            guard actual == expected else { return nil }
            if type == (0x74, 0x52, 0x4E, 0x53) { return nil }  // tRNS: a colour key libpng turns into alpha
            if isIDAT { parts.append(dataStart..<(dataStart + length)) }
            offset = dataStart + length + 4
        }
        return parts.isEmpty ? nil : parts
    }

    private static func readUInt32(_ data: [UInt8], _ at: Int) -> UInt32 {
        UInt32(data[at]) << 24 | UInt32(data[at + 1]) << 16 | UInt32(data[at + 2]) << 8 | UInt32(data[at + 3])
    }
}
