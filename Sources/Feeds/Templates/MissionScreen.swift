import FeedshotUI

/// Moonshot's mission detail screen: the badge at 60 % of the width, the highlights with the
/// launch date and description, and a horizontal row of crew cells that runs off the screen's
/// edge like a horizontal scroll view.
public struct MissionScreen: View {
    public var mission: Mission
    public var crew: [MoonshotFeed.CrewMember]

    /// Creates the screen of a mission of a linked feed.
    public init(mission: Mission, in feed: MoonshotFeed) {
        self.mission = mission
        self.crew = feed.crew(of: mission)
    }

    public var body: some View {
        NavigationScreen(title: mission.displayName, displayMode: .inline) {
            MissionScrollContent(mission: mission, crew: crew)
        }
    }
}

/// The scrolling part of ``MissionScreen``; rendered on its own at its ideal height for
/// `--full-height`.
public struct MissionScrollContent: View {
    public var mission: Mission
    public var crew: [MoonshotFeed.CrewMember]

    /// Creates the content of a mission of a linked feed.
    public init(mission: Mission, crew: [MoonshotFeed.CrewMember]) {
        self.mission = mission
        self.crew = crew
    }

    public var body: some View {
        ScrollView {
            VStack {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
                    .padding(.top)
                VStack(alignment: .leading) {
                    SectionDivider()
                    Text("Mission Highlights")
                        .font(.title.bold())
                        .padding(.bottom, 5)
                    Text(mission.formattedLaunchDate(.long))
                        .font(.headline)
                        .foregroundStyle(.white.opacity(0.7))
                        .padding(.bottom, 5)
                    Text(mission.description)
                    SectionDivider()
                    Text("Crew")
                        .font(.title.bold())
                        .padding(.bottom, 5)
                }
                .foregroundStyle(.white)
                .padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(Array(crew.enumerated()), id: \.offset) { _, member in
                            CrewCell(member: member)
                        }
                    }
                }
            }
            .padding(.bottom)
        }
    }
}

/// Moonshot's 2-point divider in the light background colour.
struct SectionDivider: View {
    var body: some View {
        Rectangle()
            .frame(height: 2)
            .foregroundStyle(.lightBackground)
            .padding(.vertical)
    }
}

/// A crew member: their portrait in a bordered capsule beside their name and role.
struct CrewCell: View {
    var member: MoonshotFeed.CrewMember

    var body: some View {
        HStack {
            CrewPortrait(imageName: member.astronautID)
            VStack(alignment: .leading) {
                Text(member.astronaut?.name ?? member.astronautID)
                    .foregroundStyle(.white)
                    .font(.headline)
                Text(member.role)
                    .foregroundStyle(.white.opacity(0.5))
            }
        }
        .padding(.horizontal)
    }
}
