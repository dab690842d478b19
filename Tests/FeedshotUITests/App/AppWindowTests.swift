import FeedshotTesting
import Geometry
import Raster
import Testing
@testable import FeedshotUI

/// What an app's window shows: the system background behind the content (an app's screen is
/// never transparent), the first column of a `NavigationView` with several, and, when the app is
/// launched (`App.main()`), the screen once its `onAppear`s ran and its animations ended.
@Suite struct AppWindowTests {
    static let renderer = Renderer(scale: 1)
    static let white = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255)
    static let red = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = PremultipliedRGBA(red: 0, green: 255, blue: 0, alpha: 255)

    struct TextApp: App {
        var body: some Scene { WindowGroup { Text("Hello") } }
    }

    struct FullBleedApp: App {
        var body: some Scene { WindowGroup { Color(red: 1, green: 0, blue: 0).ignoresSafeArea() } }
    }

    @Test func theWindowIsTheSystemBackgroundBehindTheContent() {
        let device = Device.iPhone14
        let light = Self.renderer.render(TextApp(), on: device)
        let corners = [(0, 0), (light.width - 1, 0), (0, light.height - 1), (light.width - 1, light.height - 1)]
        for (x, y) in corners { #expect(light[x, y] == Self.white) }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let night = Renderer(scale: 1, environment: dark).render(TextApp(), on: device)
        for (x, y) in corners { #expect(night[x, y] == Self.black) }
        // The view alone stays transparent where it draws nothing.
        #expect(Self.renderer.render(Text("Hello"), on: device)[0, 0].alpha == 0)
    }

    @Test func theBackgroundMovesNothingOfTheContent() {
        // Content that ignores the safe area still reaches the screen's edges, and the content's
        // frames are those of the bare view.
        let bleed = Self.renderer.render(FullBleedApp(), on: .iPhone14)
        #expect(bleed[0, 0] == Self.red && bleed[bleed.width - 1, bleed.height - 1] == Self.red)
        let app = Self.renderer.layout(TextApp(), on: .iPhone14).all(kind: "Text").first?.frame
        let bare = Self.renderer.layout(Text("Hello"), on: .iPhone14).all(kind: "Text").first?.frame
        #expect(app != nil && app == bare)
    }

    @Test func aNavigationViewWithColumnsShowsItsFirstOnAnIPhone() {
        let screen = NavigationView {
            List { Text("Sidebar row") }.navigationTitle("Resorts")
            Text("Welcome detail")
        }
        let texts = LiveTest.texts(Self.renderer.layout(screen, on: .iPhone14))
        #expect(texts.contains("Sidebar row") && texts.contains("Resorts"))
        #expect(!texts.contains("Welcome detail"))
        // One view is the root as before.
        let single = LiveTest.texts(Self.renderer.layout(NavigationView { Text("Only") }, on: .iPhone14))
        #expect(single.contains("Only"))
    }

    struct LoadingApp: App {
        var body: some Scene { WindowGroup { Loading() } }
    }

    struct Loading: View {
        @State private var loaded = false
        var body: some View {
            Color(red: loaded ? 0 : 1, green: loaded ? 1 : 0, blue: 0)
                .frame(width: 40, height: 40)
                .onAppear { withAnimation(.linear(duration: 1)) { loaded = true } }
        }
    }

    @Test @MainActor func aLaunchedAppShowsItsScreenAfterOnAppearAndItsAnimations() {
        let device = Device.iPhone14
        let launched = AppLauncher.launchScreen(of: LoadingApp(), on: device, renderer: Self.renderer)
        let centre = (launched.width / 2, launched.height / 2)
        #expect(launched[centre.0, centre.1] == Self.green)
        // A still runs no lifecycle: the colour before onAppear.
        let still = Self.renderer.render(LoadingApp(), on: device)
        #expect(still[centre.0, centre.1] == Self.red)
        // Half a second into the animation the colour is between: launching waits for its end.
        let early = AppLauncher.launchScreen(of: LoadingApp(), on: device, renderer: Self.renderer, settleLimit: 0.5)
        #expect(early[centre.0, centre.1] != Self.green && early[centre.0, centre.1] != Self.red)
    }
}
