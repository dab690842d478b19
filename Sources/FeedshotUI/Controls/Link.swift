import Foundation

/// A control that opens a URL: SwiftUI's `Link`. It draws its label in the tint colour, as a
/// borderless button. In a live ``ViewHost`` a tap calls the environment's `openURL` action,
/// whose system action records the URL in ``ViewHost/openedURLs`` (nothing is opened).
public struct Link<Label: View>: View {
    /// Where the link leads.
    public let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        return label.foregroundStyle(.tint).modifier(ControlActionModifier { openURL(destination) })
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
