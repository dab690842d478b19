/// A scene that shows a window of views: SwiftUI's `WindowGroup`. On an iPhone its one window
/// fills the screen; ``Renderer/render(_:on:)`` draws it for an ``App``.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: Text?
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// A window group with a title (shown by desktop window chrome; an iPhone shows none).
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.content = content()
    }

    /// A window group with a title (shown by desktop window chrome; an iPhone shows none).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.content = content()
    }

    /// A window group with an identifier, for opening windows by id on desktops.
    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// A window group with a title and an identifier.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func windows() -> [SceneWindow] { [SceneWindow(title: title, content: AnyView(content))] }
}
