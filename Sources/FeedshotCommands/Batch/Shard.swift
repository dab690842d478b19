import Digests

/// One part of a batch split across processes: shard `index` of `count` (0-based, as the array
/// engines number their tasks).
///
/// An item belongs to the shard `h mod count`, where `h` is the first 8 bytes of the SHA-256 of
/// the item's id (its UTF-8 bytes) read as a big-endian unsigned 64-bit integer. The hash depends
/// on the id alone, so adding or removing items never moves the others to another shard, and any
/// machine, language or version computes the same split.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This shard, `0..<count`.
    package var index: Int
    /// How many shards the batch has.
    package var count: Int

    /// The whole batch as one shard.
    package static let all = Shard(index: 0, count: 1)

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// "K/N".
    package var description: String { "\(index)/\(count)" }

    /// The stable 64-bit hash an id is sharded by (see the type's documentation).
    package static func hash(ofID id: String) -> UInt64 {
        SHA256.hash(Array(id.utf8)).prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The shard of `count` that `id` belongs to.
    package static func index(ofID id: String, count: Int) -> Int {
        Int(hash(ofID: id) % UInt64(count))
    }

    /// Whether the item with `id` is rendered by this shard.
    package func contains(id: String) -> Bool {
        count <= 1 || Self.index(ofID: id, count: count) == index
    }

    /// Parses "K/N" with 0 <= K < N.
    package static func parse(_ text: String) throws(ShardError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .malformed(text)
        }
        return try Shard.checked(index: index, count: count, source: "--shard \(text)")
    }

    /// A shard after checking `0 <= index < count`; `source` names where the numbers came from.
    static func checked(index: Int, count: Int, source: String) throws(ShardError) -> Shard {
        guard count >= 1 else { throw .outOfRange(source: source, reason: "the shard count must be at least 1, got \(count)") }
        guard index >= 0, index < count else {
            throw .outOfRange(source: source, reason: "the shard index must be 0 to \(count - 1), got \(index)")
        }
        return Shard(index: index, count: count)
    }

    /// The shard an array engine assigned through the environment (`--shard auto`), trying in
    /// order: Kubernetes Indexed Jobs (`JOB_COMPLETION_INDEX`, with the completions count from
    /// `countOption` or `FEEDSHOT_SHARD_COUNT`), Slurm job arrays (`SLURM_ARRAY_TASK_ID` minus
    /// `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT`), AWS Batch array jobs
    /// (`AWS_BATCH_JOB_ARRAY_INDEX` of `AWS_BATCH_JOB_ARRAY_SIZE`).
    package static func fromEnvironment(_ environment: [String: String], countOption: Int?) throws(ShardError) -> Shard {
        func number(_ name: String) throws(ShardError) -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text.trimmingSpaces) else { throw .badVariable(name: name, value: text) }
            return value
        }
        if let index = try number("JOB_COMPLETION_INDEX") {
            let variableCount = try number("FEEDSHOT_SHARD_COUNT")
            guard let count = countOption ?? variableCount else {
                throw .missingCount(variable: "JOB_COMPLETION_INDEX")
            }
            return try checked(index: index, count: count, source: "JOB_COMPLETION_INDEX=\(index) of \(count)")
        }
        if let task = try number("SLURM_ARRAY_TASK_ID") {
            let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            let variableCount = try number("SLURM_ARRAY_TASK_COUNT")
            guard let count = countOption ?? variableCount else {
                throw .missingCount(variable: "SLURM_ARRAY_TASK_ID")
            }
            return try checked(index: task - minimum, count: count,
                               source: "SLURM_ARRAY_TASK_ID=\(task) (minimum \(minimum)) of SLURM_ARRAY_TASK_COUNT=\(count)")
        }
        if let index = try number("AWS_BATCH_JOB_ARRAY_INDEX") {
            let variableCount = try number("AWS_BATCH_JOB_ARRAY_SIZE")
            guard let count = countOption ?? variableCount else {
                throw .missingCount(variable: "AWS_BATCH_JOB_ARRAY_INDEX")
            }
            return try checked(index: index, count: count, source: "AWS_BATCH_JOB_ARRAY_INDEX=\(index) of \(count)")
        }
        throw .noArrayEnvironment
    }
}

/// Why a shard could not be determined.
package enum ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--shard` was not "K/N" or "auto".
    case malformed(String)
    /// The index or count is out of range.
    case outOfRange(source: String, reason: String)
    /// An array engine's variable is not a number.
    case badVariable(name: String, value: String)
    /// The engine gives an index but no count.
    case missingCount(variable: String)
    /// `--shard auto` outside any array job.
    case noArrayEnvironment

    package var description: String {
        switch self {
        case .malformed(let text):
            "--shard takes K/N (0 <= K < N, for example 0/4) or auto, got \"\(text)\""
        case .outOfRange(let source, let reason):
            "\(source): \(reason)"
        case .badVariable(let name, let value):
            "\(name) is not a number: \"\(value)\""
        case .missingCount(let variable):
            "\(variable) is set but the shard count is not: pass --shard-count N (the Job's completions) or set FEEDSHOT_SHARD_COUNT"
        case .noArrayEnvironment:
            "--shard auto found no array job: none of JOB_COMPLETION_INDEX (Kubernetes), SLURM_ARRAY_TASK_ID (Slurm) "
                + "or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch) is set; pass --shard K/N instead"
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
