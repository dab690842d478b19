import ArgumentParser
import Feeds
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

    func run() throws {
        try FeedCommandRunner(options: options).run { console in
            let directory = try data ?? FeedLocation.embeddedFeedDirectory()
            let feed = try MediaFeed.load(fromDirectory: directory, lenient: options.lenient)
            for problem in feed.problems { console.error("warning: \(problem)") }
            let unknown = only.filter { id in !feed.media.contains { $0.id == id } }
            guard unknown.isEmpty else {
                throw ValidationError("--only: no media item with id \(unknown.map(String.init).joined(separator: ", "))")
            }
            let items = only.isEmpty ? feed.media : only.compactMap { id in feed.media.first { $0.id == id } }
            let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: directory),
                                                     scale: options.scale, images: options.images)
            let device = try options.resolvedDevice()
            let pages = items.map { MediaPage(item: $0, in: feed) }
            context.prefetch(pages.flatMap(\.imageReferences))
            let jobs = pages.map { page in
                context.job("\(page.item.id).png", title: page.item.title, target: .screen(device), view: page)
            }
            return (jobs, directory)
        }
    }
}
