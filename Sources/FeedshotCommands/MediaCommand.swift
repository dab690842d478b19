import ArgumentParser
import Feeds
import FeedshotUI
import Foundation

/// `feedshot media`: one full-screen page per item of a media feed.
struct MediaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "media",
        abstract: "Render a media feed (media.json + cast.json) as full-screen pages: <mediaId>.png.",
        discussion: "Without --data, renders the embedded media feed (Assets/). Images come from DATA/Images, DATA/images or DATA.")

    @Option(name: .long, help: "A folder with media.json, cast.json and images (default: the embedded feed).")
    var data: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Only these media ids.")
    var only: [Int] = []

    @OptionGroup var options: RenderOptions
    @OptionGroup var batch: BatchOptions

    func run() throws {
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let directory = try data ?? FeedLocation.embeddedFeedDirectory()
            let feed = try MediaFeed.load(fromDirectory: directory, lenient: options.lenient)
            for problem in feed.problems { console.error("warning: \(problem)") }
            let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: directory),
                                                     scale: options.scale, images: options.images)
            let jobs = try jobs(feed: feed, context: context, device: options.resolvedDevice())
            // Downloads start ahead of rendering, in job order (the whole selection, before sharding).
            context.prefetch(selectedItems(of: feed).flatMap { MediaPage(item: $0, in: feed).imageReferences })
            return (jobs, directory)
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
