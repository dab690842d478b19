/// The variant of a symbol that views inside draw: SwiftUI's `SymbolVariants` (`.fill`,
/// `.circle.fill`, `.slash`…). A variant adds its parts to a symbol's name in SF Symbols' order
/// (`bell` with `.slash.fill` is `bell.slash.fill`); when the stand-in table has no symbol of
/// that name, the nearest one that drops parts is drawn (`star.circle.fill` falls back to
/// `star.fill`, then `star`), as SwiftUI keeps the base symbol where a variant does not exist.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape: `circle`, `square` or `rectangle`.
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant: symbols draw as named.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }

    /// The symbol `name` stands for under this variant: the nearest named form the stand-in
    /// table has (`star` under `.fill` is `star.fill`), or `name` itself.
    func resolvedName(for name: String) -> String {
        candidateNames(for: name).first { SystemSymbolTable.codePoint(for: $0) != nil } ?? name
    }

    /// The names to try for `name` under this variant, most specific first: every subset of the
    /// variant's parts the name lacks, appended in SF Symbols' order (slash, shape, fill), down to
    /// the name itself.
    func candidateNames(for name: String) -> [String] {
        let existing = Set(name.split(separator: ".").map(String.init))
        let parts = [isSlashed ? "slash" : nil, shape, isFilled ? "fill" : nil]
            .compactMap { $0 }.filter { !existing.contains($0) }
        guard !parts.isEmpty else { return [name] }
        // Subsets by size, largest first; within a size, the ones keeping the later parts (fill)
        // first, as the filled form is the variant apps most often ask for.
        let subsets = (0..<(1 << parts.count)).map { mask in
            parts.indices.filter { mask & (1 << $0) != 0 }
        }.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.reversed().lexicographicallyPrecedes(rhs.reversed(), by: >)
        }
        return subsets.map { indices in ([name] + indices.map { parts[$0] }).joined(separator: ".") }
    }
}

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`. The bundled stand-in
/// symbols have one layer, so every mode draws them in the foreground style, as monochrome does.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The variant symbols inside draw in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The rendering mode symbols inside ask for (nil: the symbol's own).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws symbols inside the view in `variant` (see ``SymbolVariants``).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment { environment in
            var combined = environment.symbolVariants
            if let shape = variant.shape { combined.shape = shape }
            combined.isFilled = combined.isFilled || variant.isFilled
            combined.isSlashed = combined.isSlashed || variant.isSlashed
            if variant == .none { combined = .none }
            environment.symbolVariants = combined
        }
    }

    /// Asks symbols inside the view to colour their layers by `mode` (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// The symbol with its layers coloured by `mode` (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
