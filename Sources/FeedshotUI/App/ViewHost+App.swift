extension ViewHost {
    /// Hosts `app` live: its first window's content (``AppRootView``) on `device`, on the host's
    /// clock. The app's `body` is read once, when the host is made; state inside the window's
    /// views lives as any hosted view's does.
    public convenience init<A: App>(_ app: A, on device: Device = .iPhone14, renderer: Renderer = Renderer()) {
        self.init(AppRootView(app), on: device, renderer: renderer)
    }
}
