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
                                                     scale: options.scale)
            return (try jobs(feed: feed, context: context, device: options.resolvedDevice()), directory)
        }
    }

    func jobs(feed: MediaFeed, context: FeedRenderContext, device: Device) throws -> [RenderJob] {
        let unknown = only.filter { id in !feed.media.contains { $0.id == id } }
        guard unknown.isEmpty else {
            throw ValidationError("--only: no media item with id \(unknown.map(String.init).joined(separator: ", "))")
        }
        let items = only.isEmpty ? feed.media : only.compactMap { id in feed.media.first { $0.id == id } }
        return items.map { item in
            context.job("\(item.id).png", title: item.title, target: .screen(device), view: MediaPage(item: item, in: feed),
                        item: .media(item, in: feed))
        }
    }
}
