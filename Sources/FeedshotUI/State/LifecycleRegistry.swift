/// A value compared across updates, type-erased: `onChange(of:)`'s value, `task(id:)`'s id,
/// `.animation(_:value:)`'s value.
struct EquatableValue: @unchecked Sendable {
    // Unchecked: compared and passed back on the host's thread only.
    let value: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    /// Whether `other` holds an equal value of the same type.
    func isEqual(to other: EquatableValue) -> Bool { equals(other.value) }
}

/// What a lifecycle modifier asks of the host, registered while the tree resolves.
enum LifecycleRequest {
    /// Run when the view enters the tree (`onAppear`).
    case appear(() -> Void)
    /// Run when the view leaves the tree (`onDisappear`).
    case disappear(() -> Void)
    /// Run with the old and new value when `value` differs from the last update's
    /// (`onChange(of:)`); also when the view appears if `initial`.
    case change(EquatableValue, initial: Bool, action: (_ old: Any, _ new: Any) -> Void)
    /// Start `action` when the view appears, and again (cancelling the last run) when `id`
    /// changes (`task`, `task(id:)`); cancel it when the view leaves.
    case task(id: EquatableValue?, priority: TaskPriority, action: @Sendable () async -> Void)
}

/// One thing the host must do after an update, in order.
enum LifecycleEvent {
    case disappear(ViewIdentity, () -> Void)
    case appear(ViewIdentity, () -> Void)
    case change(ViewIdentity, () -> Void)
    case cancelTask(ViewIdentity)
    case startTask(ViewIdentity, priority: TaskPriority, action: @Sendable () async -> Void)
}

/// The lifecycle requests of the last two updates, and the events their difference makes.
///
/// The rules (researched for SwiftUI, see the DocC article *How a live host runs a screen*):
/// `onAppear` and `onChange(initial: true)` run in the order the modifiers are written, deeper
/// views before the views that contain them (a modifier registers after its content resolved);
/// all `task`s start after every `onAppear` of the update, in the same order; views that left
/// run `onDisappear` (and have their tasks cancelled) before the new views appear.
final class LifecycleRegistry {
    private struct Registration {
        var identity: ViewIdentity
        var request: LifecycleRequest
    }

    private var current: [Registration] = []
    /// Requests whose value is known only after layout (`onPreferenceChange` over content a
    /// `GeometryReader` builds while it is placed): made when the update's events are read.
    private var afterLayout: [(identity: ViewIdentity, make: () -> LifecycleRequest)] = []
    private var currentIndex: [ViewIdentity: Int] = [:]
    private var previous: [Registration] = []
    private var previousIndex: [ViewIdentity: Int] = [:]

    /// Starts collecting the requests of a new update.
    func beginUpdate() {
        // Requests of an update whose events were never read belong to a tree that is gone.
        afterLayout = []
        previous = current
        previousIndex = currentIndex
        current = []
        currentIndex = [:]
    }

    /// Records `request` for the modifier at `identity` (a view resolved twice in one update
    /// keeps its last request).
    func register(_ request: LifecycleRequest, at identity: ViewIdentity) {
        if let index = currentIndex[identity] {
            current[index].request = request
        } else {
            currentIndex[identity] = current.count
            current.append(Registration(identity: identity, request: request))
        }
    }

    /// Records a request for the modifier at `identity` that `make` builds once the update's
    /// layout is done; it keeps the place in the order that registering now would give it.
    func registerAfterLayout(at identity: ViewIdentity, _ make: @escaping () -> LifecycleRequest) {
        register(.appear({}), at: identity)
        afterLayout.append((identity, make))
    }

    /// What changed between the last update and this one, in the order the host runs it.
    func events() -> [LifecycleEvent] {
        for (identity, make) in afterLayout {
            if let index = currentIndex[identity] { current[index].request = make() }
        }
        afterLayout = []
        var disappearing = [LifecycleEvent]()
        var appearing = [LifecycleEvent]()
        var tasks = [LifecycleEvent]()
        for old in previous where currentIndex[old.identity] == nil {
            switch old.request {
            case .disappear(let action): disappearing.append(.disappear(old.identity, action))
            case .task: disappearing.append(.cancelTask(old.identity))
            case .appear, .change: break
            }
        }
        for registration in current {
            let old = previousIndex[registration.identity].map { previous[$0].request }
            switch registration.request {
            case .appear(let action):
                if old == nil { appearing.append(.appear(registration.identity, action)) }
            case .disappear:
                break
            case let .change(value, initial, action):
                if case let .change(oldValue, _, _)? = old {
                    if !oldValue.isEqual(to: value) {
                        appearing.append(.change(registration.identity, { action(oldValue.value, value.value) }))
                    }
                } else if old == nil, initial {
                    appearing.append(.change(registration.identity, { action(value.value, value.value) }))
                }
            case let .task(id, priority, action):
                if case let .task(oldID, _, _)? = old {
                    let changed = switch (oldID, id) {
                    case let (oldID?, id?): !oldID.isEqual(to: id)
                    case (nil, nil): false
                    default: true
                    }
                    if changed {
                        tasks.append(.cancelTask(registration.identity))
                        tasks.append(.startTask(registration.identity, priority: priority, action: action))
                    }
                } else if old == nil {
                    tasks.append(.startTask(registration.identity, priority: priority, action: action))
                }
            }
        }
        return disappearing + appearing + tasks
    }

    /// The disappear actions and tasks of every registered view (the host is going away).
    func teardownEvents() -> [LifecycleEvent] {
        current.compactMap { registration in
            switch registration.request {
            case .task: .cancelTask(registration.identity)
            default: nil
            }
        }
    }
}
