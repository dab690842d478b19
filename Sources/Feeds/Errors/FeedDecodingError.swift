import LocatedJSON
/// Everything that can be wrong with a feed's data files, with enough context to fix it: the file,
/// the place in it (coding path, line and column) and the ids involved.
public enum FeedDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, a folder, no permission).
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON.
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    /// A required key is absent from an object.
    case missingKey(file: String, codingPath: String, key: String, line: Int, column: Int)
    /// A value has the wrong JSON type (or is null where a value is required).
    case wrongType(file: String, codingPath: String, expected: String, found: String, line: Int, column: Int)
    /// A value has the right type but an invalid content (a malformed date, a duplicate id…).
    case invalidValue(file: String, codingPath: String, reason: String, line: Int, column: Int)
    /// Ids that name nothing; every unresolved reference of the feed, in one report.
    case unresolvedReferences([UnresolvedReference])
    /// Several problems found together (for example, duplicate ids in two files).
    case multiple([FeedDecodingError])

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the file: \(reason)"
        case .invalidJSON(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): invalid JSON: \(reason)"
        case .missingKey(let file, let path, let key, let line, let column):
            return "\(file):\(line):\(column): missing key \"\(key)\" in \(path.isEmpty ? "the top-level object" : path)"
        case .wrongType(let file, let path, let expected, let found, let line, let column):
            return "\(file):\(line):\(column): \(path.isEmpty ? "the top-level value" : path): expected \(expected), found \(found)"
        case .invalidValue(let file, let path, let reason, let line, let column):
            let place = line > 0 ? ":\(line):\(column)" : ""
            return "\(file)\(place): \(path.isEmpty ? "the top-level value" : path): \(reason)"
        case .unresolvedReferences(let references):
            let lines = references.map { "  \($0)" }.joined(separator: "\n")
            return "\(references.count) unresolved reference\(references.count == 1 ? "" : "s"):\n\(lines)"
        case .multiple(let errors):
            return errors.map(\.description).joined(separator: "\n")
        }
    }
}

/// An id that a feed item names but that no item of the referenced file defines.
public struct UnresolvedReference: Sendable, Hashable, CustomStringConvertible {
    /// The file holding the reference (for example `missions.json`).
    public var file: String
    /// Where the reference is, as a coding path (`[5].crew[1].name`).
    public var codingPath: String
    /// The item that names the id, for humans ("Apollo 11").
    public var item: String
    /// The id that resolves to nothing.
    public var missingID: String
    /// The file the id should be defined in (for example `astronauts.json`).
    public var expectedIn: String
    /// The 1-based line and column of the reference in `file`, when known.
    public var line: Int?
    public var column: Int?

    /// Creates a reference report.
    public init(file: String, codingPath: String, item: String, missingID: String, expectedIn: String,
                line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.codingPath = codingPath
        self.item = item
        self.missingID = missingID
        self.expectedIn = expectedIn
        self.line = line
        self.column = column
    }

    public var description: String {
        let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
        return "\(file)\(place): \(codingPath): \(MessageText.shortened(item)) names \(MessageText.quoted(missingID)), which is not in \(expectedIn)"
    }
}
