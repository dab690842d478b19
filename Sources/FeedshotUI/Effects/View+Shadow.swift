extension View {
    /// Draws a shadow under the view: SwiftUI's `shadow(color:radius:x:y:)`.
    ///
    /// The shadow is the view's own alpha (its text, shapes and backgrounds), filled with
    /// `color`, moved by `x` and `y` points and blurred with a Gaussian whose standard deviation
    /// is `radius` points — CoreAnimation's `shadowRadius` convention, which is also why a
    /// designer's CSS or Figma blur of `2r` matches `radius: r`. The default colour is SwiftUI's:
    /// black at 33% opacity. Layout is unchanged.
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: Double,
                       x: Double = 0, y: Double = 0) -> some View {
        modifier(ViewFilterModifier(filter: .shadow(color: color, radius: radius, x: x, y: y)))
    }
}
