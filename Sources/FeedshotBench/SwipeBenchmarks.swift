import ArgumentParser
import Dispatch
import Feeds
import FeedshotCommands
import FeedshotUI
import Foundation

/// `feedshot-bench swipe`: milliseconds per frame of a 36-frame vertical swipe between two share
/// cards at 1170x2532, side by side in one run with `swipe_pillow.py` and `swipe_skia.py`.
struct SwipeBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "Swipe frames (36 frames, 1170x2532) per second against the Pillow and skia-python peers.")

    @Option(name: .customLong("repeat"), help: "How many times each measurement renders the 36 frames.")
    var repetitions = 3

    @Option(help: "A feed folder whose first two missions' share cards are swiped (default: the embedded feed, Apollo 11 and 12).")
    var data: String?

    @Option(help: "cpu or wall: the clock the peers are compared by (see `cards --help`).")
    var clock: CardBenchmarks.Clock = .cpu

    @Option(help: "The peer scripts folder (default: ../shared/peers next to the checkout).")
    var peers: String?

    @Flag(help: "Skip the Python peers.")
    var noPeers = false

    /// The peers' workload: frame i of 36 at offset round(−ease(i/35)·2532), ease = 1 − (1 − t)³.
    static func peerOffsets(frames: Int = 36, height: Int = 2532) -> [Int] {
        (0..<frames).map { index in
            let t = Double(index) / Double(frames - 1)
            return Int((-(1 - (1 - t) * (1 - t) * (1 - t)) * Double(height)).rounded())
        }
    }

    func run() throws {
        let scratch = NSTemporaryDirectory() + "feedshot-bench-swipe-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        // The two cards, rendered by feedshot once (both sides start from the same PNG files).
        let directory = try data ?? FeedLocation.embeddedFeedDirectory()
        let missions = try MoonshotFeed.load(fromDirectory: directory).missions
        guard missions.count >= 2 else { throw ValidationError("\(directory) needs at least two missions") }
        let pair = data == nil ? missions.filter { $0.id == 11 || $0.id == 12 } : Array(missions.prefix(2))
        guard pair.count == 2 else { throw ValidationError("the embedded feed lacks Apollo 11 or 12") }
        var cards = try FeedshotCommand.parseAsRoot(["cards", "--data", directory, "--only", String(pair[0].id), String(pair[1].id),
                                                     "--out", scratch + "/cards", "--quiet"])
        try cards.run()
        let cardA = scratch + "/cards/\(pair[0].image).png", cardB = scratch + "/cards/\(pair[1].image).png"
        let offsets = Self.peerOffsets()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("cards: \(cardA), \(cardB) (from \(directory)); \(offsets.count) frames, \(repetitions) repetitions")

        // 1. The peers' workload exactly: decode both cards, make each frame, encode, write. Frames
        // are spliced from the cards' rows (what `feedshot swipe` does), or composited and encoded
        // whole (for reference).
        func perFrame(_ samples: [Double]) -> Double { Measurement.median(samples) * 1000 / Double(offsets.count) }
        var oneCPU = [Double]()
        let oneMs = perFrame(try Measurement.time(iterations: repetitions) {
            let start = Measurement.threadCPU()
            try swipe(cardA, cardB, offsets, into: scratch + "/one", workers: 1, spliced: true)
            oneCPU.append(Measurement.threadCPU() - start)
        })
        // The same 36 frames as one animated PNG, written in this thread (`feedshot swipe --apng`).
        var apngCPU = [Double]()
        let apngMs = perFrame(try Measurement.time(iterations: repetitions) {
            let start = Measurement.threadCPU()
            try animation(cardA, cardB, offsets, to: scratch + "/swipe-apng.png")
            apngCPU.append(Measurement.threadCPU() - start)
        })
        let apngBytes = (try? FileManager.default.attributesOfItem(atPath: scratch + "/swipe-apng.png")[.size] as? Int) ?? 0
        let allMs = perFrame(try Measurement.time(iterations: repetitions) {
            try swipe(cardA, cardB, offsets, into: scratch + "/all", workers: cores, spliced: true)
        })
        let wholeMs = perFrame(try Measurement.time(iterations: repetitions) {
            try swipe(cardA, cardB, offsets, into: scratch + "/whole", workers: 1, spliced: false)
        })
        let frameBytes = CardBenchmarks.averagePNGSize(in: scratch + "/one")
        let wholeBytes = CardBenchmarks.averagePNGSize(in: scratch + "/whole")

        // 2. The product: `feedshot swipe --swipe up` renders both pages from the feed, then frames.
        var productFrames = 0
        let product = try Measurement.time(iterations: repetitions, warmup: 0) {
            var command = try FeedshotCommand.parseAsRoot(["swipe", "--data", directory, "--swipe", "up", "--start-page",
                                                           data == nil ? "5" : "0", "--out", scratch + "/product", "--quiet"])
            try command.run()
            productFrames = (try? FileManager.default.contentsOfDirectory(atPath: scratch + "/product").count) ?? 0
        }
        let productMs = Measurement.median(product) * 1000 / Double(max(1, productFrames))

        print("")
        print("| feedshot | ms per frame | avg PNG KiB |")
        print("|---|---|---|")
        let oneCPUMs = perFrame(oneCPU), apngCPUMs = perFrame(apngCPU)
        print(String(format: "| peers' workload, 1 core, spliced frames | %.1f (CPU %.1f) | %.0f |", oneMs, oneCPUMs, frameBytes / 1024))
        print(String(format: "| peers' workload as one animated PNG, 1 core | %.1f (CPU %.1f) | %.0f per frame |", apngMs, apngCPUMs,
                     Double(apngBytes) / Double(offsets.count) / 1024))
        print(String(format: "| peers' workload, %d cores, spliced frames | %.1f | %.0f |", cores, allMs, frameBytes / 1024))
        print(String(format: "| peers' workload, 1 core, each frame encoded whole (reference) | %.1f | %.0f |",
                     wholeMs, wholeBytes / 1024))
        print(String(format: "| `feedshot swipe --swipe up` (renders both pages; %d frames, %d cores) | %.1f | |",
                     productFrames, cores, productMs))
        print("peak memory: \(Measurement.mebibytes(Measurement.peakResidentBytes()))")

        guard !noPeers else { return }
        print("")
        let unit = clock == .cpu ? "CPU ms" : "wall ms"
        let (ours, oursAPNG) = clock == .cpu ? (oneCPUMs, apngCPUMs) : (oneMs, apngMs)
        print("| peer (1 core) | \(unit) per frame | feedshot 1 core's time is | feedshot APNG's time is | "
              + "feedshot \(cores) cores is faster by (wall) | avg PNG KiB |")
        print("|---|---|---|---|---|---|")
        let runner = PeerRunner(scriptsDirectory: peers)
        for peer in ["pillow", "skia"] {
            let out = scratch + "/peer-\(peer)"
            let arguments = [cardA, cardB, out, "--repeat", String(repetitions)]
            let outcome = clock == .cpu ? runner.runWithCPUClock("swipe_\(peer).py", arguments, scratch: scratch)
                : runner.runMeasured("swipe_\(peer).py", arguments, scratch: scratch)
            switch outcome {
            case .skipped(let reason):
                print("| \(peer) | skipped: \(reason) | | | | |")
            case .finished(let output, _):
                guard let ms = PeerRunner.value("ms_per_frame", in: output) else {
                    print("| \(peer) | no ms_per_frame in its output | | | | |")
                    continue
                }
                print(String(format: "| %@ | %.1f | %.3fx | %.3fx | %.1fx | %.0f |", peer, ms, ours / ms, oursAPNG / ms,
                             ms / allMs, CardBenchmarks.averagePNGSize(in: out) / 1024))
            }
        }
    }

    /// Decodes the two cards and writes the frames at `offsets` as one animated PNG (60 fps).
    func animation(_ cardA: String, _ cardB: String, _ offsets: [Int], to path: String) throws {
        let a = try ImageDecoder.decode(contentsOf: cardA).bitmap, b = try ImageDecoder.decode(contentsOf: cardB).bitmap
        let compositor = FrameCompositor(width: a.width, height: a.height, scale: 1, background: .black)
        let encoder = try PNGSpliceEncoder(sources: [0: a, 1: b], width: a.width, height: a.height, background: .black)
        let frames = offsets.map { offset in
            PNGSpliceEncoder.AnimationFrame(runs: compositor.runs(.init(pages: [.init(page: 0, y: offset),
                                                                                .init(page: 1, y: offset + a.height)])),
                                            delayNumerator: 1, delayDenominator: 60)
        }
        try encoder.writeAnimation(frames, to: path)
    }

    /// Decodes the two cards and writes one PNG per offset (page A at `offset`, B below it),
    /// spliced from the cards' rows or composited and encoded whole.
    func swipe(_ cardA: String, _ cardB: String, _ offsets: [Int], into folder: String, workers: Int,
               spliced: Bool) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let a = try ImageDecoder.decode(contentsOf: cardA).bitmap, b = try ImageDecoder.decode(contentsOf: cardB).bitmap
        let compositor = FrameCompositor(width: a.width, height: a.height, scale: 1, background: .black)
        let pages = [0: a, 1: b]
        let encoder = try PNGSpliceEncoder(sources: pages, width: a.width, height: a.height, background: .black)
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: offsets.count, by: workers) {
                let layout = FrameCompositor.Layout(pages: [.init(page: 0, y: offsets[index]),
                                                            .init(page: 1, y: offsets[index] + a.height)])
                do {
                    let bytes = spliced ? try encoder.encode(compositor.runs(layout))
                        : try PNGEncoder.encode(compositor.frame(layout, pages: pages), compression: .default)
                    try writeFileAtomically(bytes, to: folder + "/frame_\(index).png")
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        if failures.value > 0 { throw ValidationError("\(failures.value) frames failed to encode or write") }
    }
}
