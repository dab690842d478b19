import ArgumentParser
import Feeds
import FeedshotUI
import Foundation

/// `feedshot launch`: the detail screen of each launch in a launch file.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Render launch details (a GraphQL-shaped launch file) as launch-<id>.png.",
        discussion: """
            The file holds {"data": {"launch": {...}}}, {"data": {"launches": [...]}}, or an array of \
            either; every field may be null. Mission patches that are local names come from the file's \
            folder (Images/, images/ or the folder itself); remote addresses render the placeholder.
            """)

    @Option(name: .long, help: "A launch JSON file (default: the embedded Assets/launches.json).")
    var data: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Only these launch ids.")
    var only: [String] = []

    @OptionGroup var options: RenderOptions
    @OptionGroup var batch: BatchOptions

    func run() throws {
        try FeedCommandRunner(options: options, batch: batch).run { console in
            let file = try data ?? (FeedLocation.embeddedFeedDirectory() as NSString).appendingPathComponent("launches.json")
            let document = try LaunchDocument.load(fromFile: file)
            for problem in document.problems { console.error("warning: \(problem)") }
            let launches = document.launches
            let folder = (file as NSString).deletingLastPathComponent
            let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: folder),
                                                     scale: options.scale, images: options.images)
            let jobs = try jobs(launches: launches, context: context, device: options.resolvedDevice())
            // Downloads start ahead of rendering, in job order (the whole selection, before sharding).
            context.prefetch(selected(launches).flatMap { LaunchScreen(launch: $0).imageReferences })
            return (jobs, file)
        }
    }

    /// The launches `--only` selects (all of them without it).
    func selected(_ launches: [Launch]) -> [Launch] {
        only.isEmpty ? launches : launches.filter { only.contains($0.id ?? "") }
    }

    func jobs(launches: [Launch], context: FeedRenderContext, device: Device) throws -> [RenderJob] {
        let unknown = only.filter { id in !launches.contains { $0.id == id } }
        guard unknown.isEmpty else {
            throw ValidationError("--only: no launch with id \(unknown.joined(separator: ", "))")
        }
        return selected(launches).enumerated().map { index, launch in
            // Launches without an id are numbered by their place in the file.
            let id = launch.id ?? "\(index + 1)"
            let name = "launch-\(id).png"
            return context.job(name, title: launch.mission?.name ?? name, target: .screen(device),
                               view: LaunchScreen(launch: launch), item: .launch(launch, id: id))
        }
    }
}
