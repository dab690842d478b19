import Typography

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The Dynamic Type size text inside is set at (`.large` by default): text styles take their
    /// sizes from Apple's table at this size, symbols and labels follow their font, and
    /// `@ScaledMetric` values scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name: SwiftUI's `sizeCategory`, the same value as
    /// ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// `font` (the environment's when nil, else `.body`) at this environment's Dynamic Type
    /// size: the one place views settle the size text is measured and drawn in.
    func scaledFont(_ font: Font?) -> Font {
        (font ?? self.font ?? .body).scaled(for: dynamicTypeSize)
    }
}

extension View {
    /// Sets the Dynamic Type size of text inside the view: SwiftUI's `dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size inside the view within `range` (for example
    /// `...DynamicTypeSize.xxxLarge`, or `.large ... .accessibility2`): a size outside the range
    /// becomes the range's nearest end, as SwiftUI's `dynamicTypeSize(_:)` with a range does.
    public func dynamicTypeSize<Range: RangeExpression & Sendable>(_ range: Range) -> some View
        where Range.Bound == DynamicTypeSize {
        transformEnvironment { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
    }
}
