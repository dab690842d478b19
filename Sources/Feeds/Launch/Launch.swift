/// A launch detail, shaped like the `launch` field of the space-explorer GraphQL response:
/// `{"id", "site", "mission": {"name", "missionPatch"}, "rocket": {"name", "type"}, "isBooked"}`.
/// Every field may be null or absent; templates drop the lines they have no data for.
public struct Launch: Codable, Sendable, Hashable {
    /// The mission part of a launch.
    public struct Mission: Codable, Sendable, Hashable {
        public var name: String?
        /// A remote patch address or a local image name.
        public var missionPatch: String?

        /// Creates a mission.
        public init(name: String? = nil, missionPatch: String? = nil) {
            self.name = name
            self.missionPatch = missionPatch
        }

        /// The local image name for the patch (see ``MediaItem/localImageName``).
        public var localPatchName: String? { LocalImageName.resolve(name: nil, address: missionPatch) }

        /// What templates draw: the patch's URL (fetched by the renderer's image loader) or local name.
        public var patchReference: String? { LocalImageName.reference(name: nil, address: missionPatch) }
    }

    /// The rocket part of a launch.
    public struct Rocket: Codable, Sendable, Hashable {
        public var name: String?
        public var type: String?

        /// Creates a rocket.
        public init(name: String? = nil, type: String? = nil) {
            self.name = name
            self.type = type
        }
    }

    /// GraphQL `ID`s arrive as strings, but numbers are accepted too.
    public var id: String?
    public var site: String?
    public var mission: Mission?
    public var rocket: Rocket?
    public var isBooked: Bool?

    enum CodingKeys: String, CodingKey { case id, site, mission, rocket, isBooked }

    /// Creates a launch.
    public init(id: String? = nil, site: String? = nil, mission: Mission? = nil, rocket: Rocket? = nil, isBooked: Bool? = nil) {
        self.id = id
        self.site = site
        self.mission = mission
        self.rocket = rocket
        self.isBooked = isBooked
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try? container.decodeIfPresent(String.self, forKey: .id) {
            id = text
        } else if let number = try? container.decodeIfPresent(Int.self, forKey: .id) {
            id = String(number)
        } else if container.contains(.id), try !container.decodeNil(forKey: .id) {
            throw DecodingError.typeMismatch(String.self, .init(codingPath: container.codingPath + [CodingKeys.id],
                                                                debugDescription: "expected a string or integer id"))
        } else {
            id = nil
        }
        site = try container.decodeIfPresent(String.self, forKey: .site)
        mission = try container.decodeIfPresent(Mission.self, forKey: .mission)
        rocket = try container.decodeIfPresent(Rocket.self, forKey: .rocket)
        isBooked = try container.decodeIfPresent(Bool.self, forKey: .isBooked)
    }

    /// "🚀 Falcon 9 (FT)", "🚀 Falcon 9" or nil when there is no rocket name.
    public var rocketLine: String? {
        guard let name = rocket?.name, !name.isEmpty else { return nil }
        if let type = rocket?.type, !type.isEmpty { return "🚀 \(name) (\(type))" }
        return "🚀 \(name)"
    }

    /// "Launching from KSC LC 39A" or nil.
    public var siteLine: String? {
        guard let site, !site.isEmpty else { return nil }
        return "Launching from \(site)"
    }
}
