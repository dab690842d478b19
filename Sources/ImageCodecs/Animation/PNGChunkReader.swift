#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDeflate

/// Reads a PNG's chunks one at a time, from bytes in memory or straight from a file (so an
/// animation is decoded without holding the whole file), checking each chunk's length and CRC.
final class PNGChunkReader {
    /// One chunk: its four-letter type, its data, and where it starts in the file.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var offset: Int

        /// Whether a decoder must understand the chunk (its type's first letter is upper case).
        var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }
    }

    private enum Backing {
        case bytes([UInt8])
        case file(descriptor: Int32, size: Int)
    }

    /// The file name or data name, for messages.
    let name: String
    private let backing: Backing
    /// The next byte to read.
    private(set) var offset = 0
    private let size: Int

    /// Reads `bytes`, named `name` in errors.
    init(bytes: [UInt8], name: String) {
        backing = .bytes(bytes)
        size = bytes.count
        self.name = name
    }

    /// Reads the file at `path`.
    init(contentsOf path: String) throws(ImageDecodingError) {
        name = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(file: path, reason: FileBytes.errnoDescription()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = FileBytes.errnoDescription()
            close(descriptor)
            throw .unreadable(file: path, reason: reason)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .unreadable(file: path, reason: (status.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file")
        }
        backing = .file(descriptor: descriptor, size: Int(status.st_size))
        size = Int(status.st_size)
    }

    deinit {
        if case .file(let descriptor, _) = backing { close(descriptor) }
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= size }

    /// Reads and checks the 8-byte PNG signature.
    func readSignature() throws(ImageDecodingError) {
        guard size > 0 else { throw .empty(file: name) }
        let signature = try read(count: min(8, size), at: 0)
        guard signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw .corrupt(file: name, format: .png, offset: 0, detail: "not a PNG signature")
        }
        offset = 8
    }

    /// The next chunk, or nil at the end of the data.
    func next() throws(ImageDecodingError) -> Chunk? {
        guard offset < size else { return nil }
        let start = offset
        guard size - start >= 12 else {
            throw .truncated(file: name, format: .png, offset: start, detail: "a chunk header is cut off")
        }
        let header = try read(count: 8, at: start)
        let length = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let typeBytes = Array(header[4..<8])
        guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            throw .corrupt(file: name, format: .png, offset: start + 4, detail: "a chunk type is not four letters")
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard length <= Int(Int32.max) else {
            throw .corrupt(file: name, format: .png, offset: start, detail: "chunk \(type) claims \(length) bytes")
        }
        guard length + 4 <= size - start - 8 else {
            throw .truncated(file: name, format: .png, offset: start,
                             detail: "chunk \(type) claims \(length) bytes, \(max(0, size - start - 12)) remain")
        }
        let body = try read(count: length + 4, at: start + 8)
        let expected = UInt32(body[length]) << 24 | UInt32(body[length + 1]) << 16 | UInt32(body[length + 2]) << 8
            | UInt32(body[length + 3])
        var crc = typeBytes.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0.baseAddress, 4)) }
        crc = body.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(crc, $0.baseAddress, length)) }
        guard crc == expected else {
            throw .corrupt(file: name, format: .png, offset: start, detail: "chunk \(type) has a wrong CRC")
        }
        offset = start + 12 + length
        return Chunk(type: type, data: Array(body[..<length]), offset: start)
    }

    private func read(count: Int, at position: Int) throws(ImageDecodingError) -> [UInt8] {
        switch backing {
        case .bytes(let bytes):
            return Array(bytes[position..<(position + count)])
        case .file(let descriptor, _):
            var buffer = [UInt8](repeating: 0, count: count)
            var filled = 0
            var failure: Int32 = 0
            buffer.withUnsafeMutableBytes { raw in
                while filled < count {
                    let result = pread(descriptor, raw.baseAddress! + filled, count - filled, off_t(position + filled))
                    if result < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if result == 0 { return }
                    filled += result
                }
            }
            if failure != 0 { throw .unreadable(file: name, reason: FileBytes.errnoDescription(failure)) }
            guard filled == count else {
                throw .truncated(file: name, format: .png, offset: position + filled, detail: "the file shrank while it was read")
            }
            return buffer
        }
    }
}
