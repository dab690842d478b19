extension Image {
    /// A system symbol: SwiftUI's `Image(systemName:)`.
    ///
    /// Feedshot draws SF Symbol names with stand-ins from the bundled Material Design Icons font
    /// (see the Symbols article for the names it knows). A symbol sizes itself from the font in
    /// the environment (`.font(.title)`) and ``imageScale(_:)``, centres on the cap height of
    /// text in that font (so `HStack(alignment: .firstTextBaseline)` and ``Label`` line it up
    /// with its title) and is drawn in the foreground style, like text. An unknown name draws a
    /// crossed box of the same size and is reported to the renderer's `issueHandler`.
    public init(systemName: String) {
        self.init(symbol: systemName)
    }

    /// An asset image that accessibility ignores: SwiftUI's `Image(decorative:)`. Feedshot has no
    /// accessibility tree, so it draws exactly as `Image(name)`.
    public init(decorative name: String) {
        self.init(name)
    }

    /// How large a symbol image draws relative to the text around it: SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// About a fifth smaller than medium.
        case small
        /// The default: matched to the text size.
        case medium
        /// About a quarter larger than medium.
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale symbol images draw at (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images inside the view relative to their font: SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
