import FeedshotTesting
import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// SwiftUI's colour adjustments (`grayscale`, `brightness`, `contrast`, `hueRotation`,
/// `colorInvert`, `saturation`, `colorMultiply`) map each pixel of the view's content, as view
/// modifiers and inside `visualEffect`; translucent pixels stay premultiplied (no channel above
/// its alpha), transparent ones stay transparent.
@Suite struct ColorAdjustmentTests {
    typealias Picture = ImagePaintAndRenderingModeTests
    static let size = Size(width: 4, height: 4)

    static func render<V: View>(_ view: V) -> Bitmap {
        Picture.renderer.render(view, size: size)
    }

    static var image: Image { Image(bitmap: Picture.picture) }

    static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> PremultipliedRGBA {
        PremultipliedRGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    @Test func grayscaleMovesColoursToTheirLuminanceByItsAmount() {
        // Red fully grey: its Rec. 709 luminance (0.2126 of 255) in every channel.
        let grey = Self.render(Self.image.grayscale(1))
        #expect(grey[0, 0] == Self.rgba(54, 54, 54))
        #expect(grey[0, 0] == Self.render(Self.image.saturation(0))[0, 0])
        // Half-way: red keeps half its colour.
        #expect(Self.render(Self.image.grayscale(0.5))[0, 0] == Self.rgba(155, 27, 27))
        #expect(Self.render(Self.image.grayscale(0)) == Self.render(Self.image))
    }

    @Test func brightnessAddsToEveryChannelWithinTheAlpha() {
        #expect(Self.render(Self.image.brightness(1))[0, 0] == Self.rgba(255, 255, 255))
        #expect(Self.render(Self.image.brightness(-1))[0, 0] == Self.rgba(0, 0, 0))
        let lighter = Self.render(Self.image.brightness(0.2))
        #expect(lighter[0, 0] == Self.rgba(255, 51, 51))
        // The half-transparent green: 0.2 of its alpha added, premultiplied.
        #expect(lighter[0, 3] == Self.rgba(26, 128, 26, 128))
        // Transparent stays transparent.
        #expect(lighter[3, 3].alpha == 0 && lighter[3, 3].red == 0)
    }

    @Test func contrastScalesTheDistanceFromMidGrey() {
        #expect(Self.render(Self.image.contrast(0))[0, 0] == Self.rgba(128, 128, 128))
        #expect(Self.render(Self.image.contrast(0.5))[0, 0] == Self.rgba(191, 64, 64))
        #expect(Self.render(Self.image.contrast(1)) == Self.render(Self.image))
    }

    @Test func colorInvertAndHueRotationMapHues() {
        #expect(Self.render(Self.image.colorInvert())[0, 0] == Self.rgba(0, 255, 255))
        // The half-transparent green inverted, premultiplied: magenta at half alpha.
        #expect(Self.render(Self.image.colorInvert())[0, 3] == Self.rgba(128, 0, 128, 128))
        // A turn of 120° takes red most of the way to green (the W3C matrix keeps luminance, so
        // not exactly); a whole turn changes nothing.
        let turned = Self.render(Self.image.hueRotation(.degrees(120)))[0, 0]
        #expect(turned.green > 100 && turned.green > 3 * turned.red && turned.green > 3 * turned.blue)
        #expect(Self.render(Self.image.hueRotation(.degrees(360))) == Self.render(Self.image))
    }

    @Test func visualEffectsDrawTheSameAdjustmentsAsTheModifiers() {
        let pairs: [(Bitmap, Bitmap)] = [
            (Self.render(Self.image.visualEffect { effect, _ in effect.grayscale(0.7) }), Self.render(Self.image.grayscale(0.7))),
            (Self.render(Self.image.visualEffect { effect, _ in effect.brightness(0.3) }), Self.render(Self.image.brightness(0.3))),
            (Self.render(Self.image.visualEffect { effect, _ in effect.contrast(0.5) }), Self.render(Self.image.contrast(0.5))),
            (Self.render(Self.image.visualEffect { effect, _ in effect.hueRotation(.degrees(90)) }),
             Self.render(Self.image.hueRotation(.degrees(90)))),
            (Self.render(Self.image.visualEffect { effect, _ in effect.colorMultiply(.blue) }), Self.render(Self.image.colorMultiply(.blue))),
            (Self.render(Self.image.visualEffect { effect, _ in effect.saturation(0) }), Self.render(Self.image.saturation(0))),
        ]
        for (effect, modifier) in pairs {
            #expect(effect == modifier)
            #expect(effect != Self.render(Self.image))
        }
        // In order, with the others: greyed then made translucent.
        let both = Self.render(Self.image.visualEffect { effect, _ in effect.grayscale(1).opacity(0.5) })
        #expect((127...128).contains(both[0, 0].alpha) && (26...27).contains(both[0, 0].red))
        #expect(both[0, 0].red == both[0, 0].green && both[0, 0].green == both[0, 0].blue)
    }
}
