/// An app: SwiftUI's `App`. Its `body` is made of scenes; on an iPhone the first
/// ``WindowGroup`` fills the screen.
///
/// ```swift
/// @main
/// struct BookshelfApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `renderer.render(BookshelfApp(), on: .iPhone15)` draws the first window's content as the
/// screen's root view; ``AppRootView`` is that content as a view, for anything that takes a
/// view. Running an executable whose `@main` type is an `App` renders that screen to a PNG (see
/// ``App/main()``): Feedshot draws SwiftUI screens, it does not run interactive apps on Linux.
public protocol App {
    /// The type of scene the app is made of.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// Creates the app (apps' stored properties have defaults, as SwiftUI requires).
    init()
}

/// The content of an app's first window, as a view: what the app shows on an iPhone's screen.
///
/// `Renderer` renders an ``App`` through it, and anything that hosts a view (a snapshot test, a
/// live host) can host an app the same way: `AppRootView(BookshelfApp())`. An app without a
/// window group shows nothing.
///
/// The window is opaque, as an app's window is on iOS: the content lies over the system
/// background (white, or black in dark mode) that fills the whole screen, safe areas included.
/// A view rendered on its own stays transparent where it draws nothing; an app never does.
public struct AppRootView: View {
    /// The window's content, read from the app's scenes when the view is made (an app is not
    /// `Sendable`, its window content is).
    let content: AnyView

    /// The first window of `app`.
    public init<A: App>(_ app: A) {
        content = sceneWindows(app.body).first?.content ?? AnyView(EmptyView())
    }

    public var body: some View {
        // A ZStack proposes the window's safe area to the content and centres it there, as the
        // screen does for a root view, so the background changes no frame of the content.
        ZStack {
            Color.systemBackground.ignoresSafeArea()
            content
        }
    }
}

extension App {
    /// The number of windows the app's scenes declare (an iPhone shows the first).
    var windowCount: Int { sceneWindows(body).count }
}
