import Foundation

// SwiftUI's helpers for `List`'s `.onDelete` and `.onMove`, which hand over positions as
// `IndexSet`s of offsets: `items.remove(atOffsets: offsets)` and
// `items.move(fromOffsets: source, toOffset: destination)`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets, in their order, to just before the element that
    /// was at offset `destination` (`count`: to the end), as `List`'s `.onMove` reports a drag.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }.map { elements[$0] }
        var kept = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let target = Swift.min(Swift.max(0, destination), elements.count)
        let insertion = target - source.count(in: 0..<target)
        kept.insert(contentsOf: moving, at: Swift.max(0, Swift.min(kept.count, insertion)))
        var position = startIndex
        for element in kept {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
