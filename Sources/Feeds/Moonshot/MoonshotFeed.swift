import LocatedJSON

/// The Moonshot data linked together: missions with their crews resolved to astronauts.
///
/// Linking collects *every* problem (crew ids that name no astronaut, astronauts whose key and
/// `id` disagree, duplicate mission ids) before reporting, so one run shows the whole list.
public struct MoonshotFeed: Sendable {
    /// A resolved crew slot. `astronaut` is nil only in a leniently linked feed.
    public struct CrewMember: Sendable, Hashable {
        public var role: String
        public var astronautID: String
        public var astronaut: Astronaut?
    }

    /// The missions, in file order.
    public let missions: [Mission]
    /// The astronauts by id.
    public let astronauts: [String: Astronaut]
    /// Problems found while linking; empty for a strictly linked feed.
    public let problems: [FeedDecodingError]

    /// Links missions to astronauts. In strict mode (the default) any problem throws, all of them
    /// in one error; in lenient mode they are kept in `problems` and unresolved crew become
    /// placeholders.
    public init(missions: [Mission], astronauts: [String: Astronaut], missionsFile: String = "missions.json",
                astronautsFile: String = "astronauts.json", lenient: Bool = false) throws(FeedDecodingError) {
        try self.init(missions: missions, astronauts: astronauts,
                      missionsLocator: JSONLocator(file: missionsFile, map: nil),
                      astronautsLocator: JSONLocator(file: astronautsFile, map: nil), lenient: lenient)
    }

    init(missions: [Mission], astronauts: [String: Astronaut], missionsLocator: JSONLocator,
         astronautsLocator: JSONLocator, lenient: Bool) throws(FeedDecodingError) {
        let missionsFile = missionsLocator.file, astronautsFile = astronautsLocator.file
        var problems = [FeedDecodingError]()
        var unresolved = [UnresolvedReference]()
        var seen = [Int: Int]()
        for (index, mission) in missions.enumerated() {
            if let first = seen[mission.id] {
                let place = missionsLocator.location([.index(index), .key("id")])
                problems.append(.invalidValue(file: missionsFile, codingPath: "[\(index)].id",
                                              reason: "duplicate mission id \(mission.id) (also at [\(first)])",
                                              line: place?.line ?? 0, column: place?.column ?? 0))
            } else {
                seen[mission.id] = index
            }
            for (slot, member) in mission.crew.enumerated() where astronauts[member.name] == nil {
                let place = missionsLocator.location([.index(index), .key("crew"), .index(slot), .key("name")])
                unresolved.append(UnresolvedReference(file: missionsFile, codingPath: "[\(index)].crew[\(slot)].name",
                                                      item: mission.displayName, missingID: member.name,
                                                      expectedIn: astronautsFile, line: place?.line, column: place?.column))
            }
        }
        for key in astronauts.keys.sorted() where astronauts[key]?.id != key {
            let place = astronautsLocator.location([.key(key), .key("id")])
            problems.append(.invalidValue(file: astronautsFile, codingPath: "\(key).id",
                                          reason: "the id \(MessageText.quoted(astronauts[key]?.id ?? "")) differs from its key \(MessageText.quoted(key))",
                                          line: place?.line ?? 0, column: place?.column ?? 0))
        }
        if !unresolved.isEmpty { problems.insert(.unresolvedReferences(unresolved), at: 0) }
        if !lenient, !problems.isEmpty {
            throw problems.count == 1 ? problems[0] : .multiple(problems)
        }
        self.missions = missions
        self.astronauts = astronauts
        // Shortened strings are warnings, never errors: they do not fail a strict link.
        self.problems = problems + missionsLocator.warnings + astronautsLocator.warnings
    }

    /// The crew of a mission, in file order, with astronauts resolved.
    public func crew(of mission: Mission) -> [CrewMember] {
        mission.crew.map { CrewMember(role: $0.role, astronautID: $0.name, astronaut: astronauts[$0.name]) }
    }

    /// The mission with an id, if any.
    public func mission(id: Int) -> Mission? { missions.first { $0.id == id } }
}
