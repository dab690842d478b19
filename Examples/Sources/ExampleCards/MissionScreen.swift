import FeedshotUI

/// A Moonshot-style mission screen: a navigation bar, the mission's description, its crew in
/// a list, and a button to follow the mission.
public struct MissionScreen: View {
    /// The mission's name, the screen's title.
    public var mission: String
    /// What the mission did.
    public var summary: String
    /// The crew, name and role.
    public var crew: [(name: String, role: String)]
    /// Whether the user follows the mission.
    @Binding public var isFollowing: Bool

    /// A screen for `mission`.
    public init(mission: String, summary: String, crew: [(name: String, role: String)], isFollowing: Binding<Bool>) {
        self.mission = mission
        self.summary = summary
        self.crew = crew
        _isFollowing = isFollowing
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(summary)
                        .font(.body)
                }
                Section("Crew") {
                    ForEach(crew, id: \.name) { member in
                        HStack {
                            Image(systemName: "person.crop.circle")
                                .foregroundStyle(.tint)
                            VStack(alignment: .leading) {
                                Text(member.name).font(.headline)
                                Text(member.role).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    Button(isFollowing ? "Following" : "Follow mission") {
                        isFollowing.toggle()
                    }
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle(mission)
        }
    }
}

/// Apollo 11, for previews.
let apollo11Crew: [(name: String, role: String)] = [
    ("Neil Armstrong", "Commander"), ("Buzz Aldrin", "Lunar Module Pilot"), ("Michael Collins", "Command Module Pilot"),
]

#Preview("Apollo 11") {
    @Previewable @State var isFollowing = false
    MissionScreen(mission: "Apollo 11",
                  summary: "The first crewed landing on the Moon, on 20 July 1969.",
                  crew: apollo11Crew, isFollowing: $isFollowing)
}

#Preview("Following", traits: .landscapeLeft) {
    @Previewable @State var isFollowing = true
    MissionScreen(mission: "Apollo 11",
                  summary: "The first crewed landing on the Moon, on 20 July 1969.",
                  crew: apollo11Crew, isFollowing: $isFollowing)
}

/// The form before `#Preview`: one preview per view, configured by the preview modifiers.
struct MissionScreen_Previews: PreviewProvider {
    static var previews: some View {
        MissionScreen(mission: "Apollo 13", summary: "Houston, we've had a problem.",
                      crew: [("Jim Lovell", "Commander"), ("Jack Swigert", "Command Module Pilot"),
                             ("Fred Haise", "Lunar Module Pilot")],
                      isFollowing: .constant(false))
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("Apollo 13 on an SE")
    }
}
