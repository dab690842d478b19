import Foundation

/// The launches of a launch file. Accepted shapes:
/// - `{"data": {"launch": {…}}}` (one GraphQL response),
/// - `{"data": {"launches": [{…}, …]}}`,
/// - an array of responses or of bare launch objects,
/// - a bare launch object.
public struct LaunchDocument: Decodable, Sendable {
    /// The launches in file order.
    public var launches: [Launch]
    /// What reading the file noticed without failing (strings shortened to
    /// ``FeedJSONDecoder/maximumStringLength``), for warnings.
    public var problems: [FeedDecodingError] = []

    private enum ResponseKeys: String, CodingKey { case data, errors }
    private enum DataKeys: String, CodingKey { case launch, launches }

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var launches = [Launch]()
            while !array.isAtEnd {
                launches.append(contentsOf: try array.decode(LaunchDocument.self).launches)
            }
            self.launches = launches
            return
        }
        let container = try decoder.container(keyedBy: ResponseKeys.self)
        guard container.contains(.data) else {
            launches = [try Launch(from: decoder)]
            return
        }
        if try container.decodeNil(forKey: .data) {
            throw DecodingError.valueNotFound(Launch.self, .init(
                codingPath: container.codingPath + [ResponseKeys.data],
                debugDescription: "\"data\" is null (the GraphQL response holds only errors)"))
        }
        let data = try container.nestedContainer(keyedBy: DataKeys.self, forKey: .data)
        if data.contains(.launches) {
            launches = try data.decode([Launch].self, forKey: .launches)
        } else if data.contains(.launch) {
            launches = [try data.decode(Launch.self, forKey: .launch)]
        } else {
            throw DecodingError.keyNotFound(DataKeys.launch, .init(codingPath: data.codingPath,
                                                                   debugDescription: "expected \"launch\" or \"launches\""))
        }
    }

    /// Reads a launch file.
    public static func load(fromFile path: String) throws(FeedDecodingError) -> LaunchDocument {
        let (document, locator) = try FeedJSONDecoder().decodeLocated(LaunchDocument.self, fromFile: path)
        var located = document
        located.problems = locator.warnings
        return located
    }
}
