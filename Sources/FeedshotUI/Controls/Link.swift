import Foundation

/// A control that opens a URL: SwiftUI's `Link`. It draws its label in the tint colour, as a
/// borderless button; the URL is kept but never opened.
public struct Link<Label: View>: View {
    /// Where the link leads.
    public let destination: URL
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(.tint)
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
