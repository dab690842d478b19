import Foundation
import Typography

/// Why a variant name could not be read: Feedshot's error for variants (command-line
/// `--variants` lists and ``SnapshotVariant/init(parsing:)``).
public enum VariantError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `name` is not a variant; `known` lists the names that are.
    case unknownVariant(name: String, known: [String])
    /// The list or a `+` combination had an empty entry.
    case emptyName(list: String)

    public var description: String {
        switch self {
        case let .unknownVariant(name, known):
            "unknown variant \"\(name)\"; known: \(known.joined(separator: ", ")), locale-<identifier>, or several joined by +"
        case let .emptyName(list):
            "empty variant name in \"\(list)\""
        }
    }
}

extension SnapshotVariant {
    /// The single names ``init(parsing:)`` knows, besides `locale-<identifier>` and device presets.
    public static var knownNames: [String] {
        ["default", "dark", "light", "rtl", "ltr", "landscape", "portrait", "ipad"]
            + DynamicTypeSize.allCases.map(name(of:)) + ["ax1", "ax2", "ax3", "ax4", "ax5"]
            + Device.presets.map { key($0.name) }
    }

    /// Reads a variant name as a command line gives it: `dark`, `light`, `rtl` (or
    /// `right-to-left`), `ltr`, `landscape`, `portrait`, `ipad`, a Dynamic Type size (`xSmall` …
    /// `xxxLarge`, `accessibility1` … `accessibility5`, `ax1` … `ax5`), a device preset
    /// (`iphonese`, `ipadmini`, as `--device` names them), `locale-<identifier>`, or several of
    /// these joined by `+` (`dark+rtl`). Case and punctuation other than `+` are ignored.
    public init(parsing text: String) throws(VariantError) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !parts.contains(where: \.isEmpty) else { throw .emptyName(list: text) }
        var result: SnapshotVariant?
        for part in parts {
            let single = try SnapshotVariant.single(part)
            result = result.map { $0 + single } ?? single
        }
        guard let result else { throw .emptyName(list: text) }
        self = result
    }

    /// Reads a comma-separated list of variant names (`"dark,rtl,ax5"`), in order, duplicates
    /// dropped.
    public static func list(parsing text: String) throws(VariantError) -> [SnapshotVariant] {
        var variants = [SnapshotVariant]()
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw .emptyName(list: text) }
            let variant = try SnapshotVariant(parsing: trimmed)
            if !variants.contains(variant) { variants.append(variant) }
        }
        return variants
    }

    private static func single(_ text: String) throws(VariantError) -> SnapshotVariant {
        let lowered = text.lowercased()
        if lowered.hasPrefix("locale-") || lowered.hasPrefix("locale=") {
            let identifier = String(text.dropFirst("locale-".count))
            guard !identifier.isEmpty else { throw .unknownVariant(name: text, known: knownNames) }
            return .locale(identifier)
        }
        let folded = key(text)
        switch folded {
        case "default", "none": return .default
        case "dark": return .dark
        case "light": return .light
        case "rtl", "righttoleft": return .rightToLeft
        case "ltr", "lefttoright": return SnapshotVariant(name: "ltr", layoutDirection: .leftToRight)
        case "landscape", "landscapeleft": return .landscape
        case "landscaperight": return SnapshotVariant(name: "landscape-right", orientation: .landscapeRight)
        case "portrait": return SnapshotVariant(name: "portrait", orientation: .portrait)
        case "ipad": return .iPad
        default: break
        }
        if let size = DynamicTypeSize.allCases.first(where: { key(name(of: $0)) == folded }) {
            return .dynamicTypeSize(size)
        }
        if folded.count == 3, folded.hasPrefix("ax"), let level = Int(folded.dropFirst(2)), (1...5).contains(level) {
            return .dynamicTypeSize(DynamicTypeSize.allCases[DynamicTypeSize.accessibility1.rawValue + level - 1])
        }
        if let device = Device.presets.first(where: { key($0.name) == folded }) {
            return .device(device)
        }
        throw .unknownVariant(name: text, known: knownNames)
    }
}
