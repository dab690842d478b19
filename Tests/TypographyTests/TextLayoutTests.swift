import FeedshotTestSupport
import Testing
@testable import Typography

@Suite struct TextLayoutTests {
    private func width(_ text: String, _ font: Font = .body) throws -> Double {
        TextLayout(text, font: font, collection: try Fixtures.collection()).size.width
    }

    // MARK: Wrapping

    @Test(arguments: 0..<12)
    func wrappedLinesNeverExceedTheWidthAndWordsStayWhole(seed: Int) throws {
        let collection = try Fixtures.collection()
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let text = Fixtures.sentence(words: 40, using: &generator)
        let maxWidth = 40 + Double(generator.next() % 300)
        let font = [Font.body, .caption, .title.bold(), .footnote.italic()][seed % 4]
        let layout = TextLayout(text, font: font, collection: collection, maxWidth: maxWidth)
        #expect(layout.size.width <= maxWidth + 1e-9 || layout.lineStrings.contains { $0.count == 1 })
        // Lines show every character but the spaces (and zero-width spaces) they end with.
        let invisible: Set<Character> = [" ", "\u{200B}"]
        #expect(layout.lineStrings.joined().filter { !invisible.contains($0) } == text.filter { !invisible.contains($0) })
        for (index, line) in layout.lines.enumerated() {
            let shown = layout.lineStrings[index]
            // A line that is too wide is only allowed when it holds a single grapheme.
            #expect(line.width <= maxWidth + 1e-9 || shown.count == 1, "line \(shown) is \(line.width) > \(maxWidth)")
            guard index + 1 < layout.lines.count else { continue }
            // A break inside a word (no space, dash or zero-width space at it) is only allowed when
            // the word alone is wider than the line.
            let next = layout.lineStrings[index + 1]
            guard let last = shown.last, let first = next.first, !shown.hasSuffix(" "),
                  !invisible.contains(text[line.range.upperBound]), !"-–—\u{200B}".contains(last), first != "—" else { continue }
            let word = String(shown.split(separator: " ").last ?? "") + String(next.split(separator: " ").first ?? "")
            #expect(try width(word, font) > maxWidth, "split \(word) although it fits in \(maxWidth)")
        }
    }

    @Test func longWordIsSplitAtGraphemesOnlyWhenWiderThanTheLine() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("a supercalifragilisticexpialidocious word", font: .body, collection: collection,
                                maxWidth: 100)
        #expect(layout.lineStrings.first == "a")
        #expect(layout.lineStrings.count >= 3)
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
        #expect(layout.lineStrings.dropFirst().dropLast().joined() == "supercalifragilisticexpialidocious")
        #expect(layout.lineStrings.last == "word")
        let accents = TextLayout("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", font: .body, collection: collection,
                                 maxWidth: 12)
        // Never between a letter and its combining accent.
        #expect(accents.lineStrings.allSatisfy { !$0.unicodeScalars.first!.properties.isGraphemeExtend })
    }

    @Test func narrowWidthStillMakesProgress() throws {
        let layout = TextLayout("WWW", font: .largeTitle, collection: try Fixtures.collection(), maxWidth: 1)
        #expect(layout.lineStrings == ["W", "W", "W"])
    }

    @Test func idealWidthFitsWithoutWrapping() throws {
        let collection = try Fixtures.collection()
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<10 {
            let text = Fixtures.sentence(words: 6, using: &generator)
            let ideal = TextLayout(text, font: .headline, collection: collection)
            #expect(ideal.lines.count == 1)
            let proposed = TextLayout(text, font: .headline, collection: collection, maxWidth: ideal.size.width)
            #expect(proposed.lines.count == 1, "\(text) wraps at its own ideal width")
            #expect(proposed.size == ideal.size)
            let narrower = TextLayout(text, font: .headline, collection: collection, maxWidth: ideal.size.width - 0.01)
            #expect(narrower.lines.count == 2)
        }
    }

    @Test func sizeIsTheWidestLineNotTheProposal() throws {
        let layout = TextLayout("Short\nA longer second line", font: .body, collection: try Fixtures.collection(),
                                maxWidth: 300)
        #expect(layout.size.width == layout.lines[1].width)
        #expect(layout.size.width < 300)
    }

    @Test func trailingSpacesDoNotCountTowardWidth() throws {
        #expect(try width("Apollo   ") == width("Apollo"))
        #expect(try width("  Apollo") > width("Apollo"))
        let layout = TextLayout("Apollo Eleven", font: .body, collection: try Fixtures.collection(),
                                maxWidth: try width("Apollo Elev"))
        #expect(layout.lineStrings == ["Apollo", "Eleven"])
        #expect(layout.lines[0].width == (try width("Apollo")))
    }

    @Test func kerningAgainstTheHangingSpaceDoesNotCountInTheLineWidth() throws {
        // Inter kerns "," before a space; the space hangs at the line end, so the line is as wide
        // as "Houston," set on its own.
        let collection = try Fixtures.collection()
        let font = Font.title.bold()
        let layout = TextLayout("Houston, we", font: font, collection: collection, maxWidth: try width("Houston, w", font))
        #expect(layout.lineStrings == ["Houston,", "we"])
        #expect(layout.lines[0].width == (try width("Houston,", font)))
    }

    // MARK: Paragraphs

    @Test(arguments: [
        ("a\nb", ["a", "b"]), ("a\n\nb", ["a", "", "b"]), ("a\r\nb", ["a", "b"]), ("a\n", ["a"]),
        ("\n", [""]), ("", []), ("a\u{2028}b", ["a", "b"]),
    ])
    func newlinesBreakParagraphs(text: String, expected: [String]) throws {
        let layout = TextLayout(text, font: .body, collection: try Fixtures.collection())
        #expect(layout.lineStrings == expected)
        #expect(abs(layout.size.height - Double(expected.count) * layout.lineHeight) < 1e-9)
    }

    @Test func emptyTextHasZeroSize() throws {
        #expect(TextLayout("", font: .body, collection: try Fixtures.collection()).size == .zero)
    }

    // MARK: Line limit and ellipsis

    @Test func lineLimitOneOnALongTitleEndsInAnEllipsis() throws {
        let collection = try Fixtures.collection()
        let title = "Apollo 13: Houston, we've had a problem — the mission that came home"
        let layout = TextLayout(title, font: .title.bold(), collection: collection, maxWidth: 300, lineLimit: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.isTruncated)
        #expect(layout.lines[0].width <= 300)
        let last = try #require(layout.lines[0].glyphs.last)
        let ellipsis = try #require(collection.face(for: .title.bold()).glyph(for: "…"))
        #expect(last.id == ellipsis)
        // The line holds as much text as fits: one more grapheme plus the ellipsis would not.
        // The line holds as much text as fits: one more grapheme plus the ellipsis would not. (The
        // ellipsis is shaped on its own, like CoreText's truncation token: no kerning with the text.)
        let shown = layout.lineStrings[0]
        let ellipsisWidth = try width("…", .title.bold())
        var extra = 1
        while title.dropFirst(shown.count + extra - 1).first == " " { extra += 1 }
        let longer = String(title.prefix(shown.count + extra))
        #expect(longer.last != " ")
        #expect(try width(longer.trimmingSpaces, .title.bold()) + ellipsisWidth > 300)
        #expect(abs(layout.lines[0].width - (try width(shown, .title.bold()) + ellipsisWidth)) < 1e-9)
    }

    @Test(arguments: [1, 2, 3])
    func ellipsisLineFitsInsideTheWidth(limit: Int) throws {
        let collection = try Fixtures.collection()
        var generator = SeededGenerator(seed: UInt64(limit))
        for _ in 0..<8 {
            let text = Fixtures.sentence(words: 50, using: &generator)
            let maxWidth = 60 + Double(generator.next() % 200)
            let layout = TextLayout(text, font: .body, collection: collection, maxWidth: maxWidth, lineLimit: limit)
            #expect(layout.lines.count == limit)
            #expect(layout.isTruncated)
            #expect(layout.lines.allSatisfy { $0.width <= maxWidth + 1e-9 })
            #expect(layout.lines.dropLast().allSatisfy { !$0.isTruncated })
        }
    }

    @Test func ellipsisShowsWhenTheLastVisibleLineIsShortButTextFollows() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("Short\nSecond paragraph", font: .body, collection: collection, maxWidth: 200,
                                lineLimit: 1)
        #expect(layout.lineStrings == ["Short"])
        #expect(layout.isTruncated)
        #expect(abs(layout.size.width - (try width("Short") + width("…"))) < 1e-9)
        let unlimited = TextLayout("Short", font: .body, collection: collection, maxWidth: 200, lineLimit: 1)
        #expect(!unlimited.isTruncated)
        let exact = TextLayout("One\nTwo", font: .body, collection: collection, lineLimit: 2)
        #expect(!exact.isTruncated && exact.lines.count == 2)
    }

    @Test func lineLimitWithoutAWidthCutsAtParagraphs() throws {
        let layout = TextLayout("Commander\nPilot\nEngineer", font: .body, collection: try Fixtures.collection(),
                                lineLimit: 2)
        #expect(layout.lineStrings == ["Commander", "Pilot"])
        #expect(layout.isTruncated && !layout.lines[0].isTruncated)
        #expect(abs(layout.lines[1].width - (try width("Pilot") + width("…"))) < 1e-9)
    }

    @Test func tabsAreSpacesAndControlsAreNotReported() throws {
        let layout = TextLayout("a\tb\u{7}", font: .body, collection: try Fixtures.isolatedCollection())
        #expect(layout.coverage.isComplete)
        #expect(abs(layout.size.width - (try width("a b"))) < 1e-9)
    }

    @Test func lastLineTakesTheRestOfTheParagraphBeforeTruncating() throws {
        // CoreText's tail truncation: the last line is filled with characters, not just words.
        let collection = try Fixtures.collection()
        let maxWidth = try width("Tranquility Base here")
        let layout = TextLayout("Tranquility Base here, the Eagle has landed", font: .body, collection: collection,
                                maxWidth: maxWidth, lineLimit: 1)
        // Wrapping would end the line after "Base" ("here," does not fit); truncation goes on.
        #expect(TextLayout(layout.string, font: .body, collection: collection, maxWidth: maxWidth).lineStrings[0]
                == "Tranquility Base")
        #expect(layout.lineStrings[0].hasPrefix("Tranquility Base h"))
        #expect(layout.lines[0].width <= maxWidth)
    }

    // MARK: Alignment

    @Test(arguments: TextAlignment.allCases)
    func alignmentPlacesLinesWithinTheWidestLine(alignment: TextAlignment) throws {
        let layout = TextLayout("A centred title\nwith a much longer second line\nand a third", font: .title,
                                collection: try Fixtures.collection(), alignment: alignment)
        let width = layout.size.width
        for line in layout.lines {
            switch alignment {
            case .leading: #expect(line.origin.x == 0)
            case .trailing: #expect(abs(line.frame.maxX - width) < 1e-9)
            case .center:
                // Centred within half a device pixel at scale 3.
                #expect(abs(line.frame.midX - width / 2) * 3 < 0.5)
            }
        }
    }

    // MARK: Real feed strings

    @Test(arguments: ["Virgil I. \"Gus\" Grissom", "Charles Conrad, Jr.", "1969–1972 — a decade", "ɔ ə ʃ ʒ θ ð ŋ",
                      "18\u{200B}1\u{2044}2 inches", "Launch 🚀", "Shalom שלום", "Apollo 11 月面着陸"])
    func realFeedStringsLayOutAndDrawEveryCharacter(text: String) throws {
        let layout = TextLayout(text, font: .body, collection: try Fixtures.collection(), maxWidth: 120)
        #expect(layout.size.width > 0)
        #expect(layout.lineStrings.joined().filter { $0 != " " } == text.filter { $0 != " " })
        // Every visible character yields a glyph: fallback or .notdef, never dropped.
        let visible = text.unicodeScalars.filter { ParagraphShaper.needsGlyph($0) && $0 != " " }.count
        let inked = layout.lines.flatMap(\.glyphs).filter { $0.id != 0 || true }.count
        #expect(inked >= visible - text.unicodeScalars.filter { "\u{2044}".unicodeScalars.contains($0) }.count)
    }

    @Test func rightToLeftTextIsNotReversed() throws {
        let collection = try Fixtures.collection()
        let layout = TextLayout("שלום", font: .body, collection: collection)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.count == 4)
        let paragraph = collection.shapedParagraph("שלום", font: .body)
        guard let run = paragraph.runs.first, run.isRightToLeft else { return }
        // The first letter in reading order (shin, cluster 0) is drawn rightmost.
        let shinIndex = try #require(run.glyphs.firstIndex { $0.cluster == 0 })
        #expect(glyphs[shinIndex].x == glyphs.map(\.x).max())
    }
}

private extension String {
    var trimmingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
