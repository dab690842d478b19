/// An image file format Feedshot decodes and encodes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Portable Network Graphics (including the default image of an animated PNG).
    case png = "PNG"
    /// JPEG (JFIF or EXIF; baseline or progressive).
    case jpeg = "JPEG"

    public var description: String { rawValue }
}

/// What the first bytes of a file say it is, regardless of its name.
enum SniffedFormat: Equatable {
    /// A format Feedshot decodes.
    case supported(ImageFormat)
    /// A known image format Feedshot does not decode, by name ("GIF", "WebP", …).
    case unsupported(String)
    /// Nothing recognisable.
    case unknown

    /// Classifies data by its magic bytes (the file extension is never consulted: extensions lie).
    init(_ bytes: [UInt8]) {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            guard bytes.count >= offset + prefix.count else { return false }
            for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .supported(.png)
        } else if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .supported(.jpeg)
        } else if starts(with: ascii("GIF87a")) || starts(with: ascii("GIF89a")) {
            self = .unsupported("GIF")
        } else if starts(with: ascii("RIFF")) && starts(with: ascii("WEBP"), at: 8) {
            self = .unsupported("WebP")
        } else if starts(with: ascii("BM")) && bytes.count >= 26 {
            self = .unsupported("BMP")
        } else if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            self = .unsupported("TIFF")
        } else if starts(with: ascii("ftyp"), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            switch brand {
            case "avif", "avis": self = .unsupported("AVIF")
            case "heic", "heix", "hevc", "heim", "heis", "mif1", "msf1": self = .unsupported("HEIF")
            default: self = .unknown
            }
        } else if starts(with: [0xFF, 0x0A]) || starts(with: [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) {
            self = .unsupported("JPEG XL")
        } else if starts(with: [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts(with: [0xFF, 0x4F, 0xFF, 0x51]) {
            self = .unsupported("JPEG 2000")
        } else if starts(with: ascii("8BPS")) {
            self = .unsupported("Photoshop (PSD)")
        } else if starts(with: ascii("qoif")) {
            self = .unsupported("QOI")
        } else if starts(with: [0x00, 0x00, 0x01, 0x00]) && bytes.count >= 22 {
            self = .unsupported("ICO")
        } else if starts(with: ascii("<svg")) || starts(with: ascii("<?xml")) {
            self = .unsupported("SVG")
        } else {
            self = .unknown
        }
    }

    /// The first bytes in hex, for error messages about unknown data ("3c 68 74 6d").
    static func leadingBytesDescription(_ bytes: [UInt8], count: Int = 8) -> String {
        let hexDigits = Array("0123456789abcdef")
        return bytes.prefix(count).map { byte in
            String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
        }.joined(separator: " ")
    }
}
