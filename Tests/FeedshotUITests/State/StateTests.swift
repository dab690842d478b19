import Testing
@testable import FeedshotUI

@Observable final class Profile {
    var name = "Sally Ride"
    var isPublic = true
}

@Observable final class Mailbox {
    var unread = 2
}

final class Counter: ObservableObject {
    @Published var count = 3
}

/// Property wrappers compile as SwiftUI's and render the values they hold.
@Suite struct StateTests {
    let renderer = Renderer(scale: 3)

    func text(_ string: String, in tree: PlacedView) -> PlacedView? {
        tree.first { $0.kind == "Text" && $0[property: "text"] == "\"\(string)\"" }
    }

    struct Parent: View {
        @State private var isOn = true
        @State private var title: String? = nil
        var body: some View {
            VStack {
                Child(isOn: $isOn)
                Text(title ?? "untitled")
            }
        }
    }

    struct Child: View {
        @Binding var isOn: Bool
        var body: some View {
            Toggle("Flag", isOn: $isOn)
        }
    }

    @Test func stateFlowsThroughBindingsToControls() throws {
        let tree = renderer.layout(Parent(), on: .iPhone14)
        #expect(tree.first(kind: "Toggle")?[property: "isOn"] == "true")
        #expect(text("untitled", in: tree) != nil)
        let constant = renderer.layout(Toggle("Off", isOn: .constant(false)), on: .iPhone14)
        #expect(constant.first(kind: "Toggle")?[property: "isOn"] == "false")
    }

    @Test func bindingsWriteThroughAndProjectProperties() {
        let state = State(wrappedValue: Size(width: 1, height: 2))
        let width = state.projectedValue.width
        width.wrappedValue = 5
        #expect(state.wrappedValue.width == 5)
        let optional: Binding<Double?> = Binding(state.projectedValue.height)
        #expect(optional.wrappedValue == 2)
        #expect(Binding(Binding<Double?>.constant(nil)) == nil)
    }

    struct ProfileView: View {
        @Environment(Profile.self) private var profile
        @Environment(Mailbox.self) private var missing: Mailbox?
        var body: some View {
            @Bindable var profile = profile
            VStack {
                Text(profile.name)
                Toggle("Public", isOn: $profile.isPublic)
                Text(missing == nil ? "no mailbox" : "mailbox")
            }
        }
    }

    @Test func observableObjectsComeFromTheEnvironment() {
        let profile = Profile()
        profile.isPublic = false
        let tree = renderer.layout(ProfileView().environment(profile), on: .iPhone14)
        #expect(text("Sally Ride", in: tree) != nil)
        #expect(tree.first(kind: "Toggle")?[property: "isOn"] == "false")
        #expect(text("no mailbox", in: tree) != nil)
        let bindable = Bindable(profile)
        bindable.name.wrappedValue = "Mae Jemison"
        #expect(profile.name == "Mae Jemison")
    }

    struct CounterViews: View {
        @StateObject private var owned = Counter()
        @ObservedObject var given: Counter
        @EnvironmentObject var shared: Counter
        @AppStorage("launches") private var launches = 12
        @AppStorage("nickname") private var nickname: String?
        var body: some View {
            Text("\(owned.count) \(given.count) \(shared.count) \(launches) \(nickname ?? "none")")
        }
    }

    @Test func combineFreeWrappersReadValues() {
        let given = Counter()
        given.count = 5
        let shared = Counter()
        shared.count = 7
        let tree = renderer.layout(CounterViews(given: given).environmentObject(shared), on: .iPhone14)
        #expect(text("3 5 7 12 none", in: tree) != nil)
        let binding = ObservedObject(wrappedValue: given).projectedValue.count
        binding.wrappedValue = 9
        #expect(given.count == 9)
    }

    /// `.secondary`, system backgrounds, separators and tint resolve per colour scheme.
    @Test func semanticColoursSwitchWithTheScheme() {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        light.colorScheme = .light
        for style in [AnyShapeStyle(HierarchicalShapeStyle.secondary), AnyShapeStyle(Color.systemBackground),
                      AnyShapeStyle(SeparatorShapeStyle()), AnyShapeStyle(TintShapeStyle()),
                      AnyShapeStyle(Color.secondarySystemGroupedBackground), AnyShapeStyle(BackgroundStyle())] {
            #expect(style.resolved(in: light) != style.resolved(in: dark))
        }
        var tinted = light
        tinted.tintStyle = AnyShapeStyle(Color.orange)
        #expect(TintShapeStyle().resolved(in: tinted) == Color.orange.resolved(in: light))
    }
}
