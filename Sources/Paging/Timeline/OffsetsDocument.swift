import Foundation

/// The frame-by-frame offsets of a swipe, as written by `feedshot swipe --offsets FILE.json`:
///
/// ```json
/// {
///   "fps": 60,
///   "pageHeight": 844,
///   "targetPages": [4],
///   "frames": [
///     {"index": 0, "time": 0, "offset": -2532, "page": 3, "phase": "drag"},
///     …
///   ]
/// }
/// ```
///
/// The writer is Feedshot's own so the bytes are fixed: keys in this order, one frame per line,
/// whole numbers without a fraction, every other number in Swift's shortest round-trip form, so
/// reading the file back gives the offsets bit for bit (a resting frame's offset is exactly
/// −page·H).
public struct OffsetsDocument: Sendable, Hashable, Codable {
    /// The frame rate.
    public var fps: Double
    /// The page height in points.
    public var pageHeight: Double
    /// The page each gesture committed to, in order.
    public var targetPages: [Int]
    /// The frames.
    public var frames: [PagingFrame]

    /// Creates a document from its parts.
    public init(fps: Double, pageHeight: Double, targetPages: [Int], frames: [PagingFrame]) {
        self.fps = fps
        self.pageHeight = pageHeight
        self.targetPages = targetPages
        self.frames = frames
    }

    /// The document for a timeline played at `fps` (the script's own rate by default), with the
    /// frames of `PagingTimeline.frames(fps:startTime:endTime:)`.
    public init(timeline: PagingTimeline, fps: Double? = nil, startTime: Double = 0, endTime: Double? = nil) {
        let rate = fps ?? timeline.script.fps
        self.init(fps: rate, pageHeight: timeline.script.pageHeight, targetPages: timeline.targetPages,
                  frames: timeline.frames(fps: rate, startTime: startTime, endTime: endTime))
    }

    /// The document as UTF-8 JSON, ending with a newline.
    public func jsonData() -> Data {
        Data(jsonString().utf8)
    }

    /// The document as JSON text, ending with a newline.
    public func jsonString() -> String {
        var text = "{\n"
        text += "  \"fps\": \(Self.number(fps)),\n"
        text += "  \"pageHeight\": \(Self.number(pageHeight)),\n"
        text += "  \"targetPages\": [\(targetPages.map(String.init).joined(separator: ", "))],\n"
        text += "  \"frames\": ["
        for (position, frame) in frames.enumerated() {
            text += position == 0 ? "\n" : ",\n"
            text += "    {\"index\": \(frame.index), \"time\": \(Self.number(frame.time)), "
            text += "\"offset\": \(Self.number(frame.offset)), \"page\": \(frame.page), "
            text += "\"phase\": \"\(frame.phase.rawValue)\"}"
        }
        text += frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Reads a document written by `jsonData()` (or any JSON with the same fields).
    public static func decode(_ data: Data) throws -> OffsetsDocument {
        try JSONDecoder().decode(OffsetsDocument.self, from: data)
    }

    /// A JSON number: whole values without a fraction (−0 as 0), others in shortest round-trip form.
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "Offsets documents hold finite numbers only")
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
