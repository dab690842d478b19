import Foundation
import Geometry
import Observation
import Testing
@testable import FeedshotUI

/// State lives by structural identity in a live host: kept across body evaluations, reset when an
/// `if` flips or an `.id` changes, following `ForEach` ids.
@Suite struct StateIdentityTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(name) \(count)")
                Button("+") { count += 1 }.id("\(name)+")
            }
        }
    }

    @Test func stateSurvivesBodyEvaluation() {
        let host = LiveTest.host(Counter(name: "a"))
        #expect(LiveTest.texts(host).contains("a 0"))
        host.tap(id: "a+")
        host.tap(id: "a+")
        host.tap(id: "a+")
        #expect(LiveTest.texts(host).contains("a 3"))
    }

    struct Switcher: View {
        @State private var showsFirst = true
        @State private var key = 0
        var body: some View {
            VStack {
                if showsFirst {
                    Counter(name: "first")
                } else {
                    Counter(name: "second")
                }
                Counter(name: "keyed").id(key)
                Button("flip") { showsFirst.toggle() }.id("flip")
                Button("rekey") { key += 1 }.id("rekey")
            }
        }
    }

    @Test func branchFlipResetsState() {
        let host = LiveTest.host(Switcher())
        host.tap(id: "first+")
        host.tap(id: "first+")
        #expect(LiveTest.texts(host).contains("first 2"))
        host.tap(id: "flip")
        #expect(LiveTest.texts(host).contains("second 0"))
        host.tap(id: "second+")
        host.tap(id: "flip")
        // Back to the first branch: a new view, whose state starts afresh.
        #expect(LiveTest.texts(host).contains("first 0"))
        host.tap(id: "flip")
        #expect(LiveTest.texts(host).contains("second 0"))
    }

    @Test func idChangeResetsStateAndOtherStateStays() {
        let host = LiveTest.host(Switcher())
        host.tap(id: "keyed+")
        host.tap(id: "first+")
        #expect(LiveTest.texts(host).contains("keyed 1"))
        host.tap(id: "rekey")
        #expect(LiveTest.texts(host).contains("keyed 0"))
        #expect(LiveTest.texts(host).contains("first 1"))
    }

    struct Reorderable: View {
        @State private var names = ["x", "y", "z"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { name in Counter(name: name) }
                Button("reverse") { names.reverse() }.id("reverse")
                Button("drop") { names.removeFirst() }.id("drop")
            }
        }
    }

    @Test func forEachStateFollowsTheElementID() {
        let host = LiveTest.host(Reorderable())
        host.tap(id: "y+")
        host.tap(id: "z+")
        host.tap(id: "z+")
        host.tap(id: "reverse")
        #expect(LiveTest.texts(host).filter { $0.count == 3 } == ["z 2", "y 1", "x 0"])
        host.tap(id: "drop")
        #expect(LiveTest.texts(host).filter { $0.count == 3 } == ["y 1", "x 0"])
    }

    @Test func forgottenIdentitiesDropTheirStorage() {
        let host = LiveTest.host(Switcher())
        let before = host.graph.identities.count
        host.tap(id: "flip")
        host.tap(id: "flip")
        // Flipping twice visits the same number of paths again; the second branch's were forgotten.
        #expect(host.graph.identities.count == before)
    }

    struct BindingParent: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Text(isOn ? "on" : "off")
                BindingChild(isOn: $isOn)
            }
        }
    }

    struct BindingChild: View {
        @Binding var isOn: Bool
        var body: some View {
            Button("switch") { isOn.toggle() }.id("switch")
        }
    }

    @Test func bindingsWriteToTheOwnersState() {
        let host = LiveTest.host(BindingParent())
        #expect(LiveTest.texts(host).contains("off"))
        host.tap(id: "switch")
        #expect(LiveTest.texts(host).contains("on"))
        host.tap(id: "switch")
        #expect(LiveTest.texts(host).contains("off"))
    }

    @Observable final class Model {
        var title = "draft"
        var flag = false
    }

    struct ObservableScreen: View {
        @State private var model = Model()
        var body: some View {
            VStack {
                Text(model.title)
                ModelEditor(model: model)
                Toggle("Flag", isOn: $model.flag).labelsHidden().id("flag")
                Text(model.flag ? "flagged" : "plain")
            }
        }
    }

    struct ModelEditor: View {
        @Bindable var model: Model
        var body: some View {
            Button("publish") { model.title = "published" }.id("publish")
        }
    }

    @Test func observableModelsUpdateTheViewsThatReadThem() {
        let host = LiveTest.host(ObservableScreen())
        #expect(LiveTest.texts(host).contains("draft"))
        host.tap(id: "publish")
        #expect(LiveTest.texts(host).contains("published"))
        host.tap(id: "flag")
        #expect(LiveTest.texts(host).contains("flagged"))
        #expect(host.layout().first(kind: "Toggle")?[property: "isOn"] == "true")
    }

    final class Store: ObservableObject {
        @Published var count = 0
    }

    struct StoreScreen: View {
        @StateObject private var store = Store()
        var body: some View {
            VStack {
                Text("owned \(store.count)")
                StoreChild(store: store)
                SharedReader()
            }
        }
    }

    struct StoreChild: View {
        @ObservedObject var store: Store
        var body: some View {
            Button("more") { store.count += 1 }.id("more")
        }
    }

    struct SharedReader: View {
        @EnvironmentObject var shared: Store
        var body: some View {
            Button("shared \(shared.count)") { shared.count += 10 }.id("shared")
        }
    }

    @Test func observableObjectsPublishChanges() {
        let shared = Store()
        let host = LiveTest.host(StoreScreen().environmentObject(shared))
        host.tap(id: "more")
        host.tap(id: "more")
        #expect(LiveTest.texts(host).contains("owned 2"))
        host.tap(id: "shared")
        #expect(LiveTest.texts(host).contains("shared 10"))
        #expect(shared.count == 10)
        // A change made outside the host (another part of the app) shows at the next frame.
        shared.count = 42
        host.advance(frames: 1)
        #expect(LiveTest.texts(host).contains("shared 42"))
    }

    struct Settings: View {
        @AppStorage("volume") private var volume = 3
        var body: some View {
            VStack {
                Text("volume \(volume)")
                Button("louder") { volume += 1 }.id("louder")
                VolumeReader()
            }
        }
    }

    struct VolumeReader: View {
        @AppStorage("volume") private var volume = 99
        var body: some View { Text("reader \(volume)") }
    }

    @Test func appStorageIsSharedByKeyPerHost() {
        let host = LiveTest.host(Settings())
        // The first reader seeds the key with its default; the second reads the stored value.
        #expect(LiveTest.texts(host).contains("volume 3") && LiveTest.texts(host).contains("reader 3"))
        host.tap(id: "louder")
        #expect(LiveTest.texts(host).contains("volume 4") && LiveTest.texts(host).contains("reader 4"))
        #expect(host.appStorageValue(forKey: "volume") as? Int == 4)
        // Another host starts from the defaults again.
        #expect(LiveTest.texts(LiveTest.host(Settings())).contains("volume 3"))
    }

    @Test func stillRendersKeepTheirPlacedTrees() {
        // A still render of a screen with live-only parts (buttons' pressed opacity) has no
        // live nodes; a host's layout does.
        let still = LiveTest.renderer.layout(Counter(name: "s"), on: LiveTest.device)
        #expect(still.first(kind: "opacity") == nil)
        #expect(LiveTest.host(Counter(name: "s")).layout().first(kind: "opacity") != nil)
    }
}
