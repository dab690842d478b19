import ArgumentParser
import Feeds
import FeedshotUI
import Foundation

/// `feedshot layout`: prints the placed tree of one item (every view's frame in points), to debug
/// a template or check a layout without rendering.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the placed view tree of one item of a feed (frames in points), as text or JSON.")

    /// Every built-in template, with the feed it reads.
    enum Template: String, ExpressibleByArgument, CaseIterable {
        case share, mission, astronaut, grid, list, media, launch
    }

    @Option(name: .long, help: "share, mission, astronaut, grid, list (Moonshot data), media, or launch.")
    var template: Template = .share

    @Option(name: .long, help: "The data folder (a launch file with the launch template; default: the embedded feed).")
    var data: String?

    @Argument(help: "The item: a mission id, an astronaut id, a media id or a launch id (default: the first).")
    var id: String?

    @Flag(name: .long, help: "Print JSON instead of indented text.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("A canvas size in points, for example 390x844.", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("A device preset with its safe area.", valueName: "name"))
    var device: String?

    @Option(name: .long, help: "Device pixels per point (text sizes round to it).")
    var scale: Int = 3

    func run() throws {
        let screen: Device
        if let size { screen = try DeviceOption.canvas(parsing: size) } else if let device {
            screen = try DeviceOption.preset(named: device)
        } else {
            screen = .default
        }
        let tree: PlacedView
        do {
            tree = try placedTree(on: screen)
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if json {
            FileHandle.standardOutput.write(try tree.jsonData(prettyPrinted: true))
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            print(tree.description)
        }
    }

    func placedTree(on screen: Device) throws -> PlacedView {
        let directory = try data ?? FeedLocation.embeddedFeedDirectory()
        let images = FeedLocation.imagesDirectory(forDataDirectory: template == .launch ? (directory as NSString).deletingLastPathComponent : directory)
        let renderer = Renderer(scale: Double(scale), assets: try? AssetCatalog(directory: images))
        let canvas = Device.canvas(width: screen.size.width, height: screen.size.height)
        switch template {
        case .share, .mission:
            let feed = try MoonshotFeed.load(fromDirectory: directory, lenient: true)
            let mission = try pick(feed.missions, id, name: "mission") { String($0.id) }
            return template == .share ? renderer.layout(ShareCard(mission: mission, in: feed), on: canvas)
                                      : renderer.layout(MissionScreen(mission: mission, in: feed), on: screen)
        case .astronaut:
            let feed = try MoonshotFeed.load(fromDirectory: directory, lenient: true)
            let astronauts = feed.astronauts.keys.sorted().compactMap { feed.astronauts[$0] }
            return renderer.layout(AstronautScreen(astronaut: try pick(astronauts, id, name: "astronaut") { $0.id }), on: screen)
        case .grid, .list:
            let feed = try MoonshotFeed.load(fromDirectory: directory, lenient: true)
            return renderer.layout(MissionOverviewScreen(missions: feed.missions, style: template == .grid ? .grid : .list),
                                   on: screen)
        case .media:
            let feed = try MediaFeed.load(fromDirectory: directory, lenient: true)
            return renderer.layout(MediaPage(item: try pick(feed.media, id, name: "media item") { String($0.id) }, in: feed),
                                   on: screen)
        case .launch:
            let file = data ?? (directory as NSString).appendingPathComponent("launches.json")
            let launches = try LaunchDocument.load(fromFile: file).launches
            return renderer.layout(LaunchScreen(launch: try pick(launches, id, name: "launch") { $0.id ?? "" }), on: screen)
        }
    }

    /// The item with `id`, or the first item when no id is given.
    func pick<Item>(_ items: [Item], _ id: String?, name: String, key: (Item) -> String) throws -> Item {
        guard let id else {
            guard let first = items.first else { throw ValidationError("the feed has no \(name)") }
            return first
        }
        guard let item = items.first(where: { key($0) == id }) else { throw ValidationError("no \(name) with id \"\(id)\"") }
        return item
    }
}
