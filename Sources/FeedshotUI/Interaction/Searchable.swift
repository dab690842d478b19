/// Where `.searchable` puts its field: SwiftUI's `SearchFieldPlacement`. A still render of a
/// screen shows the field at the top of the modified view whatever the placement.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice (under the navigation bar's title on iOS).
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar, shown or hidden as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// Whether a navigation bar drawer is always shown: SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

/// Something `.searchable(text:)` reads the current query from. SwiftUI passes a
/// `Binding<String>`; Feedshot's state module makes `Binding<String>` conform, and tests may pass
/// any value that knows its text.
public protocol SearchTextSource: Sendable {
    /// The query as typed so far.
    var searchText: String { get }
}

extension View {
    /// Adds a search field above the view: SwiftUI's `searchable(text:placement:prompt:)`.
    ///
    /// A still frame shows the field at rest, iOS style: a rounded 36-point field inset 16 points
    /// from the sides, a magnifying glass, and the query or the prompt ("Search" by default) in
    /// the secondary colour. Nothing is filtered: the view's content is the app's to filter.
    public func searchable<Source: SearchTextSource>(text: Source, placement: SearchFieldPlacement = .automatic,
                                                     prompt: Text? = nil) -> some View {
        SearchableContainer(query: text.searchText, prompt: prompt, content: self)
    }

    /// Adds a search field with a prompt from a string literal.
    public func searchable<Source: SearchTextSource>(text: Source, placement: SearchFieldPlacement = .automatic,
                                                     prompt: LocalizedStringKey) -> some View {
        SearchableContainer(query: text.searchText, prompt: Text(prompt), content: self)
    }

    /// Adds a search field with a prompt shown verbatim.
    @_disfavoredOverload
    public func searchable<Source: SearchTextSource, S: StringProtocol>(
        text: Source, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableContainer(query: text.searchText, prompt: Text(prompt), content: self)
    }
}

/// The search field stacked above the searchable content.
struct SearchableContainer<Content: View>: View {
    let query: String
    let prompt: Text?
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            SearchField(query: query, prompt: prompt ?? Text(verbatim: "Search"))
                .padding(.horizontal, 16)
                .padding(.top, 8)
                .padding(.bottom, 10)
            content
        }
    }
}

/// An iOS search field at rest: a 36-point rounded field in the tertiary fill, the magnifying
/// glass and the query or the prompt; a clear button when there is a query.
struct SearchField: View {
    let query: String
    let prompt: Text
    @Environment(\.colorScheme) private var colorScheme

    /// iOS's tertiary system fill: grey 118/118/128 at 12% (light) or 24% (dark).
    private var fill: Color {
        Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: colorScheme == .dark ? 0.24 : 0.12)
    }

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            if query.isEmpty {
                prompt
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            } else {
                Text(verbatim: query)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            if !query.isEmpty {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(fill, in: .rect(cornerRadius: 10))
    }
}
