/// Why a gesture file (or a gesture script built in code or from a command-line shorthand) was
/// rejected. Every case names its source, and field errors name the field by its coding path,
/// such as `gestures[1].samples[4].t`.
public enum GestureFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON (or breaks a size limit) at a 1-based line and column.
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    /// A field is missing, unknown, of the wrong type or has a value the rules do not allow.
    case invalidField(file: String, codingPath: String, reason: String)

    /// The file (or the name of the in-memory source) the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .invalidJSON(let file, _, _, _), .invalidField(let file, _, _): file
        }
    }

    /// The coding path of the offending field, when the error is about one.
    public var codingPath: String? {
        if case .invalidField(_, let codingPath, _) = self { return codingPath }
        return nil
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the gesture file: \(reason)"
        case .invalidJSON(let file, let line, let column, let reason):
            "\(file):\(line):\(column): invalid JSON: \(reason)"
        case .invalidField(let file, let codingPath, let reason):
            "\(file): \(codingPath.isEmpty ? "(top level)" : codingPath): \(reason)"
        }
    }
}
