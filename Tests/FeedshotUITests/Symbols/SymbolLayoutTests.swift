import Foundation
import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// Sizes and baselines of system symbols, the table, and unknown names.
@Suite struct SymbolLayoutTests {
    /// `value` rounded up to a third of a point, as the engine rounds leaves at 3x.
    func thirds(_ value: Double) -> Double { (value * 3 - 1e-9).rounded(.up) / 3 }

    @Test func tableMapsAtLeast150NamesAndEveryGlyphExists() throws {
        let names = SystemSymbolTable.names
        #expect(names.count >= 150)
        let font = try SymbolFont.shared.get()
        for name in names {
            let codePoint = try #require(SystemSymbolTable.codePoint(for: name))
            let scalar = try #require(Unicode.Scalar(codePoint))
            #expect(font.face.glyph(for: scalar) != nil, "no glyph for \(name)")
        }
        for name in ["photo", "calendar", "list.dash", "square.grid.2x2", "chevron.left", "star.fill", "heart",
                     "person.crop.circle", "gear", "plus", "xmark", "magnifyingglass"] {
            #expect(SystemSymbolTable.codePoint(for: name) != nil, "\(name) is not mapped")
        }
        // Outline and filled forms differ where SF Symbols pairs them.
        #expect(SystemSymbolTable.codePoint(for: "heart") != SystemSymbolTable.codePoint(for: "heart.fill"))
        #expect(SystemSymbolTable.codePoint(for: "star") != SystemSymbolTable.codePoint(for: "star.fill"))
    }

    @Test func digitsInASquareOrCircleAreMappedForEveryDigit() throws {
        // Apps write `Image(systemName: "\(n).circle")`; each digit has its own glyph, outline and
        // filled, and the circled forms share the boxed ones (the icon set has no circled digits).
        var glyphs = Set<UInt32>()
        for digit in 0...9 {
            let outline = try #require(SystemSymbolTable.codePoint(for: "\(digit).square"))
            let filled = try #require(SystemSymbolTable.codePoint(for: "\(digit).square.fill"))
            #expect(outline != filled)
            #expect(SystemSymbolTable.codePoint(for: "\(digit).circle") == outline)
            #expect(SystemSymbolTable.codePoint(for: "\(digit).circle.fill") == filled)
            glyphs.formUnion([outline, filled])
        }
        #expect(glyphs.count == 20)
        #expect(SystemSymbolTable.codePoint(for: "10.circle") == nil)
    }

    @Test func symbolHeightFollowsTheFontAndImageScale() {
        for (font, size) in [(Font.body, 17.0), (.caption, 12), (.largeTitle, 34)] {
            for scale in Image.Scale.allCases {
                let tree = layout(Image(systemName: "heart").imageScale(scale).font(font).id("s"))
                let factor = scale == .small ? 0.8 : scale == .large ? 1.25 : 1
                #expect(frame("s", in: tree)?.height == thirds(size * 1.15 * factor), "\(font) \(scale)")
            }
        }
        // A medium symbol beside body text: 19.55 points rounded up to 19⅔.
        let body = layout(Image(systemName: "person.crop.circle").id("s"))
        #expect(frame("s", in: body)?.height == 59.0 / 3)
        let width = frame("s", in: body)?.width ?? 0
        #expect(width > 15 && width <= 20)
    }

    @Test func wideSymbolsAreWiderThanNarrowOnes() {
        let tree = layout(HStack {
            Image(systemName: "chevron.left").id("narrow")
            Image(systemName: "ellipsis").id("wide")
        })
        let narrow = frame("narrow", in: tree)?.width ?? 0
        let wide = frame("wide", in: tree)?.width ?? 0
        #expect(narrow > 0 && narrow < wide)
    }

    @Test func symbolCentresOnTheCapHeightOfTextOnTheSameBaseline() throws {
        let fonts = try FontCollection.bundled()
        let face = fonts.face(for: .title)
        let capHeight = Double(face.capHeight) / Double(face.unitsPerEm) * Font.title.size
        let text = TextLayout("Title", font: .title, collection: fonts)
        let tree = layout(HStack(alignment: .firstTextBaseline) {
            Text("Title").id("t")
            Image(systemName: "star").id("s")
        }.font(.title))
        let textFrame = try #require(frame("t", in: tree))
        let symbol = try #require(frame("s", in: tree))
        let baseline = textFrame.minY + text.firstBaseline
        #expect(abs(symbol.midY - (baseline - capHeight / 2)) < 1e-6)
        // Inter's capitals are 0.727 em: the symbol's middle is ~10.2 points above the baseline.
        #expect(abs(capHeight / 2 - 10.18) < 0.05)
    }

    @Test func labelPutsTheIconBeforeTheTitleOnItsBaseline() throws {
        let tree = layout(Label("Launch", systemImage: "calendar").id("label"))
        let dump = tree.description
        #expect(dump.contains("HStack"))
        let label = try #require(frame("label", in: tree))
        let icon = try #require(tree.first(kind: "Image")?.frame)
        let title = try #require(tree.first(kind: "Text")?.frame)
        #expect(icon.minX == label.minX && icon.maxX < title.minX)
        #expect(layout(Label("Launch", systemImage: "calendar").labelStyle(.titleOnly)).first(kind: "Image") == nil)
        #expect(layout(Label("Launch", systemImage: "calendar").labelStyle(.iconOnly)).first(kind: "Text") == nil)
    }

    @Test func unknownSymbolKeepsABoxAndIsReportedOnce() throws {
        let log = SymbolIssueLog()
        let renderer = Renderer(scale: 2, issueHandler: { log.append($0) })
        let view = VStack { Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol") }
        let tree = renderer.layout(view, size: Size(width: 40, height: 60))
        let box = try #require(tree.first(kind: "Image")?.frame)
        // A body-sized box, 19.55 points rounded up to whole 2x pixels.
        #expect(box.width == 20 && box.height == 20)
        let bitmap = renderer.render(Image(systemName: "no.such.symbol"), size: Size(width: 20, height: 20))
        #expect(bitmap[20, 20].alpha > 0)
        #expect(log.all.count == 1)
        guard case .symbolUnavailable(let name, .unknownName)? = log.all.first else {
            Issue.record("expected an unknown-symbol issue, got \(log.all)")
            return
        }
        #expect(name == "no.such.symbol")
        #expect(log.all.first?.description.contains("no.such.symbol") == true)
    }

    @Test func resizableSymbolFillsItsFrameKeepingItsProportions() {
        let tree = layout(Image(systemName: "circle.fill").resizable().frame(width: 60, height: 40).id("f"))
        #expect(frame("f", in: tree)?.size == Size(width: 60, height: 40))
        let bitmap = Renderer(scale: 1).render(Image(systemName: "circle.fill").resizable().frame(width: 60, height: 40)
            .foregroundStyle(.black), size: Size(width: 60, height: 40))
        // A 40-point circle centred in the frame: filled in the middle, empty at the sides.
        #expect(bitmap[30, 20].alpha == 255 && bitmap[3, 20].alpha == 0 && bitmap[56, 20].alpha == 0)
    }

    @Test func symbolsTakeTheForegroundStyle() {
        let bitmap = Renderer(scale: 2).render(Image(systemName: "square.fill").foregroundStyle(.red)
            .frame(width: 30, height: 30), size: Size(width: 30, height: 30))
        let centre = bitmap[30, 30]
        #expect(centre.red > 200 && centre.green < 80 && centre.alpha == 255)
    }
}

private final class SymbolIssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [RenderIssue] = []
    func append(_ issue: RenderIssue) { lock.withLock { issues.append(issue) } }
    var all: [RenderIssue] { lock.withLock { issues } }
}
