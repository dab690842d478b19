/// A container for settings and data entry: SwiftUI's `Form`, which iOS draws as an inset
/// grouped list.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows and sections in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
