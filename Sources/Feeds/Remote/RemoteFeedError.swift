import ImageLoading
import LocatedJSON

/// Why a feed could not be read from a URL or an API: the request failed, the response is not
/// what it should be (located in it), or the server's paging went wrong.
public enum RemoteFeedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request failed: network, HTTP status, limits, or a miss with `--offline`.
    /// `source` names what was asked: `https://host/graphql (LaunchDetails(id: "25"))`.
    case request(source: String, ImageLoadingError)
    /// The response is not valid JSON or not shaped as expected (its place in the response).
    case invalidResponse(FeedDecodingError)
    /// A list page came back without data; `reason` holds the server's errors.
    case pageFailed(page: Int, reason: String)
    /// A list page says there is more but gives no cursor to ask for it.
    case missingCursor(page: Int)
    /// The server answered a page with a cursor it had already given: following it would loop.
    case repeatedCursor(cursor: String, page: Int)

    public var description: String {
        switch self {
        case let .request(source, error):
            return "\(source): \(error)"
        case .invalidResponse(let error):
            return error.description
        case let .pageFailed(page, reason):
            return "LaunchList page \(page) has no data: \(reason)"
        case .missingCursor(let page):
            return "LaunchList page \(page) says hasMore but has no cursor; the list stops there"
        case let .repeatedCursor(cursor, page):
            return "LaunchList page \(page) repeats the cursor \(MessageText.quoted(cursor)) of an earlier page; "
                + "the list stops there instead of looping"
        }
    }
}
