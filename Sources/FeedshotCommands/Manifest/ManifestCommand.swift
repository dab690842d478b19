import ArgumentParser
import Foundation

/// `feedshot manifest`: work with the manifests that `--manifest` writes.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Work with batch manifests (--manifest FILE.jsonl).",
        subcommands: [MergeCommand.self])

    /// `feedshot manifest merge A.jsonl B.jsonl … --out M.jsonl`.
    struct MergeCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge the manifests of a batch's shards into one, checking every item appears exactly once.",
            discussion: "Exit status 1 when an item is missing or listed twice, or the manifests belong to different batches.")

        @Argument(help: "The shards' manifests.")
        var manifests: [String]

        @Option(name: .long, help: "The merged manifest (written atomically).")
        var out: String

        mutating func validate() throws {
            guard !manifests.isEmpty else { throw ValidationError("give the manifests to merge") }
        }

        func run() throws {
            let console = Console(quiet: false)
            do {
                var files: [(path: String, entries: [ManifestEntry])] = []
                for path in manifests { files.append((path, try Manifest.read(path))) }
                let merged = try ManifestMerge.merge(files)
                try Manifest.write(merged, to: out)
                console.info("merged \(merged.count) item\(merged.count == 1 ? "" : "s") from \(manifests.count) manifest\(manifests.count == 1 ? "" : "s") into \(out)")
            } catch {
                console.error("error: \(error)")
                throw ExitCode(1)
            }
        }
    }
}
