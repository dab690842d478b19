import Foundation
import Testing
@testable import Paging

@Suite struct OffsetsDocumentTests {
    typealias Factory = GestureFactory

    func timeline() throws -> PagingTimeline {
        let flick = Gesture(start: 0.1, samples: Factory.linear(to: -150, duration: 0.1))
        return PagingTimeline(script: try Factory.script([flick], startPage: 0))
    }

    @Test func writesTheIssuesFieldsInOrder() throws {
        let document = OffsetsDocument(timeline: try timeline())
        let text = document.jsonString()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "{")
        #expect(lines[1] == "  \"fps\": 60,")
        #expect(lines[2] == "  \"pageHeight\": 844,")
        #expect(lines[3] == "  \"targetPages\": [1],")
        #expect(lines[4] == "  \"frames\": [")
        #expect(lines[5] == "    {\"index\": 0, \"time\": 0, \"offset\": 0, \"page\": 0, \"phase\": \"rest\"},")
        #expect(lines[6] == "    {\"index\": 1, \"time\": 0.016666666666666666, \"offset\": 0, \"page\": 0, \"phase\": \"rest\"},")
        #expect(text.hasSuffix("\"phase\": \"rest\"}\n  ]\n}\n"))
        #expect(lines.count == document.frames.count + 8)
    }

    @Test func readingBackGivesTheSameBits() throws {
        let document = OffsetsDocument(timeline: try timeline(), fps: 120)
        let decoded = try OffsetsDocument.decode(document.jsonData())
        #expect(decoded == document)
        #expect(decoded.frames.last?.offset == -844 && decoded.frames.last?.phase == .rest)
        #expect(decoded.frames.contains { $0.phase == .settle })
        // And the bytes are stable.
        #expect(OffsetsDocument(timeline: try timeline(), fps: 120).jsonData() == document.jsonData())
    }

    @Test func numbersAreCompactAndValidJSON() throws {
        #expect(OffsetsDocument.number(-0.0) == "0")
        #expect(OffsetsDocument.number(-2532) == "-2532")
        #expect(OffsetsDocument.number(0.1) == "0.1")
        #expect(OffsetsDocument.number(1e-7) == "1e-07")
        let document = OffsetsDocument(fps: 29.97, pageHeight: 932.5, targetPages: [], frames: [
            PagingFrame(index: 0, time: 1e-7, offset: -1e-7, page: 0, phase: .settle),
        ])
        let parsed = try JSONSerialization.jsonObject(with: document.jsonData()) as? [String: Any]
        #expect(parsed?["fps"] as? Double == 29.97)
        #expect(try OffsetsDocument.decode(document.jsonData()) == document)
        let empty = OffsetsDocument(fps: 60, pageHeight: 844, targetPages: [], frames: [])
        #expect(empty.jsonString().hasSuffix("\"frames\": []\n}\n"))
        #expect(try OffsetsDocument.decode(empty.jsonData()) == empty)
    }
}
