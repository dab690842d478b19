/// A deliberately simple PNG writer for tests: any colour type and bit depth, palette and tRNS,
/// extra chunks, filter type 0 and stored (uncompressed) deflate blocks. It shares no code with
/// `PNGEncoder`, so decoding its output checks the decoder against an independent writer.
struct TestPNGWriter {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    var colorType: Int
    /// Samples per row, `channels * width` values each in 0..<(1 << bitDepth), row after row.
    var samples: [Int]
    var palette: [(UInt8, UInt8, UInt8)] = []
    var transparency: [UInt8]?
    /// Chunks written before IDAT (type, data).
    var chunksBeforeData: [(String, [UInt8])] = []
    /// Chunks written after IDAT.
    var chunksAfterData: [(String, [UInt8])] = []

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }

    func bytes() -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header += Self.u32(width) + Self.u32(height)
        header += [UInt8(bitDepth), UInt8(colorType), 0, 0, 0]
        Self.chunk("IHDR", header, into: &out)
        if !palette.isEmpty { Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }, into: &out) }
        if let transparency { Self.chunk("tRNS", transparency, into: &out) }
        for (type, data) in chunksBeforeData { Self.chunk(type, data, into: &out) }
        Self.chunk("IDAT", Self.zlibStored(rawRows()), into: &out)
        for (type, data) in chunksAfterData { Self.chunk(type, data, into: &out) }
        Self.chunk("IEND", [], into: &out)
        return out
    }

    /// Rows packed MSB-first at the bit depth, each preceded by filter type 0.
    func rawRows() -> [UInt8] {
        var raw = [UInt8]()
        let perRow = width * channels
        for y in 0..<height {
            raw.append(0)
            let row = samples[(y * perRow)..<((y + 1) * perRow)]
            if bitDepth == 16 {
                for value in row { raw += [UInt8(value >> 8), UInt8(value & 0xFF)] }
            } else if bitDepth == 8 {
                for value in row { raw.append(UInt8(value)) }
            } else {
                var byte = 0, filled = 0
                for value in row {
                    byte = byte << bitDepth | value
                    filled += bitDepth
                    if filled == 8 { raw.append(UInt8(byte)); byte = 0; filled = 0 }
                }
                if filled > 0 { raw.append(UInt8(byte << (8 - filled))) }
            }
        }
        return raw
    }

    static func u32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        out += u32(data.count)
        let body = Array(type.utf8) + data
        out += body
        out += u32(Int(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of stored deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out += u32(Int(b << 16 | a))
        return out
    }
}

