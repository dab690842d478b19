import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// A borderless (default) button draws its label in the tint colour unless a foreground style
/// is set on it or around it: `Button("Piedra") { }.foregroundColor(.white)` on a blue capsule is
/// white text, as in SwiftUI (it was tinted blue, invisible on its own background).
@Suite struct ButtonForegroundTests {
    static let renderer = Renderer(scale: 2)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// The distinct opaque colours of `view`'s pixels.
    static func opaqueColours<V: View>(_ view: V) -> Set<[UInt8]> {
        let bitmap = renderer.render(view.padding(4))
        var colours = Set<[UInt8]>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].alpha == 255 {
                let pixel = bitmap[x, y]
                colours.insert([pixel.red, pixel.green, pixel.blue])
            }
        }
        return colours
    }

    static var tint: [UInt8] {
        let resolved = Color.blue.resolve(in: ColorScheme.light)
        return [resolved.red, resolved.green, resolved.blue].map { UInt8(($0 * 255).rounded()) }
    }

    @Test func aForegroundColourOnTheButtonOrAroundItColoursTheLabel() {
        let onButton = Self.opaqueColours(Button("Go") {}.font(.title).foregroundColor(Self.green))
        #expect(onButton.contains([0, 255, 0]))
        #expect(!onButton.contains(Self.tint))
        let around = Self.opaqueColours(VStack { Button("Go") {}.font(.title) }.foregroundStyle(Self.green))
        #expect(around.contains([0, 255, 0]) && !around.contains(Self.tint))
        let borderless = Self.opaqueColours(Button("Go") {}.buttonStyle(.borderless).font(.title).foregroundColor(Self.green))
        #expect(borderless.contains([0, 255, 0]))
    }

    @Test func withoutOneTheLabelIsTintedAndADestructiveOneStaysRed() {
        let plain = Self.opaqueColours(Button("Go") {}.font(.title))
        #expect(plain.contains(Self.tint))
        let destructive = Self.opaqueColours(Button("Delete", role: .destructive) {}.font(.title).foregroundColor(Self.green))
        #expect(!destructive.contains([0, 255, 0]))
    }
}
