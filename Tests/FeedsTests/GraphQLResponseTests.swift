import Foundation
import Testing
@testable import Feeds

/// GraphQL semantics of launch responses: errors belong to the launches their paths lead into,
/// partial launches keep their data, and every error is located in the response.
@Suite struct GraphQLResponseTests {
    static func decode(_ json: String, source: String = "https://api.test/graphql") throws -> LaunchDocument {
        try LaunchDocument.decode(Array(json.utf8), source: source)
    }

    @Test func anErrorInsideALaunchLeavesAPartialLaunchWithTheErrorAttached() throws {
        let json = """
            {"data": {"launch": {"id": "25", "site": "KSC", "rocket": null}},
             "errors": [{"message": "rocket service down", "path": ["launch", "rocket"], "locations": [{"line": 3, "column": 5}]}]}
            """
        let document = try Self.decode(json)
        let item = try #require(document.items.first)
        #expect(item.launch?.site == "KSC" && item.launch?.rocket == nil)
        #expect(item.errors.map(\.message) == ["rocket service down"])
        #expect(item.errors.first?.pathDescription == "launch.rocket")
        // Located at the error object: line 2, column 13.
        #expect(item.errors.first?.description
                == #"https://api.test/graphql:2:13: server error at launch.rocket: "rocket service down""#)
    }

    @Test func aNullLaunchWithAnErrorIsAnItemWithoutData() throws {
        let json = #"{"data": {"launch": null}, "errors": [{"message": "Launch 99 is classified", "path": ["launch"]}]}"#
        let item = try #require(try Self.decode(json).items.first)
        #expect(item.launch == nil)
        #expect(item.failureDescription.contains(#"server error at launch: "Launch 99 is classified""#))
    }

    @Test func aNullLaunchWithoutErrorsIsAnUnknownId() throws {
        var item = try #require(try Self.decode(#"{"data": {"launch": null}}"#).items.first)
        item.requestedID = "404"
        #expect(item.failureDescription == #"the server returned no launch with id "404""#)
    }

    @Test func listPageErrorsGoToTheLaunchTheirIndexNames() throws {
        let json = """
            {"data": {"launches": {"cursor": "c2", "hasMore": true, "launches": [
              {"id": "1", "site": "A"}, null, {"id": "3", "rocket": null}]}},
             "errors": [{"message": "gone", "path": ["launches", "launches", 1]},
                        {"message": "no rocket", "path": ["launches", "launches", 2, "rocket"]},
                        {"message": "slow cursor", "path": ["launches", "cursor"]},
                        {"message": "out of range", "path": ["launches", "launches", 7]}]}
            """
        let document = try Self.decode(json)
        #expect(document.page == LaunchPage(cursor: "c2", hasMore: true))
        #expect(document.items.map { $0.launch?.id } == ["1", nil, "3"])
        #expect(document.items.map { $0.errors.map(\.message) } == [[], ["gone"], ["no rocket"]])
        #expect(document.responseErrors.map(\.message) == ["slow cursor", "out of range"])
    }

    @Test func aPageWhoseListIsNullIsOneItemWithTheErrors() throws {
        let json = #"{"data": {"launches": null}, "errors": [{"message": "database down", "path": ["launches"]}]}"#
        let document = try Self.decode(json)
        #expect(document.items.count == 1 && document.items[0].launch == nil && document.page == nil)
        #expect(document.items[0].errors.map(\.message) == ["database down"])
    }

    @Test func malformedErrorsAreStillErrors() throws {
        let notAnArray = try Self.decode(#"{"data": null, "errors": "everything broke"}"#)
        #expect(notAnArray.items[0].errors.map(\.message) == [#"("errors" is not an array)"#])
        let odd = try Self.decode(#"{"data": null, "errors": [42, {"path": [true, "x", 2]}, {"message": 7}]}"#)
        #expect(odd.items[0].errors.map(\.message) == Array(repeating: "(the server gave no message)", count: 3))
        #expect(odd.items[0].errors[1].path == [.field("?"), .field("x"), .index(2)])
    }

    @Test func errorsWithoutDataAreAnItemEvenWhenDataIsAbsent() throws {
        // A request refused before execution (a validation error) has no "data" key at all.
        let document = try Self.decode(#"{"errors": [{"message": "Cannot query field \"foo\""}]}"#)
        #expect(document.items.count == 1 && document.items[0].launch == nil)
    }

    @Test func serverMessagesAreShownOnOneShortLine() throws {
        let long = String(repeating: "x", count: 2_000)
        let json = #"{"data": null, "errors": [{"message": "line one\nline two \#(long)"}]}"#
        let text = try Self.decode(json).items[0].failureDescription
        #expect(!text.contains("\n"))
        #expect(text.contains(#"line one\u{A}line two"#))
        #expect(text.count < 700)
    }

    @Test func theDetailsOperationSendsTheIdAsAVariable() throws {
        let hostile = "25\") { launches { id } } #"
        let operation = LaunchQueries.details(id: hostile)
        #expect(!operation.query.contains("25"))
        #expect(operation.query.contains("launch(id: $id)") && operation.query.contains("missionPatch(size: LARGE)"))
        let body = try #require(try JSONSerialization.jsonObject(with: Data(operation.body)) as? [String: Any])
        #expect(body["operationName"] as? String == "LaunchDetails")
        #expect((body["variables"] as? [String: String])?["id"] == hostile)
        // Sorted keys: the same operation is always the same bytes (one cache entry).
        #expect(String(decoding: operation.body, as: UTF8.self).hasPrefix(#"{"operationName":"LaunchDetails","query":"#))
        #expect(operation.body == LaunchQueries.details(id: hostile).body)
    }

    @Test func theListOperationStartsWithANullCursor() throws {
        let first = try #require(try JSONSerialization.jsonObject(with: Data(LaunchQueries.list(after: nil).body)) as? [String: Any])
        #expect((first["variables"] as? [String: Any])?["cursor"] is NSNull)
        #expect(LaunchQueries.list(after: "c1").summary == #"LaunchList(cursor: "c1")"#)
        for field in ["cursor", "hasMore", "launches(after: $cursor)", "rocket {", "isBooked"] {
            #expect(LaunchQueries.listQuery.contains(field))
        }
    }
}
