/// The look of a list: SwiftUI's `ListStyle`. Apply one with `.listStyle(_:)`; Feedshot draws
/// `.plain`, `.grouped` and `.insetGrouped` (`.automatic`, `.sidebar` and `.inset` fall back on
/// the closest of these, as on iPhone).
public protocol ListStyle: Sendable {
    /// The built-in look this style draws.
    var kind: ListStyleKind { get }
}

/// The looks Feedshot draws.
public enum ListStyleKind: Hashable, Sendable {
    /// Full-width rows on the system background, separators between rows.
    case plain
    /// Full-width sections on the grouped background.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
}

/// Full-width rows on the system background: SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    public var kind: ListStyleKind { .plain }
}

/// Full-width sections on the grouped background: SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    public var kind: ListStyleKind { .grouped }
}

/// Rounded section cards inset from the edges: SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

/// The platform's default, inset grouped on iPhone since iOS 14 (for lists with sections, as
/// for lists without them from iOS 16): SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the edges: SwiftUI's `InsetListStyle`, drawn as `.plain`.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    public var kind: ListStyleKind { .plain }
}

/// A sidebar: SwiftUI's `SidebarListStyle`, drawn inset grouped as on iPhone.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on the system background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width sections on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded section cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (inset grouped on iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

private struct ListContextKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The look of lists inside.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Whether the view is being resolved as a list's content (sections become list sections,
    /// navigation links become disclosure rows).
    var isListContent: Bool {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }

    /// Whether scrollable views inside draw their own background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of lists inside the view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style.kind
        return transformEnvironment { $0.listStyle = kind }
    }

    /// Shows or hides the background of lists inside (`.hidden` lets the view's own background
    /// show through; the rows keep theirs).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
