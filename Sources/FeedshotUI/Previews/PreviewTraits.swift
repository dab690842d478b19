/// How a preview's container is sized: SwiftUI's `PreviewLayout`.
///
/// Apple's documentation of the cases is the rule Feedshot follows: `device` centres the preview
/// in a container the size of the device's screen, `sizeThatFits` fits the container to the
/// size the preview chooses when offered the device's screen, and `fixed` centres it in a
/// container of the given size.
public enum PreviewLayout: Sendable, Hashable {
    /// The whole screen of the preview's device (the default).
    case device
    /// The size the view chooses when offered the device's screen.
    case sizeThatFits
    /// A container of `width` × `height` points.
    case fixed(width: Double, height: Double)
}

/// A device to preview on, by the name Xcode lists it under: SwiftUI's `PreviewDevice`
/// (`.previewDevice("iPhone SE (3rd generation)")`).
///
/// Feedshot resolves the name to one of its ``Device`` presets (``device``); a name it does not
/// know renders on the default device and the preview's report says so.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name, as Xcode lists it.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, from a string literal.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The Feedshot preset this name stands for, or `nil` for a name Feedshot does not know.
    ///
    /// Names match without regard to case, spaces, hyphens and parentheses, with or without
    /// the generation (`"iPhone SE (3rd generation)"` and `"iPhone SE"` are the SE preset,
    /// `"iPad Pro (11-inch) (4th generation)"` the 11-inch iPad Pro; `"iPhone 13"` and
    /// `"iPhone 14"`, which share a screen, are the `iPhone14` preset). Devices whose screen no
    /// preset has (the 12.9-inch iPad Pro) are unknown.
    public var device: Device? {
        let key = Self.normalized(rawValue)
        return Self.aliases.first { $0.names.contains(key) }?.device
    }

    private static func normalized(_ name: String) -> String {
        var key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        // "(3rd generation)", "(10th generation)": the generation does not change the screen.
        if key.hasSuffix("generation") {
            key.removeLast("generation".count)
            for suffix in ["st", "nd", "rd", "th"] where key.hasSuffix(suffix) {
                key.removeLast(suffix.count)
                while key.last?.isNumber == true { key.removeLast() }
                break
            }
        }
        return key
    }

    /// Xcode's device names for each preset, normalized (phones that share a screen size and
    /// safe area share a preset).
    private static let aliases: [(names: Set<String>, device: Device)] = [
        (["iphonese"], .iPhoneSE),
        (["iphone12mini", "iphone13mini"], .iPhone13Mini),
        (["iphone12", "iphone12pro", "iphone13", "iphone13pro", "iphone14"], .iPhone14),
        (["iphone14plus", "iphone12promax", "iphone13promax"], .iPhone14Plus),
        (["iphone14pro", "iphone15", "iphone15pro", "iphone16"], .iPhone15),
        (["iphone14promax", "iphone15plus", "iphone15promax", "iphone16plus"], .iPhone15ProMax),
        (["iphone16pro"], .iPhone16Pro),
        (["iphone16promax"], .iPhone16ProMax),
        (["ipadmini"], .iPadMini),
        (["ipad", "ipadair", "ipadair11inch", "ipadair11inchm2"], .iPad),
        (["ipadpro11inch", "ipadpro11"], .iPadPro11),
        (["ipadpro13inch", "ipadpro13", "ipadpro13inchm4"], .iPadPro13),
    ]
}

/// A characteristic of a preview given to `#Preview(traits:)`: SwiftUI's `PreviewTrait`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(title: "Apollo 11") }
/// #Preview(traits: .landscapeLeft) { MissionScreen() }
/// ```
public struct PreviewTrait<T>: Sendable {
    let change: PreviewTraitChange

    init(_ change: PreviewTraitChange) {
        self.change = change
    }
}

/// What one trait changes in a preview's ``Preview/Configuration``.
enum PreviewTraitChange: Sendable, Hashable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's whole screen (the default layout).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The size the view chooses when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// A container of `width` × `height` points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device turned with its top on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device turned with its top on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}
