import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// What right to left mirrors inside a view's frame, in pixels: directional symbols and views
/// marked `flipsForRightToLeftLayoutDirection(true)`; nothing else.
@Suite struct RightToLeftDrawingTests {
    /// The x of the centre of ink (alpha) of `bitmap`, in pixels.
    private func inkCentre(_ bitmap: Bitmap) -> Double {
        var total = 0.0, weighted = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = Double(bitmap[x, y].alpha)
                total += alpha
                weighted += alpha * (Double(x) + 0.5)
            }
        }
        return total > 0 ? weighted / total : 0
    }

    private func render<V: View>(_ view: V, direction: LayoutDirection) -> Bitmap {
        Renderer(scale: 2).render(view.environment(\.layoutDirection, direction), size: Size(width: 40, height: 40))
    }

    @Test(arguments: ["chevron.forward", "chevron.backward", "arrow.forward", "list.bullet", "speaker.wave.2"])
    func directionalSymbolsMirror(name: String) {
        #expect(SystemSymbolTable.mirrorsInRightToLeft(name))
        let symbol = Image(systemName: name).font(.title)
        let ltr = render(symbol, direction: .leftToRight), rtl = render(symbol, direction: .rightToLeft)
        // The ink's centre moves to the other side of the frame's centre line (40 pixels).
        let ltrOffset = inkCentre(ltr) - 40, rtlOffset = inkCentre(rtl) - 40
        #expect(abs(ltrOffset + rtlOffset) < 0.75, "\(name): \(ltrOffset) vs \(rtlOffset)")
        #expect(ltr != rtl)
    }

    @Test(arguments: ["chevron.right", "chevron.left", "arrow.right", "star.fill", "checkmark", "play.fill", "forward.fill"])
    func absoluteAndUniversalSymbolsKeepTheirDirection(name: String) {
        #expect(!SystemSymbolTable.mirrorsInRightToLeft(name))
        let symbol = Image(systemName: name).font(.title)
        #expect(render(symbol, direction: .leftToRight) == render(symbol, direction: .rightToLeft))
    }

    /// A triangle pointing right: shapes are not mirrored, unless asked.
    private struct Pointer: Shape {
        func path(in rect: Rect) -> Path {
            Path { path in
                path.move(to: Point(x: rect.minX, y: rect.minY))
                path.addLine(to: Point(x: rect.maxX, y: rect.midY))
                path.addLine(to: Point(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func shapesAreNotMirroredUnlessTheyFlip() {
        let plain = Pointer().fill(.black).frame(width: 30, height: 30)
        #expect(render(plain, direction: .leftToRight) == render(plain, direction: .rightToLeft))
        #expect(inkCentre(render(plain, direction: .rightToLeft)) < 40)
        let flipping = plain.flipsForRightToLeftLayoutDirection(true)
        #expect(render(flipping, direction: .leftToRight) == render(plain, direction: .leftToRight))
        // Mirrored about the frame's centre line: the ink's centre moves to the right of it.
        let rtl = inkCentre(render(flipping, direction: .rightToLeft))
        #expect(abs((rtl - 40) + (inkCentre(render(plain, direction: .leftToRight)) - 40)) < 0.5)
    }

    @Test func richTextSetsArabicWordsFromTheRight() {
        let text = Text("**مرحبا**") + Text(" بالعالم")
        let tree = layout(text.environment(\.layoutDirection, .rightToLeft).frame(width: 300), width: 300, height: 100)
        let leaf = tree.first(kind: "Text")
        #expect(leaf?[property: "runs"] == "2")
        var environment = EnvironmentValues()
        environment.fontCollection = Renderer(scale: 1).fonts
        environment.layoutDirection = .leftToRight
        let runs = [TextRun(string: "مرحبا ", font: .body.bold(), style: nil),
                    TextRun(string: "بالعالم", font: .body, style: nil)]
        let flow = RichTextLeaf(runs: runs).flow(maxWidth: nil, environment: environment)
        let words = flow?.lines.first?.words ?? []
        // A right-to-left paragraph (its first letter is Arabic) in a left-to-right layout still
        // reads from the right: the first word is the rightmost.
        #expect(words.count == 2)
        if words.count == 2 { #expect(words[0].x > words[1].x) }
    }
}
