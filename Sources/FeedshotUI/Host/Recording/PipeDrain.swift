import Foundation

/// Reads a pipe to its end on another thread, so a child process never blocks on a full pipe
/// while its other output is being read.
package final class PipeDrain: @unchecked Sendable {
    // Unchecked Sendable: `data` is written once on the reading thread, before `done` signals,
    // and read only after `wait()` has seen the signal.
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    /// Starts reading `handle` until its end.
    package init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the pipe and returns everything read.
    package func wait() -> Data {
        done.wait()
        return data
    }
}
