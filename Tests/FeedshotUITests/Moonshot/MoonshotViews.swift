import Geometry
import Raster
@testable import FeedshotUI

/// The Moonshot theme (DESIGN.md).
extension ShapeStyle where Self == Color {
    static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
    static var lightBackground: Color { Color(red: 0.2, green: 0.2, blue: 0.3) }
}

/// A mission as the grid shows it.
struct MissionSummary: Identifiable, Sendable {
    let id: Int
    let name: String
    let launchDate: String
    let badge: String
}

/// The Moonshot grid cell: a 100 × 100 badge with padding above a name/date panel, clipped to
/// a rounded rectangle and outlined.
struct MissionCell: View {
    let mission: MissionSummary
    var image: Image? = nil

    var body: some View {
        VStack {
            (image ?? Image(mission.badge))
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .id("badge\(mission.id)")
                .padding()
            VStack {
                Text(mission.name)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .id("name\(mission.id)")
                Text(mission.launchDate)
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.5))
                    .id("date\(mission.id)")
            }
            .padding(.vertical)
            .frame(maxWidth: .infinity)
            .background(.lightBackground)
            .id("panel\(mission.id)")
        }
        .clipShape(.rect(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.lightBackground))
        .id("cell\(mission.id)")
    }
}

/// The Moonshot home screen: an adaptive grid of mission cells in a scroll view.
struct MissionGrid: View {
    let missions: [MissionSummary]
    var image: Image? = nil

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                ForEach(missions) { mission in
                    MissionCell(mission: mission, image: image)
                }
            }
            .padding([.horizontal, .bottom])
            .id("grid")
        }
        .background(.darkBackground)
        .preferredColorScheme(.dark)
    }
}

/// Sample missions with Apollo names and dates.
func sampleMissions(_ count: Int) -> [MissionSummary] {
    let names = [1, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
    return (0..<count).map { index in
        let number = names[index % names.count]
        return MissionSummary(id: index, name: "Apollo \(number)", launchDate: "Oct \(index % 28 + 1), 1968",
                              badge: "apollo\(number)")
    }
}

/// A crew member as the mission page lists them.
struct CrewMember: Sendable {
    let name: String
    let role: String
}

/// The Moonshot mission page: a badge at 60 % of the width, highlights, and a horizontally
/// scrolling crew list.
struct MissionDetail: View {
    let badge: Image
    let portrait: Image
    let description: String
    let crew: [CrewMember]

    var body: some View {
        ScrollView {
            VStack {
                badge
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
                    .padding(.top)
                    .id("badge")
                VStack(alignment: .leading) {
                    Rectangle().frame(height: 2).foregroundStyle(.lightBackground).padding(.vertical)
                    Text("Mission Highlights").font(.title.bold()).padding(.bottom, 5)
                    Text(description).id("description")
                    Rectangle().frame(height: 2).foregroundStyle(.lightBackground).padding(.vertical)
                    Text("Crew").font(.title.bold()).padding(.bottom, 5)
                }
                .padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(0..<crew.count) { index in
                            HStack {
                                portrait
                                    .resizable()
                                    .frame(width: 104, height: 72)
                                    .clipShape(.capsule)
                                    .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
                                    .id("portrait\(index)")
                                VStack(alignment: .leading) {
                                    Text(crew[index].name).foregroundStyle(.white).font(.headline)
                                    Text(crew[index].role).foregroundStyle(.white.opacity(0.5))
                                }
                            }
                            .padding(.horizontal)
                        }
                    }
                }
            }
            .padding(.bottom)
        }
        .background(.darkBackground)
        .preferredColorScheme(.dark)
    }
}

/// Apollo 11's page content.
let apollo11Description = """
    Apollo 11 was the spaceflight that first landed humans on the Moon. Commander Neil Armstrong \
    and lunar module pilot Buzz Aldrin formed the American crew that landed the Apollo Lunar Module \
    Eagle on July 20, 1969.
    """

let apollo11Crew = [CrewMember(name: "Neil Armstrong", role: "Commander"),
                    CrewMember(name: "Buzz Aldrin", role: "Lunar Module Pilot"),
                    CrewMember(name: "Michael Collins", role: "Command Module Pilot")]
