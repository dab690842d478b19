extension View {
    /// Sets the order in which overlapping siblings are drawn: higher values are drawn later
    /// (on top); equal values keep their order in the container. 0 by default. Layout is
    /// unchanged, and modifiers applied after this one keep the value.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}

struct ZIndexModifier: ViewModifier, TraitModifier {
    let value: Double
    func apply(to node: ViewNode) { node.zIndex = value }
}
