import Observation

/// Holds an object in the environment; the key is the object's type, as SwiftUI's
/// `environment(_:)` for `@Observable` objects keys by type.
struct ObjectEnvironmentKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: UncheckedSendableBox<Object>? { nil }
}

/// Lets a class instance travel in the (Sendable) environment. One render reads it on one
/// thread; the object's own thread safety is the app's, as in SwiftUI.
struct UncheckedSendableBox<Wrapped>: @unchecked Sendable {
    let value: Wrapped
}

extension EnvironmentValues {
    /// The object of type `Object` placed with `environment(_:)` or `environmentObject(_:)`.
    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        self[ObjectEnvironmentKey<Object>.self]?.value
    }

    mutating func setObject<Object: AnyObject>(_ object: Object?) {
        self[ObjectEnvironmentKey<Object>.self] = object.map(UncheckedSendableBox.init)
    }
}

/// Reads a required object: a missing one is a programmer error, as in SwiftUI.
private struct ObjectEnvironmentReader<Object: AnyObject>: EnvironmentReader {
    func read(_ environment: EnvironmentValues) -> Object {
        guard let object = environment.object(Object.self) else {
            preconditionFailure("No \(Object.self) in the environment: place one with .environment(_:)")
        }
        return object
    }
}

private struct OptionalObjectEnvironmentReader<Object: AnyObject>: EnvironmentReader {
    func read(_ environment: EnvironmentValues) -> Object? { environment.object(Object.self) }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` that an ancestor placed with
    /// `environment(_:)`.
    ///
    /// A view that reads an object no ancestor provides is a programmer error, as in SwiftUI.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        self.init(reader: ObjectEnvironmentReader<Value>())
    }

    /// Reads the `@Observable` object of type `T`, or `nil` when no ancestor placed one.
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        self.init(reader: OptionalObjectEnvironmentReader<T>())
    }
}

/// Places an object in the environment of the modified view.
struct ObjectEnvironmentModifier<Object: AnyObject>: ViewModifier, EnvironmentModifier {
    let object: UncheckedSendableBox<Object?>

    func modify(_ environment: inout EnvironmentValues) {
        environment.setObject(object.value)
    }
}

extension View {
    /// Places an `@Observable` object in the environment of this view and its descendants,
    /// where `@Environment(Model.self)` reads it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(ObjectEnvironmentModifier(object: UncheckedSendableBox(value: object)))
    }
}
