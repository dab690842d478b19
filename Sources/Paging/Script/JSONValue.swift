import Foundation

/// A parsed JSON document, kept generic so the gesture file reader can check every field itself
/// and name its coding path in errors (Foundation's decoder reports some mistakes, such as a
/// fraction where an integer belongs, only as "not valid JSON" at the top level).
enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `data`; syntax errors name `source` and, where the parser says, the line and column.
    static func parse(_ data: Data, source: String) throws(GestureFileError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidJSON(file: source, reason: syntaxError(in: data))
        }
    }

    /// A description of what is wrong with `data`. The decoder only says "not valid JSON", so ask
    /// JSONSerialization, which reports a character offset, and turn that into a line and column.
    private static func syntaxError(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the document could not be parsed"
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                ?? error.localizedDescription
            guard let offset = characterOffset(in: message) else { return message }
            let (line, column) = lineAndColumn(ofOffset: offset, in: data)
            return "\(message) (line \(line), column \(column))"
        }
    }

    /// The number after "character " in a JSONSerialization message, if any.
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// 1-based line and column of a byte offset.
    private static func lineAndColumn(ofOffset offset: Int, in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// "a string", "an array", … for messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "the number \(value)"
        case .string(let value): "the string \"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
