import FeedshotUI

/// A launch announcement card: mission name, date and crew, on the Moonshot theme's dark
/// background. It sizes itself (render it at its ideal size).
public struct LaunchCard: View {
    /// The mission's name, the card's title.
    public var mission: String
    /// The launch date as shown.
    public var date: String
    /// The crew, one name per line.
    public var crew: [String]

    /// Creates a card for `mission`, launched on `date`, flown by `crew`.
    public init(mission: String, date: String, crew: [String]) {
        self.mission = mission
        self.date = date
        self.crew = crew
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(mission)
                .font(.title.bold())
                .foregroundStyle(.white)
            Text(date)
                .font(.subheadline)
                .foregroundStyle(Color(white: 1, opacity: 0.6))
            Rectangle()
                .fill(Color(red: 0.2, green: 0.2, blue: 0.3))
                .frame(height: 2)
            ForEach(crew, id: \.self) { name in
                Text(name)
                    .font(.body)
                    .foregroundStyle(.white)
            }
        }
        .padding(20)
        .frame(width: 260, alignment: .leading)
        .background(Color(red: 0.1, green: 0.1, blue: 0.2))
        .clipShape(.rect(cornerRadius: 16))
    }
}

#Preview("Apollo 11", traits: .sizeThatFitsLayout) {
    LaunchCard(mission: "Apollo 11", date: "16 July 1969",
               crew: ["Neil Armstrong", "Buzz Aldrin", "Michael Collins"])
}

#Preview("Gemini 4", traits: .sizeThatFitsLayout) {
    LaunchCard(mission: "Gemini 4", date: "3 June 1965", crew: ["James McDivitt", "Ed White"])
}
