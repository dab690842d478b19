import Geometry
import Raster

/// The tab bar of ``TabView``'s default style: one item per tab, side by side in equal widths,
/// the selected one in the accent colour; a tap on an item selects its tab.
///
/// Metrics: UIKit's tab bar is 49 points tall on iPhone in portrait (its height is not in
/// Apple's documentation; 49 points is what UIKit lays out and what developers measure), and
/// extends its background under the home indicator. Item glyphs are 25 points per the Human
/// Interface Guidelines (Tab bars: "regular" glyph size); titles are 10-point medium, and
/// unselected items system grey (`#8E8E93`): both inferred from screenshots of iOS 17. The
/// background is the bars' default appearance (the navigation bar's material).
struct TabBar: View {
    static let height = 49.0
    static let glyphSize = 25.0
    /// How far right of the item's centre a one-digit badge's centre sits (its leading edge is
    /// 5 points right of the centre; see ``View/badge(_:)-(Int)``).
    static let badgeOffset = 14.0

    let tabs: [TabPage]
    let selected: Int
    let selection: Binding<TabTag?>
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<tabs.count, id: \.self) { index in
                item(index)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        // A hairline along the top edge, as UIKit's bar shadow.
        .background(alignment: .top) { Color.separator.frame(height: 1 / displayScale) }
        .background(Self.material, ignoresSafeAreaEdges: .bottom)
    }

    private func item(_ index: Int) -> some View {
        let selection = selection
        let tag = tabs[index].tag
        return VStack(spacing: 2) {
            if let label = tabs[index].item { label }
        }
        .labelStyle(TabItemLabelStyle())
        .font(.system(size: 10, weight: .medium))
        .foregroundStyle(index == selected ? Color.accentColor : Self.unselected)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) {
            if let badge = tabs[index].badge {
                // The badge's leading edge is fixed, so a wider badge grows to the right, as UIKit's.
                TabBarBadge(label: badge)
                    .alignmentGuide(HorizontalAlignment.center) { _ in -(Self.badgeOffset - TabBarBadge.minimumSize / 2) }
                    .offset(y: 2)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { selection.wrappedValue = tag }
    }

    /// Unselected items: UIKit's system grey (inferred, see the type's comment).
    static let unselected = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    /// UIKit's default bar appearance, as the navigation bar draws it: `#F9F9F9` at 94 % (light),
    /// `#1D1D1D` at 94 % (dark), without the blur.
    static let material = Color(storage: .adaptive(
        light: RGBAColor(red8: 249, green: 249, blue: 249).multipliedAlpha(by: 0.94),
        dark: RGBAColor(red8: 29, green: 29, blue: 29).multipliedAlpha(by: 0.94), name: "tabBarBackground"))
}

/// A tab item's label: the glyph above the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: TabBar.glyphSize * 0.8))
            configuration.title
        }
    }
}

/// The page dots of ``TabView``'s page style: UIPageControl's look, a white dot for the current
/// page and translucent white for the others, centred over the bottom edge. Dot size (7 points,
/// 9 apart) and the 10-point margin are inferred from screenshots, not published.
struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == current ? 1 : 0.35))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.bottom, 10)
    }
}
