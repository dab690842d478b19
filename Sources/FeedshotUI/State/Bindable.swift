import Observation

/// Makes bindings to the properties of an `@Observable` object: SwiftUI's `Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var profile: Profile
///     var body: some View { Toggle("Public", isOn: $profile.isPublic) }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: @unchecked Sendable {
    // Unchecked: the object is read on the render's thread, as in `Environment`.
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `object` (the spelling used inside a body: `Bindable(model).name`).
    public init(_ object: Value) where Value: AnyObject & Observable {
        wrappedValue = object
    }

    /// A binding to one of the object's properties.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(unsafeGet: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
