import Foundation

/// A button that opens the share sheet for an item: SwiftUI's `ShareLink`.
///
/// It draws as iOS draws it at rest: its label in the tint colour, by default "Share" beside the
/// `square.and.arrow.up` symbol. The share sheet is the system's, outside the app's screen, so a
/// tap in a live host records the items on the host (`ViewHost.sharedItems`) instead of showing
/// one.
public struct ShareLink<Label: View>: View {
    let items: [String]
    let label: Label

    /// Shares `item` (a URL, a string or any value shown by its description).
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        items = [ShareLink.describe(item)]
        self.label = label()
    }

    /// Shares several items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 @ViewBuilder label: () -> Label) {
        self.items = items.map { ShareLink.describe($0) }
        self.label = label()
    }

    public var body: some View {
        let items = self.items
        return label.foregroundStyle(.tint).modifier(ControlActionModifier {
            ViewGraph.active?.sharedItems.append(contentsOf: items)
        })
    }

    private static func describe<Item>(_ item: Item) -> String {
        if let url = item as? URL { return url.absoluteString }
        return String(describing: item)
    }
}

/// A share link's preview: SwiftUI's `SharePreview` (its title and images are what the share
/// sheet would show, which Feedshot does not draw).
public struct SharePreview: Sendable {
    /// The preview's title.
    public let title: String

    /// A preview titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    /// A preview titled `title` with an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = String(title)
    }

    /// A preview titled `title` with an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {
        self.title = String(title)
    }
}

extension ShareLink where Label == FeedshotUI.Label<Text, Image> {
    /// Shares `item` behind the standard label, "Share" and the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message) {
            FeedshotUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// Shares `item` behind a label titled `title` with the share symbol.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                         preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message) {
            FeedshotUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}
