import Foundation

// Modifiers whose effect a frame at rest on a touch screen never shows: a context menu opens
// under a long press, help is a pointer's tooltip, keyboard shortcuts need a hardware keyboard,
// hovering needs a pointer, privacy redaction happens on the lock screen and in widgets, the
// keyboard a scroll dismisses is not up, and a URL opens an app from outside. They compile as
// SwiftUI code writes them and return the view unchanged; their closures never run.

/// A key of a keyboard shortcut: SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys of a keyboard shortcut: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers: SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a screen or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How a scroll view dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// A menu shown under a long press (not at rest).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A menu with a preview shown under a long press (not at rest).
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                           @ViewBuilder preview: () -> Preview) -> some View { self }

    /// A pointer's tooltip (none on a touch screen).
    public func help(_ text: Text) -> some View { self }

    /// A pointer's tooltip (none on a touch screen).
    public func help(_ key: LocalizedStringKey) -> some View { self }

    /// A pointer's tooltip (none on a touch screen).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A hardware keyboard's shortcut for the view's action.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// A hardware keyboard's shortcut for the view's action.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// A hardware keyboard's shortcut for the view's action, or none.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// Runs when a pointer enters or leaves the view (there is none on a touch screen).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Marks content redacted on the lock screen and in widgets (not in an app's screen).
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// How scrolling dismisses the keyboard (not up in a frame at rest).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Runs when the app is asked to open a URL from outside.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Keeps a list row from being selected (a selection changes under a tap, not at rest).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
