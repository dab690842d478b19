#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files of ``writeFileAtomically(_:to:synchronize:)`` are named
/// `.NAME.feedshot-PID-RANDOM.tmp`: the writing process's id is in the name so that a later run
/// can tell a temporary of a killed run (its process is gone) from one that another live run is
/// still writing.
enum TemporaryFileName {
    static let marker = ".feedshot-"
    static let suffix = ".tmp"

    /// The temporary name for `fileName` written by this process.
    static func make(for fileName: String) -> String {
        ".\(fileName)\(marker)\(getpid())-\(UInt64.random(in: 0...UInt64.max))\(suffix)"
    }

    /// The process id in a temporary's name, or nil if the name is not one of ours.
    static func processID(in name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
        // The part after the last marker: "PID-RANDOM" (the file's own name may hold anything).
        let body = Array(name.utf8.dropLast(suffix.utf8.count))
        let pattern = Array(marker.utf8)
        guard body.count > pattern.count,
              let at = (0...(body.count - pattern.count)).last(where: { body[$0..<($0 + pattern.count)].elementsEqual(pattern) })
        else { return nil }
        let parts = String(decoding: body[(at + pattern.count)...], as: UTF8.self).split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt64(parts[1]) != nil else { return nil }
        return pid
    }
}

/// Removes the temporary files that runs killed between writing and renaming left in `folder`
/// (`.NAME.feedshot-PID-N.tmp` whose process no longer exists) and returns their names. Files of
/// live processes (another run writing into the same folder) and every other file are kept.
@discardableResult
public func removeStaleTemporaries(inFolder folder: String) -> [String] {
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var removed = [String]()
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let pid = TemporaryFileName.processID(in: name), pid != getpid() else { continue }
        // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM means it lives).
        guard kill(pid, 0) != 0, errno == ESRCH else { continue }
        let path = folder.hasSuffix("/") ? folder + name : (folder.isEmpty ? name : folder + "/" + name)
        if unlink(path) == 0 { removed.append(name) }
    }
    return removed.sorted()
}
