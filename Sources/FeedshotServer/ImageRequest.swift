import FeedshotCommands
import FeedshotUI
import ImageCodecs

/// A parsed image request: `/cards/{template}/{id}.png`, `/media/{id}.png` or
/// `/launch/{id}.png`, with the query options of the command line (`scale`, `device` or `size`,
/// `png`).
struct ImageRequest: Sendable {
    var route: FeedRoute
    var id: String
    var scale: Int
    var device: Device
    var compression: PNGCompression

    /// The query parameters understood.
    static let parameterNames = ["scale", "device", "size", "png"]

    /// Parses the file name and the query; a bad query throws an error naming the parameter.
    init(route: FeedRoute, file: String, query: [(name: String, value: String)]) throws(ImageRequestError) {
        guard file.hasSuffix(".png"), file.count > 4 else { throw .notPNG(file) }
        self.route = route
        id = String(file.dropLast(4))
        scale = 3
        device = RenderParameters.defaultDevice
        compression = .default
        var seen = Set<String>()
        for (name, value) in query {
            guard Self.parameterNames.contains(name) else { throw .unknownParameter(name) }
            guard seen.insert(name).inserted else { throw .badParameter(name: name, value: value, expected: "given once") }
            switch name {
            case "scale":
                guard let scale = Int(value), [1, 2, 3].contains(scale) else {
                    throw .badParameter(name: name, value: value, expected: "1, 2 or 3")
                }
                self.scale = scale
            case "device":
                guard let device = RenderParameters.device(named: value) else {
                    throw .badParameter(name: name, value: value, expected: RenderParameters.deviceNames.joined(separator: ", "))
                }
                self.device = device
            case "size":
                guard let canvas = RenderParameters.canvas(size: value) else {
                    throw .badParameter(name: name, value: value, expected: "WIDTHxHEIGHT in points, 1 to 10000, for example 390x844")
                }
                self.device = canvas
            default:
                guard let compression = PNGCompression(rawValue: value) else {
                    throw .badParameter(name: name, value: value,
                                        expected: PNGCompression.allCases.map(\.rawValue).joined(separator: ", "))
                }
                self.compression = compression
            }
        }
        if seen.contains("size"), seen.contains("device") {
            throw .badParameter(name: "size", value: "", expected: "size or device, not both")
        }
    }
}

/// Why a request's address or query is wrong.
enum ImageRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name does not end in `.png` (404: there is no such resource).
    case notPNG(String)
    /// A query parameter the server does not know (400).
    case unknownParameter(String)
    /// A known parameter with a bad value (400).
    case badParameter(name: String, value: String, expected: String)

    /// The parameter at fault, for a 400; nil for a 404.
    var parameter: String? {
        switch self {
        case .notPNG: nil
        case .unknownParameter(let name), .badParameter(let name, _, _): name
        }
    }

    var description: String {
        switch self {
        case .notPNG(let file): "no such image \"\(file)\" (image addresses end in .png)"
        case .unknownParameter(let name):
            "unknown parameter \"\(name)\"; known: \(ImageRequest.parameterNames.joined(separator: ", "))"
        case .badParameter(let name, let value, let expected): "bad parameter \"\(name)\"=\"\(value)\": expected \(expected)"
        }
    }
}
