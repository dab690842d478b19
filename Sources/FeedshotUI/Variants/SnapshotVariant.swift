import Foundation
import Typography

/// One configuration a screen is pinned in besides the default: dark appearance, the largest
/// accessibility text size, right to left, landscape, an iPad… SnapshotPreviews' and Paparazzi's
/// variants, as one value.
///
/// A variant is data: a name (the golden's suffix, `card.dark.png`) and the changes it makes,
/// each optional — a colour scheme, a Dynamic Type size, a layout direction, a locale, a device
/// that replaces the one rendered on, an orientation. ``apply(to:)`` and ``device(for:)`` make
/// the changes; ``Renderer/applying(_:)`` gives a renderer that renders in the variant.
///
/// ```swift
/// assertSnapshot(of: DetailScreen(), on: .iPhone14, named: "detail", variants: .standard)
/// assertSnapshot(of: DetailScreen(), on: .iPhone14, named: "detail", variants: [.dark, .rightToLeft + .locale("ar")])
/// ```
///
/// The presets: ``dark``, ``accessibility5`` (the largest text), ``rightToLeft``, ``landscape``,
/// ``iPad``, and ``standard`` (all five, the set teams pin). ``init(parsing:)`` reads the names
/// a command line takes (`dark`, `rtl`, `ax5`, `landscape`, `ipad`, `dark+rtl`…).
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    /// The name: a golden's suffix and what reports show. Letters, digits, `-` and `+` keep it a
    /// portable file name.
    public var name: String
    /// The colour scheme to render in, or nil to keep the renderer's.
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size, or nil to keep the renderer's.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction, or nil to keep the renderer's.
    public var layoutDirection: LayoutDirection?
    /// The locale, or nil to keep the renderer's.
    public var locale: Locale?
    /// The device to render on instead of the one asked for, or nil to keep it.
    public var device: Device?
    /// How to hold the device, or nil to keep its orientation.
    public var orientation: InterfaceOrientation?

    /// A variant named `name` making the given changes (nil: leave as is).
    public init(name: String, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                layoutDirection: LayoutDirection? = nil, locale: Locale? = nil, device: Device? = nil,
                orientation: InterfaceOrientation? = nil) {
        self.name = name
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.device = device
        self.orientation = orientation
    }

    // MARK: Presets

    /// No change: the screen as asserted without variants, named "default".
    public static let `default` = SnapshotVariant(name: "default")
    /// Dark appearance.
    public static let dark = SnapshotVariant(name: "dark", colorScheme: .dark)
    /// Light appearance (for screens whose renderer defaults to dark).
    public static let light = SnapshotVariant(name: "light", colorScheme: .light)
    /// The largest accessibility text size (AX5).
    public static let accessibility5 = dynamicTypeSize(.accessibility5)
    /// Right-to-left layout (leading on the right, text aligned right, mirrored symbols).
    public static let rightToLeft = SnapshotVariant(name: "rtl", layoutDirection: .rightToLeft)
    /// The device held in landscape.
    public static let landscape = SnapshotVariant(name: "landscape", orientation: .landscapeLeft)
    /// An 11-inch iPad Pro in portrait (regular size classes), whatever device was asked for.
    public static let iPad = SnapshotVariant(name: "ipad", device: .iPadPro11)

    /// The text at `size`, named after it (`xLarge`, `accessibility3`…).
    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> SnapshotVariant {
        SnapshotVariant(name: SnapshotVariant.name(of: size), dynamicTypeSize: size)
    }

    /// Dates and numbers in the locale `identifier` (`"ar"`, `"de_DE"`), named `locale-<identifier>`.
    /// The layout direction is unchanged: add ``rightToLeft`` for a right-to-left language.
    public static func locale(_ identifier: String) -> SnapshotVariant {
        SnapshotVariant(name: "locale-" + identifier, locale: Locale(identifier: identifier))
    }

    /// Rendered on `device` (as it is held), named after it (`ipadmini`, `iphonese`).
    public static func device(_ device: Device) -> SnapshotVariant {
        SnapshotVariant(name: SnapshotVariant.key(device.name), device: device)
    }

    /// Both variants' changes, `other`'s winning where both set one, named `self+other`.
    public func combined(with other: SnapshotVariant) -> SnapshotVariant {
        SnapshotVariant(name: name + "+" + other.name, colorScheme: other.colorScheme ?? colorScheme,
                        dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize,
                        layoutDirection: other.layoutDirection ?? layoutDirection, locale: other.locale ?? locale,
                        device: other.device ?? device, orientation: other.orientation ?? orientation)
    }

    /// `lhs.combined(with: rhs)`: `.dark + .rightToLeft` is the dark right-to-left screen.
    public static func + (lhs: SnapshotVariant, rhs: SnapshotVariant) -> SnapshotVariant {
        lhs.combined(with: rhs)
    }

    // MARK: Applying

    /// Makes the variant's environment changes (colour scheme, Dynamic Type size, layout
    /// direction, locale) in `environment`.
    public func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let locale { environment.locale = locale }
    }

    /// The device to render on when `base` was asked for: the variant's device if it has one,
    /// turned to the variant's orientation if it has one.
    public func device(for base: Device) -> Device {
        let device = self.device ?? base
        guard let orientation else { return device }
        return device.rotated(to: orientation)
    }

    /// Whether the variant changes the device (a device or an orientation).
    public var changesDevice: Bool { device != nil || orientation != nil }

    public var description: String { name }

    // MARK: Names

    static func name(of size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// A name folded for matching: lower case, letters and digits only (`"iPad Pro 11"` →
    /// `"ipadpro11"`, as `--device` matches preset names).
    static func key(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

extension Array where Element == SnapshotVariant {
    /// The variants teams pin: dark, the largest accessibility text size, right to left,
    /// landscape and iPad.
    public static var standard: [SnapshotVariant] {
        [.dark, .accessibility5, .rightToLeft, .landscape, .iPad]
    }
}
