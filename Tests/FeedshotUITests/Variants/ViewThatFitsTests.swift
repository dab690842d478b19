import Geometry
import Testing
@testable import FeedshotUI

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes,
/// else the last.
@Suite struct ViewThatFitsTests {
    private func candidates(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 40).id("wide")
            Color.green.frame(width: 150, height: 80).id("narrow")
            Color.blue.frame(width: 100, height: 200).id("tall")
        }
        .id("fits")
    }

    @Test func theFirstChildThatFitsIsShown() {
        let roomy = layout(candidates(), width: 390, height: 400)
        #expect(roomy.first(id: "wide") != nil && roomy.first(id: "narrow") == nil)
        #expect(roomy.first(id: "fits")?.frame.size == Size(width: 300, height: 40))
        let narrow = layout(candidates(), width: 200, height: 400)
        #expect(narrow.first(id: "narrow") != nil && narrow.first(id: "wide") == nil)
        #expect(narrow.first(kind: "ViewThatFits")?[property: "chosen"] == "1")
    }

    @Test func whenNothingFitsTheLastChildIsShown() {
        let cramped = layout(candidates(), width: 90, height: 60)
        #expect(cramped.first(id: "tall") != nil)
        #expect(cramped.first(kind: "ViewThatFits")?.children.count == 1)
    }

    @Test func onlyTheGivenAxesAreConstrained() {
        // Horizontal only: the wide child's 40 points of height never count.
        let flat = layout(candidates(in: .horizontal), width: 390, height: 20)
        #expect(flat.first(id: "wide") != nil)
        // Vertical only: the wide child fits a 50-point height whatever the width.
        let thin = layout(candidates(in: .vertical), width: 100, height: 50)
        #expect(thin.first(id: "wide") != nil)
        let short = layout(candidates(in: .vertical), width: 390, height: 30)
        #expect(short.first(id: "tall") != nil)
    }

    @Test func textFallsBackToAShorterLabel() {
        let view = ViewThatFits(in: .horizontal) {
            Text("Launched from Kennedy Space Center, Florida").id("long")
            Text("Launched from KSC").id("short")
        }
        let wide = layout(view.frame(width: 390), width: 390, height: 100)
        #expect(wide.first(id: "long") != nil)
        let narrow = layout(view.frame(width: 200), width: 390, height: 100)
        #expect(narrow.first(id: "short") != nil && narrow.first(id: "long") == nil)
    }
}
