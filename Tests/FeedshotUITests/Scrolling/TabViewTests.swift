import Geometry
import Testing
@testable import FeedshotUI

/// `TabView` on a live host: tab-bar taps, a selection binding, and the page style swiped with
/// the paging scroll view's physics.
@Suite struct TabViewTests {
    /// Two tabs with labels, on a selection binding that starts on "settings".
    struct Tabs: View {
        @State private var tab = "settings"

        var body: some View {
            TabView(selection: $tab) {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
            }
        }
    }

    @Test func theTabBarShowsTheSelectedTabAndATapSelectsAnother() throws {
        let host = LiveTest.host(Tabs())
        var texts = LiveTest.texts(host)
        #expect(texts.contains("Settings page") && !texts.contains("Home page"))
        #expect(texts.contains("Home") && texts.contains("Settings"))
        // The bar: 49 points along the bottom, the content above it.
        let bar = try #require(host.layout().all(kind: "HStack").last)
        #expect(bar.frame == Rect(x: 0, y: 251, width: 200, height: 49))
        host.tap(at: Point(x: 50, y: 275))                     // the first item
        texts = LiveTest.texts(host)
        #expect(texts.contains("Home page") && !texts.contains("Settings page"))
        host.tap(at: Point(x: 150, y: 275))
        #expect(LiveTest.texts(host).contains("Settings page"))
    }

    @Test func withoutABindingTheFirstTabShowsAndTabsKeepTheirState() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button { count += 1 } label: { Text("count \(count)").frame(width: 200, height: 100) }
            }
        }
        let host = LiveTest.host(TabView {
            Counter().tabItem { Label("One", systemImage: "1.circle") }
            Text("Second").tabItem { Label("Two", systemImage: "2.circle") }
        })
        #expect(LiveTest.texts(host).contains("count 0"))
        host.tap(at: Point(x: 100, y: 125))
        #expect(LiveTest.texts(host).contains("count 1"))
        host.tap(at: Point(x: 150, y: 275))
        #expect(LiveTest.texts(host).contains("Second"))
        host.tap(at: Point(x: 50, y: 275))
        #expect(LiveTest.texts(host).contains("count 1"))     // the hidden tab kept its state
    }

    /// Three coloured pages in a page-style tab view under a line that shows the selection.
    struct Pages: View {
        @State private var page = 0

        var body: some View {
            VStack(spacing: 0) {
                Text("page \(page)").frame(width: 200, height: 50)
                TabView(selection: $page) {
                    ForEach(0..<3, id: \.self) { index in
                        ScrollTest.color(index).tag(index)
                    }
                }
                .tabViewStyle(.page)
            }
        }
    }

    @Test func pagesSwipeWithThePagingPhysicsAndSelect() {
        let host = LiveTest.host(Pages())
        #expect(LiveTest.texts(host).contains("page 0"))
        // A flick to the left (50 points in 0.08 s: 625 points per second) turns one page.
        host.drag(from: Point(x: 150, y: 150), to: Point(x: 100, y: 150), duration: 0.08)
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 200)
        #expect(LiveTest.texts(host).contains("page 1"))
        // A slow drag short of half a page returns.
        ScrollTest.slowDrag(host, from: Point(x: 150, y: 150), to: Point(x: 90, y: 150))
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 200)
        #expect(LiveTest.texts(host).contains("page 1"))
        // Past half a page, slowly: the next page.
        ScrollTest.slowDrag(host, from: Point(x: 180, y: 150), to: Point(x: 60, y: 150))
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 400)
        #expect(LiveTest.texts(host).contains("page 2"))
        // Pulled past the last page, it springs back.
        ScrollTest.slowDrag(host, from: Point(x: 150, y: 150), to: Point(x: 50, y: 150))
        #expect(ScrollTest.offset(host).x > 400)
        #expect(host.settle())
        #expect(ScrollTest.offset(host).x == 400)
    }

    @Test func aStillRenderShowsTheSelectedPage() {
        let renderer = Renderer(scale: 1)
        let bitmap = renderer.render(Pages(), on: .canvas(width: 200, height: 300))
        let page0 = renderer.render(ScrollTest.color(0), on: .canvas(width: 4, height: 4))[2, 2]
        #expect(bitmap[100, 150] == page0)
    }

    /// A tab is a screen on the system background, under the status bar too: white in light
    /// mode, black in dark (it was transparent, leaving dark-mode text on nothing).
    @Test func tabsSitOnTheSystemBackground() {
        let tabs = TabView { Text("Home page").tabItem { Label("Home", systemImage: "house") } }
        for (scheme, expected) in [(ColorScheme.light, PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255)),
                                   (.dark, PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))] {
            let bitmap = Renderer(scale: 1).render(tabs.environment(\.colorScheme, scheme), on: .iPhone15)
            #expect(bitmap[10, 2] == expected, "\(scheme) status bar")
            #expect(bitmap[10, 300] == expected, "\(scheme) content")
        }
    }
}
