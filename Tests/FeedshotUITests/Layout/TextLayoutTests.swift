import Geometry
import Testing
import Typography
@testable import FeedshotUI

/// Text inside layouts, measured with the bundled Inter fonts.
@Suite struct TextInLayoutTests {
    let fonts: FontCollection

    init() throws {
        fonts = try FontCollection.bundled()
    }

    /// The ideal single-line size of `string`, rounded up to 1/3 point as the engine does.
    func idealSize(_ string: String, font: Font = .body) -> Size {
        let size = TextLayout(string, font: font, collection: fonts).size
        return Size(width: (size.width * 3 - 1e-9).rounded(.up) / 3, height: (size.height * 3 - 1e-9).rounded(.up) / 3)
    }

    @Test func textBackgroundHugsTheText() {
        let tree = layout(Text("Hello").id("text").background(Color.red.id("bg")))
        #expect(frame("bg", in: tree) == frame("text", in: tree))
        #expect(frame("text", in: tree)?.size == idealSize("Hello"))
    }

    @Test func paddingBeforeBackgroundIsIncludedAndAfterIsNot() {
        let text = idealSize("Hello")
        let padded = layout(Text("Hello").padding().background(Color.red.id("bg")))
        #expect(frame("bg", in: padded)?.size == Size(width: text.width + 32, height: text.height + 32))
        let outside = layout(Text("Hello").background(Color.red.id("bg")).padding().id("padding"))
        #expect(frame("bg", in: outside)?.size == text)
        #expect(frame("padding", in: outside)?.size == Size(width: text.width + 32, height: text.height + 32))
    }

    @Test func textWrapsToTheOfferedWidthAndHugsItsLines() {
        let string = "The quick brown fox jumps over the lazy dog"
        let tree = layout(Text(string).id("text").frame(width: 150).id("frame"))
        let textFrame = frame("text", in: tree)!
        #expect(textFrame.width <= 150)
        #expect(textFrame.height > idealSize(string).height * 2)
        #expect(frame("frame", in: tree)?.width == 150)
    }

    @Test func textTruncatesToTheLinesThatFitTheOfferedHeight() {
        let string = "The quick brown fox jumps over the lazy dog, again and again and again"
        let line = idealSize("Xg").height
        let tree = layout(Text(string).id("text").frame(width: 150, height: line * 2 + 1))
        #expect(abs(frame("text", in: tree)!.height - line * 2) < 0.34)
    }

    @Test func lineLimitCapsTheLines() {
        let string = "The quick brown fox jumps over the lazy dog, again and again and again"
        let tree = layout(Text(string).lineLimit(1).id("text").frame(width: 150))
        #expect(frame("text", in: tree)?.height == idealSize("Xg").height)
    }

    @Test func minimumScaleFactorShrinksTextThatWouldBeCutUntilItFits() {
        let string = "Mission Control"
        let full = idealSize(string)
        // Two thirds of the width: the text fits at about 0.67 of its size, above the 0.5 floor.
        let width = (full.width * 2 / 3).rounded(.down)
        let shrunk = frame("text", in: layout(Text(string).lineLimit(1).minimumScaleFactor(0.5).id("text")
            .frame(width: width)))!
        #expect(shrunk.width <= width && shrunk.width > width * 0.9)
        #expect(shrunk.height < full.height * 0.75 && shrunk.height > full.height * 0.55)
        // A floor above what fitting needs: set at the floor, and cut.
        let floored = frame("text", in: layout(Text(string).lineLimit(1).minimumScaleFactor(0.9).id("text")
            .frame(width: width)))!
        #expect(abs(floored.height - full.height * 0.9) < 1)
        // Text that fits is never shrunk.
        let fitting = frame("text", in: layout(Text(string).lineLimit(1).minimumScaleFactor(0.5).id("text")))
        #expect(fitting?.size == full)
    }

    @Test func lastTextBaselineAlignsTextsOfDifferentFonts() {
        let tree = layout(HStack(alignment: .lastTextBaseline) {
            Text("Apollo").font(.largeTitle).id("big")
            Text("1969").font(.caption).id("small")
        })
        let big = frame("big", in: tree)!, small = frame("small", in: tree)!
        let bigBaseline = TextLayout("Apollo", font: .largeTitle, collection: fonts).lastBaseline
        let smallBaseline = TextLayout("1969", font: .caption, collection: fonts).lastBaseline
        #expect(abs((big.minY + bigBaseline) - (small.minY + smallBaseline)) < 1e-9)
        #expect(small.minY > big.minY)
    }

    @Test func firstTextBaselineOfAVStackIsItsFirstText() {
        let tree = layout(HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading) {
                Text("Title").font(.title).id("title")
                Text("Subtitle").font(.caption)
            }
            Text("Side").font(.footnote).id("side")
        })
        let title = frame("title", in: tree)!, side = frame("side", in: tree)!
        let titleBaseline = TextLayout("Title", font: .title, collection: fonts).firstBaseline
        let sideBaseline = TextLayout("Side", font: .footnote, collection: fonts).firstBaseline
        #expect(abs((title.minY + titleBaseline) - (side.minY + sideBaseline)) < 1e-9)
    }

    @Test func textWithPriorityBesideAnImageTakesTheSpaceItNeedsFirst() {
        let title = "Mission highlights"
        let image = Image(bitmap: Bitmap(width: 300, height: 200)).resizable().scaledToFit()
        let prioritized = layout(HStack {
            image.id("image")
            Text(title).layoutPriority(1).id("text")
        }.frame(width: 200))
        #expect(frame("text", in: prioritized)?.size == idealSize(title))
        #expect(frame("image", in: prioritized)!.width == 200 - 8 - idealSize(title).width)
        let equal = layout(HStack {
            image
            Text(title).id("text")
        }.frame(width: 200))
        // Without the priority the text is offered only half and wraps.
        #expect(frame("text", in: equal)!.height > idealSize(title).height)
    }

    @Test func boldAndFontComeFromTheEnvironmentUnlessSetOnTheText() {
        let tree = layout(VStack {
            Text("Crew").id("inherited")
            Text("Crew").font(.caption).id("own")
        }.font(.title).bold())
        #expect(tree.first(id: "inherited")?[property: "font"] == Font.title.bold().description)
        #expect(tree.first(id: "own")?[property: "font"] == Font.caption.bold().description)
    }
}

@Suite struct ImageLayoutTests {
    let wide = Image(bitmap: Bitmap(width: 1000, height: 500))

    @Test func plainImageKeepsItsSizeCentredAndOverflowing() {
        let tree = layout(wide.id("image").frame(width: 300, height: 300).id("frame"), width: 300, height: 300)
        #expect(frame("frame", in: tree) == rect(0, 0, 300, 300))
        #expect(frame("image", in: tree) == rect(-350, -100, 1000, 500))
    }

    @Test func resizableImageIsSquashed() {
        let tree = layout(wide.resizable().id("image").frame(width: 300, height: 300), width: 300, height: 300)
        #expect(frame("image", in: tree) == rect(0, 0, 300, 300))
    }

    @Test func scaledToFitLetterboxes() {
        let tree = layout(wide.resizable().scaledToFit().id("image").frame(width: 300, height: 300),
                          width: 300, height: 300)
        #expect(frame("image", in: tree) == rect(0, 75, 300, 150))
    }

    @Test func scaledToFillCoversCentred() {
        let tree = layout(wide.resizable().scaledToFill().id("image").frame(width: 300, height: 300).clipped(),
                          width: 300, height: 300)
        #expect(frame("image", in: tree) == rect(-150, 0, 600, 300))
        #expect(tree.first(kind: "clipShape")?.frame == rect(0, 0, 300, 300))
    }

    @Test func imageScaleDividesItsPixels() {
        let tree = layout(Image(bitmap: Bitmap(width: 300, height: 300), scale: 3).id("image"))
        #expect(frame("image", in: tree)?.size == Size(width: 100, height: 100))
    }

    @Test func missingNamedImageHasNoSizeLikeSwiftUI() {
        let tree = layout(Image("no-such-asset").id("image"))
        #expect(frame("image", in: tree)?.size == .zero)
    }
}

/// The full-screen case: a ZStack aligned at the bottom with a full-screen image and a
/// title. However the image is written (as a raw `scaledToFill` image, which in SwiftUI makes
/// the ZStack wider than the screen, or as the idiomatic overlay on a clear view) and whether it
/// loads or not, the title's centre is the screen's centre.
@Suite struct FullScreenTitleTests {
    static let cases: [(raw: Bool, loads: Bool)] = [(true, true), (true, false), (false, true), (false, false)]

    @Test(arguments: cases)
    func titleStaysCentred(raw: Bool, loads: Bool) {
        let image = loads ? Image(bitmap: Bitmap(width: 1000, height: 500)) : Image("missing-photo")
        let photo: AnyView = raw
            ? AnyView(image.resizable().scaledToFill().ignoresSafeArea())
            : AnyView(Color.clear.overlay { image.resizable().scaledToFill() }.clipped().ignoresSafeArea())
        let tree = Renderer().layout(ZStack(alignment: .bottom) {
            photo
            Text("Apollo 11").font(.largeTitle).frame(maxWidth: .infinity).padding(.bottom, 100).id("title")
        }, on: .iPhone14)
        let title = tree.first(id: "title")!.frame
        #expect(title.midX == 195)
        #expect(title.maxY == 47 + 763)
        if !raw {
            #expect(tree.first(kind: "Image")?.frame.midX == 195)
        }
    }
}

@Suite struct TextEnvironmentTests {
    let string = "One two three four five six seven eight nine ten eleven twelve"

    @Test func lineSpacingAddsSpaceBetweenLines() throws {
        let tight = layout(Text(string).id("t").frame(width: 120))
        let loose = layout(Text(string).lineSpacing(10).id("t").frame(width: 120))
        let lines = TextLayout(string, font: .body, collection: try FontCollection.bundled(), maxWidth: 120).lines.count
        #expect(lines > 2)
        #expect(abs(frame("t", in: loose)!.height - frame("t", in: tight)!.height - 10 * Double(lines - 1)) < 0.34)
    }

    /// The first ink column of each line: centred lines start further right than leading ones.
    @Test func multilineTextAlignmentReachesTheText() {
        func firstInk(_ alignment: TextAlignment) -> Int {
            let bitmap = Renderer(scale: 1).render(Text("Wide first line\nshort").multilineTextAlignment(alignment),
                                                   fitting: .unspecified)
            let lastLine = bitmap.height - 4
            for x in 0..<bitmap.width {
                for y in bitmap.height / 2..<lastLine where bitmap[x, y].alpha > 100 { return x }
            }
            return -1
        }
        #expect(firstInk(.center) > firstInk(.leading) + 10)
        #expect(firstInk(.trailing) > firstInk(.center) + 10)
    }
}
