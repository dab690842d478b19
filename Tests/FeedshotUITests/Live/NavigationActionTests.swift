import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Navigation links push and the back button pops in a live host (each change is let to settle:
/// the push transition is tested in ``NavigationTransitionTests``).
@Suite struct NavigationActionTests {
    struct Detail: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(name) \(taps)")
                Button("tap") { taps += 1 }.id("detail-tap")
            }
            .navigationTitle(name)
        }
    }

    struct Root: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Apollo") { Detail(name: "Apollo") }.id("apollo")
                    NavigationLink("Gemini", value: "Gemini").id("gemini")
                }
                .navigationTitle("Missions")
                .navigationDestination(for: String.self) { Detail(name: $0) }
            }
        }
    }

    @Test func linksPushAndTheBackButtonPops() {
        let host = LiveTest.host(Root(), device: .iPhone14)
        #expect(LiveTest.texts(host).contains("Missions"))
        host.tap(id: "apollo")
        host.settle()
        #expect(LiveTest.texts(host).contains("Apollo 0"))
        host.tap(id: "detail-tap")
        #expect(LiveTest.texts(host).contains("Apollo 1"))
        // The back button: the chevron and the previous title at the bar's leading edge.
        host.tap(at: Point(x: 30, y: 47 + 22))
        host.settle()
        #expect(LiveTest.texts(host).contains("Missions"))
        #expect(!LiveTest.texts(host).contains("Apollo 1"))
        host.tap(id: "gemini")
        host.settle()
        #expect(LiveTest.texts(host).contains("Gemini 0"))
        host.tap(at: Point(x: 30, y: 47 + 22))
        host.settle()
        // Pushed again, the detail is a new view: its state starts afresh.
        host.tap(id: "apollo")
        host.settle()
        #expect(LiveTest.texts(host).contains("Apollo 0"))
    }

    struct PathRoot: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List(1..<4, id: \.self) { number in
                    NavigationLink("Mission \(number)", value: number)
                }
                .navigationTitle("Path \(path.count)")
                .navigationDestination(for: Int.self) { Text("Mission detail \($0)") }
            }
        }
    }

    @Test func valueLinksAppendToTheBoundPathAndListRowsTapAcrossTheRow() throws {
        let host = LiveTest.host(PathRoot(), device: .iPhone14)
        let row = host.layout().all(kind: "Text").first { $0[property: "text"] == "\"Mission 2\"" }
        let frame = try #require(row?.frame)
        // Far to the right of the label, on the row's empty space.
        host.tap(at: Point(x: 300, y: frame.midY))
        host.settle()
        #expect(LiveTest.texts(host).contains("Mission detail 2"))
        host.tap(at: Point(x: 30, y: 47 + 22))
        host.settle()
        #expect(LiveTest.texts(host).contains("Path 0"))
    }
}
