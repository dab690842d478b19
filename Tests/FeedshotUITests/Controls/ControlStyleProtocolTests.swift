import Foundation
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// `ToggleStyle` and `ProgressViewStyle` as protocols apps adopt: custom styles read the
/// configuration (and flip a toggle), built-in styles are values of the protocol, and a style's
/// body that makes a `Toggle(configuration)` draws in the style outside it.
@Suite struct ControlStyleProtocolTests {
    /// A checkbox: a symbol and the label in a button that flips the toggle.
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }
    }

    struct Checklist: View {
        @State private var packed = false
        var body: some View {
            Toggle("Packed", isOn: $packed).toggleStyle(CheckboxStyle()).id("box")
        }
    }

    @Test func aCustomToggleStyleDrawsFromTheConfigurationAndFlipsTheBinding() {
        let host = LiveTest.host(Checklist())
        #expect(LiveTest.texts(host) == ["[ ]", "Packed"])
        #expect(host.tap(id: "box"))
        #expect(LiveTest.texts(host) == ["[x]", "Packed"])
        #expect(host.layout().first(kind: "Toggle") == nil)   // no switch: the style drew it all
    }

    /// A style that frames whatever the style outside it draws.
    struct FramedStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(6).border(Color.red).id("framed")
        }
    }

    @Test func toggleFromAConfigurationDrawsInTheStyleOutside() throws {
        // Alone: the framed style wraps the default switch (no recursion into itself).
        let alone = LiveTest.host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(FramedStyle())).layout()
        #expect(alone.first(kind: "Toggle")?[property: "isOn"] == "true")
        // Inside the button style: the button style draws, framed.
        let nested = LiveTest.host(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(FramedStyle())
            .toggleStyle(.button)).layout()
        #expect(nested.first(kind: "Toggle") == nil)   // no switch: the button style drew the label
        #expect(LiveTest.texts(nested) == ["Wi-Fi"])
        #expect(frame("framed", in: nested) != nil)
    }

    struct Favourite: View {
        @State private var isOn = false
        var body: some View {
            Toggle("Favourite", isOn: $isOn).toggleStyle(.button).id("fav")
        }
    }

    @Test func theButtonToggleStyleIsHighlightedWhileOnAndFlipsOnTap() throws {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 160, height: 60)
        let off = renderer.render(Toggle("Favourite", isOn: .constant(false)).toggleStyle(.button), size: size)
        let on = renderer.render(Toggle("Favourite", isOn: .constant(true)).toggleStyle(.button), size: size)
        let host = LiveTest.host(Favourite())
        let button = try #require(host.frame(ofID: "fav"))
        // On: the bordered look's tinted background fills the button's corner area; off: nothing.
        let corner = (x: Int(size.width / 2 - button.width / 2) + 4, y: Int(size.height / 2 - button.height / 2) + 4)
        #expect(off[corner.x, corner.y].alpha == 0)
        #expect(on[corner.x, corner.y].alpha > 0 && on[corner.x, corner.y].blue > on[corner.x, corner.y].red)
        #expect(host.tap(id: "fav"))
        #expect(host.tap(id: "fav"))   // twice: back off, the button still there
        #expect(LiveTest.texts(host) == ["Favourite"])
    }

    @Test func theSwitchStylesTintColoursTheTrackWhenOn() {
        let renderer = Renderer(scale: 1)
        let size = Size(width: 51, height: 31)
        let tinted = renderer.render(Toggle("", isOn: .constant(true)).labelsHidden()
            .toggleStyle(SwitchToggleStyle(tint: .red)), size: size)
        let plain = renderer.render(Toggle("", isOn: .constant(true)).labelsHidden().toggleStyle(.switch), size: size)
        #expect(tinted[6, 15].red > 200 && tinted[6, 15].green < 100)
        #expect(plain[6, 15].green > 150 && plain[6, 15].red < 100)   // the system green
        #expect(plain == renderer.render(Toggle("", isOn: .constant(true)).labelsHidden(), size: size))
    }

    /// A percentage instead of a bar.
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let percent = Int(((configuration.fractionCompleted ?? 0) * 100).rounded())
            VStack {
                configuration.label
                Text("\(percent) %")
            }
        }
    }

    @Test func aCustomProgressViewStyleReadsTheFractionAndLabel() {
        let tree = LiveTest.host(ProgressView("Downloading", value: 3, total: 8).progressViewStyle(PercentStyle())).layout()
        #expect(LiveTest.texts(tree) == ["Downloading", "38 %"])
        #expect(tree.first(kind: "ProgressBar") == nil)
    }

    @Test func builtInProgressStylesAreValuesOfTheProtocol() {
        let circular = LiveTest.host(ProgressView(value: 0.5).progressViewStyle(.circular)).layout()
        #expect(circular.first(kind: "ProgressView") != nil && circular.first(kind: "ProgressBar") == nil)
        let linear = LiveTest.host(ProgressView(value: 0.5).progressViewStyle(.linear)).layout()
        #expect(linear.first(kind: "ProgressBar")?[property: "fraction"] == "0.5")
        // Without a value a linear progress view still spins, as on iOS.
        let spinning = LiveTest.host(ProgressView().progressViewStyle(.linear)).layout()
        #expect(spinning.first(kind: "ProgressView") != nil)
        let current = LiveTest.host(ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("1 of 4") })
        #expect(LiveTest.texts(current) == ["Upload", "1 of 4"])
    }

    @Test func progressStyleTintsColourTheBarAndTheSpinner() {
        let renderer = Renderer(scale: 1)
        let bar = renderer.render(ProgressView(value: 1.0).progressViewStyle(LinearProgressViewStyle(tint: .red))
            .frame(width: 100), size: Size(width: 100, height: 10))
        #expect(bar[50, 5].red > 200 && bar[50, 5].blue < 100)
        let spinner = renderer.render(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)),
                                      size: Size(width: 20, height: 20))
        let plain = renderer.render(ProgressView(), size: Size(width: 20, height: 20))
        var reddest = 0
        for y in 0..<20 { for x in 0..<20 { reddest = max(reddest, Int(spinner[x, y].red) - Int(spinner[x, y].green)) } }
        #expect(reddest > 100)
        var plainRedness = 0
        for y in 0..<20 { for x in 0..<20 { plainRedness = max(plainRedness, Int(plain[x, y].red) - Int(plain[x, y].green)) } }
        #expect(plainRedness < 10)   // the default spinner is grey
    }

    /// The styles at rest, looked at and pinned in light and dark.
    @Test func toggleAndProgressStyles() {
        struct Styles: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 14) {
                    Toggle("Airplane mode", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
                    HStack {
                        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    }
                    Toggle("Packed", isOn: .constant(true)).toggleStyle(CheckboxStyle())
                    ProgressView("Downloading", value: 0.6).progressViewStyle(LinearProgressViewStyle(tint: .purple))
                    ProgressView(value: 0.3) { Text("Upload") } currentValueLabel: { Text("3 of 10") }
                    HStack(spacing: 20) {
                        ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
                        ProgressView("Loading").progressViewStyle(.circular)
                        ProgressView(value: 0.25).progressViewStyle(PercentStyle())
                    }
                }
                .padding()
            }
        }
        assertLightAndDark(Styles(), size: Size(width: 320, height: 360))
    }
}
