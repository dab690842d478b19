/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView` ("No
/// Results", an empty inbox). It fills the space offered and centres, one above the other, its
/// label's icon (large, secondary), its title (bold), its description (secondary, centred) and
/// its actions. Sizes follow iOS 17 as screenshots show it; Apple publishes no figures.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with `label` (a ``Label`` or any view), `description` and `actions`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view with `label` and `description` and no actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view with only `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == FeedshotUI.Label<Text, Image>, Description == Text?,
                                       Actions == EmptyView {
    /// A view titled `title` under the symbol `name`, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = FeedshotUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    /// A view titled with a string under the symbol `name`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = FeedshotUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    /// iOS's view for a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// iOS's view for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}" as String, systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// A content-unavailable label: the icon large and secondary above the bold title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
