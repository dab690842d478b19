import Foundation

/// Writes to standard error and standard output without interleaving lines from several threads.
final class Console: @unchecked Sendable {
    /// Whether standard error is a terminal (progress bars only make sense there).
    let standardErrorIsTerminal: Bool
    /// Suppresses progress and the summary (errors are still printed).
    let quiet: Bool
    private let lock = NSLock()
    private var progressLineVisible = false
    private var runErrorCount = 0

    init(quiet: Bool, standardErrorIsTerminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.quiet = quiet
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }

    /// Prints a line on standard error, clearing a progress bar first.
    func error(_ line: String) {
        lock.withLock {
            clearProgressLocked()
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Prints `error: message` and marks the run failed (exit status 1) while it goes on: what
    /// could be fetched still renders.
    func runError(_ message: String) {
        error("error: \(message)")
        lock.withLock { runErrorCount += 1 }
    }

    /// How many ``runError(_:)`` the run had.
    var runErrors: Int { lock.withLock { runErrorCount } }

    /// Prints a line on standard output unless quiet.
    func info(_ line: String) {
        guard !quiet else { return }
        lock.withLock {
            clearProgressLocked()
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    /// Shows a one-line progress bar on a terminal's standard error.
    func progress(done: Int, total: Int, current: String) {
        guard !quiet, standardErrorIsTerminal, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        lock.withLock {
            FileHandle.standardError.write(Data("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(current)".utf8))
            progressLineVisible = true
        }
    }

    /// Removes the progress bar, if one is showing.
    func finishProgress() {
        lock.withLock { clearProgressLocked() }
    }

    private func clearProgressLocked() {
        if progressLineVisible {
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
            progressLineVisible = false
        }
    }
}
