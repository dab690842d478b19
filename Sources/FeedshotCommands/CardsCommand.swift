import ArgumentParser
import Feeds
import FeedshotUI
import Foundation

/// `feedshot cards`: one image per mission (or astronaut, or one overview) of a Moonshot feed.
struct CardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Render a Moonshot feed (missions.json + astronauts.json) with a template.",
        discussion: """
            Without --data, renders the embedded default feed (Assets/). Images come from \
            DATA/Images, DATA/images or DATA. Outputs: apollo<ID>.png per mission (share, mission), \
            <astronautId>.png (astronaut), grid.png, list.png.
            """)

    /// The templates of a Moonshot feed.
    enum Template: String, ExpressibleByArgument, CaseIterable {
        case share, mission, astronaut, grid, list
    }

    @Option(name: .long, help: "A folder with missions.json, astronauts.json and images (default: the embedded feed).")
    var data: String?

    @Option(name: .long, help: "share, mission, astronaut, grid or list.")
    var template: Template = .share

    @Option(name: .long, parsing: .upToNextOption,
            help: "Only these mission ids (or astronaut ids with the astronaut template).")
    var only: [String] = []

    @Flag(name: .long, help: "Render the whole scroll content instead of one screen (mission, astronaut, grid, list).")
    var fullHeight = false

    @OptionGroup var options: RenderOptions
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
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let directory = try data ?? FeedLocation.embeddedFeedDirectory()
            let feed = try MoonshotFeed.load(fromDirectory: directory, lenient: options.lenient)
            for problem in feed.problems { console.error("warning: \(problem)") }
            let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: directory),
                                                     scale: options.scale)
            return (try jobs(feed: feed, context: context, device: options.resolvedDevice()), directory)
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
