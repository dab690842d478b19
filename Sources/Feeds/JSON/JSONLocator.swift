import LocatedJSON

/// A decoded file's name and source map, to turn paths found after decoding (while linking ids)
/// into line and column numbers, and what decoding noticed without failing (shortened strings).
struct JSONLocator: Sendable {
    let file: String
    let map: JSONSourceMap?
    /// Warnings about the file (strings over ``FeedJSONDecoder/maximumStringLength``).
    var warnings: [FeedDecodingError] = []

    /// The location of the value at a path, or of the deepest existing value on the way.
    func location(_ path: [JSONPathComponent]) -> JSONSourceMap.Location? {
        map?.node(at: path).location
    }
}
