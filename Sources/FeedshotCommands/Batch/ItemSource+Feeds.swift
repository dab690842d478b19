import Feeds

/// The items of each feed as fingerprint inputs: the item's own record, the records it links to
/// (a mission's crew, a media item's cast) and the images its template draws.
extension ItemSource {
    /// A mission with its crew's astronaut records; images: the badge and the crew portraits.
    static func mission(_ mission: Mission, in feed: MoonshotFeed) -> ItemSource {
        let crew = feed.crew(of: mission)
        return ItemSource(id: String(mission.id),
                          encoding: MissionData(mission: mission, crew: crew.compactMap(\.astronaut)),
                          imageNames: [mission.image] + crew.map(\.astronautID))
    }

    /// The overview of several missions (grid or list): one item named `id`.
    static func missions(_ missions: [Mission], in feed: MoonshotFeed, id: String) -> ItemSource {
        let parts = missions.map { mission(_: $0, in: feed) }
        return ItemSource(id: id, data: parts.flatMap { $0.data + [0x0A] }, imageNames: parts.flatMap(\.imageNames))
    }

    /// An astronaut; image: the portrait.
    static func astronaut(_ astronaut: Astronaut) -> ItemSource {
        ItemSource(id: astronaut.id, encoding: astronaut, imageNames: [astronaut.id])
    }

    /// A media item with its cast; images: the poster and the cast portraits the page draws
    /// (names or URLs).
    static func media(_ item: MediaItem, in feed: MediaFeed) -> ItemSource {
        let cast = feed.cast(of: item)
        return ItemSource(id: String(item.id), encoding: MediaData(item: item, cast: cast),
                          imageNames: MediaPage(item: item, in: feed).imageReferences)
    }

    /// A launch (numbered by its place in the file when it has no id); image: the patch (a name or a URL).
    static func launch(_ launch: Launch, id: String) -> ItemSource {
        ItemSource(id: id, encoding: launch, imageNames: LaunchScreen(launch: launch).imageReferences)
    }
}

private struct MissionData: Encodable {
    var mission: Mission
    var crew: [Astronaut]
}

private struct MediaData: Encodable {
    var item: MediaItem
    var cast: [CastMember]
}
