import Foundation
import LocatedJSON
import Motion

/// A decoded gesture file: a gesture script whose page count and page height may still be
/// missing (they default to the feed's length and the device's screen height).
///
/// The format:
/// ```json
/// {"pageCount": 12, "startPage": 3, "pageHeight": 844, "fps": 60,
///  "gestures": [{"start": 0.0,
///                "samples": [{"t": 0.0, "y": 0}, {"t": 0.016, "y": -12.5}],
///                "velocity": null}]}
/// ```
/// `pageCount`, `pageHeight` and `velocity` may be null or left out; every other
/// field is required. Unknown fields are errors (a misspelt `velocity` must not silently fall
/// back to an estimate). Whole-number fields accept only whole numbers.
public struct GestureFile: Sendable, Hashable {
    /// The number of pages, when the file gives it.
    public var pageCount: Int?
    /// The page height in points, when the file gives it.
    public var pageHeight: Double?
    /// The page on screen before the first gesture.
    public var startPage: Int
    /// The frame rate.
    public var fps: Double
    /// The gestures in time order.
    public var gestures: [Gesture]
    /// The file path (or another name) used in error messages.
    public var source: String

    /// The most samples a gesture may hold. Only the last 100 ms of a gesture matter for its
    /// release velocity; the limit keeps a hostile file's cost small (the reader stops at the
    /// first sample too many, wherever the file ends).
    public static let maximumSampleCount = 100_000
    /// The largest gesture file read, in bytes.
    public static let maximumFileBytes = 64 << 20

    /// Reads and decodes a gesture file.
    public static func load(path: String) throws(GestureFileError) -> GestureFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw .unreadable(file: path, reason: "is a directory, not a gesture file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileBytes {
            throw .unreadable(file: path, reason: "the file has \(size) bytes; a gesture file may have at most \(maximumFileBytes)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: Self.reason(for: error))
        }
        return try decode(data, source: path)
    }

    /// Decodes a gesture file's contents and checks every rule that does not need the page
    /// count or height (see `GestureScript`). Syntax errors name `source`, the line and the
    /// column; field errors name the field's coding path.
    public static func decode(_ data: Data, source: String) throws(GestureFileError) -> GestureFile {
        let root: JSONSourceMap.Node
        do {
            root = try JSONSourceMap(bytes: [UInt8](data), limits: .init(maximumDepth: 16, maximumArrayCount: maximumSampleCount)).root
        } catch {
            throw .invalidJSON(file: source, line: error.location.line, column: error.location.column,
                               reason: error.reason.hasPrefix("an array with more than")
                                   ? "\(error.reason); a gesture may have at most \(maximumSampleCount) samples"
                                   : error.reason)
        }
        let reader = GestureFileReader(source: source)
        let file = try reader.file(from: root)
        try GestureScript.validate(pageCount: file.pageCount, pageHeight: file.pageHeight,
                                   startPage: file.startPage, fps: file.fps, gestures: file.gestures,
                                   source: source)
        return file
    }

    /// The complete script, with the page count and height taken from the file when it gives
    /// them and from the defaults otherwise.
    public func resolved(defaultPageCount: Int, defaultPageHeight: Double) throws(GestureFileError) -> GestureScript {
        try GestureScript(pageCount: pageCount ?? defaultPageCount, pageHeight: pageHeight ?? defaultPageHeight,
                          startPage: startPage, fps: fps, gestures: gestures, source: source)
    }

    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}

/// Turns parsed JSON into a `GestureFile`, naming the coding path of anything out of place.
private struct GestureFileReader {
    typealias Node = JSONSourceMap.Node
    let source: String

    func file(from root: Node) throws(GestureFileError) -> GestureFile {
        let object = try self.object(root, path: "")
        try checkKeys(object, allowed: ["pageCount", "startPage", "pageHeight", "fps", "gestures"], path: "")
        let gesturesValue = try required(object, "gestures", path: "")
        let gestureValues = try array(gesturesValue, path: "gestures")
        var gestures: [Gesture] = []
        for (index, value) in gestureValues.enumerated() {
            gestures.append(try gesture(from: value, path: "gestures[\(index)]"))
        }
        var pageCount: Int?, pageHeight: Double?
        if let value = member(object, "pageCount"), !value.isNull { pageCount = try wholeNumber(value, path: "pageCount") }
        if let value = member(object, "pageHeight"), !value.isNull { pageHeight = try number(value, path: "pageHeight") }
        return GestureFile(
            pageCount: pageCount,
            pageHeight: pageHeight,
            startPage: try wholeNumber(try required(object, "startPage", path: ""), path: "startPage"),
            fps: try number(try required(object, "fps", path: ""), path: "fps"),
            gestures: gestures,
            source: source)
    }

    private func gesture(from value: Node, path: String) throws(GestureFileError) -> Gesture {
        let object = try self.object(value, path: path)
        try checkKeys(object, allowed: ["start", "samples", "velocity"], path: path)
        let start = try number(try required(object, "start", path: path), path: "\(path).start")
        let sampleValues = try array(try required(object, "samples", path: path), path: "\(path).samples")
        var samples: [GestureSample] = []
        samples.reserveCapacity(sampleValues.count)
        for (index, sampleValue) in sampleValues.enumerated() {
            let samplePath = "\(path).samples[\(index)]"
            let sampleObject = try self.object(sampleValue, path: samplePath)
            try checkKeys(sampleObject, allowed: ["t", "y"], path: samplePath)
            samples.append(GestureSample(
                time: try number(try required(sampleObject, "t", path: samplePath), path: "\(samplePath).t"),
                translation: try number(try required(sampleObject, "y", path: samplePath), path: "\(samplePath).y")))
        }
        var velocity: Double?
        if let velocityValue = member(object, "velocity"), !velocityValue.isNull {
            velocity = try number(velocityValue, path: "\(path).velocity")
        }
        return Gesture(start: start, samples: samples, velocity: velocity)
    }

    // MARK: Typed access

    private func fail(_ path: String, _ reason: String) -> GestureFileError {
        .invalidField(file: source, codingPath: path, reason: reason)
    }

    private func object(_ value: Node, path: String) throws(GestureFileError) -> [JSONSourceMap.Member] {
        guard case .object(_, let members) = value else {
            throw fail(path, "expected an object, found \(value.kindDescription)")
        }
        return members
    }

    private func array(_ value: Node, path: String) throws(GestureFileError) -> [Node] {
        guard case .array(_, let elements) = value else {
            throw fail(path, "expected an array, found \(value.kindDescription)")
        }
        return elements
    }

    private func number(_ value: Node, path: String) throws(GestureFileError) -> Double {
        guard case .number(let location, let number) = value else {
            throw fail(path, "expected a number, found \(value.kindDescription)")
        }
        // Literals such as 1e999 parse to infinity: a place in the file says which one.
        guard number.isFinite else {
            throw .invalidJSON(file: source, line: location.line, column: location.column,
                               reason: "\(path): the number is too large to represent")
        }
        return number
    }

    private func wholeNumber(_ value: Node, path: String) throws(GestureFileError) -> Int {
        let number = try self.number(value, path: path)
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw fail(path, "expected a whole number, found \(number)")
        }
        return Int(number)
    }

    private func member(_ object: [JSONSourceMap.Member], _ key: String) -> Node? {
        object.first { $0.key == key }?.value
    }

    private func required(_ object: [JSONSourceMap.Member], _ key: String,
                          path: String) throws(GestureFileError) -> Node {
        guard let value = member(object, key) else {
            throw fail(path.isEmpty ? key : "\(path).\(key)", "missing required field")
        }
        return value
    }

    private func checkKeys(_ object: [JSONSourceMap.Member], allowed: [String], path: String) throws(GestureFileError) {
        // Sorted so the first unknown key reported does not depend on the file's order.
        for key in object.map(\.key).sorted() where !allowed.contains(key) {
            let shown = MessageText.shortened(key)
            throw fail(path.isEmpty ? shown : "\(path).\(shown)",
                       "unknown field; expected one of \(allowed.joined(separator: ", "))")
        }
    }
}

extension JSONSourceMap.Node {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// "a string", "an array", … for messages (values shortened).
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(_, let value): "\(value)"
        case .number(_, let value): "the number \(value)"
        case .string(_, let value): "the string \(MessageText.quoted(value))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
