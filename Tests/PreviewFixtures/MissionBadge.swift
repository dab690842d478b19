import FeedshotUI

/// A mission badge: a title on a rounded dark card. Sizes itself.
public struct MissionBadge: View {
    /// The mission's name.
    public var title: String

    /// A badge for `title`.
    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(12)
            .background(Color(red: 0.1, green: 0.1, blue: 0.2), in: .rect(cornerRadius: 10))
    }
}

/// Page dots: `count` dots, the one at `page` filled. Reads the page through a binding, as a
/// pager's dots do.
public struct PageDots: View {
    @Binding var page: Int
    let count: Int

    /// Dots for `count` pages, the current one at `page`.
    public init(page: Binding<Int>, count: Int) {
        _page = page
        self.count = count
    }

    public var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == page ? Color.orange : Color(white: 0.8))
                    .frame(width: 12, height: 12)
            }
        }
    }
}

#if PreviewMacros
#Preview("Apollo 11", traits: .sizeThatFitsLayout) {
    MissionBadge(title: "Apollo 11")
}

#Preview {
    MissionBadge(title: "Gemini 4")
}

#Preview {
    VStack(spacing: 12) {
        MissionBadge(title: "Apollo 13")
        MissionBadge(title: "Skylab")
    }
}

#Preview("Pager", traits: .fixedLayout(width: 120, height: 40)) {
    @Previewable @State var page = 2
    PageDots(page: $page, count: 5)
}

#Preview("Landscape", traits: .landscapeLeft, .defaultLayout) {
    Color.orange
        .overlay(alignment: .leading) { Color.blue.frame(width: 20) }
}
#endif
