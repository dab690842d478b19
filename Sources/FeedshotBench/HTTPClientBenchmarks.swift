#if Networking
import ArgumentParser
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackServer

/// `feedshot-bench http-clients`: the measurement behind choosing async-http-client over
/// FoundationNetworking's URLSession for `ImageLoading`: both fetch the same poster-sized bodies
/// from a loopback server with the same concurrency, in separate phases of one process; each
/// phase reports its time and how much it grew the resident set.
struct HTTPClientBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "http-clients",
        abstract: "Throughput and memory of async-http-client and URLSession on loopback.")

    @Option(help: "Requests per client.")
    var requests = 2000

    @Option(help: "Requests in flight at once.")
    var concurrency = 8

    @Option(help: "Body size in KiB (a w500 poster JPEG is about 60-150 KiB).")
    var kib = 120

    func run() throws {
        // The root command is synchronous: run the async measurement on the concurrency pool and
        // wait for it here.
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        let command = self
        Task.detached {
            do { try await command.measure() } catch { failure.error = "\(error)" }
            done.signal()
        }
        done.wait()
        if let error = failure.error { throw ValidationError(error) }
    }

    func measure() async throws {
        let body = [UInt8](repeating: 0xA5, count: kib << 10)
        let server = try LoopbackHTTPServer { _ in .ok(body) }
        defer { server.stop() }
        let urls = (0..<requests).map { server.url("/p/\($0).jpg") }
        let folder = NSTemporaryDirectory() + "feedshot-bench-http-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print("\(requests) GETs of \(kib) KiB from \(server.hostAndPort), \(concurrency) at once, bodies streamed to files")
        print("| client | s | requests/s | MiB/s | resident growth |")
        print("|---|---|---|---|---|")

        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup)
        try await phase("async-http-client 1.37", urls: urls) { url, path in
            let response = try await client.execute(HTTPClientRequest(url: url), timeout: .seconds(30))
            guard let handle = FileHandle(forWritingAtPath: Self.create(path)) else { return 0 }
            defer { try? handle.close() }
            var count = 0
            for try await buffer in response.body {
                count += buffer.readableBytes
                buffer.withUnsafeReadableBytes { handle.write(Data($0)) }
            }
            return count
        }
        try await client.shutdown()

        let session = URLSession(configuration: .ephemeral)
        try await phase("URLSession (FoundationNetworking)", urls: urls) { url, path in
            guard let address = URL(string: url) else { return 0 }
            let (file, _) = try await session.download(from: address)
            try FileManager.default.moveItem(at: file, to: URL(fileURLWithPath: path))
            return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        session.invalidateAndCancel()

        func phase(_ label: String, urls: [String], fetch: @escaping @Sendable (String, String) async throws -> Int) async throws {
            let before = Measurement.currentResidentBytes()
            var peak = before
            let start = Measurement.now()
            var total = 0
            try await withThrowingTaskGroup(of: Int.self) { group in
                var next = 0
                func add() {
                    let index = next
                    next += 1
                    group.addTask { try await fetch(urls[index], folder + "/\(label.prefix(3))-\(index)") }
                }
                for _ in 0..<min(concurrency, urls.count) { add() }
                while let bytes = try await group.next() {
                    total += bytes
                    peak = max(peak, Measurement.currentResidentBytes())
                    if next < urls.count { add() }
                }
            }
            let seconds = Measurement.now() - start
            print(String(format: "| %@ | %.2f | %.0f | %.0f | %@ |", label, seconds, Double(urls.count) / seconds,
                         Double(total) / 1_048_576 / seconds, Measurement.mebibytes(peak - before)))
        }
    }

    static func create(_ path: String) -> String {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return path
    }
}

/// The error of the measurement task, read after it signalled.
final class FailureBox: @unchecked Sendable {
    // Unchecked Sendable: written by the task before it signals, read by the waiter after.
    var error: String?
}
#endif
