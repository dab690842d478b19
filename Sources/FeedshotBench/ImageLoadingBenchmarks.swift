import ArgumentParser
import Feeds
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackServer

/// `feedshot-bench images`: a media feed whose posters and portraits are URLs on a loopback
/// server, rendered by the `feedshot` binary next to this one: a cold cache, a warm cache whose
/// entries the server confirms (all 304), a warm cache within `max-age` (no requests), and
/// `--offline`; each run in its own process so its peak memory is its own.
///
/// The share of time spent waiting on the network is the cold run's extra time over the offline
/// run (same renders, no network), with fetching overlapping rendering as the CLI does it.
struct ImageLoadingBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Media pages with posters by URL over loopback: cold, warm (304, max-age) and offline runs.")

    @Option(help: "Media items in the feed.")
    var items = 500

    @Option(help: "Worker threads of each run (default: every core).")
    var jobs: Int?

    @Option(help: "Device pixels per point of the renders.")
    var scale = 3

    @Option(help: "Milliseconds the server waits before each answer (a network's latency).")
    var latency = 0

    func run() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("feedshot").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ValidationError("build the feedshot binary next to feedshot-bench first: swift build -c release --product feedshot")
        }
        let assets = try FeedLocation.embeddedFeedDirectory()
        let library = try Self.loadImages(from: assets + "/Images")
        let scratch = NSTemporaryDirectory() + "feedshot-bench-images-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)

        let delay = Double(latency) / 1000
        let server = try LoopbackHTTPServer { request in
            let name = (request.path as NSString).lastPathComponent
            // /p/17.jpg → the 17th poster: one of the feed's posters with the index appended after
            // the JPEG's end, so every URL has its own bytes (and its own cache blob).
            guard let index = Int(name.split(separator: ".")[0]) else { return .status(404) }
            let pool = request.path.hasPrefix("/p/") ? library.posters : library.portraits
            let bytes = pool[index % pool.count] + Array("#\(index)".utf8)
            let tag = "\"\(request.path)\""
            // The cold run downloads with no-cache; the next run's 304 answers carry max-age, so
            // the run after that needs no request at all.
            if request.headers["if-none-match"] == tag {
                return LoopbackResponse(status: 304, headers: [("ETag", tag), ("Cache-Control", "max-age=3600")], delay: delay)
            }
            return LoopbackResponse(status: 200, headers: [("ETag", tag), ("Cache-Control", "no-cache")],
                                    body: .bytes(bytes), delay: delay)
        }
        defer { server.stop() }
        let data = try Self.makeFeed(items: items, server: server, under: scratch)
        let cache = scratch + "/cache"
        let cores = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        print("feed: \(items) media items, posters and 2 portraits each by URL on \(server.hostAndPort) "
              + "(\(library.posters.count) poster JPEGs, \(library.portraits.count) portraits), scale \(scale), jobs \(cores), "
              + "latency \(latency) ms")

        var rows = [(String, ChildRun, Int)]()
        func measure(_ label: String, _ extra: [String]) throws -> ChildRun {
            let before = server.requests.count
            let run = try ChildRun.run(executable, ["media", "--data", data, "--out", scratch + "/out", "--cache", cache,
                                                    "--allow-private-network", "--quiet", "--scale", String(scale),
                                                    "--jobs", String(cores)] + extra)
            guard run.status == 0 else { throw ValidationError("\(label) failed (\(run.status)): \(run.errors)") }
            rows.append((label, run, server.requests.count - before))
            return run
        }
        let cold = try measure("cold cache (every image downloaded)", [])
        _ = try measure("warm cache, every entry revalidated (304)", [])
        _ = try measure("warm cache within max-age (no requests)", [])
        let offline = try measure("--offline", ["--offline"])

        print("")
        print("| run | ms per item | wall s | peak RSS | requests |")
        print("|---|---|---|---|---|")
        for (label, run, requests) in rows {
            print(String(format: "| %@ | %.1f | %.2f | %@ | %d |", label, run.seconds * 1000 / Double(items), run.seconds,
                         String(format: "%.0f MiB", Double(run.peakResidentBytes) / 1_048_576), requests))
        }
        let waiting = max(0, cold.seconds - offline.seconds) / cold.seconds
        print(String(format: "share of the cold run spent waiting on the network (cold − offline, over cold): %.0f%%",
                     waiting * 100))
    }

    /// The feed's posters and portraits as JPEG bytes.
    static func loadImages(from folder: String) throws -> (posters: [[UInt8]], portraits: [[UInt8]]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        func bytes(_ prefix: String) -> [[UInt8]] {
            names.filter { $0.hasPrefix(prefix) && $0.hasSuffix("@3x.jpg") }.compactMap {
                FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) }
            }
        }
        let posters = bytes("poster-"), portraits = bytes("cast-")
        guard !posters.isEmpty, !portraits.isEmpty else { throw ValidationError("no poster-*@3x.jpg or cast-*@3x.jpg in \(folder)") }
        return (posters, portraits)
    }

    /// `media.json` + `cast.json` with `items` items, each with its own poster URL and two of 40
    /// cast members (portrait URLs).
    static func makeFeed(items: Int, server: LoopbackHTTPServer, under scratch: String) throws -> String {
        let folder = scratch + "/feed"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let castCount = 40
        let media: [[String: Any]] = (0..<items).map { index in
            ["id": index + 1, "title": "Feature \(index + 1)", "media_type": index % 3 == 0 ? "tv" : "movie",
             "image_url": server.url("/p/\(index).jpg"), "cast_ids": [index % castCount + 1, (index + 7) % castCount + 1]]
        }
        let cast: [[String: Any]] = (0..<castCount).map { index in
            let appearances = (0..<items).filter { $0 % castCount == index || ($0 + 7) % castCount == index }.map { $0 + 1 }
            return ["id": index + 1, "name": "Performer \(index + 1)", "profile_url": server.url("/c/\(index).jpg"),
                    "media_ids": appearances]
        }
        try JSONSerialization.data(withJSONObject: media).write(to: URL(fileURLWithPath: folder + "/media.json"))
        try JSONSerialization.data(withJSONObject: cast).write(to: URL(fileURLWithPath: folder + "/cast.json"))
        return folder
    }
}

/// A child process's wall time and peak memory (`wait4`'s resource usage, its own alone).
struct ChildRun {
    var status: Int32
    var seconds: Double
    var peakResidentBytes: Int
    var errors: String

    static func run(_ executable: String, _ arguments: [String]) throws -> ChildRun {
        let errorsPath = NSTemporaryDirectory() + "feedshot-bench-child-\(UInt64.random(in: 0...UInt64.max)).txt"
        defer { try? FileManager.default.removeItem(atPath: errorsPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Measurement.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw ValidationError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Measurement.now() - start
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildRun(status: exitStatus, seconds: seconds, peakResidentBytes: Int(usage.ru_maxrss) * 1024, errors: errors)
    }
}
