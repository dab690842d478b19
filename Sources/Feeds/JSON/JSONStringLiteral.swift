/// Writes a Swift string as a JSON string literal (quotes included), escaping what JSON requires.
enum JSONStringLiteral {
    static func encode(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }
}
