import LocatedJSON
import Foundation

/// A media feed (`media.json` + `cast.json`) with cast linked to media both ways.
public struct MediaFeed: Sendable {
    public let media: [MediaItem]
    public let cast: [Int: CastMember]
    /// Problems found while linking; empty unless loaded leniently.
    public let problems: [FeedDecodingError]

    /// Links media to cast. Unresolved ids in either direction are all reported at once; lenient
    /// linking keeps them in `problems` instead of throwing.
    public init(media: [MediaItem], cast: [CastMember], lenient: Bool = false) throws(FeedDecodingError) {
        try self.init(media: media, cast: cast, mediaLocator: JSONLocator(file: "media.json", map: nil),
                      castLocator: JSONLocator(file: "cast.json", map: nil), lenient: lenient)
    }

    init(media: [MediaItem], cast: [CastMember], mediaLocator: JSONLocator, castLocator: JSONLocator,
         lenient: Bool) throws(FeedDecodingError) {
        var problems = [FeedDecodingError]()
        var castByID = [Int: CastMember]()
        for (index, member) in cast.enumerated() {
            if castByID[member.id] != nil {
                let place = castLocator.location([.index(index), .key("id")])
                problems.append(.invalidValue(file: castLocator.file, codingPath: "[\(index)].id",
                                              reason: "duplicate cast id \(member.id)",
                                              line: place?.line ?? 0, column: place?.column ?? 0))
            }
            castByID[member.id] = member
        }
        var mediaIDs = Set<Int>()
        for (index, item) in media.enumerated() where !mediaIDs.insert(item.id).inserted {
            let place = mediaLocator.location([.index(index), .key("id")])
            problems.append(.invalidValue(file: mediaLocator.file, codingPath: "[\(index)].id",
                                          reason: "duplicate media id \(item.id)",
                                          line: place?.line ?? 0, column: place?.column ?? 0))
        }
        var unresolved = [UnresolvedReference]()
        for (index, item) in media.enumerated() {
            for (slot, castID) in item.castIDs.enumerated() where castByID[castID] == nil {
                let place = mediaLocator.location([.index(index), .key("cast_ids"), .index(slot)])
                unresolved.append(UnresolvedReference(file: mediaLocator.file, codingPath: "[\(index)].cast_ids[\(slot)]",
                                                      item: MessageText.quoted(item.title), missingID: String(castID),
                                                      expectedIn: castLocator.file, line: place?.line, column: place?.column))
            }
        }
        for (index, member) in cast.enumerated() {
            for (slot, mediaID) in member.mediaIDs.enumerated() where !mediaIDs.contains(mediaID) {
                let place = castLocator.location([.index(index), .key("media_ids"), .index(slot)])
                unresolved.append(UnresolvedReference(file: castLocator.file, codingPath: "[\(index)].media_ids[\(slot)]",
                                                      item: member.name, missingID: String(mediaID),
                                                      expectedIn: mediaLocator.file, line: place?.line, column: place?.column))
            }
        }
        if !unresolved.isEmpty { problems.insert(.unresolvedReferences(unresolved), at: 0) }
        if !lenient, !problems.isEmpty { throw problems.count == 1 ? problems[0] : .multiple(problems) }
        self.media = media
        self.cast = castByID
        // Shortened strings are warnings, never errors: they do not fail a strict link.
        self.problems = problems + mediaLocator.warnings + castLocator.warnings
    }

    /// The cast of an item in billing order; unresolved ids are skipped.
    public func cast(of item: MediaItem) -> [CastMember] { item.castIDs.compactMap { cast[$0] } }

    /// Reads `media.json` and `cast.json` from a folder and links them. Errors name the files in
    /// `displayDirectory` when given (the URL a fetched feed came from), else in `directory`.
    public static func load(fromDirectory directory: String, lenient: Bool = false,
                            displayDirectory: String? = nil) throws(FeedDecodingError) -> MediaFeed {
        let decoder = FeedJSONDecoder()
        var errors = [FeedDecodingError]()
        var media: (value: [MediaItem], locator: JSONLocator)?
        var cast: (value: [CastMember], locator: JSONLocator)?
        do {
            media = try decoder.decodeLocated([MediaItem].self,
                                              fromFile: (directory as NSString).appendingPathComponent("media.json"),
                                              displayName: displayDirectory.map { FeedLocation.join($0, "media.json") })
        } catch { errors.append(error) }
        do {
            cast = try decoder.decodeLocated([CastMember].self,
                                             fromFile: (directory as NSString).appendingPathComponent("cast.json"),
                                             displayName: displayDirectory.map { FeedLocation.join($0, "cast.json") })
        } catch { errors.append(error) }
        guard let media, let cast else { throw errors.count == 1 ? errors[0] : .multiple(errors) }
        return try MediaFeed(media: media.value, cast: cast.value, mediaLocator: media.locator,
                             castLocator: cast.locator, lenient: lenient)
    }
}
