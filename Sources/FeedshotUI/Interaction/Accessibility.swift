// Accessibility: a PNG has no accessibility tree, so these modifiers compile and return the view
// unchanged. `accessibilityHidden(true)` hides nothing on screen, as in SwiftUI.

/// Traits that describe an element to assistive technologies: SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 7)
    /// A summary element.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 10)
    /// A modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 11)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 12)
}

/// How an accessibility element treats its children: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children are merged into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// Children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
    /// The element's label (no effect on drawing).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// The element's label (no effect on drawing).
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// The element's hint (no effect on drawing).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    /// The element's hint (no effect on drawing).
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// The element's value (no effect on drawing).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// The element's value (no effect on drawing).
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Hides the element from assistive technologies (it still draws).
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// The element's identifier for UI tests (no effect on drawing; use `id(_:)` to find views
    /// in a placed tree).
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Adds traits (no effect on drawing).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Removes traits (no effect on drawing).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Makes the view an element, treating its children as `children` says (no effect on drawing).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// The element's reading order among its siblings (no effect on drawing).
    public func accessibilitySortPriority(_ priority: Double) -> Self { self }
    /// Extra input labels for voice control (no effect on drawing).
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> Self { self }
    /// An action assistive technologies can perform (never, in a still render).
    public func accessibilityAction(named name: String, _ handler: () -> Void) -> Self { self }
    /// What swiping up or down on an adjustable element does (VoiceOver's increment and
    /// decrement; never performed here, as no assistive technology runs).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self {
        self
    }
    /// Whether the element is a header, and of which level (no effect on drawing).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
}

/// Which way an adjustable element is adjusted: SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// A heading's level: SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

// The accessibility settings views read from the environment: a render is made with none of
// them on (the defaults of a device with no accessibility setting changed).
extension EnvironmentValues {
    /// Whether an accessibility feature is in use (VoiceOver, Switch Control…): `false`.
    public var accessibilityEnabled: Bool { false }
    /// Whether the user asked for shapes besides colour to tell things apart: `false`.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether the user asked for less motion: `false`.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether the user asked for less transparency: `false`.
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether colours are inverted: `false`.
    public var accessibilityInvertColors: Bool { false }
    /// Whether the user asked for bold text: `false`.
    public var legibilityWeight: LegibilityWeight? { .regular }
}

/// Whether text is drawn bolder for legibility: SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

extension View {
    /// SwiftUI's older accessibility modifiers (`accessibility(label:)`…): accepted, like the
    /// newer ones, with nothing to draw.
    public func accessibility(label: Text) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(hint: Text) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(value: Text) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(hidden: Bool) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(identifier: String) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// See ``accessibility(label:)``.
    public func accessibility(sortPriority: Double) -> Self { self }
}
