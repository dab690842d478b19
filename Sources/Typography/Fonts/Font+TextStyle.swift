extension Font {
    /// SwiftUI's dynamic-type text styles at the default ("large") content size.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 17 pt, the default.
        case body
        /// 16 pt.
        case callout
        /// 15 pt.
        case subheadline
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// The size in points (iOS at the default content size).
        public var size: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The weight the style implies: semibold for `headline`, regular otherwise.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// 34 pt regular.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 pt regular.
    public static let title = Font.system(.title)
    /// 22 pt regular.
    public static let title2 = Font.system(.title2)
    /// 20 pt regular.
    public static let title3 = Font.system(.title3)
    /// 17 pt semibold.
    public static let headline = Font.system(.headline)
    /// 17 pt regular: SwiftUI's default text font.
    public static let body = Font.system(.body)
    /// 16 pt regular.
    public static let callout = Font.system(.callout)
    /// 15 pt regular.
    public static let subheadline = Font.system(.subheadline)
    /// 13 pt regular.
    public static let footnote = Font.system(.footnote)
    /// 12 pt regular.
    public static let caption = Font.system(.caption)
    /// 11 pt regular.
    public static let caption2 = Font.system(.caption2)
}
