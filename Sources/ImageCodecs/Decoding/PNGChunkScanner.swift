/// A quick walk over a PNG's chunk headers, before libpng runs: it finds the IHDR size (so the
/// pixel limit is checked before libpng allocates anything), the eXIf orientation wherever the
/// chunk sits (libpng only reports it before IDAT), and whether the file is an animated PNG.
///
/// It never fails: damaged structure is left for libpng to report with its own messages.
struct PNGChunkScanner {
    /// Width and height from IHDR, if the first chunk is a well-formed IHDR.
    private(set) var size: PixelSize?
    /// The payload of the first eXIf chunk.
    private(set) var exif: [UInt8]?
    /// Whether an acTL chunk was seen (APNG; only its default image is decoded).
    private(set) var isAnimated = false

    init(_ bytes: [UInt8]) {
        var offset = 8  // past the signature
        var isFirst = true
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            let available = min(length, bytes.count - dataStart)
            if isFirst {
                if type == "IHDR", length == 13, available == 13 {
                    func u32(_ at: Int) -> Int {
                        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
                    }
                    size = PixelSize(width: u32(dataStart), height: u32(dataStart + 4))
                }
                isFirst = false
            }
            switch type {
            case "eXIf" where exif == nil && available == length:
                exif = Array(bytes[dataStart..<(dataStart + length)])
            case "acTL":
                isAnimated = true
            case "IEND":
                return
            default:
                break
            }
            guard length <= Int(Int32.max) else { return }
            offset = dataStart + length + 4  // data and CRC
        }
    }
}
