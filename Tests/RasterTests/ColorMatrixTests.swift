import Foundation
import Geometry
import Testing
@testable import Raster

/// Colour maps: the W3C matrices, their composition, and their application to premultiplied
/// pixels in a layer.
@Suite struct ColorMatrixTests {
    static func apply(_ matrix: ColorMatrix, to r: Double, _ g: Double, _ b: Double) -> [Double] {
        matrix.rows.map { $0[0] * r + $0[1] * g + $0[2] * b + $0[3] }
    }

    @Test func theNamedMapsLeaveColoursAloneAtTheirNeutralAmounts() {
        for matrix in [ColorMatrix.saturation(1), .grayscale(0), .brightness(0), .contrast(1), .hueRotation(radians: 0)] {
            let out = Self.apply(matrix, to: 0.8, 0.3, 0.1)
            #expect(zip(out, [0.8, 0.3, 0.1]).allSatisfy { abs($0 - $1) < 0.002 })
        }
    }

    @Test func greyKeepsLuminanceAndHueRotationKeepsGreys() {
        let grey = Self.apply(.grayscale(1), to: 1, 0, 0)
        #expect(grey.allSatisfy { abs($0 - 0.2126) < 1e-9 })
        for degrees in stride(from: 0.0, through: 360, by: 45) {
            let out = Self.apply(.hueRotation(radians: degrees * .pi / 180), to: 0.5, 0.5, 0.5)
            #expect(out.allSatisfy { abs($0 - 0.5) < 0.002 })
        }
        // Inverting twice changes nothing.
        let twice = ColorMatrix.inversion.followed(by: .inversion)
        #expect(zip(Self.apply(twice, to: 0.2, 0.4, 0.9), [0.2, 0.4, 0.9]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func followedByAppliesTheFirstMapThenTheSecond() {
        let first = ColorMatrix.brightness(0.1), second = ColorMatrix.contrast(2)
        let composed = Self.apply(first.followed(by: second), to: 0.3, 0.6, 0.2)
        let stepwise = Self.apply(first, to: 0.3, 0.6, 0.2)
        let expected = Self.apply(second, to: stepwise[0], stepwise[1], stepwise[2])
        #expect(zip(composed, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func aLayerIsMappedOnPremultipliedChannelsClampedToAlpha() {
        let canvas = Canvas(width: 2, height: 1)
        canvas.beginLayer(in: Rect(x: 0, y: 0, width: 2, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5)))
        canvas.transformLayerColors(by: .brightness(0.5))
        canvas.endLayer()
        #expect(canvas.bitmap[0, 0] == PremultipliedRGBA(red: 255, green: 128, blue: 128, alpha: 255))
        // Half the alpha added to each channel, green clamped to the alpha.
        let translucent = canvas.bitmap[1, 0]
        #expect(translucent.alpha >= 127 && translucent.alpha <= 128)
        #expect(translucent.green == translucent.alpha)
        #expect(translucent.red == UInt8((Double(translucent.alpha) * 0.5).rounded()))
        #expect(translucent.blue == translucent.red)
    }
}

/// A layer ended as a mask scales the layer beneath it by its alpha, and clears it where the mask
/// drew nothing.
@Suite struct MaskLayerTests {
    @Test func theLayerBeneathKeepsOnlyWhatTheMaskCovers() {
        let canvas = Canvas(width: 4, height: 1)
        canvas.beginLayer()
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: .solid(RGBAColor(red: 0, green: 0, blue: 1)))
        canvas.endMaskLayer()
        canvas.endLayer()
        for x in 0..<2 {
            let pixel = canvas.bitmap[x, 0]
            #expect((127...128).contains(pixel.alpha) && pixel.red == pixel.alpha && pixel.blue == 0)
        }
        #expect(canvas.bitmap[2, 0] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(canvas.bitmap[3, 0] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
