/// One mission of a Moonshot `missions.json`: an id, an optional launch date, the crew by
/// astronaut id and a description whose paragraphs are separated by blank lines.
public struct Mission: Codable, Sendable, Hashable, Identifiable {
    /// A crew slot: the astronaut's id (a key of `astronauts.json`) and their role.
    public struct CrewRole: Codable, Sendable, Hashable {
        /// The astronaut id, for example `"armstrong"`.
        public var name: String
        /// The role on this mission, for example `"Commander"`.
        public var role: String

        /// Creates a crew slot.
        public init(name: String, role: String) {
            self.name = name
            self.role = role
        }
    }

    public var id: Int
    /// The launch date; absent for missions that never flew (Apollo 1).
    public var launchDate: CalendarDate?
    public var crew: [CrewRole]
    public var description: String

    /// Creates a mission.
    public init(id: Int, launchDate: CalendarDate?, crew: [CrewRole], description: String) {
        self.id = id
        self.launchDate = launchDate
        self.crew = crew
        self.description = description
    }

    /// "Apollo 11".
    public var displayName: String { "Apollo \(id)" }
    /// The badge's asset name, "apollo11".
    public var image: String { "apollo\(id)" }

    /// The launch date in a style, or "N/A" when the mission has none.
    public func formattedLaunchDate(_ style: CalendarDate.Style = .abbreviated) -> String {
        launchDate?.formatted(style) ?? "N/A"
    }
}

/// One astronaut of `astronauts.json`.
public struct Astronaut: Codable, Sendable, Hashable, Identifiable {
    /// The id missions use in their crew lists, for example `"aldrin"`; also the portrait's asset name.
    public var id: String
    /// The full name, for example `Edwin E. "Buzz" Aldrin Jr.`.
    public var name: String
    public var description: String

    /// Creates an astronaut.
    public init(id: String, name: String, description: String) {
        self.id = id
        self.name = name
        self.description = description
    }
}
