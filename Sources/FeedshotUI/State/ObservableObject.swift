import Foundation

/// A class whose changes views observe: Combine's `ObservableObject`, without Combine.
///
/// A change to a ``Published`` property sends ``objectWillChange`` before the value changes, as
/// Combine does; a live ``ViewHost`` listens to the objects its views hold with `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject` and re-evaluates those views. Classes that announce
/// changes by hand call `objectWillChange.send()`.
public protocol ObservableObject: AnyObject {
    /// What announces changes; ``ObservableObjectPublisher`` unless the class says otherwise.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// Sends before any of the object's published properties changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: one per object, made on first use (Combine finds it through the
    /// `@Published` properties; Feedshot keeps a table keyed by the object).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// Announces that an observable object is about to change: Combine's
/// `ObservableObjectPublisher`, reduced to what views need (`send()` and the host's
/// subscription).
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Unchecked: the subscribers are guarded by `lock`.
    private let lock = NSLock()
    private var subscribers: [ObjectIdentifier: @Sendable () -> Void] = [:]
    private var subscriberOrder: [ObjectIdentifier] = []

    /// Creates a publisher.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let callbacks = lock.withLock { subscriberOrder.compactMap { subscribers[$0] } }
        for callback in callbacks { callback() }
    }

    /// Calls `callback` on every ``send()`` until ``unsubscribe(_:)`` with the same token; a token
    /// subscribes once.
    func subscribe(_ token: AnyObject, _ callback: @escaping @Sendable () -> Void) {
        let key = ObjectIdentifier(token)
        lock.withLock {
            if subscribers.updateValue(callback, forKey: key) == nil { subscriberOrder.append(key) }
        }
    }

    /// Stops calling the callback subscribed with `token`.
    func unsubscribe(_ token: AnyObject) {
        let key = ObjectIdentifier(token)
        lock.withLock {
            if subscribers.removeValue(forKey: key) != nil { subscriberOrder.removeAll { $0 == key } }
        }
    }

    // MARK: One publisher per object

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let table = PublisherTable()

    /// The publisher of `object`, made on first use and kept while the object lives.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        table.publisher(for: object)
    }

    /// Objects' publishers by identity. An entry whose object is gone is replaced when another
    /// object reuses the address, and dropped in a periodic sweep.
    private final class PublisherTable: @unchecked Sendable {
        // Unchecked: guarded by `lock`.
        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]
        private var insertionsSinceSweep = 0

        func publisher(for object: AnyObject) -> ObservableObjectPublisher {
            let key = ObjectIdentifier(object)
            return lock.withLock {
                if let entry = entries[key], entry.object === object { return entry.publisher }
                insertionsSinceSweep += 1
                if insertionsSinceSweep >= 256 {
                    entries = entries.filter { $0.value.object != nil }
                    insertionsSinceSweep = 0
                }
                let publisher = ObservableObjectPublisher()
                entries[key] = Entry(object: object, publisher: publisher)
                return publisher
            }
        }
    }
}

extension ObservableObject {
    /// Sends `objectWillChange` when the object's publisher is the standard one.
    func sendWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The publisher a host subscribes to, when the object uses the standard one.
    var standardPublisher: ObservableObjectPublisher? {
        objectWillChange as? ObservableObjectPublisher
    }
}

/// A property of an ``ObservableObject`` that announces its changes: Combine's `Published`.
///
/// Setting the property sends the enclosing object's `objectWillChange` first, so a live host
/// re-evaluates the views that observe the object.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// A published property starting at `initialValue` (Combine's older spelling).
    public init(initialValue: Value) {
        value = initialValue
    }

    /// Only classes have published properties: the value is reached through the enclosing
    /// object (below), so that a change can announce itself.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { preconditionFailure("@Published is only available on properties of classes") }
        set { preconditionFailure("@Published is only available on properties of classes") }
    }

    /// The value (Combine's publisher has no counterpart here).
    public var projectedValue: Value { value }

    /// Reads and writes the property of `object`, sending its `objectWillChange` before a write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object as? any ObservableObject)?.sendWillChange()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// An observable object a view creates and owns: SwiftUI's `StateObject`.
///
/// The object is made once per view identity, when the view first appears in a live host (or
/// first read in a still render), and kept while the view stays in the tree.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    // Unchecked: read on the render's (or the host's) thread only.
    private let box: StateObjectBox<ObjectType>

    /// Makes the object with `thunk` when the view first needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

/// The state object's maker, and the object once made (or the host's, once connected).
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    // Unchecked: see `StateObject`.
    let make: () -> ObjectType
    private var made: ObjectType?
    var location: StoredValue<ObjectType>?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let location { return location.value }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

extension StateObject: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        let location = linker.graph.storedObject(owner: linker.owner, slot: slot, make: box.make)
        box.location = location
        if let publisher = location.value.standardPublisher {
            linker.graph.observe(publisher, owner: linker.owner)
        }
    }
}

/// An observable object a view is given: SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    // Unchecked: read on the render's (or the host's) thread only.
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

extension ObservedObject: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        if let publisher = wrappedValue.standardPublisher {
            linker.graph.observe(publisher, owner: linker.owner)
        }
    }
}

/// An observable object an ancestor placed with `environmentObject(_:)`: SwiftUI's
/// `EnvironmentObject`. Reading one no ancestor placed is a programmer error, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    // Unchecked: read on the render's (or the host's) thread only.
    private let box = EnvironmentSnapshot()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.environment.object(ObjectType.self) else {
            preconditionFailure("No \(ObjectType.self) in the environment: place one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: LinkableProperty {
    func link(to linker: PropertyLinker, slot: Int) {
        box.captured = linker.environment
        if let publisher = linker.environment.object(ObjectType.self)?.standardPublisher {
            linker.graph.observe(publisher, owner: linker.owner)
        }
    }
}

/// The environment a view was evaluated in, kept for the closures the view made (a button's
/// action runs after `body` returned, when the task-local environment is gone).
final class EnvironmentSnapshot: @unchecked Sendable {
    // Unchecked: written before the body runs, on the host's thread.
    var captured: EnvironmentValues?

    /// The captured environment, else the one in effect now.
    var environment: EnvironmentValues { captured ?? EnvironmentValues.current }
}

extension View {
    /// Places an observable object in the environment, where `@EnvironmentObject` reads it.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(ObjectEnvironmentModifier<Object>(object: UncheckedSendableBox(value: object)))
    }
}
