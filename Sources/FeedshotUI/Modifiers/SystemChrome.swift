// Modifiers about the system's chrome around an app's screen: the status bar, the home
// indicator, persistent overlays. Feedshot draws the app's screen without the system's chrome
// (no status bar or home indicator is drawn), so hiding them changes nothing; they compile as
// written.

extension View {
    /// Hides the status bar while the view shows (Feedshot draws no status bar).
    public func statusBar(hidden: Bool) -> some View { self }

    /// Hides the status bar while the view shows (Feedshot draws no status bar).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the home indicator and other persistent overlays (Feedshot draws none).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Defers system gestures at `edges` (nothing to defer in a still).
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
