/// How pickers look: SwiftUI's `PickerStyle`. Feedshot has the built-in styles, drawn as iOS 17
/// draws them: `.automatic` and `.menu` (the selection with up-and-down chevrons), `.segmented`,
/// `.wheel`, `.inline` and `.navigationLink`; `.palette` draws as segmented.
public protocol PickerStyle: Sendable {}

/// The kinds of built-in picker styles.
enum PickerStyleKind: Sendable {
    case automatic, menu, segmented, wheel, inline, navigationLink
}

/// A built-in style the engine knows how to draw.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// The platform's default: a menu on iOS 16 and later (SwiftUI's `DefaultPickerStyle`).
public struct DefaultPickerStyle: BuiltInPickerStyle {
    /// The default style.
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// The selection as a button that opens a menu: SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: BuiltInPickerStyle {
    /// The menu style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// The options side by side in a segmented control: SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    /// The segmented style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// The options on a spinning wheel: SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: BuiltInPickerStyle {
    /// The wheel style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// The options inline, as rows with a checkmark in a form: SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: BuiltInPickerStyle {
    /// The inline style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

/// A row that pushes a list of the options: SwiftUI's `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    /// The navigation-link style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// The options as a row of buttons (drawn as a segmented control): SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: BuiltInPickerStyle {
    /// The palette style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default (a menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline options.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of buttons.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
    /// The style pickers inside draw in.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers inside the view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
        return environment(\.pickerStyle, kind)
    }
}
