import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// `onAppear`, `onDisappear`, `onChange` and `task` run at SwiftUI's moments and in its order.
@Suite struct LifecycleTests {
    struct Nested: View {
        let log: EventLog
        var body: some View {
            Group {
                VStack {
                    Text("hello")
                        .task { log.append("Text task") }
                        .onChange(of: true, initial: true) { log.append("Text onChange") }
                        .onAppear { log.append("Text onAppear") }
                }
                .task { log.append("VStack task") }
                .onChange(of: true, initial: true) { log.append("VStack onChange") }
                .onAppear { log.append("VStack onAppear") }
            }
            .task { log.append("Group task") }
            .onChange(of: true, initial: true) { log.append("Group onChange") }
            .onAppear { log.append("Group onAppear") }
        }
    }

    /// The order measured on iOS 17 (benigumo, "onAppear・onChange(initial: true)・task の実行順序",
    /// 2024): deeper views first, modifiers in the order written, every task after every appear.
    @Test func appearChangeAndTaskOrderMatchesSwiftUI() {
        let log = EventLog()
        _ = LiveTest.host(Nested(log: log))
        #expect(log.entries == ["Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
                                "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task"])
    }

    struct Toggler: View {
        let log: EventLog
        @State private var showsDetail = false
        @State private var count = 0
        var body: some View {
            VStack {
                if showsDetail {
                    Text("detail")
                        .onAppear { log.append("detail appear") }
                        .onDisappear { log.append("detail disappear") }
                        .task {
                            log.append("detail task start")
                            await Task.yield()
                            log.append("detail task end")
                        }
                }
                Text("count \(count)")
                    .onChange(of: count) { old, new in log.append("count \(old)->\(new)") }
                    .task(id: count) { log.append("task for \(count)") }
                Button("toggle") { showsDetail.toggle() }.id("toggle")
                Button("count") { count += 1 }.id("count")
            }
        }
    }

    @Test func appearDisappearChangeAndTaskIDs() {
        let log = EventLog()
        let host = LiveTest.host(Toggler(log: log))
        #expect(log.entries == ["task for 0"])
        log.clear()
        host.tap(id: "toggle")
        // The task ran to completion before the tap returned (the next frame).
        #expect(log.entries == ["detail appear", "detail task start", "detail task end"])
        log.clear()
        host.tap(id: "count")
        #expect(log.entries == ["count 0->1", "task for 1"])
        log.clear()
        host.tap(id: "toggle")
        #expect(log.entries == ["detail disappear"])
        log.clear()
        host.tap(id: "count")
        host.tap(id: "count")
        #expect(log.entries == ["count 1->2", "task for 2", "count 2->3", "task for 3"])
    }

    actor Loader {
        func load() async -> [String] {
            await Task.yield()
            return ["Apollo 11", "Apollo 13"]
        }
    }

    struct Missions: View {
        @State private var missions: [String] = []
        let loader = Loader()
        var body: some View {
            VStack {
                Text(missions.isEmpty ? "loading" : missions.joined(separator: ", "))
            }
            .task { missions = await loader.load() }
        }
    }

    @Test func taskResultsShowBeforeTheFirstFrame() {
        let host = LiveTest.host(Missions())
        #expect(LiveTest.texts(host) == ["Apollo 11, Apollo 13"])
    }

    struct Sleeper: View {
        @State private var done = false
        var body: some View {
            Text(done ? "done" : "waiting")
                .task {
                    try? await Task.sleep(nanoseconds: 20_000_000)
                    done = true
                }
        }
    }

    /// A task that waits on outside work (a real sleep) is waited for: the result is the same on
    /// every run, whatever the sleep took.
    @Test func tasksWaitingOnOutsideWorkAreWaitedFor() {
        let host = LiveTest.host(Sleeper())
        #expect(LiveTest.texts(host) == ["done"])
        #expect(host.issues.isEmpty)
    }

    struct Looper: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count, initial: true) { count += 1 }
        }
    }

    @Test func updateLoopsStopWithAnIssue() {
        let host = LiveTest.host(Looper())
        #expect(host.issues.count == 1)
        if case .updateLoop(_, let updates)? = host.issues.first { #expect(updates == ViewHost.updateLimit) }
    }
}
