import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// A custom container: children on a diagonal, each starting where the previous one ends.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.reduce(Size.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return Size(width: total.width + size.width, height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point = Point(x: point.x + size.width, y: point.y + size.height)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A container that orders its children by a layout value.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: Double(subviews.count) * 10, height: 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: Point(x: bounds.minX + Double(subview[Rank.self]) * 10, y: bounds.minY),
                          proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private struct Bar: View {
    let index: Int
    var body: some View { Color.gray.frame(height: 1).id("loop\(index)") }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).background(Color.gray.id("card"))
    }
}

private struct TitleKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var title: String {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

private struct TitleReader: View {
    @Environment(\.title) private var title
    var body: some View {
        Color.red.frame(width: 10, height: 10).id(title)
    }
}

@Suite struct DSLTests {
    @Test func customLayoutPlacesItsSubviews() {
        let tree = layout(Diagonal {
            Color.red.frame(width: 10, height: 20).id("a")
            Color.blue.frame(width: 30, height: 5).id("b")
        }.id("diagonal"), width: 390, height: 844)
        let diagonal = frame("diagonal", in: tree)!
        #expect(diagonal.size == Size(width: 40, height: 25))
        #expect(frame("b", in: tree)?.origin == Point(x: diagonal.minX + 10, y: diagonal.minY + 20))
    }

    @Test func layoutValuesReachCustomLayoutsThroughModifiers() {
        let tree = layout(RankedRow {
            Color.red.layoutValue(key: Rank.self, value: 2).padding(0).id("c")
            Color.blue.id("a")
            Color.green.layoutValue(key: Rank.self, value: 1).id("b")
        }.id("row"), width: 390, height: 844)
        let row = frame("row", in: tree)!
        #expect(frame("a", in: tree)?.minX == row.minX)
        #expect(frame("b", in: tree)?.minX == row.minX + 10)
        #expect(frame("c", in: tree)?.minX == row.minX + 20)
    }

    @Test func customViewModifierWrapsItsContent() {
        let tree = layout(Color.red.frame(width: 20, height: 20).id("content").modifier(Card()))
        #expect(frame("card", in: tree)?.size == Size(width: 40, height: 40))
        #expect(frame("content", in: tree)!.minX == frame("card", in: tree)!.minX + 10)
    }

    @Test func environmentPropertyReadsTheValueWhereTheViewSits() {
        let tree = layout(VStack {
            TitleReader()
            TitleReader().environment(\.title, "inner")
        }.environment(\.title, "outer"))
        #expect(tree.first(id: "outer") != nil && tree.first(id: "inner") != nil)
        #expect(tree.first(id: "none") == nil)
    }

    @Test(arguments: [true, false])
    func conditionalsAndLoopsBuildViews(flag: Bool) {
        let tree = layout(VStack(spacing: 0) {
            if flag {
                Color.red.frame(height: 10).id("yes")
            } else {
                Color.blue.frame(height: 20).id("no")
            }
            if flag { Color.green.frame(height: 5).id("optional") }
            // A loop body must have a nameable type (an opaque `some View` cannot be collected
            // into the loop's array): here a view struct.
            for index in 0..<3 { Bar(index: index) }
            switch flag {
            case true: Color.black.frame(height: 2)
            case false: EmptyView()
            }
        }.id("stack"), width: 100, height: 100)
        #expect((tree.first(id: "yes") != nil) == flag)
        #expect((tree.first(id: "no") != nil) == !flag)
        #expect(tree.first(id: "loop2") != nil)
        #expect(frame("stack", in: tree)?.height == (flag ? 20.0 : 23.0))
    }

    @Test func modifiersOnAGroupApplyToEachChild() {
        let tree = layout(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }.padding(5)
        }.id("row"), width: 100, height: 100)
        #expect(frame("row", in: tree)?.size == Size(width: 40, height: 20))
        #expect(tree.all(kind: "padding").count == 2)
    }

    @Test func anyViewAndForEachOverIdentifiableData() {
        struct Item: Identifiable, Sendable { let id: Int }
        let tree = layout(VStack(spacing: 0) {
            ForEach([Item(id: 1), Item(id: 2)]) { item in
                AnyView(Color.red.frame(height: Double(item.id) * 10).id("item\(item.id)"))
            }
        }, width: 100, height: 100)
        #expect(frame("item2", in: tree)?.height == 20)
    }

    @Test func dumpShowsKindsFramesAndProperties() {
        let tree = layout(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 10, height: 10)
        }.padding(), width: 100, height: 100)
        #expect(tree.dump == """
            padding (29, 29, 42, 42) insets=16
              VStack (45, 45, 10, 10) alignment=leading spacing=4
                frame (45, 45, 10, 10) width=10 height=10
                  Color (45, 45, 10, 10) style=rgba(1, 0.231, 0.188, 1)

            """)
    }

    @Test func jsonRoundTrips() throws {
        let tree = layout(HStack { Color.red.id("a"); Spacer() }, width: 100, height: 50)
        let data = try tree.jsonData()
        let decoded = try JSONDecoder().decode(PlacedView.self, from: data)
        #expect(decoded == tree)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"kind\" : \"HStack\""))
        #expect(text.contains("\"minLength\" : \"8\""))
    }
}
