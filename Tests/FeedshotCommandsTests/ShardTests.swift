@testable import FeedshotCommands
import Testing

/// Shard parsing, the stable id hash and `--shard auto` under each array engine.
@Suite struct ShardTests {
    /// The documented hash (first 8 bytes of SHA-256, big-endian), checked against Python's hashlib.
    @Test func hashIsTheFirstEightBytesOfSHA256() {
        #expect(Shard.hash(ofID: "11") == 5_748_892_369_479_747_538)
        #expect(Shard.hash(ofID: "aldrin") == 1_312_953_377_027_934_850)
        #expect(Shard.index(ofID: "11", count: 3) == 1)
    }

    /// Every id lands in exactly one shard, and adding ids never moves the others.
    @Test func everyIDInExactlyOneShardAndStableUnderGrowth() {
        let ids = (1...200).map { "item-\($0)" }
        for count in 1...5 {
            for id in ids {
                let owners = (0..<count).filter { Shard(index: $0, count: count).contains(id: id) }
                #expect(owners == [Shard.index(ofID: id, count: count)])
            }
        }
        let before = ids.map { Shard.index(ofID: $0, count: 4) }
        let after = (ids + (201...400).map { "item-\($0)" }).prefix(200).map { Shard.index(ofID: $0, count: 4) }
        #expect(before == after)
        // Roughly even: no shard of 4 gets fewer than 30 of 200.
        #expect((0..<4).allSatisfy { shard in before.filter { $0 == shard }.count >= 30 })
    }

    @Test func parsesKOfN() throws {
        #expect(try Shard.parse("2/3") == Shard(index: 2, count: 3))
        #expect(throws: ShardError.malformed("3")) { try Shard.parse("3") }
        #expect(throws: ShardError.self) { try Shard.parse("3/3") }
        #expect(throws: ShardError.self) { try Shard.parse("-1/3") }
        #expect(throws: ShardError.self) { try Shard.parse("0/0") }
    }

    @Test func autoReadsEachArrayEngine() throws {
        #expect(try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "4"], countOption: 8) == Shard(index: 4, count: 8))
        #expect(try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "4", "FEEDSHOT_SHARD_COUNT": "5"], countOption: nil)
                == Shard(index: 4, count: 5))
        #expect(try Shard.fromEnvironment(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1",
                                           "SLURM_ARRAY_TASK_COUNT": "4"], countOption: nil) == Shard(index: 2, count: 4))
        #expect(try Shard.fromEnvironment(["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "2"], countOption: nil)
                == Shard(index: 0, count: 2))
    }

    @Test func autoErrorsNameTheProblem() {
        #expect(throws: ShardError.noArrayEnvironment) { try Shard.fromEnvironment([:], countOption: nil) }
        #expect(throws: ShardError.missingCount(variable: "JOB_COMPLETION_INDEX")) {
            try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], countOption: nil)
        }
        #expect(throws: ShardError.badVariable(name: "SLURM_ARRAY_TASK_ID", value: "x")) {
            try Shard.fromEnvironment(["SLURM_ARRAY_TASK_ID": "x"], countOption: nil)
        }
        #expect(throws: ShardError.self) {
            try Shard.fromEnvironment(["AWS_BATCH_JOB_ARRAY_INDEX": "2", "AWS_BATCH_JOB_ARRAY_SIZE": "2"], countOption: nil)
        }
        #expect(ShardError.noArrayEnvironment.description.contains("JOB_COMPLETION_INDEX"))
    }
}
