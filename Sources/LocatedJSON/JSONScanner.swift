/// The byte-level scanner behind ``JSONSourceMap``.
struct JSONScanner {
    let bytes: [UInt8]
    let limits: JSONSourceMap.Limits
    var offset = 0
    var line = 1
    var lineStart = 0
    /// The path to the value being scanned (kept for ``JSONSourceMap/LongString``).
    var path: [JSONPathComponent] = []
    var longStrings: [JSONSourceMap.LongString] = []
    /// The column of `columnOffset`, remembered so that locations on one long line are computed
    /// incrementally (recounting from the line start made a one-line document quadratic).
    private var columnOffset = 0
    private var column = 1

    init(bytes: [UInt8], limits: JSONSourceMap.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The location of `offset`. Columns count scalars (not bytes): UTF-8 continuation bytes
    /// don't start one.
    mutating func location(at target: Int? = nil) -> JSONSourceMap.Location {
        let target = target ?? offset
        if columnOffset < lineStart || columnOffset > target {
            columnOffset = lineStart
            column = 1
        }
        while columnOffset < target {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return JSONSourceMap.Location(line: line, column: column)
    }

    mutating func error(_ reason: String, at target: Int? = nil) -> JSONSourceMap.SyntaxError {
        JSONSourceMap.SyntaxError(location: location(at: target), reason: reason)
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3; lineStart = 3 }
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONSourceMap.SyntaxError) -> JSONSourceMap.Node {
        guard depth < limits.maximumDepth else { throw error("nesting deeper than \(limits.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = location()
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(start: start, depth: depth)
        case UInt8(ascii: "["): return try array(start: start, depth: depth)
        case UInt8(ascii: "\""):
            let first = offset
            let text = try string()
            if let limit = limits.longStringBytes, offset - first - 2 > limit {
                longStrings.append(.init(path: path, location: start, sourceBytes: first..<offset, value: text))
            }
            return .string(start, text)
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(start, true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(start, false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(start, try number())
        default:
            throw error("unexpected character \(describe(bytes[offset])), expected a value")
        }
    }

    mutating func object(start: JSONSourceMap.Location, depth: Int) throws(JSONSourceMap.SyntaxError) -> JSONSourceMap.Node {
        offset += 1
        var members: [JSONSourceMap.Member] = []
        // Keys seen so far, for objects too big for a linear search.
        var seen: [String: JSONSourceMap.Location] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(start, members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an object") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describe(bytes[offset]))")
            }
            let keyLocation = location()
            let key = try string()
            let previous: JSONSourceMap.Location?
            if members.count < 16 {
                previous = members.first { $0.key == key }?.keyLocation
            } else {
                if seen.isEmpty { for member in members { seen[member.key] = member.keyLocation } }
                previous = seen[key]
                seen[key] = previous ?? keyLocation
            }
            if let previous {
                throw JSONSourceMap.SyntaxError(
                    location: keyLocation,
                    reason: "duplicate key \(MessageText.quoted(key)) in an object (first at line \(previous.line), "
                        + "column \(previous.column))")
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error(offset < bytes.count ? "expected ':' after key \(MessageText.quoted(key)), found \(describe(bytes[offset]))"
                                                 : "unexpected end of file after key \(MessageText.quoted(key))")
            }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try value(depth: depth + 1)
            path.removeLast()
            members.append(JSONSourceMap.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an object") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(start, members) }
            throw error("expected ',' or '}' in an object, found \(describe(bytes[offset]))")
        }
    }

    mutating func array(start: JSONSourceMap.Location, depth: Int) throws(JSONSourceMap.SyntaxError) -> JSONSourceMap.Node {
        offset += 1
        var elements: [JSONSourceMap.Node] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(start, elements)
        }
        while true {
            skipWhitespace()
            if let maximum = limits.maximumArrayCount, elements.count == maximum {
                throw error("an array with more than \(maximum) elements (the array starts at line \(start.line), "
                            + "column \(start.column))")
            }
            path.append(.index(elements.count))
            elements.append(try value(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an array") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(start, elements) }
            throw error("expected ',' or ']' in an array, found \(describe(bytes[offset]))")
        }
    }

    /// Scans a string starting at its opening quote and returns its decoded contents.
    mutating func string() throws(JSONSourceMap.SyntaxError) -> String {
        offset += 1
        var utf8 = [UInt8]()
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { throw error("unexpected end of file inside a string") }
                let escaped = bytes[offset + 1]
                if let replacement = Self.simpleEscape(escaped) {
                    utf8.append(replacement)
                    offset += 2
                } else if escaped == UInt8(ascii: "u") {
                    try unicodeEscape(into: &utf8)
                } else {
                    throw error("invalid escape \\\(describe(escaped)) in a string")
                }
            case 0..<0x20:
                throw error(byte == UInt8(ascii: "\n") ? "unterminated string (line break inside quotes)"
                                                       : "control character inside a string")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    /// A `\uXXXX` escape at `offset`, or a surrogate pair of two; a lone surrogate is an error at
    /// its escape (JSONDecoder would reject the whole document without a place).
    private mutating func unicodeEscape(into utf8: inout [UInt8]) throws(JSONSourceMap.SyntaxError) {
        let escapeStart = offset
        guard let high = hexQuad(at: offset + 2) else { throw error("invalid \\u escape in a string") }
        offset += 6
        var scalarValue = high
        if (0xD800...0xDBFF).contains(high) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
                  let low = hexQuad(at: offset + 2), (0xDC00...0xDFFF).contains(low) else {
                throw error("lone UTF-16 surrogate \\u\(String(high, radix: 16, uppercase: true)) in a string "
                            + "(a high surrogate must be followed by a low one)", at: escapeStart)
            }
            offset += 6
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(high) {
            throw error("lone UTF-16 surrogate \\u\(String(high, radix: 16, uppercase: true)) in a string "
                        + "(a low surrogate without a high one before it)", at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("invalid \\u escape in a string", at: escapeStart) }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    private func hexQuad(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func simpleEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSourceMap.SyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = offset + count <= bytes.count && word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        guard matches else { throw error("invalid literal, expected \(word)") }
        offset += count
    }

    mutating func number() throws(JSONSourceMap.SyntaxError) -> Double {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("invalid number (leading zero)") }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number (no digits after '.')") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number (empty exponent)") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        // The grammar above is a subset of what Double parses, so this cannot fail.
        return Double(String(decoding: bytes[start..<offset], as: UTF8.self)) ?? .nan
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + hex(byte)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
