/// The user's preferred text size: SwiftUI's `DynamicTypeSize`, from `.xSmall` to
/// `.accessibility5`, `.large` being the default.
///
/// Text styles (`Font.body`, `.headline`…) take their point size at each size from Apple's
/// published table (``Font/TextStyle/size(at:)``); fonts made with a fixed size do not scale.
/// Sizes are ordered, so ranges such as `...DynamicTypeSize.xxxLarge` clamp them.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// The smallest standard size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The default size.
    case large
    /// A large size.
    case xLarge
    /// A larger size.
    case xxLarge
    /// The largest standard size.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// The second accessibility size (AX2).
    case accessibility2
    /// The third accessibility size (AX3).
    case accessibility3
    /// The fourth accessibility size (AX4).
    case accessibility4
    /// The largest accessibility size (AX5).
    case accessibility5

    /// Whether the size is one of the five larger accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name Apple's tables use: "xSmall" … "xxxLarge", "AX1" … "AX5".
    public var description: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The size nearest to this one inside `range`: this size when the range contains it, else
    /// the range's end it lies beyond (what `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` does
    /// to the size it receives). An empty range leaves the size unchanged.
    public func clamped<Range: RangeExpression>(to range: Range) -> DynamicTypeSize where Range.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lowest = inside.first, let highest = inside.last else { return self }
        return self < lowest ? lowest : highest
    }
}
