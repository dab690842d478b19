extension Renderer {
    /// Renders `app`'s first window on `device`: its `WindowGroup`'s content as the screen's
    /// root view (see ``AppRootView``), as a still: no `onAppear` or task runs, as for any view
    /// a renderer draws. ``AppLauncher/launchScreen(of:on:renderer:settleLimit:)`` draws the
    /// screen once launched (what `App.main()` writes).
    public func render<A: App>(_ app: A, on device: Device) -> Bitmap {
        render(AppRootView(app), on: device)
    }

    /// Lays `app`'s first window out on `device`.
    public func layout<A: App>(_ app: A, on device: Device) -> PlacedView {
        layout(AppRootView(app), on: device)
    }
}

/// Where an app's scene is in its life: SwiftUI's `ScenePhase`. A rendered screen is always
/// `.active`, the phase of the app in the foreground.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not shown.
    case background
    /// Shown, not taking input (during a transition, say).
    case inactive
    /// In the foreground, taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase: `.active` while a screen renders.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
