#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file piece by piece, atomically like ``writeFileAtomically(_:to:synchronize:)``: into
/// a new temporary file in the same folder, renamed over the destination by ``commit()``. For
/// outputs too large to hold in memory at once (an animated PNG of a whole swipe). A writer
/// that is never committed removes its temporary file when it goes away.
final class StreamingFileWriter {
    let path: String
    /// Where the bytes go until ``commit()`` (readable meanwhile: writes are not buffered).
    let temporaryPath: String
    private var descriptor: Int32
    private(set) var bytesWritten = 0

    init(path: String) throws(FileWriteError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? ""
        let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folderPrefix = slash == nil ? "" : (folder.isEmpty ? "/" : folder + "/")
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = folderPrefix + ".\(fileName).\(UInt64.random(in: 0...UInt64.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .cannotCreate(path: path, reason: FileBytes.errnoDescription()) }
        self.descriptor = descriptor
        temporaryPath = temporary
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// Appends `count` bytes at `base`.
    func write(_ base: UnsafeRawPointer, count: Int) throws(FileWriteError) {
        var written = 0
        while written < count {
            let result = systemWrite(descriptor, base + written, count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: FileBytes.errnoDescription())
            }
            written += result
        }
        bytesWritten += count
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(FileWriteError) {
        var failure: FileWriteError?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            do throws(FileWriteError) {
                try write(base, count: buffer.count)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Replaces `bytes.count` bytes already written, starting `offset` bytes into the file (a
    /// count in a header, known only at the end).
    /// - Precondition: the range lies within what was written.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileWriteError) {
        precondition(offset >= 0 && offset + bytes.count <= bytesWritten, "overwrite outside the written bytes")
        var failure: FileWriteError?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = pwrite(descriptor, base + written, buffer.count - written, off_t(offset + written))
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = .writeFailed(path: path, reason: FileBytes.errnoDescription())
                    return
                }
                written += result
            }
        }
        if let failure { throw failure }
    }

    /// Closes the file and renames it over the destination.
    func commit() throws(FileWriteError) {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let reason = FileBytes.errnoDescription()
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = FileBytes.errnoDescription()
            unlink(temporaryPath)
            throw .cannotReplace(path: path, reason: reason)
        }
    }
}

/// `write(2)`, named apart from the writer's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, base, count)
}
