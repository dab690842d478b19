extension View {
    /// Blurs the view: SwiftUI's `blur(radius:opaque:)`.
    ///
    /// `radius` is the standard deviation of the Gaussian in points (SwiftUI's blur radius is
    /// CoreImage's Gaussian radius, which is the deviation). The blur spreads the view's drawing
    /// about three radii beyond its frame without changing its layout. An `opaque` blur stays in
    /// the view's frame and repeats its edge pixels, so it does not fade at the edges.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        modifier(ViewFilterModifier(filter: .blur(radius: radius, opaque: opaque)))
    }
}
