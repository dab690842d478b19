import Foundation
import LocatedJSON

/// A GraphQL operation as sent over HTTP: `POST` with `Content-Type: application/json` and the
/// body `{"operationName", "query", "variables"}` (the GraphQL-over-HTTP convention). Values go
/// in `variables`, never into the query text, so an id from a command line or a server cannot
/// change the query.
public struct GraphQLOperation: Sendable, Hashable {
    /// A variable's value: GraphQL's `ID` and `String` travel as JSON strings.
    public enum Value: Sendable, Hashable, Encodable {
        case string(String)
        case int(Int)
        case null

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .int(let number): try container.encode(number)
            case .null: try container.encodeNil()
            }
        }
    }

    /// The operation's name, as in the query text (`LaunchDetails`).
    public var operationName: String
    /// The query document.
    public var query: String
    /// The variables' values by name (without `$`).
    public var variables: [String: Value]

    /// Creates an operation.
    public init(operationName: String, query: String, variables: [String: Value] = [:]) {
        self.operationName = operationName
        self.query = query
        self.variables = variables
    }

    /// The request body: JSON with sorted keys, so the same operation is always the same bytes
    /// (and the same cache entry).
    public var body: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and nulls always encode.
        return (try? encoder.encode(Body(operationName: operationName, query: query, variables: variables))).map { [UInt8]($0) } ?? []
    }

    /// The operation for messages: `LaunchDetails(id: "25")`, `LaunchList(cursor: null)`.
    public var summary: String {
        let arguments = variables.keys.sorted().map { name in
            switch variables[name] ?? .null {
            case .string(let text): "\(name): \(MessageText.quoted(text))"
            case .int(let number): "\(name): \(number)"
            case .null: "\(name): null"
            }
        }
        return "\(operationName)(\(arguments.joined(separator: ", ")))"
    }

    private struct Body: Encodable {
        var operationName: String
        var query: String
        var variables: [String: Value]
    }
}
