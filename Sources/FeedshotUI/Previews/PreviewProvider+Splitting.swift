/// A provider's `previews` split into its top-level views without running any view's `body`.
///
/// Each top-level view is a preview of its own, so one whose body traps (`fatalError`, a
/// force-unwrapped resource) must not take its siblings down: listing a provider's previews and
/// reading their names and preview modifiers only takes apart the structure the `@ViewBuilder`
/// built (tuples, `Group`, `if`/`else`, `Optional`, modifiers), and each preview resolves only
/// its own view when it renders. A `ForEach` cannot be split without running its content, so a
/// provider with one falls back to resolving `previews` whole (a trap there is then the
/// provider's).
protocol PreviewSplittable {
    /// The top-level views, or `nil` when they are known only by resolving the view.
    func previewChildren() -> [any View]?
}

/// A view that carries preview modifiers to the preview it is (the modifiers on it and on the
/// views it modifies).
protocol PreviewTraitCarrying {
    /// Adds the preview modifiers found on this view to `traits`, the ones closest to the view
    /// winning (as ``PreviewModifierTraits`` records them in a resolved tree).
    func collectPreviewTraits(into traits: inout PreviewModifierTraits)
}

/// The top-level views of `view`, or `nil` when it can only be split by resolving it.
func splitPreviews(_ view: some View) -> [any View]? {
    if let container = view as? any PreviewSplittable { return container.previewChildren() }
    return [view]
}

/// The preview modifiers on `view`, read without resolving it.
func previewTraits(of view: some View) -> PreviewModifierTraits {
    var traits = PreviewModifierTraits()
    (view as? any PreviewTraitCarrying)?.collectPreviewTraits(into: &traits)
    return traits
}

extension TupleView: PreviewSplittable {
    func previewChildren() -> [any View]? {
        var children: [any View] = []
        for view in repeat each value {
            guard let split = splitPreviews(view) else { return nil }
            children += split
        }
        return children
    }
}

extension Group: PreviewSplittable {
    func previewChildren() -> [any View]? {
        splitPreviews(content)
    }
}

extension ConditionalContent: PreviewSplittable {
    func previewChildren() -> [any View]? {
        switch storage {
        case .trueContent(let view): splitPreviews(view)
        case .falseContent(let view): splitPreviews(view)
        }
    }
}

extension Optional: PreviewSplittable where Wrapped: View {
    func previewChildren() -> [any View]? {
        map { splitPreviews($0) } ?? []
    }
}

extension EmptyView: PreviewSplittable {
    func previewChildren() -> [any View]? { [] }
}

extension ForEach: PreviewSplittable {
    /// Its views exist only once its content runs: the provider is resolved whole.
    func previewChildren() -> [any View]? { nil }
}

extension ModifiedContent: PreviewSplittable {
    /// A modifier on several views applies to each of them (`Group { … }.previewLayout(…)`),
    /// as in SwiftUI.
    func previewChildren() -> [any View]? {
        guard let children = splitPreviews(content) else { return nil }
        func wrap(_ child: some View) -> any View { ModifiedContent<_, Modifier>(content: child, modifier: modifier) }
        return children.map { wrap($0) }
    }
}

extension ModifiedContent: PreviewTraitCarrying {
    func collectPreviewTraits(into traits: inout PreviewModifierTraits) {
        // Inner modifiers first: they are closer to the view and win.
        (content as? any PreviewTraitCarrying)?.collectPreviewTraits(into: &traits)
        if let modifier = modifier as? PreviewTraitModifier {
            traits = traits.keeping(over: modifier.change)
        }
    }
}
