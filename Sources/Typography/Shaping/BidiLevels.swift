import CHarfBuzz

/// Embedding levels for a paragraph, after the Unicode Bidirectional Algorithm (UAX #9) without
/// explicit embeddings:
///
/// - the paragraph level is 0 (left to right) or 1 (right to left): the direction of the first
///   strong character (P2, P3, ``paragraphDirection(of:)``), else the layout direction;
/// - strong types come from each character's script (Hebrew is R; Arabic, Syriac and Thaana are
///   AL, which becomes R after W2); digits are European numbers (EN), the Arabic-Indic digits
///   U+0660…U+0669 Arabic numbers (AN);
/// - combining marks take their base's type (W1); European numbers after Arabic letters become
///   Arabic numbers (W2); one separator between two numbers joins them (W4: `1,000`, `12:30`,
///   `3.14`, `+`/`-` between European numbers); currency and percent signs next to European
///   numbers join them (W5); European numbers after left-to-right text (or at the start of a
///   left-to-right paragraph) become left to right (W7);
/// - neutrals (spaces, punctuation) between two strong runs of one direction take it, others take
///   the paragraph's (N1, N2; numbers count as right to left);
/// - levels (I1, I2): in a left-to-right paragraph R is 1 and numbers 2; in a right-to-left one R
///   is 1 and L and numbers 2.
///
/// Explicit embeddings and isolates (U+202A…U+202E, U+2066…U+2069) are not interpreted; they are
/// invisible and take the paragraph level. Lines are reordered with rule L2 by ``visualOrder(_:)``.
enum BidiLevels {
    private enum Kind: Equatable {
        case left, right, arabicLetter, europeanNumber, arabicNumber
        case commonSeparator, europeanSeparator, terminator, neutral, mark
    }

    /// The paragraph direction the first strong character gives (UAX #9 P2, P3), or nil when the
    /// text has none (digits and punctuation only).
    static func paragraphDirection(of scalars: some Sequence<Unicode.Scalar>) -> LayoutDirection? {
        let functions = hb_unicode_funcs_get_default()
        for scalar in scalars {
            switch kind(of: scalar, functions: functions) {
            case .left: return .leftToRight
            case .right, .arabicLetter: return .rightToLeft
            default: continue
            }
        }
        return nil
    }

    /// The embedding level of each scalar in a left-to-right paragraph.
    static func levels(for scalars: [Unicode.Scalar]) -> [UInt8] {
        levels(for: scalars, paragraphLevel: 0)
    }

    /// The embedding level of each scalar in a paragraph whose level is `paragraphLevel` (0: left
    /// to right, 1: right to left).
    static func levels(for scalars: [Unicode.Scalar], paragraphLevel: UInt8) -> [UInt8] {
        guard !scalars.isEmpty else { return [] }
        let functions = hb_unicode_funcs_get_default()
        var kinds = scalars.map { kind(of: $0, functions: functions) }
        let isRightToLeft = paragraphLevel % 2 == 1
        // A left-to-right paragraph without right-to-left letters or Arabic digits is all level 0.
        if !isRightToLeft, !kinds.contains(where: { $0 == .right || $0 == .arabicLetter || $0 == .arabicNumber }) {
            return [UInt8](repeating: 0, count: scalars.count)
        }
        let start: Kind = isRightToLeft ? .right : .left
        // W1: marks take the type of what they attach to.
        for index in kinds.indices where kinds[index] == .mark {
            kinds[index] = index > 0 ? kinds[index - 1] : .neutral
        }
        // W2, W3: European numbers after Arabic letters are Arabic numbers; Arabic letters are R.
        var lastStrong = start
        for index in kinds.indices {
            switch kinds[index] {
            case .left, .right, .arabicLetter: lastStrong = kinds[index]
            case .europeanNumber where lastStrong == .arabicLetter: kinds[index] = .arabicNumber
            default: break
            }
        }
        for index in kinds.indices where kinds[index] == .arabicLetter { kinds[index] = .right }
        // W4: one separator between two numbers of a type joins them.
        for index in kinds.indices.dropFirst().dropLast() {
            let before = kinds[index - 1], after = kinds[index + 1]
            switch kinds[index] {
            case .europeanSeparator where before == .europeanNumber && after == .europeanNumber:
                kinds[index] = .europeanNumber
            case .commonSeparator where before == after && (before == .europeanNumber || before == .arabicNumber):
                kinds[index] = before
            default: break
            }
        }
        // W5: terminators next to European numbers join them.
        var index = 0
        while index < kinds.count {
            guard kinds[index] == .terminator else {
                index += 1
                continue
            }
            var end = index
            while end < kinds.count, kinds[end] == .terminator { end += 1 }
            if (index > 0 && kinds[index - 1] == .europeanNumber) || (end < kinds.count && kinds[end] == .europeanNumber) {
                for position in index..<end { kinds[position] = .europeanNumber }
            }
            index = end
        }
        // W6: the remaining separators and terminators are neutral.
        for index in kinds.indices where [.commonSeparator, .europeanSeparator, .terminator].contains(kinds[index]) {
            kinds[index] = .neutral
        }
        // W7: European numbers after left-to-right text (or at the start of a left-to-right
        // paragraph) are left to right.
        lastStrong = start
        for index in kinds.indices {
            switch kinds[index] {
            case .left, .right: lastStrong = kinds[index]
            case .europeanNumber where lastStrong == .left: kinds[index] = .left
            default: break
            }
        }
        // N1, N2: neutral runs take the direction around them when both sides agree (numbers
        // count as right to left), else the paragraph's.
        index = 0
        while index < kinds.count {
            guard kinds[index] == .neutral || kinds[index] == .mark else {
                index += 1
                continue
            }
            var end = index
            while end < kinds.count, kinds[end] == .neutral || kinds[end] == .mark { end += 1 }
            func direction(_ kind: Kind?) -> Kind { (kind ?? start) == .left ? .left : .right }
            let before = direction(index > 0 ? kinds[index - 1] : nil)
            let after = direction(end < kinds.count ? kinds[end] : nil)
            let resolved: Kind = before == after ? before : start
            for position in index..<end { kinds[position] = resolved }
            index = end
        }
        // I1, I2.
        return kinds.map { kind in
            switch kind {
            case .right: return 1
            case .europeanNumber, .arabicNumber: return 2
            default: return isRightToLeft ? 2 : 0
            }
        }
    }

    /// A scalar's bidi type, reduced to what the rules above use.
    private static func kind(of scalar: Unicode.Scalar, functions: OpaquePointer?) -> Kind {
        let value = scalar.value
        if (0x0660...0x0669).contains(value) || value == 0x066B || value == 0x066C { return .arabicNumber }
        if scalar.properties.numericType == .decimal { return .europeanNumber }
        switch value {
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F, 0xFF1A:
            return .commonSeparator
        case 0x2B, 0x2D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
            return .europeanSeparator
        case 0x23, 0x24, 0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF, 0x212E, 0x2213:
            return .terminator
        default: break
        }
        let script = hb_unicode_script(functions, value)
        if script == HB_SCRIPT_INHERITED { return .mark }
        if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_UNKNOWN { return .neutral }
        guard hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL else { return .left }
        return script == HB_SCRIPT_ARABIC || script == HB_SCRIPT_SYRIAC || script == HB_SCRIPT_THAANA
            ? .arabicLetter : .right
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
