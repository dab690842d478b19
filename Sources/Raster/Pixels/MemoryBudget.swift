#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory the process can still allocate, so that big buffers (decoded images, canvases,
/// encoder buffers) sized from input are refused with an error instead of failing the allocation,
/// which Swift reports by killing the process.
///
/// The budget is the smaller of the address space left under the `RLIMIT_AS` limit (`ulimit -v`:
/// the limit less the process's current mappings) and the memory the system has available
/// (Linux `MemAvailable` plus free swap). Where neither is known the budget is unlimited.
public enum MemoryBudget {
    /// The bytes that can still be allocated, or nil when the system gives no limit.
    public static func availableBytes() -> Int? {
        var budget: Int?
        var limit = rlimit()
        if getrlimit(RLIMIT_AS_RESOURCE, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) {  // RLIM_INFINITY is the largest value
            let mapped = currentMappedBytes() ?? 0
            budget = max(0, Int(limit.rlim_cur) - mapped)
        }
        if let system = systemAvailableBytes() { budget = min(budget ?? .max, system) }
        return budget
    }

    /// Whether `bytes` more can be allocated (with a margin for the rest of the process).
    public static func allows(_ bytes: Int) -> Bool {
        guard let available = availableBytes() else { return true }
        return bytes <= available - safetyMargin
    }

    /// Kept free for everything else the process allocates while it works.
    public static let safetyMargin = 64 << 20

    #if os(Linux)
    private static let RLIMIT_AS_RESOURCE = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    private static let RLIMIT_AS_RESOURCE = RLIMIT_AS
    #endif

    /// The process's mapped address space (`/proc/self/statm`, first field, in pages).
    private static func currentMappedBytes() -> Int? {
        guard let text = readSmallFile("/proc/self/statm"),
              let pages = text.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// `MemAvailable` + `SwapFree` from `/proc/meminfo`.
    private static func systemAvailableBytes() -> Int? {
        guard let text = readSmallFile("/proc/meminfo") else { return nil }
        var available: Int?, swap = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            if fields[0] == "MemAvailable:" { available = kilobytes * 1024 }
            if fields[0] == "SwapFree:" { swap = kilobytes * 1024 }
        }
        return available.map { $0 + swap }
    }

    private static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 16384)
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count <= 0 { break }
            total += count
        }
        return String(decoding: bytes[..<total], as: UTF8.self)
    }
}

/// Why a bitmap of a requested size cannot be made.
public enum BitmapSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A side is longer than ``Bitmap/maximumDimension``.
    case tooLarge(width: Int, height: Int)
    /// The pixels need more memory than the process can allocate (see ``MemoryBudget``).
    case insufficientMemory(width: Int, height: Int, bytes: Int, available: Int)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height):
            "a \(width)x\(height) image is larger than the largest bitmap side of \(Bitmap.maximumDimension) pixels"
        case .insufficientMemory(let width, let height, let bytes, let available):
            "a \(width)x\(height) image needs \(bytes >> 20) MiB, more than the \(available >> 20) MiB of memory left"
        }
    }
}

extension Bitmap {
    /// Checks that a `width` x `height` bitmap may be made: both sides within
    /// ``maximumDimension`` and `bytesPerPixel` bytes per pixel (4 for the bitmap itself; more
    /// when the caller needs working buffers of the same size) within the ``MemoryBudget``.
    public static func checkSize(width: Int, height: Int, bytesPerPixel: Int = 4) throws(BitmapSizeError) {
        guard width >= 0, height >= 0, width <= maximumDimension, height <= maximumDimension else {
            throw .tooLarge(width: width, height: height)
        }
        let bytes = width * height * bytesPerPixel
        if !MemoryBudget.allows(bytes) {
            throw .insufficientMemory(width: width, height: height, bytes: bytes,
                                      available: max(0, (MemoryBudget.availableBytes() ?? 0) - MemoryBudget.safetyMargin))
        }
    }
}
