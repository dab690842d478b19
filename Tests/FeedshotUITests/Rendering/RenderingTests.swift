import Testing
@testable import FeedshotUI

/// Pixel checks of drawing rules, at small sizes.
@Suite struct RenderingTests {
    let black = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255)

    @Test func strokeBorderStaysInsideTheShape() {
        let bitmap = Renderer(scale: 1).render(Rectangle().strokeBorder(Color.black, lineWidth: 2)
            .frame(width: 10, height: 10), size: Size(width: 20, height: 20))
        #expect(bitmap[5, 5] == black && bitmap[6, 6] == black)
        #expect(bitmap[7, 7] == .transparent)
        #expect(bitmap[4, 4] == .transparent)
        #expect(bitmap[14, 14] == black && bitmap[15, 15] == .transparent)
    }

    @Test func strokeIsCentredOnTheOutline() {
        let bitmap = Renderer(scale: 1).render(Rectangle().stroke(Color.black, lineWidth: 2)
            .frame(width: 10, height: 10), size: Size(width: 20, height: 20))
        #expect(bitmap[4, 10] == black && bitmap[5, 10] == black)
        #expect(bitmap[3, 10] == .transparent && bitmap[6, 10] == .transparent)
    }

    @Test func opacityCompositesTheViewAsAWhole() {
        let bitmap = Renderer(scale: 1).render(ZStack(alignment: .topLeading) {
            Color.black.frame(width: 10, height: 10)
            Color.black.frame(width: 10, height: 10).offset(x: 5)
        }.opacity(0.5).frame(width: 15, height: 10, alignment: .topLeading), size: Size(width: 15, height: 10))
        // Where the squares overlap, the group is no more opaque than elsewhere.
        #expect(bitmap[2, 5].alpha == 128)
        #expect(bitmap[7, 5] == bitmap[2, 5] && bitmap[12, 5] == bitmap[2, 5])
    }

    @Test func clipShapeCutsRoundedCorners() {
        let bitmap = Renderer(scale: 2).render(Color.black.frame(width: 20, height: 20)
            .clipShape(.rect(cornerRadius: 6)), size: Size(width: 20, height: 20))
        #expect(bitmap[0, 0] == .transparent && bitmap[39, 39] == .transparent)
        #expect(bitmap[20, 20] == black && bitmap[0, 20] == black)
    }

    @Test func dividerIsOneDevicePixel() {
        let bitmap = Renderer(scale: 3).render(VStack(spacing: 0) {
            Color.white.frame(height: 2)
            Divider()
            Color.white.frame(height: 2)
        }.frame(width: 4), fitting: .unspecified)
        #expect(bitmap.height == 13)
        #expect(bitmap[5, 6].alpha > 0 && bitmap[5, 6] != PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(bitmap[5, 5].red == 255 && bitmap[5, 7].red == 255)
    }

    @Test func styleBackgroundFillsTheWholeScreenOfADevice() {
        let bitmap = Renderer(scale: 1).render(Color.clear.background(Color.blue), on: .iPhone14)
        let blue = Color.blue.resolve(in: .light).premultiplied
        #expect(bitmap[0, 0] == blue && bitmap[389, 843] == blue)
    }

    @Test func scrollViewDrawsContentAtItsOffsetAndClipsIt() {
        let content = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            Color.green.frame(height: 100)
            Color.blue.frame(height: 100)
        }
        let red = Color.red.resolve(in: .light).premultiplied, green = Color.green.resolve(in: .light).premultiplied
        let view = VStack(spacing: 0) {
            ScrollView { content }.frame(height: 100).scrollContentOffset(Point(x: 0, y: 150))
            Color.white.frame(height: 50)
        }
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 10, height: 150))
        #expect(bitmap[5, 10] == green)
        #expect(bitmap[5, 60] != red)
        #expect(bitmap[5, 120] == PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func textUsesTheForegroundStyle() {
        let bitmap = Renderer(scale: 2).render(Text("W").font(.system(size: 30, weight: .black))
            .foregroundStyle(Color.red), fitting: .unspecified)
        let red = Color.red.resolve(in: .light).premultiplied
        var found = false
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] == red { found = true } }
        #expect(found)
    }

    @Test func framesAreRoundedToDevicePixelsOnlyWhenDrawn() {
        // A 10.2-point square placed at x = 0.4 covers device pixels 1…31 at 3x (0.4 × 3 = 1.2 → 1,
        // 10.6 × 3 = 31.8 → 32): edges snap, so there is no partially covered column.
        let bitmap = Renderer(scale: 3).render(Color.black.frame(width: 10.2, height: 3).padding(.leading, 0.4)
            .frame(width: 20, height: 3, alignment: .leading), size: Size(width: 20, height: 3))
        #expect(bitmap[0, 4] == .transparent && bitmap[1, 4] == black && bitmap[31, 4] == black)
        #expect(bitmap[32, 4] == .transparent)
        let tree = Renderer(scale: 3).layout(Color.black.frame(width: 10.2, height: 3).padding(.leading, 0.4)
            .frame(width: 20, height: 3, alignment: .leading), size: Size(width: 20, height: 3))
        let color = tree.first(kind: "Color")!.frame
        #expect(color.width == 10.2, "\(color.minX) \(color.minY) \(color.width) \(color.height)")
        #expect(abs(color.minX - 0.4) < 1e-12 && color.minY == 0)
    }
}

@Suite struct PositionAndZIndexTests {
    @Test func positionCentresTheViewAndTakesTheSpace() {
        let tree = layout(Color.red.frame(width: 20, height: 10).id("dot").position(x: 30, y: 40).id("position"),
                          width: 100, height: 80)
        #expect(frame("position", in: tree) == rect(0, 0, 100, 80))
        #expect(frame("dot", in: tree) == rect(20, 35, 20, 10))
    }

    @Test func zIndexDrawsHigherValuesOnTop() {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 10, height: 10)
        }
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 10, height: 10))
        #expect(bitmap[5, 5] == Color.red.resolve(in: .light).premultiplied)
        let plain = Renderer(scale: 1).render(ZStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }, size: Size(width: 10, height: 10))
        #expect(plain[5, 5] == Color.blue.resolve(in: .light).premultiplied)
    }
}

@Suite struct TransformEffectTests {
    let black = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255)

    @Test func scaleEffectDrawsBiggerWithoutChangingLayout() {
        let view = Color.black.frame(width: 10, height: 10).scaleEffect(2).id("scaled")
        let tree = Renderer(scale: 1).layout(view, size: Size(width: 40, height: 40))
        #expect(frame("scaled", in: tree) == rect(15, 15, 10, 10))
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 40, height: 40))
        #expect(bitmap[11, 11] == black && bitmap[28, 28] == black)
        #expect(bitmap[9, 9] == .transparent && bitmap[30, 30] == .transparent)
    }

    @Test func rotationEffectTurnsAboutTheCentre() {
        let view = Color.black.frame(width: 30, height: 4).rotationEffect(.degrees(90))
        let bitmap = Renderer(scale: 1).render(view, size: Size(width: 40, height: 40))
        // The horizontal bar becomes vertical through the centre.
        #expect(bitmap[20, 8] == black && bitmap[20, 32] == black)
        #expect(bitmap[8, 20] == .transparent && bitmap[32, 20] == .transparent)
    }
}
