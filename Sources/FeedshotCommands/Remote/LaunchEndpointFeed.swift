import Feeds
import FeedshotUI
import Foundation
import ImageLoading

/// Launches served from a GraphQL endpoint (`feedshot serve --endpoint URL`): each item is one
/// `LaunchDetails` query, asked when the server needs the item (the HTTP cache's `max-age` and
/// `ETag` rules decide whether the query goes out again), rendered by the command line's path.
///
/// The item's fingerprint, and so the server's ETag, is computed from the response's content
/// (the launch's data), not from when it was fetched: two replicas, or two fetches of an
/// unchanged launch, give the same ETag.
package final class LaunchEndpointFeed: Sendable {
    /// The endpoint client.
    package let endpoint: LaunchEndpoint
    /// Fingerprints of the served items.
    package let fingerprinter = Fingerprinter()
    private let images: ImageLoader
    private let contexts = Locked([Int: FeedRenderContext]())

    /// A feed of the launches at `url`, fetched through `http` (patches by URL too).
    package init(url: String, http: HTTPLoader, headers: [FetchHeader] = [], limits: FetchLimits? = nil) {
        endpoint = LaunchEndpoint(url: url, http: http, headers: headers, limits: limits)
        images = ImageLoader(http: http)
    }

    /// The launch `id` at `scale` on `device`: unknown when the server returns no launch and no
    /// error for it, upstream when the request fails or the server's errors leave no data.
    package func item(id: String, scale: Int, device: Device) async throws(FeedFolderError) -> ServableItem {
        let document: LaunchDocument
        do {
            document = try await endpoint.send(LaunchQueries.details(id: id), remembering: false).document
        } catch {
            throw .upstream("\(error)")
        }
        guard var item = document.items.first else { throw .upstream("\(endpoint.url): the response holds no launch") }
        item.requestedID = id
        guard let launch = item.launch else {
            if item.errors.isEmpty { throw .unknownItem(route: .launch, id: id) }
            throw .upstream(item.failureDescription)
        }
        // The patch is loaded before the item is fingerprinted, which then finds it finished
        // instead of blocking one of the server's threads.
        for url in LaunchScreen(launch: launch).imageReferences where ImageLoader.isURL(url) { _ = await images.load(url) }
        let context = try context(scale: scale)
        guard let job = (try? LaunchCommand.parse([]))?.jobs(items: [item], context: context, device: device).first else {
            throw .unknownItem(route: .launch, id: id)
        }
        return ServableItem(job: job)
    }

    /// Closes the HTTP client's connections.
    package func shutdown() async { await endpoint.http.shutdown() }

    private func context(scale: Int) throws(FeedFolderError) -> FeedRenderContext {
        if let known = contexts.withLock({ $0[scale] }) { return known }
        let context: FeedRenderContext
        do {
            // No local images: patches come by URL.
            context = try FeedRenderContext.open(imagesDirectory: "", scale: scale, loader: images)
        } catch {
            throw .renderSetup("\(error)")
        }
        contexts.withLock { $0[scale] = context }
        return context
    }
}
