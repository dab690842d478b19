import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing and peak-memory readings shared by every benchmark.
enum Measurement {
    /// Seconds since an arbitrary fixed point, from a monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// CPU seconds the calling thread has used, from its CPU-time clock: unlike wall time it
    /// does not count waiting for a core on a machine shared with other work.
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// The process's peak resident set size so far, in bytes (`getrusage`'s `ru_maxrss`).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    /// The current resident set size in bytes, from `/proc/self/statm` (0 where unavailable).
    /// Benchmarks that measure one operation's peak compare it with this baseline.
    static func currentResidentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// Runs `body` `iterations` times after `warmup` untimed runs and returns the seconds of each
    /// timed run.
    static func time(iterations: Int, warmup: Int = 1, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var samples = [Double]()
        for _ in 0..<iterations {
            let start = now()
            try body()
            samples.append(now() - start)
        }
        return samples
    }

    /// The median of some samples.
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Formats a byte count as MiB with one decimal.
    static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
