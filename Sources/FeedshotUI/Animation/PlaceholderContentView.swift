/// The view a phase or keyframe animator modifies, handed to its content closure to apply
/// effects to: SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    init(_ content: Value) {
        self.content = content
    }

    public var body: some View { content }
}
