import FeedshotUI

/// Moonshot's mission overview: a "Moonshot" large title over a grid of mission cells (adaptive,
/// at least 150 points wide) or a list of rows.
public struct MissionOverviewScreen: View {
    /// The two layouts of the overview.
    public enum Style: String, Sendable, CaseIterable {
        case grid
        case list
    }

    public var missions: [Mission]
    public var style: Style

    /// Creates the overview of some missions.
    public init(missions: [Mission], style: Style) {
        self.missions = missions
        self.style = style
    }

    public var body: some View {
        NavigationScreen(title: "Moonshot", displayMode: .large) {
            MissionOverviewContent(missions: missions, style: style)
        }
    }
}

/// The scrolling part of ``MissionOverviewScreen``.
public struct MissionOverviewContent: View {
    public var missions: [Mission]
    public var style: MissionOverviewScreen.Style

    /// Creates the overview's content.
    public init(missions: [Mission], style: MissionOverviewScreen.Style) {
        self.missions = missions
        self.style = style
    }

    public var body: some View {
        ScrollView {
            switch style {
            case .grid:
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                    ForEach(missions, id: \.id) { mission in
                        MissionGridCell(mission: mission)
                    }
                }
                .padding([.horizontal, .bottom])
            case .list:
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(missions, id: \.id) { mission in
                        MissionListRow(mission: mission)
                    }
                }
                .padding(.bottom)
            }
        }
    }
}

/// Moonshot's grid cell: the badge over a name and date panel, in a rounded, outlined card.
struct MissionGridCell: View {
    var mission: Mission

    var body: some View {
        VStack {
            Image(mission.image)
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .padding()
            VStack {
                Text(mission.displayName)
                    .font(.headline)
                    .foregroundStyle(.white)
                Text(mission.formattedLaunchDate(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.5))
            }
            .padding(.vertical)
            .frame(maxWidth: .infinity)
            .background(.lightBackground)
        }
        .clipShape(.rect(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.lightBackground))
    }
}

/// A list row: a 40 x 40 badge beside the name (headline) and the launch date.
struct MissionListRow: View {
    var mission: Mission

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text(mission.displayName)
                        .font(.headline)
                        .foregroundStyle(.white)
                    Text(mission.formattedLaunchDate(.abbreviated))
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.6))
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal)
            .padding(.vertical, 10)
            Rectangle()
                .fill(.lightBackground)
                .frame(height: 1)
                .padding(.leading, 68)
        }
    }
}
