import Foundation
import Testing
@testable import Paging

/// Regression tests for issue 13: gesture files from strangers are bounded in cost and every
/// error says where.
@Suite struct GestureFileHostileInputTests {
    func error(_ text: String) -> GestureFileError? {
        do {
            _ = try GestureFile.decode(Data(text.utf8), source: "g.json")
            return nil
        } catch {
            return error
        }
    }

    static func samples(_ count: Int) -> String {
        (0..<count).map { "{\"t\": \(Double($0) * 0.001), \"y\": \(-Double($0) * 0.01)}" }.joined(separator: ",")
    }

    @Test func oneMillionSamplesAreRefusedAtTheFirstSampleTooMany() {
        // Built as text once; the reader must stop at sample 100,001 instead of parsing a million.
        let count = GestureFile.maximumSampleCount + 1
        let text = "{\"startPage\": 0, \"fps\": 60, \"gestures\": [{\"start\": 0, \"samples\": [\n" + Self.samples(count) + "]}]}"
        guard case .invalidJSON(let file, let line, _, let reason)? = error(text) else {
            Issue.record("expected a limit error, got \(String(describing: error(text)))")
            return
        }
        #expect(file == "g.json" && line == 2)
        #expect(reason.contains("more than 100000 elements") && reason.contains("at most 100000 samples"))
    }

    @Test func samplesUpToTheLimitAreAccepted() throws {
        let text = "{\"startPage\": 0, \"fps\": 60, \"gestures\": [{\"start\": 0, \"samples\": [" + Self.samples(2_000) + "]}]}"
        let file = try GestureFile.decode(Data(text.utf8), source: "g.json")
        #expect(file.gestures[0].samples.count == 2_000)
    }

    @Test(arguments: [
        ("{\"startPage\": 0, \"fps\": 60, \"gestures\": [", "g.json:1:42: invalid JSON: unexpected end of file"),
        ("{\"startPage\": 0, \"fps\": 1e999, \"gestures\": []}", "g.json:1:25: invalid JSON: fps: the number is too large"),
        ("{\"startPage\": 0,\n \"fps\": 60 \"gestures\": []}", "g.json:2:12: invalid JSON: expected ',' or '}'"),
        ("", "g.json:1:1: invalid JSON: the document is empty"),
    ])
    func syntaxErrorEndOfFileAnd1e999HaveFileLineColumn(document: String, prefix: String) {
        let description = error(document)?.description ?? ""
        #expect(description.hasPrefix(prefix), "\(description)")
    }

    @Test func duplicateKeyStartPageIsNamedWithBothPlaces() {
        let description = error("{\"startPage\": 0, \"fps\": 60,\n \"startPage\": 1, \"gestures\": []}")?.description ?? ""
        #expect(description == "g.json:2:2: invalid JSON: duplicate key \"startPage\" in an object (first at line 1, column 2)")
    }

    @Test func loneSurrogateD800IsReportedAtItsLineAndColumn() {
        let description = error("{\"startPage\": 0, \"fps\": 60,\n  \"gestures\": [], \"x\\uD800\": 1}")?.description ?? ""
        #expect(description.hasPrefix("g.json:2:21: invalid JSON: lone UTF-16 surrogate \\uD800"), "\(description)")
    }

    @Test(arguments: [
        ("{\"startPage\": 0, \"fps\": 1e-300, \"gestures\": []}", "fps"),
        ("{\"startPage\": 0, \"fps\": 0.5, \"gestures\": []}", "fps"),
        ("{\"startPage\": 0, \"fps\": 60, \"pageHeight\": 1e308, \"gestures\": []}", "pageHeight"),
        ("{\"startPage\": 0, \"fps\": 60, \"pageHeight\": 0.25, \"gestures\": []}", "pageHeight"),
        ("{\"startPage\": 0, \"fps\": 60, \"gestures\": [{\"start\": 0, \"samples\": [{\"t\": 0, \"y\": 1e300}]}]}",
         "gestures[0].samples[0].y"),
        ("{\"startPage\": 0, \"fps\": 60, \"gestures\": [{\"start\": 0, \"samples\": [{\"t\": 0, \"y\": 0}], \"velocity\": 1e300}]}",
         "gestures[0].velocity"),
    ])
    func outOfRangeFps1eMinus300AndPageHeight1e308AreRefused(document: String, codingPath: String) {
        #expect(error(document)?.codingPath == codingPath, "\(String(describing: error(document)))")
    }

    @Test func aTenMegabyteUnknownKeyIsShortenedInTheMessage() {
        let key = String(repeating: "k", count: 1_000_000)
        let description = error("{\"startPage\": 0, \"fps\": 60, \"gestures\": [], \"\(key)\": 1}")?.description ?? ""
        #expect(description.count < 300 && description.contains("(1000000 characters)"), "\(description.prefix(300))")
    }

    @Test func aLongStringValueIsShortenedInTheMessage() {
        let value = String(repeating: "v", count: 100_000)
        let description = error("{\"startPage\": \"\(value)\", \"fps\": 60, \"gestures\": []}")?.description ?? ""
        #expect(description.count < 300, "\(description.prefix(300))")
    }
}
