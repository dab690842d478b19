/// A class whose changes views observe: Combine's `ObservableObject`, without Combine.
///
/// Feedshot renders a frame from the object's current values, so the protocol has no
/// requirements beyond being a class; `@Published`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` compile as in SwiftUI and read values.
public protocol ObservableObject: AnyObject {}

/// A property of an ``ObservableObject`` that announces changes in SwiftUI; here, a plain
/// stored value.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The value (Combine's publisher has no meaning in a still frame).
    public var projectedValue: Value { wrappedValue }
}

/// An observable object a view creates and owns: SwiftUI's `StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: read on the render's thread only.
    private let box: StateBox<ObjectType>

    /// Creates the object (once per view value in Feedshot, which renders one frame).
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) {
        box = StateBox(thunk())
    }

    /// The object.
    public var wrappedValue: ObjectType { box.value }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.value) }
}

/// An observable object a view is given: SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: read on the render's thread only.
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue` (older spelling).
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one of the object's properties.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject> {
            let object = self.object
            return Binding(unsafeGet: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object an ancestor placed with `environmentObject(_:)`: SwiftUI's
/// `EnvironmentObject`. Reading one no ancestor placed is a programmer error, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: @unchecked Sendable {
    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(ObjectType.self) else {
            preconditionFailure("No \(ObjectType.self) in the environment: place one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension View {
    /// Places an observable object in the environment, where `@EnvironmentObject` reads it.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(ObjectEnvironmentModifier<Object>(object: UncheckedSendableBox(value: object)))
    }
}
