import Typography

/// The Dynamic Type size under its older name: SwiftUI's `ContentSizeCategory`, read and written
/// through ``EnvironmentValues/sizeCategory``. Each case is one ``DynamicTypeSize``.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// `DynamicTypeSize.xSmall`.
    case extraSmall
    /// `DynamicTypeSize.small`.
    case small
    /// `DynamicTypeSize.medium`.
    case medium
    /// `DynamicTypeSize.large`, the default.
    case large
    /// `DynamicTypeSize.xLarge`.
    case extraLarge
    /// `DynamicTypeSize.xxLarge`.
    case extraExtraLarge
    /// `DynamicTypeSize.xxxLarge`.
    case extraExtraExtraLarge
    /// `DynamicTypeSize.accessibility1`.
    case accessibilityMedium
    /// `DynamicTypeSize.accessibility2`.
    case accessibilityLarge
    /// `DynamicTypeSize.accessibility3`.
    case accessibilityExtraLarge
    /// `DynamicTypeSize.accessibility4`.
    case accessibilityExtraExtraLarge
    /// `DynamicTypeSize.accessibility5`.
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[size.rawValue]
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        DynamicTypeSize(lhs) < DynamicTypeSize(rhs)
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ category: ContentSizeCategory) {
        // Both enumerations list the twelve sizes in the same order.
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}
