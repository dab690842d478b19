import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `Color.gradient` (`AnyGradient`): a colour a little lighter at the top, itself at the bottom.
@Suite struct AnyGradientTests {
    @Test func aColoursGradientRunsFromASheenToTheColour() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 10, height: 100)
        let drawn = renderer.render(Rectangle().fill(Color.blue.gradient), size: size)
        let top = drawn[5, 0], bottom = drawn[5, 99]
        let blue = Color.blue.resolve(in: ColorScheme.light)
        #expect(abs(Int(bottom.red) - Int((blue.red * 255).rounded())) <= 3)
        #expect(Int(top.red) > Int(bottom.red) + 30)   // 20 % white on top
        // The same ramp as a LinearGradient made from it, and dark mode follows the colour.
        #expect(drawn == renderer.render(Rectangle().fill(LinearGradient(Color.blue.gradient, startPoint: .top,
                                                                          endPoint: .bottom)), size: size))
        let dark = renderer.render(Rectangle().fill(Color.blue.gradient).preferredColorScheme(.dark), size: size)
        #expect(dark[5, 99] != bottom)
    }

    @Test func anyGradientFromAGradientKeepsItsStops() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 10, height: 20)
        let gradient = Gradient(colors: [.red, .blue])
        #expect(renderer.render(Rectangle().fill(AnyGradient(gradient)), size: size)
                == renderer.render(Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)),
                                   size: size))
        #expect(renderer.render(Rectangle().fill(gradient.colorSpace(.perceptual)), size: size)
                == renderer.render(Rectangle().fill(AnyGradient(gradient)), size: size))
    }
}
