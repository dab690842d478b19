import Foundation

extension NavigationPath {
    /// A navigation path in a form that can be encoded and decoded (to restore a stack at the next
    /// launch): SwiftUI's `NavigationPath.CodableRepresentation`.
    ///
    /// It is an array of strings, two per value in push order: the value's type as the Swift
    /// runtime names it (`_mangledTypeName`), then the value as JSON. Decoding finds each type by
    /// that name (`_typeByName`) and decodes the value, so it works for any `Codable & Hashable`
    /// type compiled into the program; an unknown name or a value that no longer decodes is a
    /// `DecodingError` thrown while the representation decodes.
    public struct CodableRepresentation: Codable, Equatable, @unchecked Sendable {
        // Unchecked: the decoded values are read, never mutated.
        /// (type name, JSON) pairs, in push order.
        var entries: [Entry]
        /// The decoded values, in push order.
        var values: [AnyHashable]

        struct Entry: Equatable, Sendable {
            let typeName: String
            let json: String
        }

        /// Decodes a representation.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries = [Entry]()
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container,
                                                           debugDescription: "a navigation path entry has a type and no value")
                }
                entries.append(Entry(typeName: typeName, json: try container.decode(String.self)))
            }
            self.entries = entries
            values = try entries.map { entry in
                guard let type = _typeByName(entry.typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                        debugDescription: "no Codable & Hashable type named \(entry.typeName) in this program"))
                }
                return try NavigationPath.decode(type, from: entry.json)
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.entries == rhs.entries
        }

        /// Encodes the representation.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }

        init(entries: [Entry], values: [AnyHashable]) {
            self.entries = entries
            self.values = values
        }
    }

    /// The path as a codable representation, or `nil` when a value is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries = [CodableRepresentation.Entry]()
        for element in elements {
            guard let value = element.base as? any Encodable,
                  let typeName = _mangledTypeName(type(of: element.base)),
                  let json = try? NavigationPath.encode(value) else { return nil }
            entries.append(.init(typeName: typeName, json: json))
        }
        return CodableRepresentation(entries: entries, values: elements)
    }

    /// The path a codable representation holds.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.values
    }

    private static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws -> AnyHashable {
        AnyHashable(try JSONDecoder().decode(T.self, from: Data(json.utf8)))
    }
}
