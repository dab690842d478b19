extension View {
    /// Draws the view with its alpha multiplied by `opacity` (0…1). The view is composited as a
    /// whole, so where its parts overlap they do not show through each other. Layout is
    /// unchanged.
    public func opacity(_ opacity: Double) -> some View {
        modifier(RenderEffectModifier(effect: .opacity(min(1, max(0, opacity.isNaN ? 1 : opacity)))))
    }

    /// Hides the view while keeping its place in the layout.
    public func hidden() -> some View {
        opacity(0)
    }
}
