import FeedshotTesting
import Foundation
import Testing
@testable import FeedshotUI

/// Concatenation, markdown, bold and italic, and dates, as SwiftUI code writes them.
@Suite struct TextStylingSnapshotTests {
    static let landing = Date(timeIntervalSince1970: -14_182_940)  // 1969-07-20 20:17:40 UTC

    struct TextSheet: View {
        let landing = TextStylingSnapshotTests.landing
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("Plain, **bold**, *italic*, ***both*** and `code`")
                Text("snake_case stays, 2 * 3 * 4 stays, \\*escaped\\*")
                Text("Apollo ") + Text("11").bold() + Text(" launched").italic()
                    + Text(" from Florida").foregroundColor(.secondary)
                (Text("Big ").font(.title.bold()) + Text("small").font(.caption) + Text(" red").foregroundColor(.red))
                Text("Weight").bold() + Text(" and ") + Text("slant").italic().foregroundStyle(.blue)
                Text("Wrapped: the concatenated text ") + Text("wraps as one paragraph").bold()
                    + Text(" across lines at spaces")
                Text("Landed \(Text(landing, style: .date).bold()) at \(Text(landing, style: .time))")
                Text("\(Image(systemName: "star.fill")) Favourites \(Image(systemName: "chevron.right"))")
                    .foregroundStyle(.orange)
                Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" 12 likes").font(.caption)
                HStack {
                    Text(TextStylingSnapshotTests.landing, style: .relative)
                    Text(TextStylingSnapshotTests.landing, style: .timer)
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            .frame(width: 300, alignment: .leading)
            .padding()
            .background(.white)
            .environment(\.renderDate, Date(timeIntervalSince1970: -14_182_940 + 2 * 3600 + 5 * 60 + 7))
        }
    }

    @Test func textStyling() {
        assertSnapshot(of: TextSheet(), size: nil, scale: 2, named: "sheet")
    }

    @Test func markdownPiecesAndVerbatimStrings() {
        let text = Text("Hello **\("world")**, *you*")
        #expect(text.pieces?.map(\.string) == ["Hello ", "world", ", ", "you"])
        #expect(text.pieces?[1].weight == .bold && text.pieces?[3].italic == true)
        let variable = "**not bold**"
        #expect(Text(variable).pieces == nil && Text(variable).string == "**not bold**")
        #expect(Text("no markup here").pieces == nil)
        #expect(Text("snake_case and 2 * 3").pieces == nil)
        #expect(Text("\\*x\\*").string == "*x*")
    }

    @Test func datesAreFormattedInTheEnvironmentsZoneAndClock() {
        var environment = EnvironmentValues()
        environment.renderDate = Self.landing.addingTimeInterval(2 * 3600 + 5 * 60 + 7)
        func string(_ style: Text.DateStyle) -> String {
            DatedText(date: Self.landing, style: style).string(in: environment)
        }
        #expect(string(.date) == "July 20, 1969")
        #expect(string(.time) == "8:17 PM")
        #expect(string(.relative) == "2 hours, 5 minutes")
        #expect(string(.offset) == "-2 hours")
        #expect(string(.timer) == "2:05:07")
        environment.timeZone = TimeZone(identifier: "America/New_York") ?? environment.timeZone
        #expect(string(.time) == "4:17 PM")
    }

    @Test func inlineSymbolsTakeTheirInkWidthAndUnknownOnesAreReported() throws {
        let plain = try #require(layout(Text("ab").id("t")).first(id: "t")?.frame)
        let withSymbol = try #require(layout(Text("a\(Image(systemName: "star"))b").id("t")).first(id: "t")?.frame)
        #expect(withSymbol.width > plain.width + 15 && withSymbol.width < plain.width + 21)
        let log = InlineIssueLog()
        _ = Renderer(scale: 1, issueHandler: { log.append($0) }).render(Text("x\(Image(systemName: "nope.nope"))"))
        #expect(log.all.map(\.imageName) == ["nope.nope"])
    }

    @Test func concatenatedTextWrapsAndAlignsOnItsFirstBaseline() throws {
        let text = Text("one two three four five six seven") + Text(" eight nine ten").bold()
        let wide = layout(text.id("t"))
        let narrow = layout(text.id("t").frame(width: 120))
        let single = try #require(frame("t", in: wide))
        let wrapped = try #require(frame("t", in: narrow))
        #expect(wrapped.width <= 120 && wrapped.height > single.height * 2)
        let row = layout(HStack(alignment: .firstTextBaseline) {
            Text("Plain").id("plain")
            (Text("Rich") + Text("er").bold()).id("rich")
        })
        #expect(frame("plain", in: row)?.minY == frame("rich", in: row)?.minY)
    }
}

private final class InlineIssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [RenderIssue] = []
    func append(_ issue: RenderIssue) { lock.withLock { issues.append(issue) } }
    var all: [RenderIssue] { lock.withLock { issues } }
}
