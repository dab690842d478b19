import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// Bindings to collections as SwiftUI has them: element bindings, `ForEach($items)`, and the
/// offset helpers `List` editing hands `IndexSet`s to.
@Suite struct BindingCollectionTests {
    struct Task: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var done = false
    }

    final class Store: @unchecked Sendable {
        var tasks = [Task(id: 1, title: "Launch"), Task(id: 2, title: "Orbit"), Task(id: 3, title: "Land")]
    }

    @Test func anElementBindingReadsAndWritesThatElement() {
        let store = Store()
        let tasks = Binding(get: { store.tasks }, set: { store.tasks = $0 })
        #expect(tasks.count == 3 && tasks[1].wrappedValue.title == "Orbit")
        tasks[1].done.wrappedValue = true
        tasks[2].wrappedValue = Task(id: 3, title: "Splashdown")
        #expect(store.tasks.map(\.done) == [false, true, false])
        #expect(store.tasks[2].title == "Splashdown")
        #expect(tasks.map(\.wrappedValue.id) == [1, 2, 3])
    }

    @Test func forEachOverABindingGivesEachRowItsElement() {
        struct Checklist: View {
            @State var tasks = [Task(id: 1, title: "Launch"), Task(id: 2, title: "Orbit", done: true)]
            var body: some View {
                VStack {
                    ForEach($tasks) { $task in
                        Toggle(task.title, isOn: $task.done).id("row\(task.id)")
                    }
                }
            }
        }
        let host = ViewHost(Checklist(), on: .iPhone14, renderer: Renderer(scale: 1))
        func states() -> [String] {
            host.layout().allViews.flatMap { $0.properties.filter { $0.name == "isOn" }.map(\.value) }
        }
        #expect(states() == ["false", "true"])
        // A tap on the first row's toggle writes through its element binding into the array.
        guard let row = host.frame(ofID: "row1") else {
            Issue.record("no row1")
            return
        }
        host.tap(at: Point(x: row.maxX - 30, y: row.midY))
        host.advance(by: 0.5)
        #expect(states() == ["true", "true"])
    }

    @Test func removeAtOffsetsAndMoveFromOffsetsFollowSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d", "e"]
        moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)  // before "e"
        #expect(moved == ["c", "d", "a", "b", "e"])
        var back = ["a", "b", "c", "d", "e"]
        back.move(fromOffsets: IndexSet([4]), toOffset: 1)  // "e" before "b"
        #expect(back == ["a", "e", "b", "c", "d"])
        var end = ["a", "b", "c"]
        end.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(end == ["b", "c", "a"])
    }
}
