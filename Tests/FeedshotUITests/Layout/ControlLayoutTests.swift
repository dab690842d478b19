import Testing
@testable import FeedshotUI

@Suite struct ControlLayoutTests {
    let renderer = Renderer(scale: 3)

    @Test func toggleIsASwitchAtTheTrailingEdge() throws {
        let tree = renderer.layout(Toggle("Wi-Fi", isOn: .constant(true)), size: Size(width: 300, height: 100))
        let toggle = try #require(tree.first(kind: "Toggle"))
        #expect(toggle.frame.size == Size(width: 51, height: 31))
        #expect(toggle.frame.maxX == 300)
        let hidden = renderer.layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(),
                                     size: Size(width: 300, height: 100))
        #expect(hidden.first(kind: "Text") == nil)
    }

    @Test func borderedButtonPadsItsLabel() throws {
        let tree = renderer.layout(Button("Go") {}.buttonStyle(.bordered).id("button"), size: Size(width: 300, height: 100))
        let label = try #require(tree.first(kind: "Text"))
        let button = try #require(tree.first(id: "button"))
        #expect(abs(button.frame.width - (label.frame.width + 24)) < 1e-9)
        #expect(abs(button.frame.height - (label.frame.height + 14)) < 1e-9)
        let large = renderer.layout(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large).id("button"),
                                    size: Size(width: 300, height: 100))
        let largeLabel = try #require(large.first(kind: "Text"))
        #expect(abs((large.first(id: "button")?.frame.height ?? 0) - (largeLabel.frame.height + 28)) < 1e-9)
    }

    @Test func progressViewsAreASpinnerOrABar() throws {
        let spinner = renderer.layout(ProgressView(), size: Size(width: 300, height: 100))
        #expect(spinner.first(kind: "ProgressView")?.frame.size == Size(width: 20, height: 20))
        let bar = renderer.layout(ProgressView(value: 0.25), size: Size(width: 300, height: 100))
        let leaf = try #require(bar.first(kind: "ProgressBar"))
        #expect(leaf.frame.size == Size(width: 300, height: 4))
        #expect(leaf[property: "fraction"] == "0.25")
        let clamped = renderer.layout(ProgressView(value: 30.0, total: 20), size: Size(width: 300, height: 100))
        #expect(clamped.first(kind: "ProgressBar")?[property: "fraction"] == "1")
    }
}
