import ArgumentParser
import Feeds
import FeedshotCommands
import FeedshotUI
import Foundation

/// `feedshot-bench cards`: share cards per second on a Moonshot feed, side by side in one run
/// with the skia-python and Pillow peers of `../shared/peers` on the same data.
struct CardBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Share-card throughput (1170x2532), PNG size and peak memory, against skia-python and Pillow.")

    @Option(help: "A feed folder (missions.json, astronauts.json, images/ or Images/). Default: the embedded feed.")
    var data: String?

    @Option(name: .customLong("repeat"), help: "How many times each measurement renders the whole feed.")
    var repetitions = 3

    @Option(help: "Cards rendered by the peak-memory run (a synthetic feed of that many missions).")
    var batch = 240

    @Option(help: "The peer scripts folder (default: ../shared/peers next to the checkout).")
    var peers: String?

    @Flag(help: "Skip the Python peers.")
    var noPeers = false

    func run() throws {
        let directory = try data ?? FeedLocation.embeddedFeedDirectory()
        let images = FeedLocation.imagesDirectory(forDataDirectory: directory)
        let feed = try MoonshotFeed.load(fromDirectory: directory)
        let fonts = try FontCollection.bundled()
        let scratch = NSTemporaryDirectory() + "feedshot-bench-cards-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let count = feed.missions.count
        print("feed: \(directory) (\(count) missions), images \(images), \(repetitions) repetitions")

        // 1. One core, no image shared between cards: what the peers do (each card decodes its own).
        let coldOut = scratch + "/cold"
        try FileManager.default.createDirectory(atPath: coldOut, withIntermediateDirectories: true)
        var encodeSeconds = 0.0
        let cold = try Measurement.time(iterations: repetitions) {
            for mission in feed.missions {
                let catalog = try AssetCatalog(directory: images)
                let bitmap = Renderer(scale: 3, assets: catalog, fonts: fonts).render(ShareCard(mission: mission, in: feed),
                                                                                      size: Size(width: 390, height: 844))
                let start = Measurement.now()
                let bytes = try PNGEncoder.encode(bitmap, compression: .default)
                try writeFileAtomically(bytes, to: coldOut + "/\(mission.image).png")
                encodeSeconds += Measurement.now() - start
            }
        }
        let coldMs = Measurement.median(cold) * 1000 / Double(count)
        let encodeMs = encodeSeconds * 1000 / Double(count * (repetitions + 1))

        // 2. The command line, in process: one job, then every core (decoded images are cached).
        let oneJob = try timeCommand(directory: directory, out: scratch + "/one", jobs: 1)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let allJobs = try timeCommand(directory: directory, out: scratch + "/all", jobs: cores)
        let averageBytes = Self.averagePNGSize(in: scratch + "/one")
        let peakAfterCards = Measurement.peakResidentBytes()

        // 3. Peak memory over a large batch: memory must not grow with the batch (streaming).
        let batchFolder = try makeBatchFeed(from: directory, images: images, count: batch, under: scratch)
        let batchSeconds = try timeCommand(directory: batchFolder, out: scratch + "/batch", jobs: cores, repetitions: 1)
        let peakAfterBatch = Measurement.peakResidentBytes()

        print("")
        print("| feedshot | ms per card | cards/s | avg PNG KiB |")
        print("|---|---|---|---|")
        print(String(format: "| 1 core, every card decodes its images (peer conditions) | %.1f (PNG encode+write %.1f) | %.2f | %.0f |",
                     coldMs, encodeMs, 1000 / coldMs, averageBytes / 1024))
        print(String(format: "| `feedshot cards --jobs 1` (image cache) | %.1f | %.2f | %.0f |",
                     oneJob * 1000 / Double(count), Double(count) / oneJob, averageBytes / 1024))
        print(String(format: "| `feedshot cards --jobs %d` | %.1f | %.2f | %.0f |",
                     cores, allJobs * 1000 / Double(count), Double(count) / allJobs, averageBytes / 1024))
        print("peak memory: \(Measurement.mebibytes(peakAfterCards)) after the runs above; "
              + "\(Measurement.mebibytes(peakAfterBatch)) after a \(batch)-card batch with \(cores) jobs "
              + String(format: "(%.2f s, %.1f cards/s)", batchSeconds, Double(batch) / batchSeconds))

        guard !noPeers else { return }
        print("")
        let runner = PeerRunner(scriptsDirectory: peers)
        let missions = (directory as NSString).appendingPathComponent("missions.json")
        let astronauts = (directory as NSString).appendingPathComponent("astronauts.json")
        let fontsFolder = (PeerRunner.repositoryRoot as NSString).appendingPathComponent("Fonts")
        print("| peer (same cards, 1 core) | ms per card | feedshot is faster by | avg PNG KiB | feedshot PNG size ratio |")
        print("|---|---|---|---|---|")
        for peer in ["skia", "pillow"] {
            let out = scratch + "/peer-\(peer)"
            switch runner.run("render_\(peer).py", [missions, astronauts, images, out, "--repeat", String(repetitions),
                                                    "--font-dir", fontsFolder]) {
            case .skipped(let reason):
                print("| \(peer) | skipped: \(reason) | | | |")
            case .finished(let output):
                guard let peerMs = PeerRunner.value("ms_per_card", in: output) else {
                    print("| \(peer) | no ms_per_card in its output | | | |")
                    continue
                }
                let peerBytes = Self.averagePNGSize(in: out)
                print(String(format: "| %@ | %.1f | %.2fx | %.0f | %.2f |", peer, peerMs, peerMs / coldMs, peerBytes / 1024,
                             averageBytes / max(1, peerBytes)))
            }
        }
    }

    /// Runs `feedshot cards` in this process and returns the median seconds of a whole run.
    func timeCommand(directory: String, out: String, jobs: Int, repetitions: Int? = nil) throws -> Double {
        let arguments = ["cards", "--data", directory, "--out", out, "--jobs", String(jobs), "--quiet"]
        let samples = try Measurement.time(iterations: repetitions ?? self.repetitions, warmup: repetitions == nil ? 1 : 0) {
            var command = try FeedshotCommand.parseAsRoot(arguments)
            try command.run()
        }
        return Measurement.median(samples)
    }

    /// A feed of `count` missions cycling through the real ones, with badges linked inside a
    /// scratch images folder (links within the catalog are allowed).
    func makeBatchFeed(from directory: String, images: String, count: Int, under scratch: String) throws -> String {
        let folder = scratch + "/batch-feed"
        let imageFolder = folder + "/Images"
        try FileManager.default.createDirectory(atPath: imageFolder, withIntermediateDirectories: true)
        let missions = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: directory + "/missions.json"))) as? [[String: Any]] ?? []
        for file in try FileManager.default.contentsOfDirectory(atPath: images) {
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
            for file in try FileManager.default.contentsOfDirectory(atPath: images)
            where file.hasPrefix("apollo\(original)@") || file.hasPrefix("apollo\(original).") {
                let link = "apollo\(id)" + file.dropFirst("apollo\(original)".count)
                try FileManager.default.createSymbolicLink(atPath: imageFolder + "/" + link, withDestinationPath: file)
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
