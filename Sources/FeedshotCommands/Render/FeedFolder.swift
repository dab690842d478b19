import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import ImageCodecs

/// The feeds of one data folder, loaded once, with the render setup to draw any of their items
/// one at a time: what `feedshot serve` renders from.
///
/// Items are built by the same code as `feedshot cards`, `media` and `launch` (their `jobs`
/// functions), so a served image has the same bytes and the same fingerprint as the file the
/// command line writes. Immutable once loaded (a reload builds a new one); thread-safe.
package final class FeedFolder: Sendable {
    /// The data folder.
    package let directory: String
    /// missions.json + astronauts.json, when the folder has them.
    package let moonshot: MoonshotFeed?
    /// media.json + cast.json, when the folder has them.
    package let media: MediaFeed?
    /// launches.json, when the folder has it (launches the file has no data for included).
    package let launches: [LaunchItem]?
    /// Fingerprints, with the image files hashed once per loaded folder.
    package let fingerprinter = Fingerprinter()
    private let imagesDirectory: String
    private let contexts = Locked([Int: FeedRenderContext]())
    private let tables = Locked([TableKey: [String: RenderJob]]())

    /// The most item tables kept (one per route, scale and frame asked for).
    private static let tableLimit = 64

    private struct TableKey: Hashable {
        var route: FeedRoute
        var scale: Int
        var frame: String
    }

    /// Loads every feed the folder has; fails when it has none or one is invalid.
    package init(directory: String, lenient: Bool = false) throws {
        self.directory = directory
        let manager = FileManager.default
        func has(_ name: String) -> Bool { manager.fileExists(atPath: (directory as NSString).appendingPathComponent(name)) }
        moonshot = has("missions.json") ? try MoonshotFeed.load(fromDirectory: directory, lenient: lenient) : nil
        media = has("media.json") ? try MediaFeed.load(fromDirectory: directory, lenient: lenient) : nil
        launches = has("launches.json")
            ? try LaunchDocument.load(fromFile: (directory as NSString).appendingPathComponent("launches.json")).items : nil
        guard moonshot != nil || media != nil || launches != nil else {
            throw CommandFailure("\(directory) has no feed: no missions.json, media.json or launches.json")
        }
        imagesDirectory = FeedLocation.imagesDirectory(forDataDirectory: directory)
    }

    /// How many items each loaded feed has, for logs.
    package var summary: String {
        [moonshot.map { "\($0.missions.count) missions, \($0.astronauts.count) astronauts" },
         media.map { "\($0.media.count) media items" },
         launches.map { "\($0.count) launches" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// The item `id` of `route` at `scale` on `device`.
    package func item(_ route: FeedRoute, id: String, scale: Int, device: Device) throws(FeedFolderError) -> ServableItem {
        let key = TableKey(route: route, scale: scale, frame: RenderTarget.screen(device).fingerprintDescription)
        let table: [String: RenderJob]
        if let known = tables.withLock({ $0[key] }) {
            table = known
        } else {
            table = try makeTable(route, scale: scale, device: device)
            tables.withLock { tables in
                if tables.count >= Self.tableLimit { tables.removeAll() }
                tables[key] = table
            }
        }
        guard let job = table[id] else { throw .unknownItem(route: route, id: id) }
        return ServableItem(job: job)
    }

    private func makeTable(_ route: FeedRoute, scale: Int, device: Device) throws(FeedFolderError) -> [String: RenderJob] {
        let jobs: [RenderJob]
        do {
            let context = try context(scale: scale)
            switch route {
            case .cards(let template):
                guard let moonshot else { throw FeedFolderError.feedMissing(route: route) }
                guard CardsCommand.Template(rawValue: template) != nil else { throw FeedFolderError.unknownTemplate(template) }
                jobs = try CardsCommand.parse(["--template", template]).jobs(feed: moonshot, context: context, device: device)
            case .media:
                guard let media else { throw FeedFolderError.feedMissing(route: route) }
                jobs = try MediaCommand.parse([]).jobs(feed: media, context: context, device: device)
            case .launch:
                guard let launches else { throw FeedFolderError.feedMissing(route: route) }
                jobs = try LaunchCommand.parse([]).jobs(items: launches, context: context, device: device)
            }
        } catch let error as FeedFolderError {
            throw error
        } catch {
            throw .renderSetup("\(error)")
        }
        // The first job wins when a lenient feed repeats an id, as the command line's `--only` does.
        var table: [String: RenderJob] = [:]
        for job in jobs where table[job.itemID] == nil { table[job.itemID] = job }
        return table
    }

    private func context(scale: Int) throws -> FeedRenderContext {
        if let known = contexts.withLock({ $0[scale] }) { return known }
        let context = try FeedRenderContext.open(imagesDirectory: imagesDirectory, scale: scale)
        contexts.withLock { $0[scale] = context }
        return context
    }
}

/// Which feed and template an item comes from.
package enum FeedRoute: Hashable, Sendable, CustomStringConvertible {
    /// A Moonshot template: share, mission, astronaut, grid or list.
    case cards(template: String)
    /// The media feed's full-screen page.
    case media
    /// The launch detail screen.
    case launch

    package var description: String {
        switch self {
        case .cards(let template): "cards/\(template)"
        case .media: "media"
        case .launch: "launch"
        }
    }

    /// The Moonshot templates (`feedshot cards --template`).
    package static var cardTemplates: [String] { CardsCommand.Template.allCases.map(\.rawValue) }
}

/// Why an item cannot be served.
package enum FeedFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownTemplate(String)
    case unknownItem(route: FeedRoute, id: String)
    /// The folder has no feed for this route.
    case feedMissing(route: FeedRoute)
    /// Fonts or the renderer could not be set up.
    case renderSetup(String)
    /// The API the item comes from failed or answered with errors (`serve --endpoint`).
    case upstream(String)

    package var description: String {
        switch self {
        case .unknownTemplate(let template):
            "unknown template \"\(template)\"; known: \(FeedRoute.cardTemplates.joined(separator: ", "))"
        case .unknownItem(let route, let id): "no item \"\(id)\" in \(route)"
        case .feedMissing(let route): "the data folder has no feed for \(route)"
        case .renderSetup(let message): message
        case .upstream(let message): message
        }
    }
}

/// One item ready to render: its identity and fingerprint, and the shared job-to-PNG path.
package struct ServableItem: Sendable {
    let job: RenderJob

    /// The item's id.
    package var id: String { job.itemID }
    /// The file name the command line writes it to.
    package var outputName: String { job.outputName }

    /// The input fingerprint (the same as in a `--manifest` of the command line).
    package func fingerprint(with fingerprinter: Fingerprinter, compression: PNGCompression) -> String {
        job.identity.map { fingerprinter.fingerprint(of: $0, compression: compression) } ?? ""
    }

    /// Renders and encodes the item: the same bytes as the command line's file.
    package func png(compression: PNGCompression) throws -> (png: [UInt8], warnings: [String]) {
        try job.encodedPNG(compression: compression)
    }
}

/// The query parameters of a served image, checked the way the command line checks its options.
package enum RenderParameters {
    /// The device preset names (`iphone14`, `iphonese`…).
    package static var deviceNames: [String] { DeviceOption.names }

    /// A device preset by name, or nil when unknown.
    package static func device(named name: String) -> Device? {
        try? DeviceOption.preset(named: name)
    }

    /// A canvas of `WxH` points, or nil when malformed or out of 1…10000.
    package static func canvas(size: String) -> Device? {
        try? DeviceOption.canvas(parsing: size)
    }

    /// The share template renders on a canvas without safe area (as `feedshot cards` does).
    package static let defaultDevice = Device.default
}
