#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading whole files with POSIX calls (no Foundation in the codec module).
enum FileBytes {
    /// A message for the current `errno`.
    static func errnoDescription(_ code: Int32 = errno) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    /// Reads the file at `path` completely.
    static func contents(of path: String) throws(ImageDecodingError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(file: path, reason: errnoDescription()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: path, reason: errnoDescription()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(file: path, reason: (status.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file")
        }
        let expected = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: expected)
        var filled = 0
        var readError: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while filled < expected {
                let count = read(descriptor, base + filled, expected - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if count == 0 { break }  // the file shrank while we read it
                filled += count
            }
        }
        if readError != 0 { throw .unreadable(file: path, reason: errnoDescription(readError)) }
        if filled < expected { bytes.removeSubrange(filled...) }
        return bytes
    }
}
