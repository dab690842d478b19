import Foundation
import FeedshotTestSupport
import Testing
@testable import Feeds

@Suite struct MoonshotDecodingTests {
    @Test func embeddedFeedLinksEveryCrewMember() throws {
        let feed = try MoonshotFeed.load(fromDirectory: RepositoryPaths.assets)
        #expect(feed.missions.map(\.id) == [1, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
        #expect(feed.astronauts.count == 32)
        #expect(feed.problems.isEmpty)
        for mission in feed.missions {
            #expect(feed.crew(of: mission).allSatisfy { $0.astronaut != nil }, "\(mission.displayName)")
        }
        let apollo11 = try #require(feed.mission(id: 11))
        #expect(apollo11.displayName == "Apollo 11" && apollo11.image == "apollo11")
        #expect(apollo11.formattedLaunchDate(.abbreviated) == "Jul 16, 1969")
        #expect(apollo11.formattedLaunchDate(.long) == "July 16, 1969")
        #expect(feed.crew(of: apollo11).map(\.astronaut?.name) == ["Neil A. Armstrong", "Michael Collins", "Edwin E. \"Buzz\" Aldrin Jr."])
        // Apollo 1 never launched: no date, shown as N/A.
        #expect(feed.mission(id: 1)?.formattedLaunchDate(.long) == "N/A")
        // Descriptions keep their paragraph breaks.
        #expect(apollo11.description.contains("\n\n"))
    }

    @Test func invalidJSONNamesLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", "[\n  {\"id\": 1, \"crew\": [], \"description\": \"x\"},\n  {\"id\": 2,, }\n]")
        try folder.write("astronauts.json", "{}")
        #expect {
            try MoonshotFeed.load(fromDirectory: folder.path)
        } throws: { error in
            guard case .invalidJSON(let file, let line, let column, _) = error as? FeedDecodingError else { return false }
            return file.hasSuffix("missions.json") && line == 3 && column == 12
        }
    }

    @Test func missingKeyNamesCodingPathAndPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", """
            [
              {"id": 7, "crew": [{"name": "schirra", "role": "Commander"}], "description": "ok"},
              {"id": 8, "crew": [{"name": "borman"}], "description": "no role"}
            ]
            """)
        try folder.write("astronauts.json", #"{"schirra": {"id": "schirra", "name": "W", "description": ""}}"#)
        do {
            _ = try MoonshotFeed.load(fromDirectory: folder.path)
            Issue.record("expected an error")
        } catch {
            guard case .missingKey(let file, let path, let key, let line, let column) = error else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(file.hasSuffix("missions.json"))
            #expect(path == "[1].crew[0]" && key == "role")
            #expect(line == 3 && column == 22)
            #expect(error.description.contains("missions.json:3:22: missing key \"role\" in [1].crew[0]"))
        }
    }

    @Test func wrongTypeSaysExpectedAndFound() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", #"[{"id": "eleven", "crew": [], "description": ""}]"#)
        try folder.write("astronauts.json", "{}")
        do {
            _ = try MoonshotFeed.load(fromDirectory: folder.path)
            Issue.record("expected an error")
        } catch {
            guard case .wrongType(_, let path, let expected, let found, let line, let column) = error else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(path == "[0].id" && expected == "integer" && found == "string")
            #expect(line == 1 && column == 9)
        }
    }

    @Test func malformedLaunchDateIsAnInvalidValue() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", #"[{"id": 11, "launchDate": "1969-13-40", "crew": [], "description": ""}]"#)
        try folder.write("astronauts.json", "{}")
        #expect {
            try MoonshotFeed.load(fromDirectory: folder.path)
        } throws: { error in
            guard case .invalidValue(_, let path, let reason, _, _) = error as? FeedDecodingError else { return false }
            return path == "[0].launchDate" && reason.contains("1969-13-40")
        }
    }

    @Test func everyUnresolvedCrewIdIsReportedAtOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", """
            [{"id": 11, "crew": [{"name": "armstrong", "role": "Commander"}, {"name": "colins", "role": "CMP"}],
              "description": ""},
             {"id": 12, "crew": [{"name": "konrad", "role": "Commander"}], "description": ""}]
            """)
        try folder.write("astronauts.json", #"{"armstrong": {"id": "armstrong", "name": "Neil", "description": ""}}"#)
        do {
            _ = try MoonshotFeed.load(fromDirectory: folder.path)
            Issue.record("expected an error")
        } catch {
            guard case .unresolvedReferences(let references) = error else { Issue.record("unexpected \(error)"); return }
            #expect(references.map(\.missingID) == ["colins", "konrad"])
            #expect(references.map(\.item) == ["Apollo 11", "Apollo 12"])
            #expect(references[0].codingPath == "[0].crew[1].name" && references[0].line == 1)
            #expect(references[1].line == 3)
        }
        // Lenient linking keeps going with placeholders.
        let lenient = try MoonshotFeed.load(fromDirectory: folder.path, lenient: true)
        #expect(lenient.problems.count == 1)
        #expect(lenient.crew(of: lenient.missions[0]).map { $0.astronaut == nil } == [false, true])
    }

    @Test func bothFilesReportTheirErrorsTogether() throws {
        let folder = try TemporaryFolder()
        try folder.write("missions.json", "[")
        // astronauts.json is missing entirely.
        #expect {
            try MoonshotFeed.load(fromDirectory: folder.path)
        } throws: { error in
            guard case .multiple(let errors) = error as? FeedDecodingError, errors.count == 2 else { return false }
            guard case .invalidJSON = errors[0], case .unreadable(_, let reason) = errors[1] else { return false }
            return reason == "no such file"
        }
    }

    @Test func emptyFileIsInvalidJSON() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("missions.json", "")
        #expect(throws: FeedDecodingError.invalidJSON(file: file, line: 1, column: 1, reason: "the file is empty")) {
            try FeedJSONDecoder().decode([Mission].self, fromFile: file)
        }
    }
}
