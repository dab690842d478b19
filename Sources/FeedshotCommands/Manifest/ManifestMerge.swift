/// Joins the manifests of a batch's shards into one, checking that together they list every item
/// of the batch exactly once.
package enum ManifestMerge {
    /// The merged entries (sorted by output), or why the shards do not make up one whole batch.
    /// `manifests` pairs each file's name (for messages) with its entries.
    package static func merge(_ manifests: [(path: String, entries: [ManifestEntry])]) throws(ManifestError) -> [ManifestEntry] {
        let all = manifests.flatMap { file in file.entries.map { (file.path, $0) } }
        guard let (firstPath, first) = all.first else { throw .empty }
        var byOutput: [String: (path: String, entry: ManifestEntry)] = [:]
        var shards = Set<String>()
        for (path, entry) in all {
            guard entry.batchDigest == first.batchDigest, entry.batchItems == first.batchItems else {
                throw .differentBatches(first: firstPath, other: path)
            }
            if let earlier = byOutput[entry.output] {
                throw .duplicate(output: entry.output, id: entry.id, files: [earlier.path, path])
            }
            byOutput[entry.output] = (path, entry)
            shards.insert(entry.shard)
        }
        let entries = byOutput.values.map(\.entry)
        let shardList = shards.sorted { Self.shardOrder($0).lexicographicallyPrecedes(Self.shardOrder($1)) }
        guard entries.count == first.batchItems else {
            throw .incomplete(missing: first.batchItems - entries.count, of: first.batchItems, shardsSeen: shardList)
        }
        // Same count, no duplicates: the digest differs only if the items are not the batch's.
        guard Manifest.batchDigest(of: entries.map { ($0.id, $0.output) }) == first.batchDigest else {
            throw .differentBatches(first: firstPath, other: manifests.last?.path ?? firstPath)
        }
        return Manifest.sorted(entries)
    }

    private static func shardOrder(_ shard: String) -> [Int] {
        shard.split(separator: "/").map { Int($0) ?? 0 }.reversed()
    }
}
