/// A part of an app's interface that the system shows: SwiftUI's `Scene`. An ``App``'s `body`
/// is made of scenes; on an iPhone the first ``WindowGroup`` fills the screen.
///
/// Feedshot renders a scene's window content (see ``AppRootView``); scene modifiers that set
/// the environment (`environment(_:_:)`, `environmentObject(_:)`) apply to that content, the
/// rest (menu commands, window sizes) describe desktop windows and are accepted unchanged.
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the engine reads directly: the windows it stands for, in order.
protocol PrimitiveScene {
    /// The content of each window the scene shows, each already wrapped in the scene's
    /// modifiers.
    func windows() -> [SceneWindow]
}

/// One window of a scene: its content and its title.
struct SceneWindow {
    let title: Text?
    let content: AnyView
}

/// The windows a scene shows: primitives answer, composite scenes are asked for their body.
func sceneWindows<S: Scene>(_ scene: S) -> [SceneWindow] {
    if let primitive = scene as? any PrimitiveScene { return primitive.windows() }
    guard S.Body.self != Never.self else { return [] }
    return sceneWindows(scene.body)
}

/// The result builder behind an app's `body`: SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// One scene stays itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes (a window group and a settings scene, say) side by side.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// Expressions are scenes.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    /// `if #available` branches.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes built by a ``SceneBuilder``.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    /// The scenes, in order.
    public let value: (repeat each Content)

    /// Wraps scenes into a tuple scene.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBody(Self.self) }

    func windows() -> [SceneWindow] {
        var result = [SceneWindow]()
        for scene in repeat each value { result += sceneWindows(scene) }
        return result
    }
}

/// A scene that may be absent (`if` without `else` in a scene builder).
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    public var body: Never { primitiveBody(Self.self) }

    func windows() -> [SceneWindow] { content.map(sceneWindows) ?? [] }
}

/// A scene with a view modifier applied to its windows' content: what scene modifiers that set
/// the environment return.
public struct ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, PrimitiveScene {
    let content: Content
    let modifier: Modifier

    public var body: Never { primitiveBody(Self.self) }

    func windows() -> [SceneWindow] {
        sceneWindows(content).map { SceneWindow(title: $0.title, content: AnyView($0.content.modifier(modifier))) }
    }
}

extension Scene {
    /// Applies `modifier` to the content of the scene's windows.
    func modifierOnWindows<M: ViewModifier>(_ modifier: M) -> ModifiedScene<Self, M> {
        ModifiedScene(content: self, modifier: modifier)
    }

    /// Sets an environment value for the scene's windows.
    public func environment<Value: Sendable>(_ keyPath: any WritableKeyPath<EnvironmentValues, Value> & Sendable,
                                             _ value: Value) -> some Scene {
        modifierOnWindows(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Reacts to a value changing (a scene phase, say). A still frame never sees a change.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some Scene { self }

    /// Reacts to a value changing, with its old and new values. A still frame never sees a change.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (V, V) -> Void) -> some Scene { self }
}
