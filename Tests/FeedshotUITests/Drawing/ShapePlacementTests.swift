import FeedshotTesting
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// A shape's `path(in:)` is asked in the shape's own space (origin zero, the frame's size) and
/// drawn where its frame is, as SwiftUI does: app shapes that write `rect.width / 2` instead of
/// `rect.midX`, and `Path` views with literal coordinates, draw in their frames, not at the
/// screen's top-left corner.
@Suite struct ShapePlacementTests {
    static let renderer = Renderer(scale: 1)
    static let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let pureRed = Color(red: 1, green: 0, blue: 0)

    /// The top-left quarter of its rectangle, written without `minX`/`minY`.
    struct TopLeftQuarter: InsettableShape {
        var inset = 0.0
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: inset, y: inset, width: rect.width / 2 - inset, height: rect.height / 2 - inset))
        }
        func inset(by amount: CGFloat) -> TopLeftQuarter { TopLeftQuarter(inset: inset + amount) }
    }

    /// `view` 8 × 8 points at (4, 4) of a 16 × 16 canvas.
    static func placed<V: View>(_ view: V) -> Bitmap {
        renderer.render(view.frame(width: 8, height: 8).padding(4), size: Size(width: 16, height: 16))
    }

    @Test func anAppShapeIsAskedAtTheOriginAndDrawnInItsFrame() {
        let bitmap = Self.placed(TopLeftQuarter().fill(Self.pureRed))
        // The quarter is (4, 4)–(8, 8): inside it red, outside (the screen's corner) nothing.
        #expect(bitmap[5, 5] == Self.red && bitmap[7, 7] == Self.red)
        #expect(bitmap[1, 1].alpha == 0 && bitmap[3, 3].alpha == 0 && bitmap[9, 9].alpha == 0)
    }

    @Test func aPathViewDrawsItsCoordinatesInItsFrame() {
        let bitmap = Self.placed(Path { $0.addRect(CGRect(x: 0, y: 0, width: 2, height: 2)) }.fill(Self.pureRed))
        #expect(bitmap[4, 4] == Self.red && bitmap[5, 5] == Self.red)
        #expect(bitmap[0, 0].alpha == 0 && bitmap[1, 1].alpha == 0 && bitmap[6, 6].alpha == 0)
    }

    @Test func strokesClipsAndInsetBordersOfAppShapesAreInTheirFrames() {
        let stroked = Self.placed(TopLeftQuarter().stroke(Self.pureRed, lineWidth: 2))
        #expect(stroked[4, 4] == Self.red && stroked[1, 1].alpha == 0)
        let clipped = Self.placed(Self.pureRed.clipShape(TopLeftQuarter()))
        #expect(clipped[5, 5] == Self.red && clipped[9, 9].alpha == 0 && clipped[1, 1].alpha == 0)
        let border = Self.placed(TopLeftQuarter().strokeBorder(Self.pureRed, lineWidth: 2))
        #expect(border[5, 5] == Self.red && border[2, 2].alpha == 0)
        // Erased, turned by a full turn, or as a view's content shape: still in the frame.
        #expect(Self.placed(AnyShape(TopLeftQuarter()).fill(Self.pureRed)) == Self.placed(TopLeftQuarter().fill(Self.pureRed)))
        let turned = Self.placed(TopLeftQuarter().rotation(.degrees(360)).fill(Self.pureRed))
        #expect(turned[5, 5] == Self.red && turned[1, 1].alpha == 0)
    }

    @Test @MainActor func anAppShapeIsHitInItsFrame() {
        let log = EventLog()
        let screen = VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            TopLeftQuarter().fill(Color.blue).frame(width: 100, height: 100)
                .onTapGesture { log.append("quarter") }
            Spacer()
        }
        let host = ViewHost(screen, on: .iPhone14, renderer: Self.renderer)
        let top = host.layout().frame.minY
        // The screen's own top-left corner is not the shape; its frame's quarter is.
        host.tap(at: Point(x: 10, y: top + 10))
        #expect(log.entries.isEmpty)
        let frameX = (host.layout().frame.width - 100) / 2
        host.tap(at: Point(x: frameX + 20, y: top + 120))
        #expect(log.entries == ["quarter"])
    }

    @Test func builtInShapesDrawAsTheyDid() {
        // The built-ins are asked in place; a rounded rectangle at an offset is the same outline
        // moved (no golden needed: the same pixels shifted by whole points).
        let atOrigin = Self.renderer.render(RoundedRectangle(cornerRadius: 3).fill(Self.pureRed).frame(width: 8, height: 8)
            .padding(.trailing, 8).padding(.bottom, 8), size: Size(width: 16, height: 16))
        let moved = Self.placed(RoundedRectangle(cornerRadius: 3).fill(Self.pureRed))
        for y in 0..<8 { for x in 0..<8 { #expect(atOrigin[x, y] == moved[x + 4, y + 4]) } }
    }
}
