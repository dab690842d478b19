import CHarfBuzz

/// Embedding levels for a paragraph, after a reduced form of the Unicode Bidirectional Algorithm
/// (UAX #9) with a left-to-right paragraph direction (Feedshot lays out left to right):
///
/// - strong types come from each character's script (Hebrew, Arabic… are right to left);
/// - combining marks take their base's type (W1);
/// - European digits after left-to-right text become left to right (W7), after right-to-left
///   text they stay numbers and get level 2, so "שלום 123" keeps its digits in order;
/// - neutrals (spaces, punctuation) between two strong runs of one direction take it, others
///   take the paragraph's (N1, N2);
/// - levels: left to right 0, right to left 1, numbers in right-to-left text 2 (I1).
///
/// Explicit embeddings and isolates (U+202A…U+202E, U+2066…U+2069) are not interpreted; they are
/// invisible and take the paragraph level. Lines are reordered with rule L2 by ``visualOrder(_:)``.
enum BidiLevels {
    private enum Kind: Equatable {
        case left, right, number, neutral, mark
    }

    /// The embedding level of each scalar.
    static func levels(for scalars: [Unicode.Scalar]) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        let functions = hb_unicode_funcs_get_default()
        var kinds = scalars.map { scalar -> Kind in
            if scalar.properties.numericType == .decimal, scalar.value < 0x0660 || scalar.value > 0x06F9 {
                return .number
            }
            let script = hb_unicode_script(functions, scalar.value)
            if script == HB_SCRIPT_INHERITED { return .mark }
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_UNKNOWN { return .neutral }
            return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .right : .left
        }
        guard kinds.contains(.right) else { return [UInt8](repeating: 0, count: scalars.count) }
        // W1: marks take the type of what they attach to.
        for index in kinds.indices where kinds[index] == .mark {
            kinds[index] = index > 0 ? kinds[index - 1] : .neutral
        }
        // W7: numbers after left-to-right text (or at the start) are left to right.
        var lastStrong = Kind.left
        for index in kinds.indices {
            switch kinds[index] {
            case .left, .right: lastStrong = kinds[index]
            case .number where lastStrong == .left: kinds[index] = .left
            default: break
            }
        }
        // N1/N2: neutral runs take the direction around them when both sides agree (numbers count
        // as right to left here), else the paragraph's.
        var index = 0
        while index < kinds.count {
            guard kinds[index] == .neutral || kinds[index] == .mark else {
                index += 1
                continue
            }
            var end = index
            while end < kinds.count, kinds[end] == .neutral || kinds[end] == .mark { end += 1 }
            func direction(_ kind: Kind?) -> Kind { kind == nil || kind == .left ? .left : .right }
            let before = direction(index > 0 ? kinds[index - 1] : nil)
            let after = direction(end < kinds.count ? kinds[end] : nil)
            let resolved: Kind = before == after ? before : .left
            for position in index..<end { kinds[position] = resolved }
            index = end
        }
        return kinds.map { kind in
            switch kind {
            case .right: return 1
            case .number: return 2
            default: return 0
            }
        }
    }

    /// The visual order of items with the given levels (rule L2): from the highest level down to
    /// the lowest odd level, every maximal sequence at that level or above is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        // Down to the lowest odd level, which is at least 1 (ICU's `minLevel | 1`).
        let lowestOdd = (levels.min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
