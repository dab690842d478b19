extension View {
    /// Cuts the view to its frame: nothing it draws outside its bounds shows. Layout is
    /// unchanged.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(RenderEffectModifier(effect: .clip(Rectangle(), antialiased: antialiased)))
    }

    /// Cuts the view to `shape`, laid out in the view's frame. Layout is unchanged.
    public func clipShape<S: Shape>(_ shape: S, antialiased: Bool = true) -> some View {
        modifier(RenderEffectModifier(effect: .clip(shape, antialiased: antialiased)))
    }

    /// Clips the view to a rounded rectangle with `radius` corners (SwiftUI's deprecated
    /// `cornerRadius(_:antialiased:)`, circular corners).
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), antialiased: antialiased)
    }
}
