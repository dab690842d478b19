import Foundation

/// Opens a URL: SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`.
///
/// The system action records the URL in the live host (``ViewHost/openedURLs``) instead of
/// opening it; an action set with `.environment(\.openURL, OpenURLAction { … })` runs first and
/// decides, as in SwiftUI.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL: SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let other):
            let graph = ViewGraph.active
            graph?.openedURLs.append(other ?? url)
            completion(graph != nil)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// The action views call to open URLs (links do).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
