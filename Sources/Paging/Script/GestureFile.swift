import Foundation

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

    /// Reads and decodes a gesture file.
    public static func load(path: String) throws(GestureFileError) -> GestureFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw .unreadable(file: path, reason: "is a directory, not a gesture file")
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
    /// count or height (see `GestureScript`). Errors name `source` and the field's coding path.
    public static func decode(_ data: Data, source: String) throws(GestureFileError) -> GestureFile {
        let root = try JSONValue.parse(data, source: source)
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
    let source: String

    func file(from root: JSONValue) throws(GestureFileError) -> GestureFile {
        let object = try self.object(root, path: "")
        try checkKeys(object, allowed: ["pageCount", "startPage", "pageHeight", "fps", "gestures"], path: "")
        let gesturesValue = try required(object, "gestures", path: "")
        let gestureValues = try array(gesturesValue, path: "gestures")
        var gestures: [Gesture] = []
        for (index, value) in gestureValues.enumerated() {
            gestures.append(try gesture(from: value, path: "gestures[\(index)]"))
        }
        var pageCount: Int?, pageHeight: Double?
        if let value = object["pageCount"], value != .null { pageCount = try wholeNumber(value, path: "pageCount") }
        if let value = object["pageHeight"], value != .null { pageHeight = try number(value, path: "pageHeight") }
        return GestureFile(
            pageCount: pageCount,
            pageHeight: pageHeight,
            startPage: try wholeNumber(try required(object, "startPage", path: ""), path: "startPage"),
            fps: try number(try required(object, "fps", path: ""), path: "fps"),
            gestures: gestures,
            source: source)
    }

    private func gesture(from value: JSONValue, path: String) throws(GestureFileError) -> Gesture {
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
        if let velocityValue = object["velocity"], velocityValue != .null {
            velocity = try number(velocityValue, path: "\(path).velocity")
        }
        return Gesture(start: start, samples: samples, velocity: velocity)
    }

    // MARK: Typed access

    private func fail(_ path: String, _ reason: String) -> GestureFileError {
        .invalidField(file: source, codingPath: path, reason: reason)
    }

    private func object(_ value: JSONValue, path: String) throws(GestureFileError) -> [String: JSONValue] {
        guard case .object(let object) = value else {
            throw fail(path, "expected an object, found \(value.kindDescription)")
        }
        return object
    }

    private func array(_ value: JSONValue, path: String) throws(GestureFileError) -> [JSONValue] {
        guard case .array(let array) = value else {
            throw fail(path, "expected an array, found \(value.kindDescription)")
        }
        return array
    }

    private func number(_ value: JSONValue, path: String) throws(GestureFileError) -> Double {
        guard case .number(let number) = value else {
            throw fail(path, "expected a number, found \(value.kindDescription)")
        }
        return number
    }

    private func wholeNumber(_ value: JSONValue, path: String) throws(GestureFileError) -> Int {
        let number = try self.number(value, path: path)
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw fail(path, "expected a whole number, found \(number)")
        }
        return Int(number)
    }

    private func required(_ object: [String: JSONValue], _ key: String,
                          path: String) throws(GestureFileError) -> JSONValue {
        guard let value = object[key] else {
            throw fail(path.isEmpty ? key : "\(path).\(key)", "missing required field")
        }
        return value
    }

    private func checkKeys(_ object: [String: JSONValue], allowed: [String], path: String) throws(GestureFileError) {
        // Sorted so the first unknown key reported does not depend on dictionary order.
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw fail(path.isEmpty ? key : "\(path).\(key)",
                       "unknown field; expected one of \(allowed.joined(separator: ", "))")
        }
    }
}
