#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
public enum FileWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The temporary file next to `path` could not be created (missing folder, no permission).
    case cannotCreate(path: String, reason: String)
    /// Writing or flushing the data failed (disk full, I/O error).
    case writeFailed(path: String, reason: String)
    /// The finished temporary file could not be renamed over `path` (for example, `path` is a folder).
    case cannotReplace(path: String, reason: String)

    /// The destination path.
    public var path: String {
        switch self {
        case .cannotCreate(let path, _), .writeFailed(let path, _), .cannotReplace(let path, _): return path
        }
    }

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "\(path): cannot create the file (\(reason))"
        case .writeFailed(let path, let reason): return "\(path): cannot write the file (\(reason))"
        case .cannotReplace(let path, let reason): return "\(path): cannot replace the file (\(reason))"
        }
    }
}

/// Writes `bytes` to `path` atomically: into a new temporary file in the same folder, then
/// renamed over `path`, so readers see either the old file or the complete new one, never a
/// partial write. The temporary file is removed if anything fails. With `synchronize`, the data
/// is flushed to the disk (`fsync`) before the rename, which survives power loss but is slower.
///
/// The file gets the usual permissions for new files (0666 less the umask). The temporary is
/// named `.NAME.feedshot-PID-N.tmp`; if the process is killed before the rename,
/// ``removeStaleTemporaries(inFolder:)`` lets a later run remove it.
public func writeFileAtomically(_ bytes: [UInt8], to path: String, synchronize: Bool = false) throws(FileWriteError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let folderPrefix = slash == nil ? "" : (folder.isEmpty ? "/" : folder + "/")

    var descriptor: Int32 = -1
    var temporaryPath = ""
    // A random name with our process id: unique across threads and processes without shared
    // state, and recognisable as stale once the process is gone.
    for _ in 0..<16 {
        temporaryPath = folderPrefix + TemporaryFileName.make(for: fileName)
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .cannotCreate(path: path, reason: FileBytes.errnoDescription()) }

    var failure: FileWriteError?
    var written = 0
    bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        while written < buffer.count {
            let count = write(descriptor, base + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                failure = .writeFailed(path: path, reason: FileBytes.errnoDescription())
                return
            }
            written += count
        }
    }
    if failure == nil, synchronize, fsync(descriptor) != 0 {
        failure = .writeFailed(path: path, reason: FileBytes.errnoDescription())
    }
    if close(descriptor) != 0, failure == nil {
        failure = .writeFailed(path: path, reason: FileBytes.errnoDescription())
    }
    if failure == nil, rename(temporaryPath, path) != 0 {
        failure = .cannotReplace(path: path, reason: FileBytes.errnoDescription())
    }
    if let failure {
        unlink(temporaryPath)
        throw failure
    }
}
