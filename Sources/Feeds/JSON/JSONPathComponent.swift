/// One step of a path into a JSON document, usable as a `CodingKey` to look the place up in a
/// ``JSONSourceMap``.
enum JSONPathComponent: CodingKey, Hashable, Sendable {
    case key(String)
    case index(Int)

    var stringValue: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }

    var intValue: Int? {
        if case .index(let index) = self { return index }
        return nil
    }

    init?(stringValue: String) { self = .key(stringValue) }
    init?(intValue: Int) { self = .index(intValue) }
}

/// A decoded file's name and source map, to turn paths found after decoding (while linking ids)
/// into line and column numbers.
struct JSONLocator: Sendable {
    let file: String
    let map: JSONSourceMap?

    /// The location of the value at a path, or of the deepest existing value on the way.
    func location(_ path: [JSONPathComponent]) -> JSONSourceMap.Location? {
        map?.node(at: path).location
    }
}
