import ArgumentParser
import Feeds
import Foundation
import LoopbackServer

/// `feedshot-bench endpoint`: launches rendered from a GraphQL endpoint on loopback with a
/// network's latency, against the same launches from files, each run its own `feedshot launch`
/// process (so its peak memory is its own).
///
/// The endpoint answers every operation, and the patch server every image, after `--latency`
/// milliseconds. Runs: the list (`LaunchList` pages of 20, the patches fetched ahead of the
/// renders), one `LaunchDetails` query per id (`--only` every id), and the responses the first
/// run saved, read from a file with the patches from the cache (no network at all). The
/// difference between the endpoint runs and the file run is the time the network still costs.
struct EndpointBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "endpoint",
        abstract: "Launches from a GraphQL endpoint with latency (list, details) against the same launches from files.")

    @Option(help: "Launches the endpoint serves.")
    var launches = 100

    @Option(help: "Milliseconds the endpoint and the patch server wait before each answer.")
    var latency = 50

    @Option(help: "Device pixels per point of the renders.")
    var scale = 3

    @Option(help: "Worker threads of each run (default: every core).")
    var jobs: Int?

    func run() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("feedshot").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ValidationError("build the feedshot binary next to feedshot-bench first: swift build -c release --product feedshot")
        }
        let assets = try FeedLocation.embeddedFeedDirectory()
        guard let patch = FileManager.default.contents(atPath: assets + "/Images/patch-gateway@3x.png").map({ [UInt8]($0) }) else {
            throw ValidationError("no Images/patch-gateway@3x.png in \(assets)")
        }
        let scratch = NSTemporaryDirectory() + "feedshot-bench-endpoint-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)

        let delay = Double(latency) / 1000
        // Every launch has its own patch URL and bytes (the PNG with its index after the end), so
        // each is a download of its own.
        let patches = try LoopbackHTTPServer { request in
            let name = (request.path as NSString).lastPathComponent
            guard let index = Int(name.split(separator: ".")[0]) else { return .status(404) }
            return LoopbackResponse(status: 200, headers: [("Cache-Control", "max-age=3600")],
                                    body: .bytes(patch + Array("#\(index)".utf8)), delay: delay)
        }
        defer { patches.stop() }
        let served = (1...max(1, launches)).map { index in
            LoopbackLaunch(id: String(index), site: ["KSC LC 39A", "CCAFS SLC 40", "VAFB SLC 4E"][index % 3],
                           missionName: "Resupply \(index)", missionPatch: patches.url("/patches/\(index).png"),
                           rocketName: "Falcon 9", rocketType: "FT", isBooked: index % 2 == 0)
        }
        let endpoint = try LoopbackGraphQLServer(launches: served, pageSize: 20, latency: delay)
        defer { endpoint.stop() }
        let cores = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        print("endpoint: \(served.count) launches on \(endpoint.hostAndPort), pages of 20, \(latency) ms per answer "
              + "(patches too), scale \(scale), jobs \(cores)")

        var rows = [(String, ChildRun, Int, Int)]()
        func measure(_ label: String, cache: String, _ extra: [String]) throws -> ChildRun {
            let queries = endpoint.operations.count, images = patches.requests.count
            let run = try ChildRun.run(executable, ["launch", "--out", scratch + "/out", "--cache", scratch + "/" + cache,
                                                    "--allow-private-network", "--quiet", "--scale", String(scale),
                                                    "--jobs", String(cores)] + extra)
            guard run.status == 0 else { throw ValidationError("\(label) failed (\(run.status)): \(run.errors)") }
            rows.append((label, run, endpoint.operations.count - queries, patches.requests.count - images))
            return run
        }
        let saved = scratch + "/saved"
        let list = try measure("endpoint, LaunchList pages (cold cache)", cache: "list",
                               ["--endpoint", endpoint.url, "--save-data", saved])
        let details = try measure("endpoint, LaunchDetails per id (cold cache)", cache: "details",
                                  ["--endpoint", endpoint.url, "--only"] + served.map(\.id))
        let files = try measure("saved responses from a file, patches from the cache (--offline)", cache: "list",
                                ["--data", saved + "/launches.json", "--offline"])

        print("")
        print("| run | launches/s | ms per launch | wall s | peak RSS | queries | patch requests |")
        print("|---|---|---|---|---|---|---|")
        for (label, run, queries, images) in rows {
            print(String(format: "| %@ | %.1f | %.1f | %.2f | %@ | %d | %d |", label, Double(served.count) / run.seconds,
                         run.seconds * 1000 / Double(served.count), run.seconds,
                         String(format: "%.0f MiB", Double(run.peakResidentBytes) / 1_048_576), queries, images))
        }
        let serial = Double(served.count + (served.count + 19) / 20) * delay
        print(String(format: "network time if nothing overlapped: %.1f s (%d answers × %d ms); the list run took %.2f s "
                     + "more than the file run, the details run %.2f s more", serial, served.count + (served.count + 19) / 20,
                     latency, list.seconds - files.seconds, details.seconds - files.seconds))
    }
}
