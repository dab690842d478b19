import Foundation

// Colours from an asset catalog: `Color("AccentColor")` names a colour set, which Xcode keeps as
// `NAME.colorset/Contents.json` in `Assets.xcassets`. Feedshot reads colour sets from the
// renderer's asset catalog folder (the folder `Image("name")` reads, or a colour set folder in
// it), with their dark-appearance variants. A name with no colour set draws as clear and is
// reported as `RenderIssue.colorUnavailable`.

extension Color {
    /// The colour named `name` in the asset catalog (`bundle` is accepted; Feedshot reads the
    /// renderer's catalog).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .adaptive(light: .clear, dark: .clear, name: Color.assetPrefix + name))
    }

    /// The prefix that marks a named colour's storage.
    static let assetPrefix = "asset:"

    /// The asset colour's light and dark values, looked up where `environment` applies.
    static func assetColor(named name: String, in environment: EnvironmentValues) -> (light: RGBAColor, dark: RGBAColor)? {
        guard let lookup = environment.imageLookup as? ImageSourceLookup,
              let catalog = (lookup.named as? AssetImageLookup)?.catalog else { return nil }
        return ColorSetReader.shared.colors(named: name, in: catalog.directory)
    }
}

/// Reads and caches colour sets (`NAME.colorset/Contents.json`) under a catalog folder.
final class ColorSetReader: @unchecked Sendable {
    // Unchecked: the cache is only touched under `lock`.
    static let shared = ColorSetReader()
    private let lock = NSLock()
    private var cache: [String: (light: RGBAColor, dark: RGBAColor)?] = [:]

    func colors(named name: String, in directory: String) -> (light: RGBAColor, dark: RGBAColor)? {
        let key = directory + "\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let colors = read(named: name, in: directory)
        cache[key] = colors
        return colors
    }

    /// The colour set's file: `NAME.colorset` directly in the folder or one level down (an
    /// `Assets.xcassets` folder inside it).
    private func read(named name: String, in directory: String) -> (light: RGBAColor, dark: RGBAColor)? {
        guard !name.contains("/"), !name.contains("\u{0}") else { return nil }
        let candidates = [directory + "/" + name + ".colorset/Contents.json",
                          directory + "/Assets.xcassets/" + name + ".colorset/Contents.json"]
        for path in candidates {
            guard let data = FileManager.default.contents(atPath: path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let entries = object["colors"] as? [[String: Any]] else { continue }
            var light: RGBAColor?, dark: RGBAColor?
            for entry in entries {
                guard let color = ColorSetReader.color(entry["color"] as? [String: Any]) else { continue }
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
                if isDark { dark = color } else if appearances.isEmpty { light = color }
            }
            if let light { return (light, dark ?? light) }
            if let dark { return (dark, dark) }
        }
        return nil
    }

    /// One colour entry: components as 0…1 decimals, 0…255 integers or `0xNN` hex strings.
    private static func color(_ color: [String: Any]?) -> RGBAColor? {
        guard let color, let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let string = components[key] as? String { raw = string } else if let number = components[key] as? NSNumber {
                raw = number.stringValue
            } else { return nil }
            if raw.lowercased().hasPrefix("0x"), let hex = Int(raw.dropFirst(2), radix: 16) { return Double(hex) / 255 }
            guard let number = Double(raw) else { return nil }
            return raw.contains(".") || number <= 1 ? number : number / 255
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
            if let white = value("white") { return RGBAColor(red: white, green: white, blue: white, alpha: value("alpha") ?? 1) }
            return nil
        }
        var (r, g, b) = (red, green, blue)
        if (color["color-space"] as? String)?.contains("display-p3") == true {
            (r, g, b) = Color.sRGB(from: .displayP3, r, g, b)
        }
        return RGBAColor(red: r, green: g, blue: b, alpha: value("alpha") ?? 1)
    }
}
