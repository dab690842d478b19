import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// A styled text cut by its line limit truncates by characters, as a plain text does, at the
/// tail, the head or the middle, the kept characters keeping their runs.
@Suite struct StyledTextTruncationTests {
    static let runs = [TextRun(string: "Apollo eleven ", font: .body, style: nil),
                       TextRun(string: "landed on the Moon in July", font: .body.bold(), style: nil),
                       TextRun(string: " nineteen sixty-nine", font: .body.italic(), style: nil)]
    static let whole = runs.map(\.string).joined()

    static func flow(_ mode: TruncationMode, width: Double = 150, runs: [TextRun] = runs) throws -> RichTextLeaf.Flow {
        var environment = EnvironmentValues()
        environment.fontCollection = try FontCollection.bundled()
        environment.lineLimit = 1
        environment.truncationMode = mode
        return try #require(RichTextLeaf(runs: runs).flow(maxWidth: width, environment: environment))
    }

    static func shown(_ flow: RichTextLeaf.Flow) -> String {
        flow.lines.flatMap(\.words).map(\.string).joined()
    }

    @Test func theTailKeepsTheCharactersThatFitBeforeTheEllipsis() throws {
        let flow = try Self.flow(.tail)
        let shown = Self.shown(flow)
        #expect(flow.lines.count == 1)
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        #expect(Self.whole.hasPrefix(kept))
        // By characters: more than the whole words that fit ("Apollo eleven"), inside the next run.
        #expect(kept.count > "Apollo eleven ".count, "\(shown)")
        #expect(flow.lines[0].width <= 150 + 1e-9)
        // The ellipsis is set in the bold run whose characters it follows.
        #expect(flow.lines[0].words.last.map { Self.runs[$0.run].font } == Font.body.bold())
        // One more character would not fit.
        let collection = try FontCollection.bundled()
        let next = Self.whole[Self.whole.index(Self.whole.startIndex, offsetBy: kept.count)]
        let longer = RichTextLeaf(runs: [TextRun(string: "Apollo eleven ", font: .body, style: nil),
                                         TextRun(string: String(kept.dropFirst(14)) + String(next) + "…",
                                                 font: .body.bold(), style: nil)])
        if next != " " {
            #expect(longer.measure("Apollo eleven ", font: .body, collection: collection).width
                + longer.measure(String(kept.dropFirst(14)) + String(next) + "…", font: .body.bold(),
                                 collection: collection).trimmed > 150)
        }
    }

    @Test func theHeadKeepsTheEndOfTheTextAfterTheEllipsis() throws {
        let flow = try Self.flow(.head)
        let shown = Self.shown(flow)
        #expect(shown.hasPrefix("…"))
        #expect(Self.whole.hasSuffix(String(shown.dropFirst())), "\(shown)")
        #expect(shown.count > 5 && flow.lines[0].width <= 150 + 1e-9)
        // The end comes from the italic run, beyond the line the limit kept.
        #expect(flow.lines[0].words.contains { Self.runs[$0.run].font == Font.body.italic() })
    }

    @Test func theMiddleKeepsTheStartAndTheEnd() throws {
        let flow = try Self.flow(.middle)
        let shown = Self.shown(flow)
        let parts = shown.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2, "\(shown)")
        if parts.count == 2 {
            #expect(Self.whole.hasPrefix(parts[0]) && Self.whole.hasSuffix(parts[1]))
            #expect(parts[0].count > 3 && parts[1].count > 3)
        }
        #expect(flow.lines[0].width <= 150 + 1e-9)
    }

    @Test func aHugeUnbreakableWordIsCutToo() throws {
        let word = String(repeating: "m", count: 200_000)
        let runs = [TextRun(string: "Go ", font: .body, style: nil), TextRun(string: word, font: .body.bold(), style: nil)]
        for mode in [TruncationMode.tail, .head, .middle] {
            let flow = try Self.flow(mode, width: 120, runs: runs)
            #expect(flow.lines.count == 1)
            #expect(flow.lines[0].width <= 120 + 1e-9)
            #expect(Self.shown(flow).contains("…"))
        }
    }

    @Test func aTextThatFitsIsNotCut() throws {
        let flow = try Self.flow(.middle, width: 2000)
        #expect(Self.shown(flow) == Self.whole)
    }
}

extension StyledTextTruncationTests {
    @Test func theMiddleEllipsisContinuesTheStartsRun() throws {
        let flow = try Self.flow(.middle, width: 200)
        let words = flow.lines[0].words
        let mark = try #require(words.firstIndex { $0.string.contains("…") })
        // Set in one piece with the characters before it (their run), not on its own.
        #expect(words[mark].string.hasSuffix("…") && words[mark].string.count > 1, "\(words.map(\.string))")
    }

    @Test func withoutAWidthTheKeptLineEndsInAnEllipsis() throws {
        var environment = EnvironmentValues()
        environment.fontCollection = try FontCollection.bundled()
        environment.lineLimit = 1
        environment.truncationMode = .head
        let runs = [TextRun(string: "One line\n", font: .body, style: nil), TextRun(string: "two", font: .body.bold(), style: nil)]
        let flow = try #require(RichTextLeaf(runs: runs).flow(maxWidth: nil, environment: environment))
        #expect(Self.shown(flow) == "One line…")
    }

    @Test func aCutStopsAtTheEndOfItsParagraph() throws {
        let runs = [TextRun(string: "Mission report\n", font: .body.bold(), style: nil),
                    TextRun(string: "Eagle landed in the Sea of Tranquility", font: .body, style: nil)]
        // Too narrow for the title: a tail cut of the title, nothing of the next paragraph.
        let tail = Self.shown(try Self.flow(.tail, width: 80, runs: runs))
        #expect(tail.hasSuffix("…") && "Mission report".hasPrefix(String(tail.dropLast())), "\(tail)")
        // The head and the middle show the end of the title's paragraph, not of the text.
        let head = Self.shown(try Self.flow(.head, width: 80, runs: runs))
        #expect(head.hasPrefix("…") && "Mission report".hasSuffix(String(head.dropFirst())), "\(head)")
        let middle = Self.shown(try Self.flow(.middle, width: 80, runs: runs))
        #expect(middle.hasSuffix("report") || middle.hasSuffix("ort") || middle.hasSuffix("t"), "\(middle)")
        #expect(!middle.contains("Tranquility") && !middle.contains("Eagle"))
        // Wide enough for the title: it shows whole, ending in "…" for the cut that follows.
        #expect(Self.shown(try Self.flow(.tail, width: 300, runs: runs)) == "Mission report…")
    }
}
