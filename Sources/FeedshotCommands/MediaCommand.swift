import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import ImageLoading

/// `feedshot media`: one full-screen page per item of a media feed.
struct MediaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "media",
        abstract: "Render a media feed (media.json + cast.json) as full-screen pages: <mediaId>.png.",
        discussion: """
            Without --data, renders the embedded media feed (Assets/). Images come from DATA/Images, DATA/images \
            or DATA, or by URL. DATA may be a URL (https://host/feed/): media.json, cast.json and the images \
            named in Images/ are fetched through the image cache.
            """)

    @Option(name: .long, help: "A folder, or a folder's URL, with media.json, cast.json and images (default: the embedded feed).")
    var data: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Only these media ids.")
    var only: [Int] = []

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Feeds by URL") var remote: RemoteDataOptions
    @OptionGroup var batch: BatchOptions

    func run() throws {
        let staged = Locked<FeedDataSource?>(nil)
        defer { staged.value?.removeIfTemporary() }
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let http = options.images.makeHTTPLoader()
            let source = try FeedDataSource.open(data, files: ["media.json", "cast.json"], remoteOptions: remote, http: http)
            staged.withLock { $0 = source }
            let feed = try MediaFeed.load(fromDirectory: source.directory, lenient: options.lenient,
                                          displayDirectory: source.displayDirectory)
            for problem in feed.problems { console.error("warning: \(problem)") }
            let items = selectedItems(of: feed)
            // Local image names come from Images/ beside a feed by URL; URLs through the image loader.
            source.fetchImages(named: items.flatMap { ItemSource.media($0, in: feed).imageNames }.filter { !ImageLoader.isURL($0) },
                               scale: options.scale, console: console)
            let context = try FeedRenderContext.open(imagesDirectory: source.imagesDirectory, scale: options.scale,
                                                     loader: ImageLoader(http: http))
            let jobs = try jobs(feed: feed, context: context, device: options.resolvedDevice())
            // Downloads start ahead of rendering, in job order (the whole selection, before sharding).
            context.prefetch(items.flatMap { MediaPage(item: $0, in: feed).imageReferences })
            return (jobs, source.description)
        }
    }

    /// The items `--only` selects, in its order (all of them without it).
    func selectedItems(of feed: MediaFeed) -> [MediaItem] {
        only.isEmpty ? feed.media : only.compactMap { id in feed.media.first { $0.id == id } }
    }

    func jobs(feed: MediaFeed, context: FeedRenderContext, device: Device) throws -> [RenderJob] {
        let unknown = only.filter { id in !feed.media.contains { $0.id == id } }
        guard unknown.isEmpty else {
            throw ValidationError("--only: no media item with id \(unknown.map(String.init).joined(separator: ", "))")
        }
        return selectedItems(of: feed).map { item in
            context.job("\(item.id).png", title: item.title, target: .screen(device), view: MediaPage(item: item, in: feed),
                        item: .media(item, in: feed))
        }
    }
}
