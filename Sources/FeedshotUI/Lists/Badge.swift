/// A count or short label a tab or a list row carries: SwiftUI's `badge(_:)`.
///
/// In a `TabView`'s tab bar the badge is drawn as UIKit draws tab-bar badges: white 13-point text
/// on a system-red capsule at least 18 points across, its leading edge 5 points right of the tab
/// glyph's centre (a wider badge grows to the right), 2 points below the bar's top (placement
/// inferred from iOS 17 screenshots, not published). In a list row it
/// is the trailing text in the secondary colour, before a navigation link's chevron. A count of
/// zero, or `nil`, shows no badge.
struct BadgeTrait: Sendable {
    let label: Text
}

extension View {
    /// Shows `count` as the view's badge (none when it is zero).
    public func badge(_ count: Int) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(BadgeTrait.self),
                                   value: count == 0 ? nil : BadgeTrait(label: Text(verbatim: "\(count)"))))
    }

    /// Shows `label` as the view's badge (none when `nil`).
    public func badge(_ label: Text?) -> some View {
        modifier(ListTraitModifier(key: ObjectIdentifier(BadgeTrait.self), value: label.map(BadgeTrait.init)))
    }

    /// Shows `title` as the view's badge (none when `nil`).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ title: S?) -> some View {
        badge(title.map { Text($0) })
    }
}

/// The tab bar's badge: white text on a red capsule.
struct TabBarBadge: View {
    static let minimumSize = 18.0
    let label: Text

    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: Self.minimumSize, minHeight: Self.minimumSize)
            .background(Color.red, in: Capsule())
    }
}
