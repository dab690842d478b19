import ArgumentParser
import Feeds
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

    func run() throws {
        try FeedCommandRunner(options: options).run { _ in
            let file = try data ?? (FeedLocation.embeddedFeedDirectory() as NSString).appendingPathComponent("launches.json")
            let launches = try LaunchDocument.load(fromFile: file).launches
            let unknown = only.filter { id in !launches.contains { $0.id == id } }
            guard unknown.isEmpty else {
                throw ValidationError("--only: no launch with id \(unknown.joined(separator: ", "))")
            }
            let selected = only.isEmpty ? launches : launches.filter { only.contains($0.id ?? "") }
            let folder = (file as NSString).deletingLastPathComponent
            let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: folder),
                                                     scale: options.scale, images: options.images)
            let device = try options.resolvedDevice()
            context.prefetch(selected.flatMap { LaunchScreen(launch: $0).imageReferences })
            let jobs = selected.enumerated().map { index, launch in
                // Launches without an id are numbered by their place in the file.
                let name = "launch-\(launch.id ?? "\(index + 1)").png"
                return context.job(name, title: launch.mission?.name ?? name, target: .screen(device),
                                   view: LaunchScreen(launch: launch))
            }
            return (jobs, file)
        }
    }
}
