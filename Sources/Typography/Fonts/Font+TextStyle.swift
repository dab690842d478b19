extension Font {
    /// SwiftUI's dynamic-type text styles. ``size`` is the point size at the default ("large")
    /// text size; ``size(at:)`` and ``leading(at:)`` give every Dynamic Type size.
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

        /// The size in points (iOS at the default content size, ``DynamicTypeSize/large``).
        public var size: Double { size(at: .large) }

        /// The size in points at `dynamicTypeSize`, from Apple's table (see ``table``).
        public func size(at dynamicTypeSize: DynamicTypeSize) -> Double {
            TextStyle.table[dynamicTypeSize.rawValue][rowIndex].size
        }

        /// The leading (line height) in points Apple's table gives at `dynamicTypeSize`.
        ///
        /// Feedshot lays lines out by the font's own metrics (`FontMetrics.lineHeight`), which keeps
        /// every existing layout unchanged; the published leading is here for layouts that want it.
        public func leading(at dynamicTypeSize: DynamicTypeSize) -> Double {
            TextStyle.table[dynamicTypeSize.rawValue][rowIndex].leading
        }

        /// How much a value relative to this style grows at `dynamicTypeSize`: the style's size
        /// there over its size at `.large`. What `@ScaledMetric(relativeTo:)` and
        /// `Font.custom(_:size:relativeTo:)` multiply by. Apple does not publish
        /// `UIFontMetrics`' curve; the ratio of the style's published sizes is the inference.
        public func scaleFactor(at dynamicTypeSize: DynamicTypeSize) -> Double {
            size(at: dynamicTypeSize) / size(at: .large)
        }

        /// The weight the style implies: semibold for `headline`, regular otherwise.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// The style's row in ``table``.
        private var rowIndex: Int { TextStyle.allCases.firstIndex(of: self) ?? 0 }

        /// Apple's Dynamic Type sizes for iOS and iPadOS: for each ``DynamicTypeSize`` (xSmall …
        /// xxxLarge, then AX1 … AX5), each style's size and leading in points, in the order of
        /// ``allCases`` (Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead,
        /// Footnote, Caption 1, Caption 2).
        ///
        /// Source: Apple Human Interface Guidelines, "Typography" → Specifications → "iOS, iPadOS
        /// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
        /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
        /// Weights are the table's (Headline semibold, every other style regular).
        static let table: [[(size: Double, leading: Double)]] = [
            // xSmall
            [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
            // Small
            [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
            // Medium
            [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
            // Large (default)
            [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
            // xLarge
            [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
            // xxLarge
            [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
            // xxxLarge
            [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
            // AX1
            [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
            // AX2
            [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
            // AX3
            [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
            // AX4
            [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
            // AX5
            [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
        ]
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
