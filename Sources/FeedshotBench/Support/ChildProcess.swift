import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process and reports what it cost: wall time, CPU time and peak
/// resident memory of that process alone (`wait4`'s resource usage), which an in-process
/// measurement cannot give (the benchmark's own allocations would count).
///
/// Standard output and standard error go to files in a scratch folder, so a chatty child can
/// never block on a full pipe.
struct ChildProcess {
    /// What a finished child did.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
        var wallSeconds: Double
        /// User plus system CPU seconds of the child (its threads included).
        var cpuSeconds: Double
        /// The child's peak resident set size in bytes.
        var peakResidentBytes: Int
    }

    /// This executable's path (to run one of its own hidden subcommands as a child).
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `executable` with `arguments` and waits for it.
    static func run(_ executable: String, _ arguments: [String], scratch: String) throws -> Result {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let stamp = UUID().uuidString
        let outputPath = scratch + "/child-\(stamp).out", errorPath = scratch + "/child-\(stamp).err"
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = Measurement.now()
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw ChildProcessError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed for \(executable)") }
        }
        let wall = Measurement.now() - start
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // Exited normally: the exit code; killed by a signal: 128 + the signal, as shells report it.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus,
                      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                      errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
                      wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                      peakResidentBytes: Int(usage.ru_maxrss) * 1024)
    }
}

/// A child process that could not be started or waited for.
struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
}
