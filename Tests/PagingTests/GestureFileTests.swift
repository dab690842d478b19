import Foundation
import Testing
@testable import Paging

@Suite struct GestureFileTests {
    /// The issue's example, verbatim apart from the elided samples.
    let example = """
        {"pageCount": 12, "startPage": 3, "pageHeight": 844, "fps": 60,
         "gestures": [{"start": 0.0, "samples": [{"t": 0.0, "y": 0}, {"t": 0.016, "y": -12.5}],
                       "velocity": null}]}
        """

    func decode(_ text: String) throws(GestureFileError) -> GestureFile {
        try GestureFile.decode(Data(text.utf8), source: "swipe.json")
    }

    /// The error a document raises; fails the test when it decodes.
    func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> GestureFileError? {
        do {
            _ = try decode(text)
            Issue.record("decoded without an error: \(text)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesTheIssueExample() throws {
        let file = try decode(example)
        #expect(file.pageCount == 12 && file.startPage == 3 && file.pageHeight == 844 && file.fps == 60)
        #expect(file.gestures == [Gesture(start: 0, samples: [GestureSample(time: 0, translation: 0),
                                                              GestureSample(time: 0.016, translation: -12.5)],
                                          velocity: nil)])
        let script = try file.resolved(defaultPageCount: 99, defaultPageHeight: 932)
        #expect(script.pageCount == 12 && script.pageHeight == 844 && script.source == "swipe.json")
    }

    @Test func pageCountAndHeightDefaultToTheFeedAndDevice() throws {
        let file = try decode("""
            {"startPage": 0, "fps": 30, "pageCount": null,
             "gestures": [{"start": 0.5, "samples": [{"t": 0, "y": 0}], "velocity": -900}]}
            """)
        #expect(file.pageCount == nil && file.pageHeight == nil)
        #expect(file.gestures[0].velocity == -900)
        let script = try file.resolved(defaultPageCount: 5, defaultPageHeight: 932)
        #expect(script.pageCount == 5 && script.pageHeight == 932)
    }

    @Test func startPageIsCheckedAgainstTheDefaultPageCount() throws {
        let file = try decode(#"{"startPage": 6, "fps": 60, "gestures": []}"#)
        #expect(throws: GestureFileError.invalidField(
            file: "swipe.json", codingPath: "startPage",
            reason: "is 6 but the feed has 5 pages (0...4)")) {
            try file.resolved(defaultPageCount: 5, defaultPageHeight: 844)
        }
    }

    /// Each broken document and the coding path its error must name.
    static let brokenDocuments: [(String, String)] = [
        (#"{"fps": 60, "gestures": []}"#, "startPage"),
        (#"{"startPage": 0, "gestures": []}"#, "fps"),
        (#"{"startPage": 0, "fps": 60}"#, "gestures"),
        (#"{"startPage": 1.5, "fps": 60, "gestures": []}"#, "startPage"),
        (#"{"startPage": "3", "fps": 60, "gestures": []}"#, "startPage"),
        (#"{"startPage": 0, "fps": 0, "gestures": []}"#, "fps"),
        (#"{"startPage": 0, "fps": 60, "pageCount": 0, "gestures": []}"#, "pageCount"),
        (#"{"startPage": 0, "fps": 60, "pageHeight": -844, "gestures": []}"#, "pageHeight"),
        (#"{"startPage": 12, "fps": 60, "pageCount": 12, "gestures": []}"#, "startPage"),
        (#"{"startPage": -1, "fps": 60, "gestures": []}"#, "startPage"),
        (#"{"startPage": 0, "fps": 60, "gesture": []}"#, "gesture"),
        (#"{"startPage": 0, "fps": 60, "gestures": {}}"#, "gestures"),
        (#"{"startPage": 0, "fps": 60, "gestures": [[]]}"#, "gestures[0]"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"samples": [{"t": 0, "y": 0}]}]}"#, "gestures[0].start"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": []}]}"#, "gestures[0].samples"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0}]}]}"#,
         "gestures[0].samples[0].y"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": "up"}]}]}"#,
         "gestures[0].samples[0].y"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0, "x": 1}]}]}"#,
         "gestures[0].samples[0].x"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}], "velocty": 5}]}"#,
         "gestures[0].velocty"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}], "velocity": "fast"}]}"#,
         "gestures[0].velocity"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": -1, "samples": [{"t": 0, "y": 0}]}]}"#,
         "gestures[0].start"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}, {"t": 0.05, "y": 1}, {"t": 0.04, "y": 2}]}]}"#,
         "gestures[0].samples[2].t"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": -0.1, "y": 0}]}]}"#,
         "gestures[0].samples[0].t"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}, {"t": 0.5, "y": 0}]}, {"start": 0.4, "samples": [{"t": 0, "y": 0}]}]}"#,
         "gestures[1].start"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 1, "samples": [{"t": 0, "y": 0}]}, {"start": 0.5, "samples": [{"t": 0, "y": 0}]}]}"#,
         "gestures[1].start"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}]}, {"start": 0, "samples": [{"t": 0, "y": 0}]}]}"#,
         "gestures[1].start"),
        (#"{"startPage": 0, "fps": 60, "gestures": [{"start": 3599, "samples": [{"t": 0, "y": 0}, {"t": 2, "y": 0}]}]}"#,
         "gestures[0].samples[1].t"),
    ]

    @Test(arguments: brokenDocuments)
    func errorsNameTheFileAndTheField(document: String, codingPath: String) {
        guard let error = error(document) else { return }
        #expect(error.codingPath == codingPath, "\(error)")
        #expect(error.file == "swipe.json")
        #expect(error.description.hasPrefix("swipe.json: \(codingPath): "), "\(error)")
    }

    @Test func overlapIsExplained() {
        let overlapping = #"""
            {"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0, "y": 0}, {"t": 0.5, "y": 0}]},
                                                     {"start": 0.4, "samples": [{"t": 0, "y": 0}]}]}
            """#
        #expect(error(overlapping)?.description
                == "swipe.json: gestures[1].start: touches down at 0.4 s, but gestures[0] lifts at 0.5 s; "
                + "gestures must be in time order and must not overlap")
    }

    @Test func aLaterFirstSampleMovesTheTouchDown() throws {
        // Touch-down is the first sample, so a gesture whose clock starts early may still follow
        // the previous one.
        let file = try decode("""
            {"startPage": 0, "fps": 60, "gestures": [
              {"start": 0, "samples": [{"t": 0, "y": 0}, {"t": 0.5, "y": 0}]},
              {"start": 0.4, "samples": [{"t": 0.2, "y": 0}, {"t": 0.3, "y": -10}]}]}
            """)
        #expect(abs(file.gestures[1].touchDownTime - 0.6) < 1e-12)
    }

    @Test(arguments: [
        "{\"startPage\": 0,\n  \"fps\": 60,\n  \"gestures\": [}\n",
        "{\"startPage\": 0, \"fps\": 1e400, \"gestures\": []}",
        "",
        "[1, 2",
    ])
    func syntaxErrorsNameTheFile(document: String) {
        guard let error = error(document) else { return }
        guard case .invalidJSON(let file, _, _, let reason) = error else {
            Issue.record("expected invalid JSON, got \(error)")
            return
        }
        #expect(file == "swipe.json" && !reason.isEmpty)
    }

    @Test func syntaxErrorsGiveALineAndColumn() {
        let error = error("{\"startPage\": 0,\n  \"fps\": 60,\n  \"gestures\": [}\n")
        #expect(error?.description.hasPrefix("swipe.json:3:16: invalid JSON:") == true, "\(String(describing: error))")
    }

    @Test func topLevelMustBeAnObject() {
        #expect(error("[1, 2]")?.description == "swipe.json: (top level): expected an object, found an array")
    }

    @Test func unreadableFilesNameThePath() throws {
        let path = "/nonexistent/feedshot/gesture.json"
        #expect {
            try GestureFile.load(path: path)
        } throws: { error in
            guard case GestureFileError.unreadable(let file, let reason) = error else { return false }
            return file == path && reason == "no such file"
        }
        #expect(throws: GestureFileError.unreadable(file: "/tmp", reason: "is a directory, not a gesture file")) {
            try GestureFile.load(path: "/tmp")
        }
    }

    @Test func loadsFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("paging-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("swipe.json")
        try Data(example.utf8).write(to: url)
        let file = try GestureFile.load(path: url.path)
        #expect(file.source == url.path && file.gestures.count == 1)
    }

    @Test func scriptsBuiltInCodeFollowTheSameRules() {
        #expect(throws: GestureFileError.self) {
            try GestureScript(pageCount: 3, pageHeight: 844, startPage: 0, fps: 60,
                              gestures: [Gesture(start: 0, samples: [GestureSample(time: .nan, translation: 0)])])
        }
        #expect(throws: GestureFileError.self) {
            try GestureScript(pageCount: 3, pageHeight: .infinity, startPage: 0, fps: 60, gestures: [])
        }
        #expect(throws: GestureFileError.self) {
            try GestureScript(pageCount: 3, pageHeight: 844, startPage: 0, fps: 60,
                              gestures: [Gesture(start: 0, samples: [GestureSample(time: 0, translation: 0)],
                                                 velocity: .infinity)])
        }
    }
}
