import Geometry
import Testing
@testable import Raster

@Suite struct CanvasTests {
    @Test func backgroundAndOpaqueFill() {
        let canvas = Canvas(width: 6, height: 4, background: RGBAColor(red: 0.1, green: 0.1, blue: 0.2))
        #expect(canvas.bitmap[0, 0] == PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255))
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(canvas.bitmap[1, 1] == PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.bitmap[3, 1] == PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255))
    }

    @Test func translucentFillBlendsSourceOver() {
        let canvas = Canvas(width: 2, height: 1, background: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        // 255 · (1 − 128/255) = 127 (alpha 0.5 quantizes to 128).
        #expect(canvas.bitmap[0, 0] == PremultipliedRGBA(red: 127, green: 127, blue: 127, alpha: 255))
        #expect(canvas.bitmap[1, 0] == .white)
    }

    @Test func transformScalesUserSpaceAndSaveRestoreUndoesIt() {
        let canvas = Canvas(width: 12, height: 12)
        canvas.save()
        canvas.concatenate(.scale(3))
        canvas.translateBy(x: 1, y: 1)
        #expect(canvas.currentTransform == Transform(a: 3, b: 0, c: 0, d: 3, tx: 3, ty: 3))
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .black)
        canvas.restore()
        #expect(canvas.currentTransform == .identity)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .black)
        #expect(canvas.bitmap[3, 3].alpha == 255 && canvas.bitmap[5, 5].alpha == 255)
        #expect(canvas.bitmap[6, 6].alpha == 0 && canvas.bitmap[2, 2].alpha == 0)
        #expect(canvas.bitmap[0, 0].alpha == 255 && canvas.bitmap[1, 1].alpha == 0)
    }

    @Test func pixelAlignedRectClipIsCheapAndExact() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.clip(to: Rect(x: 2, y: 3, width: 4, height: 5))
        #expect(canvas.state.clip.mask == nil)
        #expect(canvas.deviceClipBounds == PixelRect(x: 2, y: 3, width: 4, height: 5))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        #expect(alphas(canvas.bitmap).filter { $0 == 255 }.count == 20)
        #expect(canvas.bitmap[1, 3].alpha == 0 && canvas.bitmap[2, 3].alpha == 255)
    }

    @Test func fractionalRectClipIsAntiAliased() {
        let canvas = Canvas(width: 6, height: 3)
        canvas.clip(to: Rect(x: 1.5, y: 0, width: 3, height: 3))
        canvas.fill(with: .black)
        #expect(canvas.bitmap[1, 1].alpha == 128 && canvas.bitmap[2, 1].alpha == 255 && canvas.bitmap[4, 1].alpha == 128)
        #expect(canvas.bitmap[0, 1].alpha == 0 && canvas.bitmap[5, 1].alpha == 0)
    }

    @Test func pathClipsIntersect() {
        // A circle clip intersected with a half-plane rectangle: only the left half of the disk.
        let canvas = Canvas(width: 20, height: 20)
        canvas.clip(to: Path(ellipseIn: Rect(x: 2, y: 2, width: 16, height: 16)))
        canvas.clip(to: Path(Rect(x: 0, y: 0, width: 10.5, height: 20)))
        canvas.fill(with: .black)
        let disk = coverage(of: Path(ellipseIn: Rect(x: 2, y: 2, width: 16, height: 16)), width: 20, height: 20)
        for y in 0..<20 {
            for x in 0..<20 {
                let expected: Int = x < 10 ? Int(disk[y * 20 + x]) : (x == 10 ? (Int(disk[y * 20 + x]) * 128 + 127) / 255 : 0)
                #expect(abs(Int(canvas.bitmap[x, y].alpha) - expected) <= 1, "pixel (\(x), \(y))")
            }
        }
        // Restoring brings back the unclipped state.
        let restored = Canvas(width: 4, height: 4)
        restored.save()
        restored.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 2, height: 2)))
        restored.restore()
        restored.fill(with: .black)
        #expect(alphas(restored.bitmap).allSatisfy { $0 == 255 })
    }

    @Test func clipMaskAppliesToFillsImagesAndMasks() {
        // Everything drawn under a clip is multiplied by the clip's coverage.
        let clip = Path(ellipseIn: Rect(x: 0.5, y: 0.5, width: 9, height: 9))
        let expected = coverage(of: clip, width: 10, height: 10)
        for draw in 0..<3 {
            let canvas = Canvas(width: 10, height: 10)
            canvas.clip(to: clip)
            switch draw {
            case 0: canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .white)
            case 1: canvas.drawImage(Bitmap(width: 3, height: 3, fill: .white), in: Rect(x: 0, y: 0, width: 10, height: 10))
            default: canvas.drawMask(AlphaMask(width: 10, height: 10, value: 255), atDeviceX: 0, y: 0, with: .white)
            }
            #expect(alphas(canvas.bitmap) == expected, "draw \(draw)")
        }
    }

    @Test func drawMaskIgnoresTransformButHonoursClipAndOpacity() {
        let canvas = Canvas(width: 8, height: 8)
        canvas.concatenate(.scale(3))
        canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 8 / 3))
        canvas.setOpacity(0.5)
        var mask = AlphaMask(width: 4, height: 2, value: 255)
        mask[0, 0] = 0
        canvas.drawMask(mask, atDeviceX: 4, y: 1, with: .black)
        #expect(canvas.bitmap[4, 1].alpha == 0)
        #expect(canvas.bitmap[5, 1].alpha == 128)
        #expect(canvas.bitmap[6, 1].alpha == 0)   // clipped: device x ≥ 6
        #expect(canvas.bitmap[5, 3].alpha == 0)   // outside the mask
    }

    @Test func layerOpacityAppliesToTheGroupOnce() {
        // Two overlapping opaque squares in a 50 % layer: the overlap is as light as the rest
        // (with per-shape opacity it would be darker).
        let canvas = Canvas(width: 6, height: 2, background: .white)
        canvas.beginLayer(opacity: 0.5)
        #expect(canvas.opacity == 1)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 2), with: .black)
        canvas.fill(Rect(x: 2, y: 0, width: 4, height: 2), with: .black)
        canvas.endLayer()
        #expect(canvas.bitmap[0, 0] == canvas.bitmap[3, 0])
        #expect(canvas.bitmap[3, 0] == PremultipliedRGBA(red: 127, green: 127, blue: 127, alpha: 255))
        // The same with plain opacity darkens the overlap.
        let plain = Canvas(width: 6, height: 2, background: .white)
        plain.setOpacity(0.5)
        plain.fill(Rect(x: 0, y: 0, width: 4, height: 2), with: .black)
        plain.fill(Rect(x: 2, y: 0, width: 4, height: 2), with: .black)
        #expect(plain.bitmap[3, 0].red < plain.bitmap[0, 0].red)
    }

    @Test func nestedLayersAndClipInsideLayer() {
        let canvas = Canvas(width: 4, height: 4)
        canvas.clip(to: Rect(x: 1, y: 1, width: 2, height: 2))
        canvas.beginLayer(opacity: 1)
        canvas.beginLayer(opacity: 1)
        canvas.fill(with: .black)
        canvas.endLayer()
        canvas.endLayer()
        #expect(canvas.bitmap[1, 1].alpha == 255 && canvas.bitmap[0, 0].alpha == 0 && canvas.bitmap[3, 3].alpha == 0)
    }

    @Test func blendModesClearAndDestinationIn() {
        let canvas = Canvas(width: 4, height: 1, background: .white)
        canvas.blendMode = .clear
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .black)
        canvas.blendMode = .destinationIn
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        canvas.blendMode = .copy
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1), with: .solid(.clear))
        #expect(canvas.bitmap[0, 0] == .transparent)
        #expect(canvas.bitmap[1, 0] == PremultipliedRGBA(red: 128, green: 128, blue: 128, alpha: 128))
        #expect(canvas.bitmap[2, 0] == .transparent)
        #expect(canvas.bitmap[3, 0] == .white)
    }

    @Test func canvasOverExistingBitmap() {
        let canvas = Canvas(bitmap: Bitmap(width: 3, height: 3, fill: .black))
        canvas.fill(Path(Rect(x: 1, y: 1, width: 1, height: 1)), with: .white)
        #expect(canvas.bitmap[1, 1] == .white && canvas.bitmap[0, 0] == .black)
    }
}

/// Bad or degenerate input draws nothing (or what is drawable) and never traps.
@Suite struct CanvasRobustnessTests {
    @Test func nonFiniteAndHugeGeometryIsIgnoredOrClipped() {
        let canvas = Canvas(width: 8, height: 8)
        var broken = Path()
        broken.move(to: Point(x: .nan, y: 1))
        broken.addLine(to: Point(x: 5, y: .infinity))
        broken.addLine(to: Point(x: 2, y: 2))
        broken.closeSubpath()
        canvas.fill(broken, with: .white)
        canvas.stroke(broken, lineWidth: 2, with: .white)
        canvas.clip(to: broken)
        canvas.fill(with: .white)
        #expect(alphas(canvas.bitmap).allSatisfy { $0 == 0 })
        let huge = Canvas(width: 8, height: 8)
        huge.fill(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), with: .white)
        #expect(alphas(huge.bitmap).allSatisfy { $0 == 255 })
        huge.fill(Path(ellipseIn: Rect(x: -1e9, y: 4, width: 2e9, height: 1e9)), with: .black)
        #expect(huge.bitmap[0, 7] == .black && huge.bitmap[0, 0] == .white)
    }

    @Test func emptyCanvasesClipsAndImagesDrawNothing() {
        let empty = Canvas(width: 0, height: 0)
        empty.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .white)
        empty.beginLayer(opacity: 0.5)
        empty.drawMask(AlphaMask(width: 2, height: 2, value: 255), atDeviceX: 0, y: 0, with: .white)
        empty.endLayer()
        #expect(empty.bitmap.pixels.isEmpty)

        let canvas = Canvas(width: 6, height: 6)
        canvas.save()
        canvas.clip(to: Rect(x: 10, y: 10, width: 2, height: 2))     // outside: empty clip
        canvas.fill(with: .white)
        canvas.beginLayer(opacity: 1)
        canvas.fill(with: .white)
        canvas.endLayer()
        canvas.restore()
        canvas.drawImage(Bitmap(width: 0, height: 0), in: Rect(x: 0, y: 0, width: 6, height: 6))
        canvas.drawImage(Bitmap(width: 2, height: 2, fill: .white), in: Rect(x: 0, y: 0, width: 6, height: 6),
                         from: Rect(x: 0, y: 0, width: 0, height: 2))
        canvas.drawImage(Bitmap(width: 2, height: 2, fill: .white), in: Rect(x: 0, y: 0, width: -3, height: 6))
        canvas.drawMask(AlphaMask(width: 4, height: 4, value: 255), atDeviceX: -10, y: 3, with: .white)
        canvas.concatenate(.scale(0))
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 6), with: .white)
        canvas.stroke(Path(Rect(x: 0, y: 0, width: 6, height: 6)), lineWidth: 1, with: .white)
        #expect(alphas(canvas.bitmap).allSatisfy { $0 == 0 })
        // A rectangle with a negative width fills its standardized rectangle (CoreGraphics' rule).
        let negative = Canvas(width: 3, height: 3)
        negative.fill(Rect(x: 2, y: 0, width: -1, height: 3), with: .white)
        #expect(negative.bitmap[1, 1].alpha == 255 && negative.bitmap[0, 1].alpha == 0 && negative.bitmap[2, 1].alpha == 0)
    }

    @Test func masksHangingOffTheCanvasAreCropped() {
        let canvas = Canvas(width: 4, height: 4)
        canvas.drawMask(AlphaMask(width: 4, height: 4, value: 255), atDeviceX: 2, y: -2, with: .white)
        #expect(canvas.bitmap[2, 0].alpha == 255 && canvas.bitmap[3, 1].alpha == 255)
        #expect(canvas.bitmap[1, 0].alpha == 0 && canvas.bitmap[2, 2].alpha == 0)
    }
}

@Suite struct LayerBoundsTests {
    @Test func layerInRectClipsAndCompositesOnlyThatRect() {
        let canvas = Canvas(width: 12, height: 6, background: .white)
        canvas.concatenate(.scale(2))
        canvas.beginLayer(opacity: 0.5, in: Rect(x: 1, y: 0, width: 2, height: 3))
        #expect(canvas.layers.last?.bounds == PixelRect(x: 2, y: 0, width: 4, height: 6))
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 3), with: .black)   // clipped to the layer rect
        canvas.endLayer()
        #expect(canvas.bitmap[1, 1] == .white && canvas.bitmap[6, 1] == .white)
        #expect(canvas.bitmap[2, 1] == PremultipliedRGBA(red: 127, green: 127, blue: 127, alpha: 255))
        #expect(canvas.deviceClipBounds == PixelRect(x: 0, y: 0, width: 12, height: 6))
    }

    @Test func onlyDrawnPixelsOfALayerAreComposited() {
        // A copy-mode draw under the layer would expose a full-layer composite: the transparent
        // untouched part of a source-over layer must leave the canvas bytes as they were.
        let canvas = Canvas(width: 8, height: 8, background: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
        let before = canvas.bitmap
        canvas.beginLayer(opacity: 0.7)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .white)
        #expect(canvas.layers.last?.dirty == PixelRect(x: 1, y: 1, width: 2, height: 2))
        canvas.endLayer()
        for y in 0..<8 {
            for x in 0..<8 where !(1..<3).contains(x) || !(1..<3).contains(y) {
                #expect(canvas.bitmap[x, y] == before[x, y])
            }
        }
        #expect(canvas.bitmap[1, 1] != before[1, 1])
    }
}
