import Foundation

/// The colours of an Xcode colour set (`NAME.colorset/Contents.json`), as the file states them:
/// a light (any-appearance) colour and a dark-appearance one, each with its components in 0…1
/// and whether they are Display P3 (the renderer converts those to sRGB).
///
/// The file is untrusted: it is read only up to ``maximumSize``, components must be finite
/// numbers (decimals 0…1, integers 0…255 or `0xNN` hex strings, Xcode's three forms) and are
/// clamped to 0…1; entries that are not colours are skipped.
public struct ColorSetContents: Equatable, Sendable {
    /// One colour of the set.
    public struct Entry: Equatable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double
        /// Whether the components are Display P3 (`"color-space": "display-p3"`), not sRGB.
        public var isDisplayP3: Bool
    }

    /// The colour for the light (and any) appearance.
    public var light: Entry
    /// The colour for the dark appearance (the light one when the set has none).
    public var dark: Entry

    /// The largest `Contents.json` read (Xcode writes a few hundred bytes).
    public static let maximumSize = CatalogFile.maximumSize

    /// The colours of the set at `path`, or `nil` when it is missing, too large or not a colour set.
    public static func read(contentsAt path: String) -> ColorSetContents? {
        guard let data = CatalogFile.contents(atPath: path) else { return nil }
        return parse(data)
    }

    /// The colours of a set's `Contents.json` bytes, or `nil` when they name no colour.
    public static func parse(_ data: Data) -> ColorSetContents? {
        guard data.count <= maximumSize,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = object["colors"] as? [Any] else { return nil }
        var light: Entry?, dark: Entry?
        for case let entry as [String: Any] in entries {
            guard let color = Self.entry(entry["color"] as? [String: Any]) else { continue }
            let appearances = entry["appearances"] as? [Any] ?? []
            let isDark = appearances.contains { (($0 as? [String: Any])?["value"] as? String) == "dark" }
            if isDark { dark = color } else if appearances.isEmpty { light = color }
        }
        if let light { return ColorSetContents(light: light, dark: dark ?? light) }
        if let dark { return ColorSetContents(light: dark, dark: dark) }
        return nil
    }

    /// One `"color"` object: `components` with red, green and blue (or white) and alpha.
    private static func entry(_ color: [String: Any]?) -> Entry? {
        guard let color, let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let string = components[key] as? String {
                raw = string
            } else if let number = components[key] as? NSNumber {
                raw = number.stringValue
            } else {
                return nil
            }
            guard raw.utf8.count <= 64 else { return nil }
            let number: Double
            if raw.lowercased().hasPrefix("0x") {
                guard let hex = Int(raw.dropFirst(2), radix: 16) else { return nil }
                number = Double(hex) / 255
            } else {
                guard let decimal = Double(raw) else { return nil }
                number = raw.contains(".") || decimal <= 1 ? decimal : decimal / 255
            }
            return number.isFinite ? min(1, max(0, number)) : nil
        }
        let alpha = value("alpha") ?? 1
        let isDisplayP3 = (color["color-space"] as? String)?.contains("display-p3") == true
        if let red = value("red"), let green = value("green"), let blue = value("blue") {
            return Entry(red: red, green: green, blue: blue, alpha: alpha, isDisplayP3: isDisplayP3)
        }
        guard let white = value("white") else { return nil }
        return Entry(red: white, green: white, blue: white, alpha: alpha, isDisplayP3: false)
    }
}
