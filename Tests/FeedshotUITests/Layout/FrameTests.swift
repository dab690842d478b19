import Geometry
import Testing
@testable import FeedshotUI

@Suite struct FrameTests {
    @Test func fixedFrameCentresAChildThatStaysSmaller() {
        let tree = layout(Color.red.frame(width: 20, height: 10).id("child").frame(width: 100, height: 50).id("frame"),
                          width: 100, height: 50)
        #expect(frame("frame", in: tree) == rect(0, 0, 100, 50))
        #expect(frame("child", in: tree) == rect(40, 20, 20, 10))
    }

    @Test(arguments: [(Alignment.topLeading, rect(0, 0, 20, 10)), (.bottomTrailing, rect(80, 40, 20, 10)),
                      (.leading, rect(0, 20, 20, 10)), (.top, rect(40, 0, 20, 10))])
    func fixedFrameAlignsItsChild(alignment: Alignment, expected: Rect) {
        let tree = layout(Color.red.frame(width: 20, height: 10).id("child").frame(width: 100, height: 50,
                                                                                     alignment: alignment),
                          width: 100, height: 50)
        #expect(frame("child", in: tree) == expected)
    }

    @Test func fixedWidthOnlyFollowsTheChildVertically() {
        let tree = layout(Color.red.frame(height: 30).frame(width: 60).id("frame").fixedSize(), width: 390, height: 844)
        #expect(tree.first(id: "frame")?.frame.size == Size(width: 60, height: 30))
    }

    @Test func maxWidthInfinityTakesTheProposedWidthAndIdealWhenUnspecified() {
        let wide = layout(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity).id("f"), width: 300)
        #expect(frame("f", in: wide)?.width == 300)
        let ideal = layout(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity).id("f").fixedSize(),
                           width: 300)
        #expect(frame("f", in: ideal)?.width == 50)
    }

    @Test(arguments: [
        // (minWidth, maxWidth, child width, proposal, expected frame width)
        (Double?.some(100), Double?.none, 50.0, 300.0, 100.0),  // min only: max(min, min(child, offered))
        (100, nil, 150, 300, 150),
        (100, nil, 150, 120, 120),  // child overflows the offered 120: the frame takes the offer
        (nil, 80, 50, 300, 80),     // max only: min(max, max(child, offered))
        (nil, 80, 100, 300, 80),
        (nil, 400, 50, 300, 300),
        (50, 200, 10, 300, 200),    // both: the proposal clamped
        (50, 200, 10, 20, 50),
    ])
    func flexibleFrameClampsLikeSwiftUI(minWidth: Double?, maxWidth: Double?, child: Double, proposal: Double,
                                        expected: Double) {
        let tree = layout(Color.red.frame(width: child, height: 10)
            .frame(minWidth: minWidth, maxWidth: maxWidth).id("f"), width: proposal, height: 10)
        #expect(frame("f", in: tree)?.width == expected)
    }

    @Test func flexibleFrameWithIdealUsesItWhenProposedNothing() {
        let tree = layout(Color.red.frame(idealWidth: 123, idealHeight: 45).id("f").fixedSize())
        #expect(tree.first(id: "f")?.frame.size == Size(width: 123, height: 45))
    }

    @Test func paddingIsSixteenByDefaultAndShrinksTheOffer() {
        let tree = layout(Color.red.id("color").padding().id("padding"), width: 100, height: 100)
        #expect(frame("padding", in: tree) == rect(0, 0, 100, 100))
        #expect(frame("color", in: tree) == rect(16, 16, 68, 68))
    }

    @Test func paddingOnChosenEdges() {
        let tree = layout(Color.red.frame(width: 10, height: 10).id("c").padding([.leading, .top], 5)
            .padding(.bottom, 7).id("p"), width: 100, height: 100)
        #expect(tree.first(id: "p")?.frame.size == Size(width: 15, height: 22))
        #expect(frame("c", in: tree)!.minX - frame("p", in: tree)!.minX == 5)
    }

    @Test func paddingThenBackgroundIncludesThePaddingAndBackgroundThenPaddingDoesNot() {
        let padded = layout(Color.red.frame(width: 40, height: 20).padding().background(Color.blue.id("bg")),
                            width: 200, height: 200)
        #expect(frame("bg", in: padded)?.size == Size(width: 72, height: 52))
        let hugging = layout(Color.red.frame(width: 40, height: 20).background(Color.blue.id("bg")).padding(),
                             width: 200, height: 200)
        #expect(frame("bg", in: hugging)?.size == Size(width: 40, height: 20))
    }

    @Test func backgroundAndOverlayAreOfferedThePrimarySizeAndAligned() {
        let tree = layout(Color.red.frame(width: 100, height: 60).id("primary")
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10).id("badge") }
            .background { Color.green.id("back") }, width: 100, height: 60)
        #expect(frame("badge", in: tree) == rect(90, 50, 10, 10))
        #expect(frame("back", in: tree) == rect(0, 0, 100, 60))
        // Drawing order: background, primary, overlay.
        let kinds = tree.allViews.compactMap(\.id)
        #expect(kinds == ["back", "primary", "badge"])
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("moved").offset(x: 5, y: 7).id("offset")
            Color.blue.frame(width: 10, height: 10).id("next")
        }.fixedSize(), width: 20, height: 10)
        #expect(frame("offset", in: tree) == rect(0, 0, 10, 10))
        #expect(frame("moved", in: tree) == rect(5, 7, 10, 10))
        #expect(frame("next", in: tree)?.minX == 10)
    }

    @Test func fixedSizeOnOneAxisFollowsTheProposalOnTheOther() {
        let tree = layout(Color.red.frame(idealWidth: 30, idealHeight: 40).fixedSize(horizontal: true, vertical: false)
            .id("f"), width: 200, height: 100)
        #expect(frame("f", in: tree)?.size == Size(width: 30, height: 100))
    }

    @Test func aspectRatioFitsAndFills() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).id("r").frame(width: 100, height: 100),
                         width: 100, height: 100)
        #expect(frame("r", in: fit) == rect(0, 25, 100, 50))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).id("r").frame(width: 100, height: 100),
                          width: 100, height: 100)
        #expect(frame("r", in: fill) == rect(-50, 0, 200, 100))
    }

    @Test func aspectRatioWithOnlyAWidthDerivesTheHeight() {
        let tree = layout(VStack { Color.red.aspectRatio(4.0 / 3, contentMode: .fill).id("r") }
            .frame(width: 120).fixedSize(horizontal: false, vertical: true), width: 120, height: 844)
        #expect(frame("r", in: tree)?.size == Size(width: 120, height: 90))
    }

    @Test func circleAsksForASquare() {
        let tree = layout(HStack(spacing: 0) { Circle().id("c") }.frame(width: 200, height: 80), width: 200, height: 80)
        #expect(frame("c", in: tree)?.size == Size(width: 80, height: 80))
    }
}
