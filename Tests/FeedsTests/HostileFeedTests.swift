import Foundation
import FeedshotTestSupport
import Testing
@testable import Feeds

/// Regression tests for issue 13: feed JSON from strangers gets errors that say where, and
/// strings too long to show are capped with a warning.
@Suite struct HostileFeedTests {
    static func decodeError<T: Decodable>(_ type: T.Type, _ text: String, file: String = "f.json") -> String {
        do {
            _ = try FeedJSONDecoder().decode(type, from: Data(text.utf8), file: file)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func duplicateKeyLovellIsNamedWithBothPlaces() {
        let text = """
            {"lovell": {"id": "lovell", "name": "Jim Lovell", "description": "a"},
             "lovell": {"id": "lovell", "name": "James Lovell", "description": "b"}}
            """
        #expect(Self.decodeError([String: Astronaut].self, text, file: "astronauts.json")
                == "astronauts.json:2:2: invalid JSON: duplicate key \"lovell\" in an object (first at line 1, column 2)")
    }

    @Test func duplicateKeyInABigObjectIsFoundToo() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
        let message = Self.decodeError([String: Int].self, "{" + members.joined(separator: ", ") + "}")
        #expect(message.contains("duplicate key \"k7\"") && message.hasPrefix("f.json:1:"), "\(message)")
    }

    @Test func loneSurrogateUD83DInANameIsReportedAtItsLineAndColumn() {
        let text = "[{\"id\": 1, \"launchDate\": null, \"crew\": [],\n  \"description\": \"ab\\uD83D!\"}]"
        #expect(Self.decodeError([Mission].self, text, file: "missions.json")
                .hasPrefix("missions.json:2:21: invalid JSON: lone UTF-16 surrogate \\uD83D"))
    }

    @Test func surrogatePairsAreDecoded() throws {
        let launches = try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(#"{"id": "1", "site": "\uD83D\uDE80 LC"}"#.utf8),
                                                    file: "l.json")
        #expect(launches.launches.first?.site == "🚀 LC")
    }

    @Test func tenMegabyteSiteNameIsShortenedWithAWarning() throws {
        let folder = try TemporaryFolder()
        let site = String(repeating: "Kennedy ", count: 1_250_000)  // 10 MB
        let file = try folder.write("launches.json", #"[{"data": {"launch": {"id": "1", "site": ""# + site + #""}}}]"#)
        let document = try LaunchDocument.load(fromFile: file)
        let shortened = try #require(document.launches.first?.site)
        #expect(shortened.count == FeedJSONDecoder.maximumStringLength + 1 && shortened.hasSuffix("…"))
        #expect(document.problems.map(\.description) == [
            "\(file):1:42: [0].data.launch.site: a string of 10000000 characters, shortened to its first 10000 "
                + "(the longest a feed string may be)",
        ])
    }

    @Test func longAstronautDescriptionIsAWarningEvenWhenStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", "[]")
        let description = String(repeating: "x", count: 112_000)
        try folder.write("astronauts.json", #"{"a": {"id": "a", "name": "A", "description": ""# + description + "\"}}")
        let feed = try MoonshotFeed.load(fromDirectory: folder.path)
        #expect(feed.astronauts["a"]?.description.count == FeedJSONDecoder.maximumStringLength + 1)
        #expect(feed.problems.count == 1 && feed.problems[0].description.contains("a.description: a string of 112000"))
    }

    @Test func stringsAtTheLimitAreKept() throws {
        let name = String(repeating: "é", count: FeedJSONDecoder.maximumStringLength)
        let text = #"{"id": "1", "site": ""# + name + #""}"#
        let document = try FeedJSONDecoder().decode(LaunchDocument.self, from: Data(text.utf8), file: "l.json")
        #expect(document.launches.first?.site == name)
    }

    @Test func unresolvedCrewIdOf5000CharactersIsShortenedInTheReport() throws {
        let id = String(repeating: "z", count: 5_000)
        let missions = try FeedJSONDecoder().decode([Mission].self, from: Data(#"""
            [{"id": 11, "launchDate": null, "crew": [{"name": "\#(id)", "role": "Commander"}], "description": "d"}]
            """#.utf8), file: "missions.json")
        #expect {
            try MoonshotFeed(missions: missions, astronauts: [:])
        } throws: { error in
            let text = "\(error)"
            return text.count < 300 && text.contains("(5000 characters)")
        }
    }
}
