import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// Small SwiftUI APIs that app code uses: `Image.interpolation`, `edgesIgnoringSafeArea`,
/// `Shape.rotation` and `Shape.scale`, `alert(isPresented:error:actions:)`, UIKit-named colours,
/// `ContentUnavailableView` and `Menu`'s label.
@Suite struct CompatibilityAdditionsTests {
    static let renderer = Renderer(scale: 1)

    @Test func interpolationNoneKeepsEveryPixelASharpSquare() {
        var checker = Bitmap(width: 2, height: 1, fill: PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
        checker[1, 0] = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255)
        let size = Size(width: 8, height: 4)
        let sharp = Self.renderer.render(Image(bitmap: checker).interpolation(.none).resizable().frame(width: 8, height: 4),
                                         size: size)
        let smooth = Self.renderer.render(Image(bitmap: checker).resizable().frame(width: 8, height: 4), size: size)
        // Nearest: the left half black, the right half white, nothing between.
        for x in 0..<8 { #expect(sharp[x, 2].red == (x < 4 ? 0 : 255)) }
        // The default smooths across the middle.
        #expect(smooth[3, 2].red > 0 && smooth[3, 2].red < 255)
    }

    @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() {
        let device = Device.iPhone14
        let older = Self.renderer.layout(Color.red.edgesIgnoringSafeArea(.all).id("c"), on: device)
        let newer = Self.renderer.layout(Color.red.ignoresSafeArea().id("c"), on: device)
        #expect(frame("c", in: older) == frame("c", in: newer))
        // Drawn under the status bar and the home indicator too, as `ignoresSafeArea` draws.
        let drawn = Self.renderer.render(Color.red.edgesIgnoringSafeArea(.all), on: device)
        #expect(drawn == Self.renderer.render(Color.red.ignoresSafeArea(), on: device))
        #expect(drawn[10, 0].alpha == 255 && drawn[10, drawn.height - 1].alpha == 255)
        let kept = Self.renderer.render(Color.red, on: device)
        #expect(kept[10, 0].alpha == 0)
    }

    @Test func aShapesRotationTurnsItsOutlineAboutAnAnchorAndScaleGrowsIt() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.width - 20) < 1e-9)
        #expect(abs(turned.minY + 10) < 1e-9 && abs(turned.height - 40) < 1e-9)
        let cornered = Rectangle().rotation(.degrees(180), anchor: .topLeading).path(in: rect).boundingRect
        #expect(abs(cornered.minX + 40) < 1e-9 && abs(cornered.minY + 20) < 1e-9)
        let grown = Circle().scale(2).path(in: rect).boundingRect
        #expect(abs(grown.width - 40) < 1e-9 && abs(grown.midX - 20) < 1e-9)
        let squashed = Rectangle().scale(x: 0.5, anchor: .leading).path(in: rect).boundingRect
        #expect(squashed == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    struct DiskFull: LocalizedError {
        var errorDescription: String? { "Disk full" }
    }

    @Test func anAlertForAnErrorIsTitledWithItsDescription() {
        let presented = LiveTest.texts(LiveTest.host(Text("Screen").alert(isPresented: .constant(true), error: DiskFull()) {
            Button("Retry") {}
        }))
        #expect(presented.contains("Disk full") && presented.contains("Retry"))
        // No error, no alert.
        let none: DiskFull? = nil
        let absent = LiveTest.texts(LiveTest.host(Text("Screen").alert(isPresented: .constant(true), error: none) {
            Button("Retry") {}
        }))
        #expect(!absent.contains("Retry"))
        let withMessage = LiveTest.texts(LiveTest.host(Text("Screen").alert(isPresented: .constant(true), error: DiskFull(),
            actions: { _ in Button("OK") {} }, message: { error in Text("Free some space: \(error.errorDescription ?? "")") })))
        #expect(withMessage.contains("Free some space: Disk full"))
    }

    @Test func uikitNamedColoursAreTheSemanticColours() {
        #expect(Color(.systemBackground) == Color.systemBackground)
        #expect(Color(uiColor: .label) == Color.label)
        #expect(Color.systemGray6.resolve(in: ColorScheme.dark) == RGBAColor(red8: 28, green: 28, blue: 30))
        #expect(Color.systemGray6.resolve(in: ColorScheme.light) == RGBAColor(red8: 242, green: 242, blue: 247))
        #expect(Color.label.resolve(in: ColorScheme.light) == RGBAColor(red8: 0, green: 0, blue: 0))
    }

    @Test func contentUnavailableViewCentresItsIconTitleAndDescription() throws {
        let tree = Self.renderer.layout(ContentUnavailableView("No Expenses", systemImage: "tray",
                                                               description: Text("Add one with +.")).id("empty"),
                                        on: .iPhone14)
        let screen = try #require(frame("empty", in: tree))
        let title = try #require(tree.first { $0[property: "text"] == "\"No Expenses\"" }?.frame)
        let description = try #require(tree.first { $0[property: "text"] == "\"Add one with +.\"" }?.frame)
        let icon = try #require(tree.first { $0[property: "systemName"] == "\"tray\"" }?.frame)
        // It fills the safe area and stacks icon, title and description down its middle.
        #expect(screen.height > 700)
        #expect(icon.maxY < title.minY && title.maxY < description.minY)
        for part in [icon, title, description] { #expect(abs(part.midX - screen.midX) < 0.5) }
        // The search form.
        let search = LiveTest.texts(Self.renderer.layout(ContentUnavailableView.search(text: "Mars"), on: .iPhone14))
        #expect(search.contains("No Results for \u{201C}Mars\u{201D}"))
        #expect(LiveTest.texts(Self.renderer.layout(ContentUnavailableView.search, on: .iPhone14)).contains("No Results"))
    }

    @Test func aMenuAtRestDrawsItsLabelAsAButtonDoes() {
        let size = Size(width: 120, height: 40)
        let menu = Self.renderer.render(Menu("Sort") { Button("By date") {} }, size: size)
        let button = Self.renderer.render(Button("Sort") {}, size: size)
        #expect(menu == button)
        let texts = LiveTest.texts(Self.renderer.layout(Menu { Button("By date") {} } label: { Label("Sort", systemImage: "arrow.up.arrow.down") },
                                                        size: size))
        #expect(texts == ["Sort"])
    }

    @Test func anAngularGradientTurnsAroundItsCentreAsAViewAndAsAStyle() {
        let size = Size(width: 40, height: 40)
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let view = Self.renderer.render(AngularGradient(colors: [red, blue], center: .center), size: size)
        // Just clockwise of the start (right, below the axis): red; just before the end: blue;
        // straight left, half way.
        #expect(view[39, 21].red > 240 && view[39, 18].blue > 240)
        #expect(abs(Int(view[0, 20].red) - 128) <= 3 && abs(Int(view[0, 20].blue) - 128) <= 3)
        let styled = Self.renderer.render(Rectangle().fill(.angularGradient(colors: [red, blue], center: .center,
                                                                            startAngle: .zero, endAngle: .degrees(360))),
                                          size: size)
        #expect(styled == view)
        // A half sweep: the upper half is the wedge, the end colour then the start colour.
        let half = Self.renderer.render(AngularGradient(colors: [red, blue], center: .center, startAngle: .zero,
                                                        endAngle: .degrees(180)), size: size)
        #expect(half[5, 2].blue > 240 && half[35, 2].red > 240)
    }
}
