// The server exists with the Networking trait only (`FeedshotServer`'s `#if Networking`).
#if Networking
import FeedshotTestSupport
import Foundation
import Testing

/// `feedshot serve` as a process: the listening line, SIGHUP reloads the feed without a restart,
/// SIGTERM lets the request in flight finish and exits 0.
@Suite struct ServeProcessTests {
    /// A running `feedshot serve` and the port it printed.
    final class ServeProcess: @unchecked Sendable {
        let process = Process()
        let port: Int

        init(arguments: [String]) throws {
            guard let path = FeedshotExecutable.path else { throw CocoaError(.fileNoSuchFile) }
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["serve", "--port", "0"] + arguments
            process.environment = ["PATH": "/usr/bin:/bin"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line is "listening on http://127.0.0.1:PORT".
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.lastIndex(of: ":"),
                  let port = Int(text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)) else {
                process.terminate()
                throw LoopbackHTTP.Failure.malformed("no listening line: \(text)")
            }
            self.port = port
        }

        func signal(_ number: Int32) { kill(process.processIdentifier, number) }

        /// Waits up to `seconds` for the process to exit; its status, or nil if it still runs.
        func waitForExit(seconds: Double) async throws -> Int32? {
            for _ in 0..<Int(seconds * 50) where process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
            return process.isRunning ? nil : process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    // Not under AddressSanitizer (.ci/run's second pass sets ASAN_OPTIONS): the full-size render
    // in a sanitized child process takes seconds; the unsanitized pass covers the same code.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil,
                   "a full-size render in a sanitized child process is slow; covered unsanitized"))
    func sighupReloadsAndSigtermFinishesTheRequestInFlight() async throws {
        let feed = try ServerFixture.feedCopy()
        let server = try ServeProcess(arguments: ["--data", feed.path])
        #expect(try await LoopbackHTTP.get("/healthz", port: server.port).status == 200)
        let small = "?\(ServerFixture.smallQuery)"
        #expect(try await LoopbackHTTP.get("/cards/share/13.png\(small)", port: server.port).status == 200)

        // Drop Apollo 13 from the feed, then SIGHUP: the running server stops serving it.
        let missions = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: feed.file("missions.json"))))
        let kept = (missions as? [[String: Any]] ?? []).filter { $0["id"] as? Int != 13 }
        try feed.write("missions.json", bytes: [UInt8](JSONSerialization.data(withJSONObject: kept)))
        server.signal(SIGHUP)
        var status = 200
        for _ in 0..<250 where status == 200 {
            try await Task.sleep(for: .milliseconds(20))
            status = try await LoopbackHTTP.get("/cards/share/13.png\(small)", port: server.port).status
        }
        #expect(status == 404)
        #expect(try await LoopbackHTTP.get("/metrics", port: server.port).text.contains("feedshot_reloads_total 1"))

        // A full-size render in flight when SIGTERM arrives still completes.
        // SIGTERM goes only once the server reports the render running: a request still unread in
        // the socket when the signal lands is an idle connection, and closing those is correct.
        let inFlight = Task { try await LoopbackHTTP.get("/cards/share/11.png", port: server.port) }
        var running = false
        for _ in 0..<1000 where !running {
            running = try await LoopbackHTTP.get("/metrics", port: server.port).text.contains("feedshot_renders_running 1")
            if !running { try await Task.sleep(for: .milliseconds(10)) }
        }
        try #require(running, "the full-size render never showed as running in /metrics")
        server.signal(SIGTERM)
        let response = try await inFlight.value
        #expect(response.status == 200)
        #expect(response.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) && response.body.count > 10_000)
        #expect(try await server.waitForExit(seconds: 10) == 0)
        await #expect(throws: (any Error).self) { try await LoopbackHTTP.get("/healthz", port: server.port) }
    }
}
#endif
