import Foundation
import ImageCodecs
import LocatedJSON

/// The output folder of a batch: where every file of a run is written, and the check that each
/// written path lies inside it.
struct OutputFolder: Sendable {
    /// The folder as given (`--out`).
    let path: String

    /// Why a file was not written.
    enum Refusal: Error, CustomStringConvertible {
        /// The name is not one plain file name (a separator, `..`, a control character).
        case unsafeName(String)
        /// Another item of the batch already writes this file.
        case collision(name: String, firstTitle: String)

        var description: String {
            switch self {
            case .unsafeName(let name):
                "refusing to write \"\(MessageText.shortened(name))\": not a plain file name inside the output folder"
            case .collision(let name, let firstTitle):
                "the output name \(name) is already written by \(firstTitle); ids that differ only in "
                    + "characters a file name cannot hold (see OutputName) map to one name"
            }
        }
    }

    /// The path of the file `name` inside the folder, after checking that `name` is one safe file
    /// name (so the joined path cannot leave the folder, whatever the folder is).
    func path(for name: String) throws(Refusal) -> String {
        // One component that is neither `.` nor `..` and holds no separator cannot name anything
        // outside the folder; the file itself is created with O_EXCL and renamed over the name,
        // so a symbolic link planted under that name is replaced, never followed.
        guard OutputName.isSafe(name) else { throw .unsafeName(name) }
        let folder = path.isEmpty ? "." : path
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// For each job, the error that stops it before it renders, if any: an unsafe name, or a name
    /// (compared without case, as case-insensitive file systems do) that an earlier job already
    /// writes.
    func refusals(for jobs: [RenderJob]) -> [Int: Refusal] {
        var owners = [String: String]()
        var refusals = [Int: Refusal]()
        for (index, job) in jobs.enumerated() {
            for name in [job.outputName] + job.duplicateNames {
                do {
                    _ = try path(for: name)
                } catch {
                    refusals[index] = error
                    break
                }
                let key = name.lowercased()
                if let first = owners[key] {
                    refusals[index] = .collision(name: name, firstTitle: first)
                    break
                }
                owners[key] = job.title
            }
        }
        return refusals
    }

    /// Removes temporary files that killed runs left behind (see `removeStaleTemporaries`) and
    /// returns their names.
    @discardableResult
    func removeStaleTemporaries() -> [String] {
        ImageCodecs.removeStaleTemporaries(inFolder: path)
    }
}
