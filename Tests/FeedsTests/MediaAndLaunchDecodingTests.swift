import Foundation
import FeedshotTestSupport
import Testing
@testable import Feeds

@Suite struct MediaAndLaunchDecodingTests {
    @Test func embeddedMediaFeedLinksBothWays() throws {
        let feed = try MediaFeed.load(fromDirectory: RepositoryPaths.assets)
        #expect(feed.media.count >= 6)
        #expect(feed.problems.isEmpty)
        let first = try #require(feed.media.first)
        #expect(feed.cast(of: first).count == first.castIDs.count)
        // A poster known only by a remote address resolves to its file's base name.
        let remote = try #require(feed.media.first { $0.image == nil })
        #expect(remote.imageURL?.hasPrefix("https://") == true)
        #expect(remote.localImageName == "earthrise")
        #expect(feed.media.contains { $0.releaseDate == nil })
    }

    @Test func unresolvedCastAndMediaIdsAreAllReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("media.json", #"[{"id": 1, "title": "A", "media_type": "movie", "cast_ids": [1, 9]}]"#)
        try folder.write("cast.json", #"[{"id": 1, "name": "Ann", "media_ids": [1, 2]}]"#)
        #expect {
            try MediaFeed.load(fromDirectory: folder.path)
        } throws: { error in
            guard case .unresolvedReferences(let refs) = error as? FeedDecodingError else { return false }
            return refs.map(\.missingID) == ["9", "2"] && refs[0].codingPath == "[0].cast_ids[1]"
                && refs[1].codingPath == "[0].media_ids[1]"
        }
    }

    @Test func snakeCaseKeysAppearInErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("media.json", #"[{"id": 1, "title": "A", "cast_ids": []}]"#)
        try folder.write("cast.json", "[]")
        #expect {
            try MediaFeed.load(fromDirectory: folder.path)
        } throws: { error in
            guard case .missingKey(_, let path, let key, _, _) = error as? FeedDecodingError else { return false }
            return path == "[0]" && key == "media_type"
        }
    }

    @Test(arguments: ["launch.json", "launches.json"])
    func embeddedLaunchFilesDecode(name: String) throws {
        let document = try LaunchDocument.load(fromFile: RepositoryPaths.assets + "/" + name)
        #expect(!document.launches.isEmpty)
        #expect(document.launches[0].rocketLine == "🚀 Falcon Heavy (FH)")
        #expect(document.launches[0].siteLine == "Launching from KSC LC 39A")
    }

    @Test func everyLaunchFieldMayBeNull() throws {
        let json = #"{"data": {"launch": {"id": 5, "site": null, "mission": null, "rocket": {"name": "SLS", "type": null}, "isBooked": null}}}"#
        let document = try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(json.utf8), file: "l.json")
        let launch = try #require(document.launches.first)
        #expect(launch.id == "5" && launch.siteLine == nil && launch.mission == nil && launch.isBooked == nil)
        #expect(launch.rocketLine == "🚀 SLS")
    }

    @Test func launchesListAndBareObjectsDecode() throws {
        let list = #"{"data": {"launches": [{"id": "1"}, {"id": "2"}]}}"#
        #expect(try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(list.utf8), file: "l.json").launches.count == 2)
        let bare = #"[{"id": "1", "site": "X"}, {"data": {"launch": {"id": "2"}}}]"#
        let launches = try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(bare.utf8), file: "l.json").launches
        #expect(launches.map(\.id) == ["1", "2"])
    }

    @Test func nullDataIsAnItemWithoutDataThatSaysWhy() throws {
        // GraphQL: a response whose `data` is null holds only errors; it is one launch that fails
        // with the server's message (before, the whole file was refused).
        let json = #"{"data": null, "errors": [{"message": "boom"}]}"#
        let document = try LaunchDocument.decode(Array(json.utf8), source: "l.json")
        #expect(document.items.count == 1 && document.launches.isEmpty)
        #expect(document.items[0].failureDescription == #"l.json:1:27: server error: "boom""#)
    }

    @Test func wrongTypeInsideLaunchIsLocated() throws {
        let json = "{\"data\": {\"launch\": {\n  \"isBooked\": \"yes\"}}}"
        #expect {
            try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(json.utf8), file: "l.json")
        } throws: { error in
            guard case .wrongType(_, let path, let expected, let found, let line, let column) = error as? FeedDecodingError
            else { return false }
            return path == "data.launch.isBooked" && expected == "boolean" && found == "string" && line == 2 && column == 15
        }
    }
}
