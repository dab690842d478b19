import FeedshotCommands

/// Encoded PNGs by fingerprint, least recently used dropped first, bounded in bytes.
///
/// A fingerprint names one exact output, so entries never go stale: after a reload changed an
/// image, requests simply ask for other fingerprints and the old entries age out.
final class PNGCache: Sendable {
    /// The most bytes of PNG data kept.
    let budget: Int
    private let state: Locked<State>

    private struct Node {
        var key: String
        var png: [UInt8]
        var previous: Int?
        var next: Int?
    }

    /// A doubly linked list in an array (head = most recent) with a free list, plus an index.
    private struct State {
        var nodes: [Node] = []
        var free: [Int] = []
        var index: [String: Int] = [:]
        var head: Int?
        var tail: Int?
        var bytes = 0
    }

    init(budget: Int) {
        self.budget = budget
        state = Locked(State())
    }

    /// The bytes cached for `key`, marking them most recently used.
    func get(_ key: String) -> [UInt8]? {
        state.withLock { state in
            guard let slot = state.index[key] else { return nil }
            Self.unlink(slot, in: &state)
            Self.pushFront(slot, in: &state)
            return state.nodes[slot].png
        }
    }

    /// Caches `png` for `key`, evicting the least recently used entries beyond the budget. A PNG
    /// larger than the whole budget is not cached.
    func insert(_ key: String, png: [UInt8]) {
        guard png.count <= budget else { return }
        state.withLock { state in
            if let slot = state.index[key] {
                Self.unlink(slot, in: &state)
                state.bytes -= state.nodes[slot].png.count
                state.nodes[slot].png = png
                state.bytes += png.count
                Self.pushFront(slot, in: &state)
            } else {
                let node = Node(key: key, png: png, previous: nil, next: nil)
                let slot: Int
                if let reused = state.free.popLast() {
                    state.nodes[reused] = node
                    slot = reused
                } else {
                    state.nodes.append(node)
                    slot = state.nodes.count - 1
                }
                state.index[key] = slot
                state.bytes += png.count
                Self.pushFront(slot, in: &state)
            }
            while state.bytes > budget, let last = state.tail {
                Self.unlink(last, in: &state)
                state.bytes -= state.nodes[last].png.count
                state.index[state.nodes[last].key] = nil
                state.nodes[last].png = []
                state.free.append(last)
            }
        }
    }

    /// Bytes and entries currently cached.
    var usage: (bytes: Int, count: Int) {
        state.withLock { ($0.bytes, $0.index.count) }
    }

    private static func unlink(_ slot: Int, in state: inout State) {
        let node = state.nodes[slot]
        if let previous = node.previous { state.nodes[previous].next = node.next } else { state.head = node.next }
        if let next = node.next { state.nodes[next].previous = node.previous } else { state.tail = node.previous }
        state.nodes[slot].previous = nil
        state.nodes[slot].next = nil
    }

    private static func pushFront(_ slot: Int, in state: inout State) {
        state.nodes[slot].next = state.head
        if let head = state.head { state.nodes[head].previous = slot }
        state.head = slot
        if state.tail == nil { state.tail = slot }
    }
}
