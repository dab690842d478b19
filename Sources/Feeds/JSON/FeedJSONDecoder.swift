import Foundation
import LocatedJSON

/// Decodes feed files with errors that point into the file: syntax errors by line and column,
/// missing keys and wrong types by coding path *and* line and column.
///
/// Feed strings are capped: a string value longer than ``maximumStringLength`` characters is
/// shortened to that many (and "…") before decoding, with a warning naming its place, so that a
/// megabytes-long name cannot make every later stage (text shaping, layout, messages) slow.
public struct FeedJSONDecoder: Sendable {
    /// The longest string value a feed may hold, in characters; longer ones are shortened.
    public static let maximumStringLength = 10_000

    /// Creates a decoder.
    public init() {}

    /// Reads and decodes a file. `displayName` is how the file is named in errors (default: the path).
    public func decode<T: Decodable>(_ type: T.Type, fromFile path: String,
                                     displayName: String? = nil) throws(FeedDecodingError) -> T {
        try decodeLocated(type, fromFile: path, displayName: displayName).value
    }

    /// Decodes a file and keeps its source map for locating later findings (unresolved ids).
    func decodeLocated<T: Decodable>(_ type: T.Type, fromFile path: String,
                                     displayName: String? = nil) throws(FeedDecodingError) -> (value: T, locator: JSONLocator) {
        let name = displayName ?? path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: name, reason: FeedJSONDecoder.readFailureReason(path: path, error: error))
        }
        return try decodeLocated(type, from: data, file: name)
    }

    /// Decodes in-memory JSON; `file` names it in errors.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(FeedDecodingError) -> T {
        try decodeLocated(type, from: data, file: file).value
    }

    func decodeLocated<T: Decodable>(_ type: T.Type, from data: Data,
                                     file: String) throws(FeedDecodingError) -> (value: T, locator: JSONLocator) {
        let bytes = [UInt8](data)
        if bytes.isEmpty {
            throw .invalidJSON(file: file, line: 1, column: 1, reason: "the file is empty")
        }
        let map: JSONSourceMap
        do {
            map = try JSONSourceMap(bytes: bytes, limits: .init(longStringBytes: Self.maximumStringLength))
        } catch {
            throw .invalidJSON(file: file, line: error.location.line, column: error.location.column, reason: error.reason)
        }
        let (decodable, warnings) = Self.shorteningLongStrings(bytes, data: data, map: map, file: file)
        do {
            return (try JSONDecoder().decode(T.self, from: decodable), JSONLocator(file: file, map: map, warnings: warnings))
        } catch let error as DecodingError {
            throw FeedJSONDecoder.translate(error, file: file, map: map)
        } catch let error as FeedDecodingError {
            throw error
        } catch {
            throw .invalidValue(file: file, codingPath: "", reason: "\(error)", line: 1, column: 1)
        }
    }

    /// Turns Foundation's `DecodingError` into a `FeedDecodingError` located in the file.
    static func translate(_ error: DecodingError, file: String, map: JSONSourceMap) -> FeedDecodingError {
        switch error {
        case .keyNotFound(let key, let context):
            let node = map.node(at: context.codingPath)
            return .missingKey(file: file, codingPath: CodingPathFormatter.string(context.codingPath),
                               key: key.stringValue, line: node.location.line, column: node.location.column)
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let node = map.node(at: context.codingPath)
            return .wrongType(file: file, codingPath: CodingPathFormatter.string(context.codingPath),
                              expected: JSONTypeName.of(type), found: node.kindName,
                              line: node.location.line, column: node.location.column)
        case .dataCorrupted(let context):
            let node = map.node(at: context.codingPath)
            return .invalidValue(file: file, codingPath: CodingPathFormatter.string(context.codingPath),
                                 reason: context.debugDescription, line: node.location.line, column: node.location.column)
        @unknown default:
            return .invalidValue(file: file, codingPath: "", reason: "\(error)", line: 1, column: 1)
        }
    }

    /// The document with every string value over the limit shortened (the bytes are rewritten,
    /// so the models never hold the long text), and a warning for each. Coding paths are
    /// unchanged, so errors are still located with the original map.
    static func shorteningLongStrings(_ bytes: [UInt8], data: Data, map: JSONSourceMap,
                                      file: String) -> (Data, [FeedDecodingError]) {
        var output = [UInt8]()
        var warnings = [FeedDecodingError]()
        var copied = 0
        for long in map.longStrings {
            var prefix = ""
            var count = 0
            for character in long.value {
                if count == maximumStringLength { break }
                prefix.append(character)
                count += 1
            }
            guard count == maximumStringLength, prefix.unicodeScalars.count < long.value.unicodeScalars.count else { continue }
            if output.isEmpty { output.reserveCapacity(bytes.count) }
            output.append(contentsOf: bytes[copied..<long.sourceBytes.lowerBound])
            output.append(contentsOf: JSONStringLiteral.encode(prefix + "…"))
            copied = long.sourceBytes.upperBound
            warnings.append(.invalidValue(file: file, codingPath: JSONPathComponent.string(long.path),
                                          reason: "a string of \(long.value.count) characters, shortened to its first "
                                              + "\(maximumStringLength) (the longest a feed string may be)",
                                          line: long.location.line, column: long.location.column))
        }
        guard !warnings.isEmpty else { return (data, []) }
        output.append(contentsOf: bytes[copied...])
        return (Data(output), warnings)
    }

    static func readFailureReason(path: String, error: any Error) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a folder" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return error.localizedDescription
    }
}

/// Formats coding paths the way people write them: `[3].crew[1].name`.
enum CodingPathFormatter {
    static func string(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

/// The JSON names of the Swift types feeds decode, for "expected string, found number".
enum JSONTypeName {
    static func of(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: "string"
        case is Bool.Type: "boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "integer"
        case is Double.Type, is Float.Type: "number"
        case is [Any].Type: "array"
        case is [String: Any].Type: "object"
        default:
            // Arrays and dictionaries of concrete types, and our own Decodable structs.
            String(describing: type).hasPrefix("Array<") ? "array"
                : String(describing: type).hasPrefix("Dictionary<") ? "object" : "object (\(type))"
        }
    }
}
