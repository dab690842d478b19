import ArgumentParser
import Foundation

/// The options of batches that run as array jobs: which shard to render, where to record what
/// was rendered, and whether to skip what is already up to date.
struct BatchOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Render only shard K of N (0 <= K < N), chosen by a stable hash of each item's id; auto reads "
            + "the array job's index from JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or AWS_BATCH_JOB_ARRAY_INDEX.",
        valueName: "K/N|auto"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp(
        "The shard count for --shard auto under Kubernetes (the Job's completions; or FEEDSHOT_SHARD_COUNT).",
        valueName: "N"))
    var shardCount: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Write one JSON line per item (id, output, SHA-256, size, render time, warnings, input fingerprint).",
        valueName: "file.jsonl"))
    var manifest: String?

    @Flag(name: .long, help: "Skip items whose output exists with the fingerprint the --manifest recorded (resumes interrupted runs).")
    var skipUnchanged = false

    mutating func validate() throws {
        if skipUnchanged, manifest == nil {
            throw ValidationError("--skip-unchanged needs --manifest FILE: the fingerprints of the last run are read from it")
        }
        if let shardCount {
            guard shard == "auto" else { throw ValidationError("--shard-count only applies to --shard auto") }
            guard shardCount >= 1 else { throw ValidationError("--shard-count must be at least 1 (got \(shardCount))") }
        }
        if let shard, shard != "auto" {
            do {
                _ = try Shard.parse(shard)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The shard to render: `--shard K/N`, the array engine's (`auto`), or everything.
    func resolvedShard(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ShardError) -> Shard {
        guard let shard else { return .all }
        if shard == "auto" { return try Shard.fromEnvironment(environment, countOption: shardCount) }
        return try Shard.parse(shard)
    }
}
