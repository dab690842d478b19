import Typography

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct FontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}

private struct ItalicKey: EnvironmentKey {
    static let defaultValue = false
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = TruncationMode.tail
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue = 1.0
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: Double = 0
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct FontCollectionKey: EnvironmentKey {
    static let defaultValue: FontCollection? = nil
}

extension EnvironmentValues {
    /// The font of text inside (`nil`: `.body`, 17 points).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// A weight that overrides the font's (`bold()` and `fontWeight(_:)` on a view set it).
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text inside is italic (`italic()` on a view sets it).
    public var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The most lines a text shows (`nil`: no limit); the last shown line ends in "…".
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where a text cut by its line limit (or its height) elides: `.tail` (the default), `.head`
    /// or `.middle`. Text made of differently styled runs cuts by characters too, in each mode.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The smallest fraction of its font size a text may shrink to when it does not fit the
    /// space offered (1: it never shrinks; SwiftUI's `minimumScaleFactor`).
    public var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = Swift.min(1, Swift.max(0.01, newValue.isFinite ? newValue : 1)) }
    }

    /// Extra points between the lines of a text.
    public var lineSpacing: Double {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How the lines of a multi-line text align with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The fonts text is measured and drawn with; set by the renderer.
    var fontCollection: FontCollection? {
        get { self[FontCollectionKey.self] }
        set { self[FontCollectionKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text inside the view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Makes text inside the view bold (SwiftUI's `bold(_:)` on a view).
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Sets the weight of text inside the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Makes text inside the view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.isItalic = true } }
    }

    /// Limits text inside the view to `number` lines (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Sets where text inside the view elides when it is cut: SwiftUI's `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets text inside the view shrink, down to `factor` of its font size, to fit the space
    /// offered instead of being cut (SwiftUI's `minimumScaleFactor(_:)`).
    public func minimumScaleFactor(_ factor: Double) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Sets the extra space between lines of text inside the view.
    public func lineSpacing(_ lineSpacing: Double) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets how the lines of multi-line text inside the view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
