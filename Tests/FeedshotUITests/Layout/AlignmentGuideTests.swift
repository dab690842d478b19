import Geometry
import Testing
@testable import FeedshotUI

/// A custom guide shared by views in different stacks (the SwiftUI documentation's example).
private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

@Suite struct AlignmentGuideTests {
    /// swiftui-lab: an explicit leading guide at the child's trailing edge moves it left of the
    /// others by its own width and widens the stack.
    @Test func leadingGuideAtTrailingEdgeMovesTheChildLeftAndWidensTheStack() {
        let tree = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("plain")
            Color.blue.frame(width: 60, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.id("moved")
        }.id("stack"), width: 390, height: 844)
        let stack = frame("stack", in: tree)!, plain = frame("plain", in: tree)!, moved = frame("moved", in: tree)!
        #expect(stack.width == 160)
        #expect(moved.maxX == plain.minX)
        #expect(moved.minX == stack.minX)
    }

    /// swiftui-lab's staircase: guides at `index × −10` indent each row 10 points further.
    @Test func forEachGuidesTierTheRows() {
        let tree = layout(VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<10) { index in
                Color.red.frame(width: 50, height: 10)
                    .alignmentGuide(.leading) { _ in Double(index) * -10 }
                    .id("row\(index)")
            }
        }.id("stack"), width: 390, height: 844)
        let stack = frame("stack", in: tree)!
        for index in 0..<10 {
            #expect(frame("row\(index)", in: tree)?.minX == stack.minX + Double(index) * 10)
        }
        #expect(stack.width == 140)
    }

    /// A custom vertical guide set inside two different VStacks lines those two views up in
    /// the enclosing HStack: explicit custom guides propagate through stacks.
    @Test func customGuideAlignsViewsInNestedStacks() {
        let tree = layout(HStack(alignment: .midAccount, spacing: 10) {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 30)
                Color.red.frame(width: 40, height: 30).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                    .id("left")
                Color.red.frame(width: 40, height: 30)
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 40, height: 30)
                Color.blue.frame(width: 40, height: 30)
                Color.blue.frame(width: 40, height: 30)
                Color.blue.frame(width: 40, height: 30).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                    .id("right")
            }
        }, width: 390, height: 844)
        #expect(frame("left", in: tree)!.midY == frame("right", in: tree)!.midY)
        #expect(frame("left", in: tree)!.minX < frame("right", in: tree)!.minX)
    }

    /// The built-in edge guides do not propagate past a stack: an explicit leading guide inside
    /// an inner VStack does not move that stack within an outer one.
    @Test func builtInGuidesStopAtTheFirstStack() {
        let tree = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("top")
            VStack(alignment: .center, spacing: 0) {
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 30 }
            }.id("inner")
        }, width: 390, height: 844)
        #expect(frame("inner", in: tree)?.minX == frame("top", in: tree)?.minX)
    }

    @Test func explicitGuidesPassThroughSingleChildModifiers() {
        let tree = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("top")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.padding(.leading, 5)
                .id("padded")
        }, width: 390, height: 844)
        // The guide sits 5 + 20 points into the padded view.
        #expect(frame("padded", in: tree)!.minX + 25 == frame("top", in: tree)!.minX)
    }

    @Test func frameAlignmentHonoursTheChildsExplicitGuide() {
        let tree = layout(Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 5 }.id("child")
            .frame(width: 100, height: 10, alignment: .leading), width: 100, height: 10)
        #expect(frame("child", in: tree)?.minX == -5)
    }
}
