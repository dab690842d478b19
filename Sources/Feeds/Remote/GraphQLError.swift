import LocatedJSON

/// One entry of a GraphQL response's `errors` array: the server's message and the path of the
/// field it concerns (`["launches", "launches", 3, "rocket"]`), read leniently (a server's
/// malformed error is still an error, with what could be read of it).
public struct GraphQLError: Sendable, Hashable, Decodable, CustomStringConvertible {
    /// One step of an error's path: a field name or a list index.
    public enum PathElement: Sendable, Hashable, Decodable, CustomStringConvertible {
        case field(String)
        case index(Int)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .field((try? container.decode(String.self)) ?? "?")
            }
        }

        public var description: String {
            switch self {
            case .field(let name): name
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// The most characters of a message a description shows.
    public static let maximumMessageLength = 500

    /// The server's message.
    public var message: String
    /// The path of the field the error concerns; empty when the error is about the whole request.
    public var path: [PathElement]
    /// Where the error is in the response (`URL:line:column`), when known.
    public var place: String?
    /// The error's own place in the document, for ``place``.
    var sourcePath: [JSONPathComponent] = []

    /// Creates an error.
    public init(message: String, path: [PathElement] = [], place: String? = nil) {
        self.message = message
        self.path = path
        self.place = place
    }

    private enum CodingKeys: String, CodingKey { case message, path }

    public init(from decoder: any Decoder) throws {
        let container = try? decoder.container(keyedBy: CodingKeys.self)
        let message = (try? container?.decodeIfPresent(String.self, forKey: .message)) ?? nil
        self.init(message: message ?? "(the server gave no message)",
                  path: ((try? container?.decodeIfPresent([PathElement].self, forKey: .path)) ?? nil) ?? [])
    }

    /// `launches.launches[3].rocket` (the first 16 steps of a longer path, then "…").
    public var pathDescription: String {
        var text = ""
        for element in path.prefix(16) {
            switch element {
            case .field(let name):
                let shown = MessageText.shortened(name)
                text += text.isEmpty ? shown : ".\(shown)"
            case .index: text += element.description
            }
        }
        return path.count > 16 ? text + "…" : text
    }

    /// `https://host/graphql:1:52: server error at launch.rocket: "Rocket service unavailable"`.
    public var description: String {
        let at = path.isEmpty ? "" : " at \(pathDescription)"
        return "\(place.map { "\($0): " } ?? "")server error\(at): \(MessageText.quoted(message, limit: Self.maximumMessageLength))"
    }
}
