import Geometry
import Testing
@testable import FeedshotUI

/// A page-style `TabView` whose selection the app sets (a button, as apps write "Next"): the
/// pages scroll to the selected one, animated in an animated transaction, at once otherwise.
@Suite struct TabViewSelectionTests {
    /// A "last" button over eight pages; it sets the selection to the sixth, far beyond the
    /// pages a lazy stack lays out around the first, under `withAnimation` when `animated`.
    struct ButtonPages: View {
        let animated: Bool
        @State private var page = 0

        var body: some View {
            VStack(spacing: 0) {
                Button {
                    if animated { withAnimation(.easeInOut(duration: 0.3)) { page = 5 } } else { page = 5 }
                } label: {
                    Text("page \(page)").frame(width: 200, height: 50)
                }
                .id("next")
                TabView(selection: $page) {
                    ForEach(0..<8, id: \.self) { index in
                        ScrollTest.color(index).tag(index)
                    }
                }
                .tabViewStyle(.page)
            }
        }
    }

    /// The page whose colour shows in the middle of the pages (scale 1, one pixel).
    static func pageOnScreen(_ host: ViewHost) -> Int? {
        let pixel = host.render()[100, 150]
        return (0..<6).first { index in
            Renderer(scale: 1).render(ScrollTest.color(index), on: .canvas(width: 4, height: 4))[2, 2] == pixel
        }
    }

    @Test func settingTheSelectionWithoutAnimationShowsThePageAtOnce() {
        let host = LiveTest.host(ButtonPages(animated: false))
        #expect(ScrollTest.offset(host).x == 0)
        #expect(host.tap(id: "next"))
        #expect(ScrollTest.offset(host).x == 1000)
        #expect(Self.pageOnScreen(host) == 5)
        #expect(LiveTest.texts(host).contains("page 5"))
        // The page stays selected (the scroll view does not write an older page back).
        host.advance(by: 0.5)
        #expect(ScrollTest.offset(host).x == 1000)
        #expect(LiveTest.texts(host).contains("page 5"))
    }

    @Test func settingTheSelectionInAnAnimatedTransactionScrollsThere() {
        let host = LiveTest.host(ButtonPages(animated: true))
        #expect(host.tap(id: "next"))
        #expect(Self.pageOnScreen(host) == 0)
        host.advance(by: 0.15)  // half-way through the ease: the pages between pass
        #expect((1...4).contains(Self.pageOnScreen(host) ?? 0))
        #expect(host.isAnimating)
        #expect(host.settle())
        #expect(Self.pageOnScreen(host) == 5)
        #expect(ScrollTest.offset(host).x == 1000)
        #expect(LiveTest.texts(host).contains("page 5"))
        // Swiping still works from there: back one page.
        host.drag(from: Point(x: 50, y: 150), to: Point(x: 100, y: 150), duration: 0.08)
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 800)
        #expect(LiveTest.texts(host).contains("page 4"))
    }

    enum Step: Hashable { case welcome, details, done }

    /// Pages written one by one with enum tags, as onboarding screens are, inside a navigation
    /// stack; the last page's button goes back to the first.
    struct Onboarding: View {
        @State private var step = Step.welcome
        var body: some View {
            NavigationStack {
                TabView(selection: $step) {
                    Button("Next") { withAnimation { step = .details } }.id("next").tag(Step.welcome)
                    Button("Finish") { step = .done }.id("finish").tag(Step.details)
                    Text("Done").tag(Step.done)
                }
                .tabViewStyle(.page)
            }
        }
    }

    @Test func enumTaggedPagesInANavigationStackFollowTheirSelection() {
        let host = LiveTest.host(Onboarding())
        #expect(host.tap(id: "next"))
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 200)
        #expect(host.tap(id: "finish"))
        #expect(ScrollTest.offset(host).x == 400)
        #expect(LiveTest.texts(host).contains("Done"))
    }
}
