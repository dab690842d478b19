/// Where a line may break: a subset of Unicode's line breaking algorithm (UAX #14) that covers
/// the text feeds carry. Breaks are allowed after spaces, after hyphens and en dashes, before and
/// after em dashes, after a zero-width space, and around ideographs and emoji; never before
/// closing punctuation or after opening punctuation, and never next to no-break spaces or word
/// joiners. Mandatory breaks (newlines) are handled before this, by splitting paragraphs.
enum LineBreakRules {
    /// The UAX #14 classes the rules distinguish.
    enum Class: Equatable {
        /// Breaking spaces (SP, and the BA spaces of U+2000…U+200A and U+3000).
        case space
        /// Zero-width space: a break opportunity without width.
        case zeroWidthSpace
        /// Glue: no-break spaces and word joiners (GL, WJ).
        case glue
        /// Hyphen-minus (HY): break after, unless a digit follows.
        case hyphen
        /// Break after (BA): hyphen, en dash, soft hyphen.
        case breakAfter
        /// Em dashes (B2): break before and after, not between two of them.
        case breakBoth
        /// Closing punctuation and the like (CL, CP, EX, IS, NS): never break before.
        case closing
        /// Opening punctuation (OP): never break after.
        case opening
        /// Ideographs, kana, hangul and emoji (ID): break before and after.
        case ideographic
        /// Combining marks and joiners (CM, ZWJ): never break before.
        case combining
        /// Everything else: letters, digits, symbols (AL, NU…).
        case other
    }

    /// The class of one scalar.
    static func lineBreakClass(of scalar: Unicode.Scalar) -> Class {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x200B: return .zeroWidthSpace
        case 0xA0, 0x202F, 0x2007, 0x2060, 0xFEFF, 0x2011, 0x0F0C: return .glue
        case 0x2D: return .hyphen
        case 0xAD, 0x2010, 0x2012, 0x2013, 0x058A, 0x1400: return .breakAfter
        case 0x2014, 0x2E3A, 0x2E3B: return .breakBoth
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF: return .combining
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x203A,
             0x2026, 0x2030, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017,
             0x3019, 0x301B, 0x301E, 0x301F, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F,
             0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64, 0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE,
             0x3005, 0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087,
             0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
             0x30F5, 0x30F6, 0x30FB:
            return .closing
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010,
             0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62, 0xBF, 0xA1:
            return .opening
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
             0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return .ideographic
        default:
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .spacingMark || category == .enclosingMark {
                return .combining
            }
            if scalar.properties.isEmojiPresentation { return .ideographic }
            return .other
        }
    }

    /// `scalars.count + 1` flags: whether a line may break before each scalar under the rules
    /// (index 0 and `count` are never break opportunities; a paragraph's ends are not breaks).
    static func breakOpportunities(in scalars: [Unicode.Scalar]) -> [Bool] {
        var result = [Bool](repeating: false, count: scalars.count + 1)
        guard scalars.count > 1 else { return result }
        let classes = scalars.map(lineBreakClass(of:))
        // The class a combining mark attaches to (UAX #14 LB9: X CM* behaves as X).
        var effective = classes
        for index in effective.indices.dropFirst() where effective[index] == .combining {
            if effective[index - 1] != .space && effective[index - 1] != .zeroWidthSpace {
                effective[index] = effective[index - 1]
            }
        }
        for index in 1..<scalars.count {
            let digitFollows = scalars[index].properties.numericType == .decimal
            result[index] = allowsBreak(before: index, classes: classes, effective: effective,
                                        digitFollows: digitFollows)
        }
        return result
    }

    private static func allowsBreak(before index: Int, classes: [Class], effective: [Class],
                                    digitFollows: Bool) -> Bool {
        let after = classes[index]
        let before = effective[index - 1]
        switch after {
        case .space, .zeroWidthSpace, .combining, .glue, .closing: return false
        default: break
        }
        if before == .glue || before == .opening { return false }
        if before == .space {
            // A space run followed by anything breakable (LB18), except after "( " style openers
            // with spaces, which UAX #14 keeps together (LB14).
            var start = index - 1
            while start > 0, effective[start - 1] == .space { start -= 1 }
            return start == 0 || effective[start - 1] != .opening
        }
        switch before {
        case .zeroWidthSpace: return true
        case .hyphen: return !digitFollows  // "-5" keeps its minus; "well-known" may break
        case .breakAfter: return true
        case .breakBoth: return after != .breakBoth
        case .ideographic: return true
        default: break
        }
        if after == .breakBoth { return true }
        if after == .ideographic { return true }
        return false
    }
}
