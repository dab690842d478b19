extension FontCollection {
    /// How full a collection's caches are: for benchmarks and for tuning budgets.
    public struct CacheStatistics: Hashable, Sendable, CustomStringConvertible {
        /// One cache's bookkeeping.
        public struct Entry: Hashable, Sendable {
            /// Entries held.
            public var count: Int
            /// Approximate bytes held.
            public var bytes: Int
            /// Lookups answered from the cache since the collection was created.
            public var hits: Int
            /// Lookups that had to compute their answer.
            public var misses: Int
        }

        /// Rasterized glyph images.
        public var glyphs: Entry
        /// Shaped paragraphs.
        public var shaping: Entry
        /// Whole text layouts.
        public var layouts: Entry

        /// Bytes held by all three caches.
        public var totalBytes: Int { glyphs.bytes + shaping.bytes + layouts.bytes }

        public var description: String {
            func line(_ name: String, _ entry: Entry) -> String {
                "\(name): \(entry.count) entries, \(entry.bytes) bytes, \(entry.hits) hits, \(entry.misses) misses"
            }
            return [line("glyphs", glyphs), line("shaping", shaping), line("layouts", layouts)].joined(separator: "; ")
        }
    }

    /// The current state of the glyph, shaping and layout caches.
    public var cacheStatistics: CacheStatistics {
        func entry<Key, Value>(_ statistics: BoundedCache<Key, Value>.Statistics) -> CacheStatistics.Entry {
            CacheStatistics.Entry(count: statistics.count, bytes: statistics.cost, hits: statistics.hits,
                                  misses: statistics.misses)
        }
        return CacheStatistics(glyphs: entry(glyphCache.statistics), shaping: entry(shapingCache.statistics),
                               layouts: entry(layoutCache.statistics))
    }

    /// Empties every cache (fonts stay loaded). Results do not change: caches only save work.
    public func removeCachedData() {
        glyphCache.removeAll()
        shapingCache.removeAll()
        layoutCache.removeAll()
    }
}
