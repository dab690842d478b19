/// A JSON document scanned with the place of every value, so that errors can name a line and
/// column: Foundation's `JSONDecoder` and `JSONSerialization` report *what* is wrong (a coding
/// path, "not valid JSON") but not *where* in the file.
///
/// The scanner is a small recursive-descent parser over UTF-8 bytes. It validates the syntax
/// itself (giving the exact position of the first error) and is stricter than RFC 8259 where a
/// document is almost certainly a mistake: a key repeated in one object is an error naming the key
/// and both places, and a lone UTF-16 surrogate escape is an error at its place. Nesting and array
/// lengths are limited (``Limits``) so hostile input cannot exhaust the stack or the time budget.
/// The feeds and the gesture files both read their JSON through it.
public struct JSONSourceMap: Sendable {
    /// A 1-based line and column in the source text (columns count Unicode scalars).
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public var description: String { "line \(line), column \(column)" }
    }

    /// A syntax error (or a broken limit) at a location.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var location: Location
        public var reason: String
        public var description: String { "\(location.line):\(location.column): \(reason)" }
    }

    /// How much a document may hold.
    public struct Limits: Sendable, Hashable {
        /// Nesting deeper than this is refused instead of overflowing the stack.
        public var maximumDepth: Int
        /// Arrays with more elements are refused at the first element too many, before the rest
        /// of the document is read (nil: no limit).
        public var maximumArrayCount: Int?
        /// String values longer than this many UTF-8 bytes are listed in ``longStrings``.
        public var longStringBytes: Int?

        /// Creates limits.
        public init(maximumDepth: Int = 512, maximumArrayCount: Int? = nil, longStringBytes: Int? = nil) {
            self.maximumDepth = maximumDepth
            self.maximumArrayCount = maximumArrayCount
            self.longStringBytes = longStringBytes
        }
    }

    /// One member of an object: its key, where the key is, and its value.
    public struct Member: Sendable {
        public var key: String
        public var keyLocation: Location
        public var value: Node
    }

    /// A scanned value: its location, its kind, its contents.
    public indirect enum Node: Sendable {
        case object(Location, [Member])
        case array(Location, [Node])
        case string(Location, String)
        /// A number; `Double` of its text, so out-of-range literals such as `1e999` are infinite.
        case number(Location, Double)
        case bool(Location, Bool)
        case null(Location)

        /// Where the value starts.
        public var location: Location {
            switch self {
            case .object(let l, _), .array(let l, _), .string(let l, _), .number(let l, _), .bool(let l, _), .null(let l): l
            }
        }

        /// The JSON name of the value's kind, as shown in "expected string, found number".
        public var kindName: String {
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

    /// A string value longer than ``Limits/longStringBytes``: where it is and its bytes in the
    /// source (quotes included), so a reader can shorten it.
    public struct LongString: Sendable, Hashable {
        public var path: [JSONPathComponent]
        public var location: Location
        public var sourceBytes: Range<Int>
        public var value: String
    }

    /// The document's top-level value.
    public let root: Node
    /// The string values longer than the limit, in document order.
    public let longStrings: [LongString]

    /// Scans `bytes` (UTF-8) and throws the first syntax error.
    public init(bytes: [UInt8], limits: Limits = Limits()) throws(SyntaxError) {
        var scanner = JSONScanner(bytes: bytes, limits: limits)
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        if scanner.isAtEnd { throw scanner.error("the document is empty, expected a value") }
        let value = try scanner.value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("unexpected text after the end of the JSON value") }
        root = value
        longStrings = scanner.longStrings
    }

    /// The node at a coding path (keys of objects, integer indices of arrays), or the deepest
    /// node on the way when the path leads somewhere that doesn't exist (a missing key is reported
    /// at the object that should hold it).
    public func node(at path: [any CodingKey]) -> Node {
        var current = root
        for key in path {
            switch current {
            case .object(_, let members):
                // Keys are unique (a repeated key is a syntax error).
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return current }
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

/// One step of a path into a JSON document, usable as a `CodingKey` to look the place up in a
/// ``JSONSourceMap``.
public enum JSONPathComponent: CodingKey, Hashable, Sendable {
    case key(String)
    case index(Int)

    public var stringValue: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }

    public var intValue: Int? {
        if case .index(let index) = self { return index }
        return nil
    }

    public init?(stringValue: String) { self = .key(stringValue) }
    public init?(intValue: Int) { self = .index(intValue) }

    /// A path as people write it: `[3].crew[1].name`.
    public static func string(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }
}
