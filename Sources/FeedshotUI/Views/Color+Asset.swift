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
    /// `Assets.xcassets` folder inside it). Display P3 components are converted to sRGB.
    private func read(named name: String, in directory: String) -> (light: RGBAColor, dark: RGBAColor)? {
        guard !name.contains("/"), !name.contains("\u{0}") else { return nil }
        let candidates = [directory + "/" + name + ".colorset/Contents.json",
                          directory + "/Assets.xcassets/" + name + ".colorset/Contents.json"]
        for path in candidates {
            guard let contents = ColorSetContents.read(contentsAt: path) else { continue }
            return (Self.color(contents.light), Self.color(contents.dark))
        }
        return nil
    }

    private static func color(_ entry: ColorSetContents.Entry) -> RGBAColor {
        var (r, g, b) = (entry.red, entry.green, entry.blue)
        if entry.isDisplayP3 { (r, g, b) = Color.sRGB(from: .displayP3, r, g, b) }
        return RGBAColor(red: r, green: g, blue: b, alpha: entry.alpha)
    }
}
