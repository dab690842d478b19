/// A key for a value in the ``EnvironmentValues``: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value where no view has set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: SwiftUI's `EnvironmentValues`.
///
/// A modifier such as `font(_:)` or `environment(_:_:)` sets a value for everything inside the
/// view it modifies; views read values with the ``Environment`` property wrapper in their
/// `body`, and primitives (text, shapes) read them when they are laid out and drawn.
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The default environment.
    public init() {}

    /// Reads or writes the value for `key`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment visible to ``Environment`` properties while a view's `body` runs.
    @TaskLocal static var current = EnvironmentValues()

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}

/// A property that reads an environment value inside a view's `body`: SwiftUI's `Environment`.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.displayScale) private var scale
///     var body: some View { Text("Rendered at \(Int(scale))x") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    // Unchecked: `Value` may be an `@Observable` class (see `Environment+Observable.swift`);
    // the reader is a pure function of the environment.
    private let reader: any EnvironmentReader<Value>
    /// The environment of the view's last evaluation in a live host, for closures that run later.
    private let snapshot = EnvironmentSnapshot()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: any KeyPath<EnvironmentValues, Value> & Sendable) {
        reader = KeyPathEnvironmentReader(keyPath: keyPath)
    }

    /// Reads the environment with `reader` (for the object-typed initializers).
    init(reader: any EnvironmentReader<Value>) {
        self.reader = reader
    }

    /// The value in effect where the view is being resolved (in a live host, where it was last
    /// evaluated, also from an action that runs later).
    public var wrappedValue: Value { reader.read(snapshot.environment) }
}

extension Environment: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        snapshot.captured = linker.environment
    }
}

/// How an ``Environment`` property finds its value.
protocol EnvironmentReader<Value>: Sendable {
    associatedtype Value
    func read(_ environment: EnvironmentValues) -> Value
}

private struct KeyPathEnvironmentReader<Value>: EnvironmentReader {
    let keyPath: any KeyPath<EnvironmentValues, Value> & Sendable
    func read(_ environment: EnvironmentValues) -> Value { environment[keyPath: keyPath] }
}

/// Sets one environment value for the modified view's content.
struct EnvironmentWritingModifier<Value: Sendable>: ViewModifier, EnvironmentModifier {
    let keyPath: any WritableKeyPath<EnvironmentValues, Value> & Sendable
    let value: Value

    func modify(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// Changes the environment of the modified view's content with a closure.
struct EnvironmentTransformingModifier: ViewModifier, EnvironmentModifier {
    let transform: @Sendable (inout EnvironmentValues) -> Void

    func modify(_ environment: inout EnvironmentValues) {
        transform(&environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<Value: Sendable>(_ keyPath: any WritableKeyPath<EnvironmentValues, Value> & Sendable,
                                             _ value: Value) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes this view's environment with `transform`.
    public func transformEnvironment(_ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) -> some View {
        modifier(EnvironmentTransformingModifier(transform: transform))
    }
}
