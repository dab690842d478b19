import FeedshotCommands
import FeedshotUI
import Foundation

/// Runs the peer benchmark scripts (Python: skia-python, Pillow) side by side with ours.
///
/// The interpreter is `$PEERS_PYTHON`, else `python3` on the `PATH`; the scripts are
/// `../shared/peers` next to the checkout unless `--peers` says otherwise. A missing interpreter,
/// script or package skips the peer with a message instead of failing the benchmark.
struct PeerRunner {
    var python: String
    var scriptsDirectory: String

    /// The checkout's root (two folders above this file's folder).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    init(scriptsDirectory: String? = nil) {
        let environment = ProcessInfo.processInfo.environment
        python = environment["PEERS_PYTHON"] ?? "python3"
        // `../shared/peers` next to the checkout; a worktree one level deeper finds it one up.
        self.scriptsDirectory = scriptsDirectory ?? ["../shared/peers", "../../shared/peers"]
            .map { (PeerRunner.repositoryRoot as NSString).appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0) } ?? (PeerRunner.repositoryRoot as NSString)
            .appendingPathComponent("../shared/peers")
    }

    /// The outcome of one peer run: its standard output, or why it did not run.
    enum Outcome {
        case finished(output: String)
        case skipped(reason: String)
    }

    /// Runs `script` (a file of the scripts folder, or an absolute path) with `arguments`.
    func run(_ script: String, _ arguments: [String]) -> Outcome {
        let path = script.hasPrefix("/") ? script : (scriptsDirectory as NSString).appendingPathComponent(script)
        guard FileManager.default.fileExists(atPath: path) else { return .skipped(reason: "no script at \(path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, path] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .skipped(reason: "cannot start \(python): \(error)")
        }
        let errorText = PipeDrain(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = String(decoding: errorText.wait(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let last = stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            return .skipped(reason: "\(script) failed (set PEERS_PYTHON to a Python with the peer packages): \(last)")
        }
        return .finished(output: String(decoding: outputData, as: UTF8.self))
    }

    /// The outcome of a peer run measured as a child process: its standard output and peak memory.
    enum MeasuredOutcome {
        case finished(output: String, peakResidentBytes: Int)
        case skipped(reason: String)
    }

    /// Runs `script` like ``run(_:_:)``, as a child process whose peak memory is measured.
    func runMeasured(_ script: String, _ arguments: [String], scratch: String) -> MeasuredOutcome {
        let path = scriptPath(script)
        guard FileManager.default.fileExists(atPath: path) else { return .skipped(reason: "no script at \(path)") }
        return runChild([path] + arguments, script: script, scratch: scratch)
    }

    /// Runs `script` through `Peers/cpu_clock.py`, which turns the script's own timings into CPU
    /// time (see that file).
    func runWithCPUClock(_ script: String, _ arguments: [String], scratch: String) -> MeasuredOutcome {
        let path = scriptPath(script)
        guard FileManager.default.fileExists(atPath: path) else { return .skipped(reason: "no script at \(path)") }
        let wrapper = (PeerRunner.repositoryRoot as NSString).appendingPathComponent("Sources/FeedshotBench/Peers/cpu_clock.py")
        return runChild([wrapper, path] + arguments, script: script, scratch: scratch)
    }

    private func scriptPath(_ script: String) -> String {
        script.hasPrefix("/") ? script : (scriptsDirectory as NSString).appendingPathComponent(script)
    }

    private func runChild(_ arguments: [String], script: String, scratch: String) -> MeasuredOutcome {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(python, arguments, scratch: scratch)
        } catch {
            return .skipped(reason: "cannot start \(python): \(error)")
        }
        guard result.status == 0 else {
            let last = result.errors.split(separator: "\n").last.map(String.init) ?? "exit status \(result.status)"
            return .skipped(reason: "\(script) failed (set PEERS_PYTHON to a Python with the peer packages): \(last)")
        }
        return .finished(output: result.output, peakResidentBytes: result.peakResidentBytes)
    }

    /// The value of `key=` in a peer's `key=value key=value` summary line.
    static func value(_ key: String, in output: String) -> Double? {
        for line in output.split(separator: "\n").reversed() {
            for field in line.split(separator: " ") where field.hasPrefix(key + "=") {
                return Double(field.dropFirst(key.count + 1))
            }
        }
        return nil
    }
}
