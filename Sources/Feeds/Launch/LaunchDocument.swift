import Foundation
import LocatedJSON

/// The launches of a launch file or of GraphQL responses, with the server's errors. Accepted shapes:
/// - `{"data": {"launch": {…}}}` (one `LaunchDetails` response),
/// - `{"data": {"launches": [{…}, …]}}`,
/// - `{"data": {"launches": {"cursor", "hasMore", "launches": [{…}, …]}}}` (one `LaunchList` page),
/// - any of these with an `errors` array, or with `"data": null` and only errors,
/// - an array of responses or of bare launch objects,
/// - a bare launch object.
///
/// GraphQL's rules apply: a launch the server could not produce is `null` (or the whole `data`
/// is), and the `errors` entries say why, each with the path of the field it concerns. An error
/// whose path leads into a launch belongs to that launch's ``LaunchItem``: with data, the launch
/// is partial (the fields it names are null and the template leaves them out); without, the item
/// has no launch and its errors say why. Errors about no launch in particular are
/// ``responseErrors``.
public struct LaunchDocument: Decodable, Sendable {
    /// Every launch in file order, with the server's errors about it; items without data included.
    public var items: [LaunchItem]
    /// The launches that have data, in file order.
    public var launches: [Launch] { items.compactMap(\.launch) }
    /// Server errors that concern no single launch.
    public var responseErrors: [GraphQLError]
    /// The paging fields of a `LaunchList` response (the last page's, in an array of pages).
    public var page: LaunchPage?
    /// What reading the file noticed without failing (strings shortened to
    /// ``FeedJSONDecoder/maximumStringLength``), for warnings.
    public var problems: [FeedDecodingError] = []

    private enum ResponseKeys: String, CodingKey { case data, errors }
    private enum DataKeys: String, CodingKey { case launch, launches }
    private enum ConnectionKeys: String, CodingKey { case cursor, hasMore, launches }

    /// Creates a document.
    public init(items: [LaunchItem], responseErrors: [GraphQLError] = [], page: LaunchPage? = nil) {
        self.items = items
        self.responseErrors = responseErrors
        self.page = page
    }

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items = [LaunchItem](), responseErrors = [GraphQLError](), page: LaunchPage?
            while !array.isAtEnd {
                let part = try array.decode(LaunchDocument.self)
                items += part.items
                responseErrors += part.responseErrors
                page = part.page ?? page
            }
            self.init(items: items, responseErrors: responseErrors, page: page)
            return
        }
        let container = try decoder.container(keyedBy: ResponseKeys.self)
        guard container.contains(.data) || container.contains(.errors) else {
            self.init(items: [LaunchItem(launch: try Launch(from: decoder))])
            return
        }
        let errors = Self.errors(in: container, at: decoder.codingPath)
        if try !container.contains(.data) || container.decodeNil(forKey: .data) {
            // Nothing came back: the response is one item without data, its errors saying why.
            self.init(items: [LaunchItem(launch: nil, errors: errors)])
            return
        }
        let data = try container.nestedContainer(keyedBy: DataKeys.self, forKey: .data)
        if data.contains(.launches) {
            if try data.decodeNil(forKey: .launches) {
                self.init(items: [LaunchItem(launch: nil, errors: errors)])
            } else if (try? data.nestedUnkeyedContainer(forKey: .launches)) != nil {
                let launches = try data.decode([Launch?].self, forKey: .launches)
                self.init(launches, errors: errors, listPath: [.field("launches")], page: nil)
            } else {
                let connection = try data.nestedContainer(keyedBy: ConnectionKeys.self, forKey: .launches)
                let page = LaunchPage(cursor: try connection.decodeIfPresent(String.self, forKey: .cursor),
                                      hasMore: try connection.decodeIfPresent(Bool.self, forKey: .hasMore))
                if let launches = try connection.decodeIfPresent([Launch?].self, forKey: .launches) {
                    self.init(launches, errors: errors, listPath: [.field("launches"), .field("launches")], page: page)
                } else if errors.isEmpty {
                    self.init(items: [], page: page)
                } else {
                    self.init(items: [LaunchItem(launch: nil, errors: errors)], page: page)
                }
            }
        } else if data.contains(.launch) {
            // Every error of a one-launch response concerns that launch.
            self.init(items: [LaunchItem(launch: try data.decode(Launch?.self, forKey: .launch), errors: errors)])
        } else {
            throw DecodingError.keyNotFound(DataKeys.launch, .init(codingPath: data.codingPath,
                                                                   debugDescription: "expected \"launch\" or \"launches\""))
        }
    }

    /// The items of a list, each with the errors whose path leads into it (`listPath`, then its index).
    private init(_ launches: [Launch?], errors: [GraphQLError], listPath: [GraphQLError.PathElement], page: LaunchPage?) {
        var items = launches.map { LaunchItem(launch: $0) }
        var rest = [GraphQLError]()
        for error in errors {
            if error.path.count > listPath.count, Array(error.path.prefix(listPath.count)) == listPath,
               case .index(let index) = error.path[listPath.count], items.indices.contains(index) {
                items[index].errors.append(error)
            } else {
                rest.append(error)
            }
        }
        self.init(items: items, responseErrors: rest, page: page)
    }

    /// The `errors` array, read leniently: a malformed entry is still an error.
    private static func errors(in container: KeyedDecodingContainer<ResponseKeys>,
                               at codingPath: [any CodingKey]) -> [GraphQLError] {
        guard container.contains(.errors), (try? container.decodeNil(forKey: .errors)) != true else { return [] }
        let base = codingPath.map(JSONPathComponent.init(codingKey:)) + [.key("errors")]
        guard var list = try? container.nestedUnkeyedContainer(forKey: .errors) else {
            var error = GraphQLError(message: "(\"errors\" is not an array)")
            error.sourcePath = base
            return [error]
        }
        var errors = [GraphQLError]()
        while !list.isAtEnd {
            let index = list.currentIndex
            // GraphQLError's decoding never fails; a value that is not an object has no message.
            guard var error = try? list.decode(GraphQLError.self) else { break }
            error.sourcePath = base + [.index(index)]
            errors.append(error)
        }
        return errors
    }

    /// Reads a launch file; `displayName` names it in messages (default: the path).
    public static func load(fromFile path: String, displayName: String? = nil) throws(FeedDecodingError) -> LaunchDocument {
        let (document, locator) = try FeedJSONDecoder().decodeLocated(LaunchDocument.self, fromFile: path,
                                                                      displayName: displayName)
        return document.located(by: locator)
    }

    /// Reads a response (or a file's bytes); `source` names it in messages (a URL and the operation).
    public static func decode(_ bytes: [UInt8], source: String) throws(FeedDecodingError) -> LaunchDocument {
        let (document, locator) = try FeedJSONDecoder().decodeLocated(LaunchDocument.self, from: Data(bytes), file: source)
        return document.located(by: locator)
    }

    /// The document with its warnings and every error's `source:line:column`.
    private func located(by locator: JSONLocator) -> LaunchDocument {
        var located = self
        located.problems = locator.warnings
        func place(_ error: GraphQLError) -> GraphQLError {
            var placed = error
            if let location = locator.location(error.sourcePath) {
                placed.place = "\(locator.file):\(location.line):\(location.column)"
            }
            return placed
        }
        located.items = items.map { item in
            var item = item
            item.errors = item.errors.map(place)
            return item
        }
        located.responseErrors = responseErrors.map(place)
        return located
    }
}

/// One launch of a ``LaunchDocument``, with the server's errors about it.
public struct LaunchItem: Sendable, Hashable {
    /// The launch's data; nil when the server returned none for it (``errors`` say why, when it said).
    public var launch: Launch?
    /// The server's errors about this launch: with a launch, the fields they name are missing (the
    /// template draws the rest); without one, why there is no launch.
    public var errors: [GraphQLError]
    /// The id the launch was asked for (`LaunchDetails(id:)`), when it was asked for by id.
    public var requestedID: String?
    /// Why there is no launch when the server never answered (the request failed).
    public var failure: String?

    /// Creates an item.
    public init(launch: Launch?, errors: [GraphQLError] = [], requestedID: String? = nil, failure: String? = nil) {
        self.launch = launch
        self.errors = errors
        self.requestedID = requestedID
        self.failure = failure
    }

    /// The id the item is known by: the launch's own, else the one it was asked for.
    public var id: String? { launch?.id ?? requestedID }

    /// Why there is no launch, for an item without data: the server's errors, or that it sent null.
    public var failureDescription: String {
        if let failure { return failure }
        guard errors.isEmpty else { return errors.map(\.description).joined(separator: "; ") }
        return requestedID.map { "the server returned no launch with id \(MessageText.quoted($0))" }
            ?? "the server returned null for this launch"
    }
}

/// The paging fields of a `LaunchList` response.
public struct LaunchPage: Sendable, Hashable {
    /// Where the next page starts (`launches(after:)`).
    public var cursor: String?
    /// Whether there are launches after this page.
    public var hasMore: Bool?

    /// Creates paging fields.
    public init(cursor: String?, hasMore: Bool?) {
        self.cursor = cursor
        self.hasMore = hasMore
    }
}

extension JSONPathComponent {
    /// A decoder's coding key as a step into the source map: array positions become indices.
    init(codingKey key: any CodingKey) {
        if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
            self = .index(index)
        } else {
            self = .key(key.stringValue)
        }
    }
}
