/// One entry of a media feed's `media.json` (snake_case keys).
public struct MediaItem: Codable, Sendable, Hashable, Identifiable {
    public var id: Int
    public var title: String
    /// `"movie"`, `"tv"`… shown as a label; any string is accepted.
    public var mediaType: String
    /// The release date (`y-MM-dd`); nil when unknown.
    public var releaseDate: CalendarDate?
    public var description: String?
    /// A remote poster address (`https://…`) or a local image name.
    public var imageURL: String?
    /// A local image name (resolved through the asset catalog).
    public var image: String?
    /// The cast members (ids in `cast.json`), in billing order.
    public var castIDs: [Int]

    enum CodingKeys: String, CodingKey {
        case id, title, description, image
        case mediaType = "media_type"
        case releaseDate = "release_date"
        case imageURL = "image_url"
        case castIDs = "cast_ids"
    }

    /// Creates a media item.
    public init(id: Int, title: String, mediaType: String, releaseDate: CalendarDate? = nil, description: String? = nil,
                imageURL: String? = nil, image: String? = nil, castIDs: [Int] = []) {
        self.id = id
        self.title = title
        self.mediaType = mediaType
        self.releaseDate = releaseDate
        self.description = description
        self.imageURL = imageURL
        self.image = image
        self.castIDs = castIDs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        mediaType = try container.decode(String.self, forKey: .mediaType)
        releaseDate = try container.decodeIfPresent(CalendarDate.self, forKey: .releaseDate)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        image = try container.decodeIfPresent(String.self, forKey: .image)
        castIDs = try container.decodeIfPresent([Int].self, forKey: .castIDs) ?? []
    }

    /// The local image name to look up: `image`, else `image_url` when it is a name rather than a
    /// remote address, else the remote file's base name (a poster downloaded next to the feed).
    public var localImageName: String? { LocalImageName.resolve(name: image, address: imageURL) }

    /// What templates draw: `image` (a local name), else `image_url` as it is (a URL the
    /// renderer's image loader fetches, or a local name).
    public var imageReference: String? { LocalImageName.reference(name: image, address: imageURL) }
}

/// One entry of a media feed's `cast.json`.
public struct CastMember: Codable, Sendable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    /// The role played, for example "Cmdr. Ruth Calloway".
    public var character: String?
    /// A remote portrait address or a local image name.
    public var profileURL: String?
    /// A local portrait name.
    public var profileImage: String?
    /// The media this person appears in.
    public var mediaIDs: [Int]

    enum CodingKeys: String, CodingKey {
        case id, name, character
        case profileURL = "profile_url"
        case profileImage = "profile_image"
        case mediaIDs = "media_ids"
    }

    /// Creates a cast member.
    public init(id: Int, name: String, character: String? = nil, profileURL: String? = nil,
                profileImage: String? = nil, mediaIDs: [Int] = []) {
        self.id = id
        self.name = name
        self.character = character
        self.profileURL = profileURL
        self.profileImage = profileImage
        self.mediaIDs = mediaIDs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        character = try container.decodeIfPresent(String.self, forKey: .character)
        profileURL = try container.decodeIfPresent(String.self, forKey: .profileURL)
        profileImage = try container.decodeIfPresent(String.self, forKey: .profileImage)
        mediaIDs = try container.decodeIfPresent([Int].self, forKey: .mediaIDs) ?? []
    }

    /// The local portrait name to look up (see ``MediaItem/localImageName``).
    public var localImageName: String? { LocalImageName.resolve(name: profileImage, address: profileURL) }

    /// What templates draw: `profile_image`, else `profile_url` as it is (see
    /// ``MediaItem/imageReference``).
    public var profileReference: String? { LocalImageName.reference(name: profileImage, address: profileURL) }
}

/// How feeds turn "a URL or a local name" into an asset name.
enum LocalImageName {
    /// The local name if there is one, else the address as it is; nil when both are empty.
    static func reference(name: String?, address: String?) -> String? {
        if let name, !name.isEmpty { return name }
        if let address, !address.isEmpty { return address }
        return nil
    }

    static func resolve(name: String?, address: String?) -> String? {
        if let name, !name.isEmpty { return name }
        guard let address, !address.isEmpty else { return nil }
        let lowered = address.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return address }
        // https://host/posters/earthrise.jpg?size=large → "earthrise"
        let path = address.split(separator: "?", maxSplits: 1)[0].split(separator: "#", maxSplits: 1)[0]
        guard let file = path.split(separator: "/").last, path.split(separator: "/").count > 2 else { return nil }
        let base = file.split(separator: ".").dropLast().joined(separator: ".")
        return base.isEmpty ? String(file) : base
    }
}
