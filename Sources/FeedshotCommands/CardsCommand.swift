import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import ImageLoading

/// `feedshot cards`: one image per mission (or astronaut, or one overview) of a Moonshot feed.
struct CardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Render a Moonshot feed (missions.json + astronauts.json) with a template.",
        discussion: """
            Without --data, renders the embedded default feed (Assets/). Images come from \
            DATA/Images, DATA/images or DATA. DATA may be a URL (https://host/feed/): missions.json, \
            astronauts.json and the images in Images/ are fetched through the image cache. Outputs: \
            apollo<ID>.png per mission (share, mission), <astronautId>.png (astronaut), grid.png, list.png.
            """)

    /// The templates of a Moonshot feed.
    enum Template: String, ExpressibleByArgument, CaseIterable {
        case share, mission, astronaut, grid, list
    }

    @Option(name: .long, help: "A folder, or a folder's URL, with missions.json, astronauts.json and images (default: the embedded feed).")
    var data: String?

    @Option(name: .long, help: "share, mission, astronaut, grid or list.")
    var template: Template = .share

    @Option(name: .long, parsing: .upToNextOption,
            help: "Only these mission ids (or astronaut ids with the astronaut template).")
    var only: [String] = []

    @Flag(name: .long, help: "Render the whole scroll content instead of one screen (mission, astronaut, grid, list).")
    var fullHeight = false

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Feeds by URL") var remote: RemoteDataOptions
    @OptionGroup var batch: BatchOptions

    mutating func validate() throws {
        if template == .share, fullHeight { throw ValidationError("--full-height does not apply to the share template") }
        if template != .astronaut {
            for id in only where Int(id) == nil {
                throw ValidationError("--only takes mission ids (numbers) with the \(template.rawValue) template, got \"\(id)\"")
            }
        }
    }

    func run() throws {
        let staged = Locked<FeedDataSource?>(nil)
        defer { staged.value?.removeIfTemporary() }
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let http = options.images.makeHTTPLoader()
            let source = try FeedDataSource.open(data, files: ["missions.json", "astronauts.json"], remoteOptions: remote,
                                                 http: http)
            staged.withLock { $0 = source }
            let feed = try MoonshotFeed.load(fromDirectory: source.directory, lenient: options.lenient,
                                             displayDirectory: source.displayDirectory)
            for problem in feed.problems { console.error("warning: \(problem)") }
            source.fetchImages(named: try imageNames(feed: feed), scale: options.scale, console: console)
            let context = try FeedRenderContext.open(imagesDirectory: source.imagesDirectory, scale: options.scale,
                                                     loader: ImageLoader(http: http))
            return (try jobs(feed: feed, context: context, device: options.resolvedDevice()), source.description)
        }
    }

    /// The image names the selected items draw (what a feed by URL fetches from its `Images/`).
    func imageNames(feed: MoonshotFeed) throws -> [String] {
        switch template {
        case .astronaut:
            return only.isEmpty ? feed.astronauts.keys.sorted() : only
        case .share, .mission, .grid, .list:
            return try selectedMissions(feed).flatMap { ItemSource.mission($0, in: feed).imageNames }
        }
    }

    func jobs(feed: MoonshotFeed, context: FeedRenderContext, device: Device) throws -> [RenderJob] {
        // --full-height lays the same screen out at its ideal height: the scroll view's whole content.
        let target: RenderTarget = fullHeight ? .fullHeight(width: device.size.width) : .screen(device)
        switch template {
        case .share:
            // A share card is an image, not a screen: no safe area (CARD_SPEC.md).
            let canvas = Device.canvas(width: device.size.width, height: device.size.height)
            return try selectedMissions(feed).map { mission in
                context.job("\(mission.image).png", title: mission.displayName, target: .screen(canvas),
                            view: ShareCard(mission: mission, in: feed), item: .mission(mission, in: feed))
            }
        case .mission:
            return try selectedMissions(feed).map { mission in
                context.job("\(mission.image).png", title: mission.displayName, target: target,
                            view: MissionScreen(mission: mission, in: feed), item: .mission(mission, in: feed))
            }
        case .astronaut:
            let ids = only.isEmpty ? feed.astronauts.keys.sorted() : only
            let unknown = ids.filter { feed.astronauts[$0] == nil }
            guard unknown.isEmpty else {
                throw ValidationError("--only: no astronaut with id \(unknown.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            return ids.compactMap { feed.astronauts[$0] }.map { astronaut in
                context.job("\(astronaut.id).png", title: astronaut.name, target: target,
                            view: AstronautScreen(astronaut: astronaut), item: .astronaut(astronaut))
            }
        case .grid, .list:
            let style: MissionOverviewScreen.Style = template == .grid ? .grid : .list
            let missions = try selectedMissions(feed)
            return [context.job("\(style.rawValue).png", title: "Moonshot \(style.rawValue)", target: target,
                                view: MissionOverviewScreen(missions: missions, style: style),
                                item: .missions(missions, in: feed, id: style.rawValue))]
        }
    }

    func selectedMissions(_ feed: MoonshotFeed) throws -> [Mission] {
        guard !only.isEmpty else { return feed.missions }
        let ids = only.compactMap(Int.init)
        let unknown = ids.filter { feed.mission(id: $0) == nil }
        guard unknown.isEmpty else {
            throw ValidationError("--only: no mission with id \(unknown.map(String.init).joined(separator: ", "))")
        }
        return ids.compactMap { feed.mission(id: $0) }
    }
}
