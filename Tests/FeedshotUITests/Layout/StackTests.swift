import Geometry
import Testing
@testable import FeedshotUI

@Suite struct StackTests {
    @Test func equalFlexibleChildrenShareTheWidth() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }.frame(width: 300, height: 100), width: 300, height: 100)
        #expect(frame("a", in: tree) == rect(0, 0, 100, 100))
        #expect(frame("b", in: tree) == rect(100, 0, 100, 100))
        #expect(frame("c", in: tree) == rect(200, 0, 100, 100))
    }

    /// objc.io, "How an HStack lays out its children": the stack offers the least flexible
    /// child half of 150 first; the other still insists on its minimum of 100 and the stack
    /// overflows its 150-point frame (175 wide, centred).
    @Test func leastFlexibleChildIsOfferedItsShareFirst() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }.frame(width: 150, height: 100), width: 150, height: 100)
        #expect(frame("red", in: tree)?.width == 75)
        #expect(frame("green", in: tree)?.width == 100)
        #expect(frame("red", in: tree)?.minX == -12.5)
    }

    @Test func defaultSpacingIsEightPoints() {
        let tree = layout(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 10, height: 10).id("b")
        }.fixedSize(), width: 100, height: 100)
        #expect(frame("b", in: tree)!.minX - frame("a", in: tree)!.maxX == 8)
    }

    @Test(arguments: [VerticalAlignment.top, .center, .bottom])
    func hStackAlignsChildrenOnItsGuide(alignment: VerticalAlignment) {
        let tree = layout(HStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("tall")
            Color.green.frame(width: 10, height: 10).id("short")
        }.fixedSize(), width: 100, height: 100)
        let tall = frame("tall", in: tree)!, short = frame("short", in: tree)!
        #expect(tall.height == 40 && short.height == 10)
        switch alignment {
        case .top: #expect(short.minY == tall.minY)
        case .bottom: #expect(short.maxY == tall.maxY)
        default: #expect(short.midY == tall.midY)
        }
    }

    @Test func vStackIsAsWideAsItsWidestChildAndCentresThem() {
        let tree = layout(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("narrow")
            Color.green.frame(width: 100, height: 10).id("wide")
        }.id("stack"), width: 390, height: 844)
        #expect(tree.first(id: "stack")?.frame.size == Size(width: 100, height: 20))
        #expect(frame("narrow", in: tree)!.midX == frame("wide", in: tree)!.midX)
    }

    @Test func higherPriorityIsSizedFirst() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("low")
            Color.green.frame(minWidth: 20, maxWidth: 250).layoutPriority(1).id("high")
        }.frame(width: 300, height: 10), width: 300, height: 10)
        // The high-priority child may take everything but the low one's minimum of 50.
        #expect(frame("high", in: tree)?.width == 250)
        #expect(frame("low", in: tree)?.width == 50)
    }

    @Test func spacerKeepsItsMinimumLengthAlongAVStack() {
        let tree = layout(VStack(spacing: 0) {
            Color.red.frame(height: 400).id("top")
            Spacer(minLength: 25).id("spacer")
            Color.green.frame(height: 400).id("bottom")
        }.frame(height: 800), width: 390, height: 800)
        #expect(frame("spacer", in: tree)?.height == 25)
        #expect(frame("spacer", in: tree)?.width == 0)
    }

    @Test func spacerKeepsItsMinimumWidthInAnHStack() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 200).id("left")
            Spacer(minLength: 25).id("spacer")
            Color.green.frame(minWidth: 200).id("right")
        }.frame(width: 390, height: 50), width: 390, height: 50)
        #expect(frame("spacer", in: tree)?.width == 25)
        #expect(frame("spacer", in: tree)?.height == 0)
    }

    @Test func spacerTakesTheRemainderAndAddsNoSpacing() {
        let tree = layout(HStack {
            Color.red.frame(width: 40, height: 10).id("a")
            Spacer().id("spacer")
            Color.green.frame(width: 40, height: 10).id("b")
        }.frame(width: 200), width: 200, height: 10)
        #expect(frame("a", in: tree)?.minX == 0)
        #expect(frame("spacer", in: tree) == rect(40, 5, 120, 0))
        #expect(frame("b", in: tree)?.maxX == 200)
    }

    @Test func fixedSizeVStackOffersItsWidthToADivider() {
        let tree = layout(VStack {
            Color.red.frame(width: 120, height: 10)
            Divider().id("divider")
        }.fixedSize(), width: 390, height: 844)
        #expect(frame("divider", in: tree)?.width == 120)
        #expect(frame("divider", in: tree)?.height == 1.0 / 3)
    }
}
