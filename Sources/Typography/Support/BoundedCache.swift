/// A thread-safe memo table with a byte budget: shaping results and glyph masks live in these.
///
/// Eviction drops the least recently used half of the entries once the budget is exceeded.
/// Eviction never changes what a lookup *computes* (a miss recomputes the same value), so output
/// stays identical whatever was evicted, and whatever the thread count.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct Storage {
        var entries: [Key: Entry] = [:]
        var totalCost = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    /// A snapshot of the cache's bookkeeping, for benchmarks and tests.
    struct Statistics: Sendable, Equatable {
        var count: Int
        var cost: Int
        var hits: Int
        var misses: Int
    }

    /// The cost (usually bytes) above which entries are evicted.
    let budget: Int
    private let storage = Locked(Storage())

    /// Creates an empty cache that keeps at most about `budget` cost units.
    init(budget: Int) {
        precondition(budget > 0, "a cache needs a positive budget")
        self.budget = budget
    }

    /// The cached value for `key`, or nil.
    func value(for key: Key) -> Value? {
        storage.withLock { storage in
            guard var entry = storage.entries[key] else {
                storage.misses += 1
                return nil
            }
            storage.clock += 1
            entry.lastUse = storage.clock
            storage.entries[key] = entry
            storage.hits += 1
            return entry.value
        }
    }

    /// Stores a value with its cost, evicting old entries when the budget is exceeded.
    func insert(_ value: Value, for key: Key, cost: Int) {
        storage.withLock { storage in
            storage.clock += 1
            if let old = storage.entries.updateValue(Entry(value: value, cost: cost, lastUse: storage.clock),
                                                     forKey: key) {
                storage.totalCost -= old.cost
            }
            storage.totalCost += cost
            guard storage.totalCost > budget, storage.entries.count > 1 else { return }
            // Keep the most recent half (by use); ties cannot occur because the clock is strictly
            // increasing.
            let byAge = storage.entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, entry) in byAge.prefix(byAge.count / 2) {
                storage.entries[key] = nil
                storage.totalCost -= entry.cost
            }
        }
    }

    /// The cached value for `key`, computing and storing it on a miss. Two threads missing the
    /// same key at once may both compute it; the results are equal, so either may be kept.
    func value(for key: Key, cost: (Value) -> Int, compute: () throws -> Value) rethrows -> Value {
        if let cached = value(for: key) { return cached }
        let computed = try compute()
        insert(computed, for: key, cost: cost(computed))
        return computed
    }

    /// Removes every entry (the statistics' hit and miss counts are kept).
    func removeAll() {
        storage.withLock { storage in
            storage.entries.removeAll()
            storage.totalCost = 0
        }
    }

    /// Current entry count, total cost and hit/miss counts.
    var statistics: Statistics {
        storage.withLock { Statistics(count: $0.entries.count, cost: $0.totalCost, hits: $0.hits, misses: $0.misses) }
    }
}
