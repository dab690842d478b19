/// Where each value of a JSON document starts, so that decoding errors can name a line and column.
///
/// Foundation's `JSONDecoder` reports *what* is wrong (a coding path) but not *where* in the file;
/// this small recursive-descent scanner validates the syntax itself (giving the exact position of
/// the first syntax error) and records the position of every value by its path.
struct JSONSourceMap: Sendable {
    /// A 1-based line and column in the source text (columns count Unicode scalars).
    struct Location: Hashable, Sendable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "line \(line), column \(column)" }
    }

    /// A syntax error at a location.
    struct SyntaxError: Error, Sendable {
        var location: Location
        var reason: String
    }

    /// A scanned value: its location, its kind and, for containers, its children.
    indirect enum Node: Sendable {
        case object(Location, [(key: String, value: Node)])
        case array(Location, [Node])
        case string(Location)
        case number(Location)
        case bool(Location)
        case null(Location)

        var location: Location {
            switch self {
            case .object(let l, _), .array(let l, _), .string(let l), .number(let l), .bool(let l), .null(let l): l
            }
        }

        /// The JSON name of the value's kind, as shown in "expected string, found number".
        var kindName: String {
            switch self {
            case .object: "object"
            case .array: "array"
            case .string: "string"
            case .number: "number"
            case .bool: "boolean"
            case .null: "null"
            }
        }
    }

    /// The document's top-level value.
    let root: Node

    /// Scans `bytes` (UTF-8) and throws the first syntax error.
    init(bytes: [UInt8]) throws(SyntaxError) {
        var scanner = Scanner(bytes: bytes)
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        let value = try scanner.value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("unexpected text after the end of the JSON value") }
        root = value
    }

    /// The node at a coding path (keys of objects, integer indices of arrays), or the deepest
    /// node on the way when the path leads somewhere that doesn't exist (a missing key is reported
    /// at the object that should hold it).
    func node(at path: [any CodingKey]) -> Node {
        var current = root
        for key in path {
            switch current {
            case .object(_, let members):
                // JSON allows duplicate keys; JSONDecoder uses the last one, so do we.
                guard let member = members.last(where: { $0.key == key.stringValue }) else { return current }
                current = member.value
            case .array(_, let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return current }
                current = elements[index]
            default:
                return current
            }
        }
        return current
    }
}

/// The byte-level scanner behind ``JSONSourceMap``.
private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    /// Nesting beyond this is refused instead of overflowing the stack on hostile input.
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }

    var location: JSONSourceMap.Location {
        // Count scalars (not bytes) since the start of the line: UTF-8 continuation bytes don't start one.
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return JSONSourceMap.Location(line: line, column: column)
    }

    func error(_ reason: String) -> JSONSourceMap.SyntaxError {
        JSONSourceMap.SyntaxError(location: location, reason: reason)
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
        guard depth < Scanner.maximumDepth else { throw error("nesting deeper than \(Scanner.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(start: start, depth: depth)
        case UInt8(ascii: "["): return try array(start: start, depth: depth)
        case UInt8(ascii: "\""):
            _ = try string()
            return .string(start)
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(start)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(start)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            return .number(start)
        default:
            throw error("unexpected character \(describe(bytes[offset])), expected a value")
        }
    }

    mutating func object(start: JSONSourceMap.Location, depth: Int) throws(JSONSourceMap.SyntaxError) -> JSONSourceMap.Node {
        offset += 1
        var members: [(key: String, value: JSONSourceMap.Node)] = []
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
            let key = try string()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error(offset < bytes.count ? "expected ':' after key \"\(key)\", found \(describe(bytes[offset]))"
                                                 : "unexpected end of file after key \"\(key)\"")
            }
            offset += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
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
            elements.append(try value(depth: depth + 1))
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
                let simple: [UInt8: UInt8] = [
                    UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
                    UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
                    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
                ]
                if let replacement = simple[escaped] {
                    utf8.append(replacement)
                    offset += 2
                } else if escaped == UInt8(ascii: "u") {
                    guard offset + 5 < bytes.count,
                          let code = UInt32(String(decoding: bytes[(offset + 2)...(offset + 5)], as: UTF8.self), radix: 16)
                    else { throw error("invalid \\u escape in a string") }
                    // Lone surrogates become U+FFFD: only keys are read, never values.
                    utf8.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                    offset += 6
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

    mutating func literal(_ word: String) throws(JSONSourceMap.SyntaxError) {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<(offset + expected.count)]) == expected else {
            throw error("invalid literal, expected \(word)")
        }
        offset += expected.count
    }

    mutating func number() throws(JSONSourceMap.SyntaxError) {
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
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }
}

import Foundation
