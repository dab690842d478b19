import ArgumentParser
import Feeds
import FeedshotCommands
import FeedshotUI
import Foundation

/// `feedshot-bench cards`: share cards on any Moonshot feed folder (real photographs or the
/// embedded feed), per stage, as whole `feedshot cards` processes (time, peak memory, scaling
/// with jobs), and side by side in one run with the skia-python and Pillow peers on the same
/// folder.
struct CardBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Share cards (1170x2532) on a feed folder: stages, peak memory, jobs scaling, against skia-python and Pillow.",
        discussion: """
            --clock cpu (the default) compares CPU time: the peers run through Peers/cpu_clock.py, \
            which makes their own ms_per_card CPU milliseconds, and feedshot's stages use the thread's \
            CPU clock. On a machine shared with other work that is the steady comparison; --clock wall \
            compares wall-clock time as the peers print it.
            """)

    /// Which clock the comparison with the peers uses.
    enum Clock: String, ExpressibleByArgument {
        case cpu, wall
    }

    @Option(help: "A feed folder (missions.json, astronauts.json, images/ or Images/). Default: the embedded feed.")
    var data: String?

    @Option(name: .customLong("repeat"), help: "How many times each measurement renders the whole feed.")
    var repetitions = 3

    @Option(help: "Cards of the peak-memory batch (a feed of that many missions cycling through the folder's).")
    var batch = 240

    @Option(help: "Jobs of the parallel run (default: every core).")
    var jobs: Int?

    @Option(help: "cpu or wall: the clock the peers are compared by.")
    var clock: Clock = .cpu

    @Option(help: "The peer scripts folder (default: ../shared/peers next to the checkout).")
    var peers: String?

    @Flag(help: "Skip the Python peers.")
    var noPeers = false

    @Flag(help: "Skip the whole-process runs and the batch (stages and peers only).")
    var noProcesses = false

    func run() throws {
        let directory = try data ?? FeedLocation.embeddedFeedDirectory()
        let images = FeedLocation.imagesDirectory(forDataDirectory: directory)
        let feed = try MoonshotFeed.load(fromDirectory: directory)
        let scratch = NSTemporaryDirectory() + "feedshot-bench-cards-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let count = feed.missions.count
        let cores = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        print("feed: \(directory) (\(count) missions), images \(images), \(repetitions) repetitions, clock \(clock.rawValue)")

        // 1. One core, no image shared between cards: what the peers do (each card decodes its own).
        let stages = try CardStages.measure(feed: feed, images: images, out: scratch + "/stages",
                                            repetitions: repetitions)
        let averageBytes = Self.averagePNGSize(in: scratch + "/stages")
        print("")
        print("| stage (1 core, each card decodes its images) | CPU ms per card | wall ms per card |")
        print("|---|---|---|")
        for (name, value) in [("decode (badge PNG + portrait JPEGs)", stages.decode), ("compose (layout, resample, draw)", stages.compose),
                              ("encode + write PNG", stages.encode), ("total", stages.total)] {
            print(String(format: "| %@ | %.1f | %.1f |", name, value.cpu * 1000, value.wall * 1000))
        }
        print(String(format: "average PNG %.0f KiB", averageBytes / 1024))

        // 2. Whole `feedshot cards` processes: time, CPU, peak memory, scaling with jobs.
        if !noProcesses {
            try measureProcesses(directory: directory, images: images, count: count, cores: cores, scratch: scratch)
        }

        guard !noPeers else { return }
        comparePeers(directory: directory, images: images, ours: clock == .cpu ? stages.total.cpu : stages.total.wall,
                     ourBytes: averageBytes, scratch: scratch)
    }

    /// Runs `feedshot cards` as child processes (this executable's hidden `feedshot` subcommand).
    private func measureProcesses(directory: String, images: String, count: Int, cores: Int, scratch: String) throws {
        func cards(_ folder: String, jobs: Int, runs: Int) throws -> (wall: Double, cpu: Double, peak: Int) {
            var walls = [Double](), cpus = [Double](), peak = 0
            for run in 0..<runs {
                let result = try ChildProcess.run(ChildProcess.currentExecutable,
                                                  ["feedshot", "cards", "--data", folder, "--out", scratch + "/cards-\(run)",
                                                   "--jobs", String(jobs), "--quiet"], scratch: scratch)
                guard result.status == 0 else {
                    throw ValidationError("feedshot cards failed (\(result.status)): \(result.errors)")
                }
                walls.append(result.wallSeconds)
                cpus.append(result.cpuSeconds)
                peak = max(peak, result.peakResidentBytes)
            }
            return (Measurement.median(walls), Measurement.median(cpus), peak)
        }
        let one = try cards(directory, jobs: 1, runs: repetitions)
        let all = try cards(directory, jobs: cores, runs: repetitions)
        let batchFolder = try makeBatchFeed(from: directory, images: images, count: batch, under: scratch)
        let batchOne = try cards(batchFolder, jobs: 1, runs: 1)
        let batchAll = try cards(batchFolder, jobs: cores, runs: 1)
        print("")
        print("| `feedshot cards` process (fonts, feed, cache included) | wall ms per card | CPU ms per card | peak RSS |")
        print("|---|---|---|---|")
        for (label, value, cards) in [("--jobs 1, \(count) cards", one, count), ("--jobs \(cores), \(count) cards", all, count),
                                      ("--jobs 1, \(batch)-card batch", batchOne, batch),
                                      ("--jobs \(cores), \(batch)-card batch", batchAll, batch)] {
            print(String(format: "| %@ | %.1f | %.1f | %@ |", label, value.wall * 1000 / Double(cards),
                         value.cpu * 1000 / Double(cards), Measurement.mebibytes(value.peak)))
        }
        print(String(format: "--jobs %d is %.2fx faster than --jobs 1 on the %d-card batch (wall clock; other load on the machine slows it)",
                     cores, batchOne.wall / max(1e-9, batchAll.wall), batch))
    }

    /// Runs the peers on the same folder and prints the comparison.
    private func comparePeers(directory: String, images: String, ours: Double, ourBytes: Double, scratch: String) {
        print("")
        let runner = PeerRunner(scriptsDirectory: peers)
        let missions = (directory as NSString).appendingPathComponent("missions.json")
        let astronauts = (directory as NSString).appendingPathComponent("astronauts.json")
        let fontsFolder = (PeerRunner.repositoryRoot as NSString).appendingPathComponent("Fonts")
        let unit = clock == .cpu ? "CPU ms" : "wall ms"
        print(String(format: "feedshot (1 core, each card decodes its images): %.1f %@ per card, %.0f KiB", ours * 1000, unit,
                     ourBytes / 1024))
        print("| peer (same cards, 1 core) | \(unit) per card | of which PNG encode | feedshot's time is | "
              + "avg PNG KiB | feedshot's PNG bytes are | peer peak RSS |")
        print("|---|---|---|---|---|---|---|")
        for peer in ["skia", "pillow"] {
            let out = scratch + "/peer-\(peer)"
            let arguments = [missions, astronauts, images, out, "--repeat", String(repetitions), "--font-dir", fontsFolder]
            let outcome = clock == .cpu ? runner.runWithCPUClock("render_\(peer).py", arguments, scratch: scratch)
                : runner.runMeasured("render_\(peer).py", arguments, scratch: scratch)
            switch outcome {
            case .skipped(let reason):
                print("| \(peer) | skipped: \(reason) | | | | | |")
            case .finished(let output, let peak):
                guard let peerMs = PeerRunner.value("ms_per_card", in: output) else {
                    print("| \(peer) | no ms_per_card in its output | | | | | |")
                    continue
                }
                let encode = PeerRunner.value("encode_ms_per_card", in: output).map { String(format: "%.1f", $0) } ?? "n/a"
                let peerBytes = Self.averagePNGSize(in: out)
                print(String(format: "| %@ | %.1f | %@ | %.3fx | %.0f | %.3fx | %@ |", peer, peerMs, encode, ours * 1000 / peerMs,
                             peerBytes / 1024, ourBytes / max(1, peerBytes), Measurement.mebibytes(peak)))
            }
        }
    }

    /// A feed of `count` missions cycling through the real ones. Every mission gets its own badge
    /// file (a hard link, so no disk space), as a real feed would: the decoded-image cache must
    /// not grow with the batch.
    func makeBatchFeed(from directory: String, images: String, count: Int, under scratch: String) throws -> String {
        let folder = scratch + "/batch-feed"
        let imageFolder = folder + "/Images"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: imageFolder, withIntermediateDirectories: true)
        let missions = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: directory + "/missions.json"))) as? [[String: Any]] ?? []
        guard !missions.isEmpty else { throw ValidationError("\(directory)/missions.json has no missions") }
        let files = try FileManager.default.contentsOfDirectory(atPath: images)
        for file in files {
            try FileManager.default.copyItem(atPath: images + "/" + file, toPath: imageFolder + "/" + file)
        }
        var generated = [[String: Any]]()
        for index in 0..<count {
            var mission = missions[index % missions.count]
            let original = mission["id"] as? Int ?? 0
            let id = 1000 + index
            mission["id"] = id
            generated.append(mission)
            // Badges are apollo<ID>@2x.png… or plain apollo<ID>.png.
            for file in files where file.hasPrefix("apollo\(original)@") || file.hasPrefix("apollo\(original).") {
                let link = "apollo\(id)" + file.dropFirst("apollo\(original)".count)
                try FileManager.default.linkItem(atPath: imageFolder + "/" + file, toPath: imageFolder + "/" + link)
            }
        }
        try JSONSerialization.data(withJSONObject: generated).write(to: URL(fileURLWithPath: folder + "/missions.json"))
        try FileManager.default.copyItem(atPath: directory + "/astronauts.json", toPath: folder + "/astronauts.json")
        return folder
    }

    static func averagePNGSize(in folder: String) -> Double {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }
        guard !files.isEmpty else { return 0 }
        let total = files.reduce(0) { sum, file in
            sum + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)[.size] as? Int) ?? 0)
        }
        return Double(total) / Double(files.count)
    }
}

/// `feedshot-bench feedshot ARGS…`: runs the `feedshot` command line in this process, so the
/// benchmarks can measure whole `feedshot` processes without a second executable.
struct RunFeedshot: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "feedshot", abstract: "Run `feedshot ARGS…` (for child processes).",
                                                    shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        FeedshotCommand.main(arguments)
    }
}
