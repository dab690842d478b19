import FeedshotUI

/// How a screen shows its navigation title, as in SwiftUI's `navigationBarTitleDisplayMode`.
public enum TitleDisplayMode: Sendable {
    /// A centred headline in a 44-point bar.
    case inline
    /// A 34-point bold title under an empty 44-point bar, leading-aligned.
    case large
}

/// A screen inside a navigation stack: the bar (in the safe area's top) and the content below,
/// on Moonshot's dark background, which extends under the status bar and the home indicator.
///
/// Feedshot draws no status bar: the safe area above the bar is background, as in a screenshot
/// with the status bar hidden.
struct NavigationScreen<Content: View>: View {
    var title: String
    var displayMode: TitleDisplayMode
    var content: Content

    init(title: String, displayMode: TitleDisplayMode, @ViewBuilder content: () -> Content) {
        self.title = title
        self.displayMode = displayMode
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            switch displayMode {
            case .inline:
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .lineLimit(1)
                    .padding(.horizontal, 56)
                    .frame(maxWidth: .infinity)
                    .frame(height: 44)
            case .large:
                Color.clear.frame(height: 44)
                Text(title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                    .frame(height: 52, alignment: .bottom)
                    .padding(.bottom, 8)
            }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .clipped()
        }
        .background(.darkBackground)
    }
}
