import FeedshotTesting
import Foundation
import Geometry
import Testing
@testable import FeedshotUI

/// The iOS push transition of a live navigation stack: the pushed screen slides in from the
/// trailing edge over the old one, which moves back at parallax and dims; a pop reverses it.
/// Pushes and pops from links, path changes, `dismiss`, `navigationDestination(isPresented:)`
/// and the back button all animate; a transaction that disables animations makes them instant.
@Suite struct NavigationTransitionTests {
    /// The screen of the stack whose content shows `text`, as placed now (ghosts included).
    static func screen(showing text: String, in host: ViewHost) -> PlacedView? {
        guard let stack = host.layout().first(kind: "NavigationStack") else { return nil }
        return stack.children.first { LiveTest.texts($0).contains(text) && $0.kind != "NavigationBar" }
    }

    /// The horizontal translation a screen is drawn with (0 at rest).
    static func offset(of screen: PlacedView?) -> Double? {
        guard let screen else { return nil }
        guard let transform = screen[property: "presentedTransform"] else { return 0 }
        let numbers = transform.dropFirst().dropLast().split(separator: " ").compactMap { Double($0) }
        return numbers.count == 6 ? numbers[4] : nil
    }

    static func dim(of screen: PlacedView?) -> Double {
        screen?[property: "presentedDim"].flatMap(Double.init) ?? 0
    }

    struct Detail: View {
        let number: Int
        @Binding var path: NavigationPath
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Mission \(number)")
                Button("Next") { path.append(number + 1) }.id("next")
                Button("Back one") { path.removeLast() }.id("remove-last")
                Button("Home") { path = NavigationPath() }.id("home")
                Button("Dismiss") { dismiss() }.id("dismiss")
            }
            .navigationTitle("Mission \(number)")
        }
    }

    struct PathRoot: View {
        @State var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Missions list")
                    Button("Open 1") { path.append(1) }.id("open")
                    Button("Open 1 at once") {
                        var transaction = Transaction()
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { path.append(1) }
                    }.id("open-instant")
                }
                .navigationTitle("Missions")
                .navigationDestination(for: Int.self) { Detail(number: $0, path: $path) }
            }
        }
    }

    @Test func aPushSlidesTheNewScreenInOverTheOldOneAtParallax() throws {
        let host = LiveTest.host(PathRoot())
        #expect(host.tap(id: "open"))
        // t = 0: the new screen just beyond the trailing edge, the old one in place.
        #expect(Self.offset(of: Self.screen(showing: "Mission 1", in: host)) == 200)
        #expect(Self.offset(of: Self.screen(showing: "Missions list", in: host)) == 0)
        #expect(host.isAnimating)
        // Mid-way: the old screen has moved back a third as far as the new one came in (each
        // move rounded to whole pixels: points at scale 1), and dims in proportion.
        host.advance(by: 0.1)
        let new = try #require(Self.offset(of: Self.screen(showing: "Mission 1", in: host)))
        let old = try #require(Self.offset(of: Self.screen(showing: "Missions list", in: host)))
        #expect(new > 20 && new < 180)
        let progress = 1 - new / 200
        #expect(old == old.rounded() && new == new.rounded())
        #expect(abs(old - -200 * NavigationTransition.parallax * progress) <= 0.5 + 0.5 * NavigationTransition.parallax)
        #expect(abs(Self.dim(of: Self.screen(showing: "Missions list", in: host)) - NavigationTransition.dim * progress) < 0.001)
        // The bars cross-fade: both titles are drawn, each partly transparent.
        let bars = try #require(host.layout().first(kind: "NavigationStack")).children.filter { $0.kind == "NavigationBar" }
        #expect(bars.count == 2)
        #expect(bars.allSatisfy { $0[property: "presentedOpacity"] != nil })
        // The end: the new screen in place, the old one gone.
        #expect(host.settle(limit: 1))
        #expect(Self.offset(of: Self.screen(showing: "Mission 1", in: host)) == 0)
        #expect(Self.screen(showing: "Missions list", in: host) == nil)
    }

    @Test func aPopSlidesTheTopScreenOutAndTheOneBelowComesBack() throws {
        let host = LiveTest.host(PathRoot())
        #expect(host.tap(id: "open"))
        host.settle()
        // The system back button, at the bar's leading edge.
        host.tap(at: Point(x: 40, y: 22))
        #expect(Self.offset(of: Self.screen(showing: "Mission 1", in: host)) == 0)
        #expect(Self.offset(of: Self.screen(showing: "Missions list", in: host)) == -60)
        #expect(abs(Self.dim(of: Self.screen(showing: "Missions list", in: host)) - NavigationTransition.dim) < 0.001)
        host.advance(by: 0.1)
        let top = try #require(Self.offset(of: Self.screen(showing: "Mission 1", in: host)))
        let below = try #require(Self.offset(of: Self.screen(showing: "Missions list", in: host)))
        #expect(top > 20 && top < 180)
        // Each move is rounded to whole pixels (points at scale 1).
        #expect(below == below.rounded() && top == top.rounded())
        #expect(abs(below - -60 * (1 - top / 200)) <= 0.5 + 0.5 * 60 / 200)
        #expect(host.settle(limit: 1))
        #expect(Self.screen(showing: "Mission 1", in: host) == nil)
        #expect(Self.offset(of: Self.screen(showing: "Missions list", in: host)) == 0)
    }

    @Test func assigningAShorterPathAnimatesAsOnePopToTheNewTop() throws {
        let host = LiveTest.host(PathRoot())
        #expect(host.tap(id: "open"))
        host.settle()
        #expect(host.tap(id: "next"))
        host.settle()
        #expect(host.tap(id: "next"))
        host.settle()
        #expect(LiveTest.texts(host).contains("Mission 3"))
        #expect(host.tap(id: "home"))
        host.advance(by: 0.1)
        // Only the top screen and the root move: the screens between are not drawn.
        #expect(Self.screen(showing: "Mission 2", in: host) == nil)
        let top = try #require(Self.offset(of: Self.screen(showing: "Mission 3", in: host)))
        let root = try #require(Self.offset(of: Self.screen(showing: "Missions list", in: host)))
        #expect(top > 0 && top < 200 && root < 0 && root > -60)
        #expect(host.settle(limit: 1))
        #expect(LiveTest.texts(host).contains("Missions list"))
        #expect(!LiveTest.texts(host).contains("Mission 3"))
    }

    @Test func pathEditsAndDismissAnimate() throws {
        let host = LiveTest.host(PathRoot())
        #expect(host.tap(id: "open"))
        host.settle()
        // path.append from a button in the pushed screen.
        #expect(host.tap(id: "next"))
        host.advance(frames: 3)
        #expect((Self.offset(of: Self.screen(showing: "Mission 2", in: host)) ?? 0) > 0)
        host.settle()
        // removeLast pops.
        #expect(host.tap(id: "remove-last"))
        host.advance(frames: 3)
        #expect((Self.offset(of: Self.screen(showing: "Mission 2", in: host)) ?? 0) > 0)
        #expect((Self.offset(of: Self.screen(showing: "Mission 1", in: host)) ?? 0) < 0)
        host.settle()
        #expect(!LiveTest.texts(host).contains("Mission 2"))
        // @Environment(\.dismiss) pops the screen it is in.
        #expect(host.tap(id: "dismiss"))
        host.advance(frames: 3)
        #expect((Self.offset(of: Self.screen(showing: "Mission 1", in: host)) ?? 0) > 0)
        host.settle()
        #expect(LiveTest.texts(host).contains("Missions list"))
        #expect(!LiveTest.texts(host).contains("Mission 1"))
    }

    @Test func aTransactionThatDisablesAnimationsPushesAtOnce() {
        let host = LiveTest.host(PathRoot())
        #expect(host.tap(id: "open-instant"))
        #expect(!host.isAnimating)
        #expect(Self.offset(of: Self.screen(showing: "Mission 1", in: host)) == 0)
        #expect(Self.screen(showing: "Missions list", in: host) == nil)
    }

    struct InstantLinks: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Apollo") { Text("Apollo detail") }.id("apollo")
            }
            .transaction { $0.disablesAnimations = true }
        }
    }

    @Test func aTransactionModifierThatDisablesAnimationsPushesAndPopsAtOnce() {
        let host = LiveTest.host(InstantLinks())
        #expect(host.tap(id: "apollo"))
        #expect(!host.isAnimating)
        #expect(LiveTest.texts(host).contains("Apollo detail"))
        host.tap(at: Point(x: 40, y: 22))
        #expect(!host.isAnimating)
        #expect(!LiveTest.texts(host).contains("Apollo detail"))
    }

    struct Presenter: View {
        @State private var showsDetail = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Presenter root")
                    Button("Show") { showsDetail = true }.id("show")
                }
                .navigationDestination(isPresented: $showsDetail) { PresentedDetail() }
            }
        }
    }

    struct PresentedDetail: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Presented detail")
                Button("Close") { dismiss() }.id("close")
            }
        }
    }

    @Test func navigationDestinationIsPresentedPushesAndDismissPops() throws {
        let host = LiveTest.host(Presenter())
        #expect(host.tap(id: "show"))
        host.advance(frames: 3)
        #expect((Self.offset(of: Self.screen(showing: "Presented detail", in: host)) ?? 0) > 0)
        host.settle()
        #expect(host.tap(id: "close"))
        host.advance(frames: 3)
        #expect((Self.offset(of: Self.screen(showing: "Presented detail", in: host)) ?? 0) > 0)
        #expect((Self.offset(of: Self.screen(showing: "Presenter root", in: host)) ?? 0) < 0)
        host.settle()
        #expect(!LiveTest.texts(host).contains("Presented detail"))
        // The system back button also sets the binding back to false.
        #expect(host.tap(id: "show"))
        host.settle()
        host.tap(at: Point(x: 40, y: 22))
        host.settle()
        #expect(LiveTest.texts(host).contains("Presenter root"))
        #expect(host.tap(id: "show"))
        host.settle()
        #expect(LiveTest.texts(host).contains("Presented detail"))
    }

    @Test func aPathSavedThroughCodableIsRestoredIntoALiveHost() throws {
        var saved = NavigationPath()
        saved.append(1)
        saved.append(2)
        let representation = try #require(saved.codable)
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored.count == 2)
        let host = LiveTest.host(PathRoot(path: restored))
        #expect(LiveTest.texts(host).contains("Mission 2"))
        // The restored stack pops as any other: back to the first restored screen.
        host.tap(at: Point(x: 40, y: 22))
        #expect(host.isAnimating)
        host.settle()
        #expect(LiveTest.texts(host).contains("Mission 1"))
        #expect(!LiveTest.texts(host).contains("Mission 2"))
    }

    // MARK: Goldens

    static func goldenHost<V: View>(_ view: V) -> ViewHost {
        ViewHost(view, on: .iPhoneSE, renderer: Renderer(scale: 1))
    }

    @Test func goldenOfAPushMidTransition() {
        let host = Self.goldenHost(PathRoot())
        #expect(host.tap(id: "open"))
        host.advance(by: 0.1)
        assertSnapshot(of: host, named: "push-mid")
    }

    @Test func goldenOfAPopMidTransitionFromACustomBackButtonAssigningAPath() {
        let host = Self.goldenHost(PathRoot())
        #expect(host.tap(id: "open"))
        host.settle()
        #expect(host.tap(id: "next"))
        host.settle()
        #expect(host.tap(id: "home"))
        host.advance(by: 0.1)
        assertSnapshot(of: host, named: "pop-mid-custom-back")
    }

    @Test func goldenOfAPopMidTransitionFromTheSystemBackButton() {
        let host = Self.goldenHost(PathRoot())
        #expect(host.tap(id: "open"))
        host.settle()
        // The back button on an iPhone SE: below the 20-point status bar.
        host.tap(at: Point(x: 40, y: 20 + 22))
        host.advance(by: 0.1)
        assertSnapshot(of: host, named: "pop-mid-system-back")
    }
}
