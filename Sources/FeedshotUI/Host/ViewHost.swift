import Foundation
import Geometry
import Raster

/// A live screen: a view running on Feedshot's clock, keeping its state, taking touches and
/// animating, every frame ready to render, lay out or pin as a golden.
///
/// The host is the only place time passes: ``advance(by:)`` moves its clock (never the wall
/// clock), frame by frame at ``framesPerSecond``. Everything else — state, layout, animation
/// frames — is a function of what happened and when, so the same view and the same actions give
/// the same frames, byte for byte, on any machine.
///
/// ```swift
/// let host = ViewHost(CounterScreen())
/// host.tap(at: Point(x: 195, y: 420))      // a button's action runs, state changes
/// host.advance(by: 0.2)                    // an animation started by the change runs 0.2 s
/// let frame = host.render()                // the screen now
/// ```
///
/// A host is used from one thread at a time. See the DocC article *How a live host runs a
/// screen* for what runs (state, lifecycle, tasks, touches, animations) and when.
public final class ViewHost {
    /// The screen the view runs on.
    public let device: Device
    /// Lays out and draws each frame (its scale, fonts, images and base environment).
    public let renderer: Renderer
    /// Frames per second: how often, as ``advance(by:)`` moves the clock, touches move, gestures
    /// are told that time passed, and `AsyncImage`s show their results. 60 by default.
    public var framesPerSecond: Double {
        didSet {
            precondition(framesPerSecond.isFinite && framesPerSecond >= 1 && framesPerSecond <= 1000,
                         "frames per second must be between 1 and 1000, got \(framesPerSecond)")
        }
    }
    /// The host's clock, in seconds since the view started; only ``advance(by:)`` and the
    /// actions that take time (``drag(from:to:duration:)``, gesture files) move it.
    public internal(set) var time: Double = 0
    /// Called after each frame the clock passes (for recordings: render the frame here).
    public var onFrame: ((ViewHost) -> Void)?
    /// How long, in seconds of real time, the host waits for a view's `task` that is waiting on
    /// work outside the host (the network, a real sleep) before it stops waiting and records an
    /// issue. Tasks that finish on the host's executor never wait.
    public var taskTimeout: Double = 10
    /// The URLs links and `openURL` actions asked the system to open, in order.
    public var openedURLs: [URL] { graph.openedURLs }
    /// What `ShareLink`s were tapped to share, in order (the share sheet is the system's).
    public var sharedItems: [String] { graph.sharedItems }
    /// What went wrong while the view ran (an update loop that would not settle, a task that
    /// did not finish), in order.
    public internal(set) var issues: [Issue] = []

    /// Something the host could not do as asked.
    public enum Issue: Sendable, Hashable, CustomStringConvertible {
        /// State kept changing while the host updated the view (an `onChange` or `onAppear` that
        /// writes what it reacts to); the host stopped after `updates` updates at `time`.
        case updateLoop(time: Double, updates: Int)
        /// A `task` was still waiting on outside work after ``ViewHost/taskTimeout``; the host
        /// stopped waiting for it at `time`.
        case taskTimedOut(time: Double)

        public var description: String {
            switch self {
            case let .updateLoop(time, updates):
                "state kept changing at \(time) s: stopped after \(updates) updates"
            case let .taskTimedOut(time):
                "a task was still waiting on outside work at \(time) s; the host stopped waiting for it"
            }
        }
    }

    let graph = ViewGraph()
    let executor = HostExecutor()
    /// Animates the placed tree between updates (the presentation layer).
    let animator = TreeAnimator()
    /// Keeps the resampled pixels of images between frames, so images that only moved by whole
    /// pixels (a swiped page, a scrolled row) are not resampled again; frames are byte for byte
    /// the same as without it. `nil` (for tests that compare) draws every frame from scratch.
    var rasterCache: ImageRasterCache? = ImageRasterCache()
    /// Keeps the pixels of large subtrees between frames, so a page that only moved is copied,
    /// not drawn (``SubtreeRasterCache``); byte for byte the same frames. `nil` draws everything.
    var subtreeCache: SubtreeRasterCache? = SubtreeRasterCache()
    /// Lays the view out for an update, with the graph and the update's transaction.
    private let layOut: (ViewGraph, Transaction, EnvironmentValues) -> LayoutSession
    /// The environment every update starts from.
    private(set) var environment: EnvironmentValues
    /// The layout of the last update (the model of what is on screen).
    var session: LayoutSession
    /// The nodes of ``session`` by identity (the first node with each identity, depth first).
    private var nodeIndex: [ViewIdentity: ViewNode] = [:]
    /// The frame number the clock last passed.
    var frameIndex = 0
    /// Running tasks by the identity of their modifier.
    var tasks: [ViewIdentity: HostTask] = [:]
    /// Touches down, by number, and the gesture arbitration sessions they feed.
    var touches: [Int: TouchRecord] = [:]
    var arbiters: [GestureArbiter] = []
    /// Animation completions waiting for their host time, in the order they were asked for.
    private var completions: [(due: Double, run: () -> Void)] = []
    var nextTouchNumber = 1

    /// The most updates one action may cause before the host declares a loop.
    static let updateLimit = 100

    /// Starts `view` on `device`: resolves and lays it out, runs its `onAppear`s and starts its
    /// tasks. The view is offered the safe area, as a hosting controller offers its root.
    public init<Content: View>(_ view: Content, on device: Device = .iPhone14, renderer: Renderer = Renderer()) {
        self.device = device
        self.renderer = renderer
        framesPerSecond = 60
        let scale = renderer.scale
        layOut = { graph, transaction, environment in
            LayoutSession(view, device: device, scale: scale, environment: environment,
                          live: (graph, transaction))
        }
        environment = renderer.baseEnvironment
        // A placeholder until the first update below: the host's own lay out of nothing.
        session = LayoutSession(EmptyView(), device: device, scale: scale, environment: environment)
        graph.setNeedsUpdate()
        flush()
    }

    deinit {
        for record in tasks.values { record.task?.cancel() }
        executor.drain()
        graph.detach()
    }

    // MARK: The clock

    /// Lets `seconds` pass frame by frame: at each frame, gestures learn that time passed,
    /// waiting `AsyncImage`s show their results, changes are applied and ``onFrame`` is called.
    public func advance(by seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "cannot advance by \(seconds) seconds")
        let end = time + seconds
        while true {
            let next = Double(frameIndex + 1) / framesPerSecond
            guard next <= end + 1e-9 else { break }
            frameIndex += 1
            time = next
            stepFrame()
        }
        time = max(time, end)
    }

    /// Lets `count` frames pass (see ``advance(by:)``).
    public func advance(frames count: Int) {
        precondition(count >= 0, "cannot advance by \(count) frames")
        for _ in 0..<count {
            frameIndex += 1
            time = Double(frameIndex) / framesPerSecond
            stepFrame()
        }
    }

    /// One frame of the clock: time-driven changes, then the update they cause.
    func stepFrame() {
        runDueCompletions()
        for (identity, transaction) in graph.interaction.finishAsyncImages() {
            graph.valueDidChange(owner: identity, transaction: transaction)
        }
        // `Animatable` views show their animated data by being evaluated again each frame.
        if animator.hasViewDataAnimations || graph.wantsNextFrame { graph.setNeedsUpdate() }
        for arbiter in arbiters { arbiter.tick(time: time) }
        arbiters.removeAll { !$0.isLive }
        // Scroll views that coast or settle move to the frame's time.
        if graph.scrolling.advance(to: time) { graph.setNeedsUpdate() }
        flush()
        onFrame?(self)
    }

    // MARK: Frames

    /// The screen now: the whole device at the renderer's scale, animations at the current time.
    public func render() -> Bitmap {
        animator.present(at: time)
        return session.draw(scale: renderer.scale, images: environment.imageLookup, imageCache: rasterCache,
                            subtreeCache: subtreeCache)
    }

    /// The placed tree now (frames in points, in screen coordinates), animated frames included.
    public func layout() -> PlacedView {
        animator.present(at: time)
        return session.placedTree
    }

    /// Whether an animation or a transition is still running, or something moves on its own
    /// through the frames: a keyframe animation playing, a scroll view coasting or settling on a
    /// page, a control after its finger lifted (a wheel picker coasting to a row), a gesture
    /// waiting on the clock after the lift (a tap waiting for its second tap). A finger that is down holds what it touches
    /// still, and is not waited for.
    public var isAnimating: Bool {
        animator.present(at: time)
        return animator.isAnimating || graph.scrolling.isMoving || arbiters.contains { $0.runsOnItsOwn }
            || !completions.isEmpty || graph.wantsNextFrame
    }

    /// Lets frames pass until nothing animates and no change is pending (Flutter's
    /// `pumpAndSettle`), for at most `limit` seconds; returns whether the screen settled.
    @discardableResult
    public func settle(limit: Double = 10) -> Bool {
        let end = time + limit
        while isAnimating || graph.needsUpdate {
            guard time + 1 / framesPerSecond <= end + 1e-9 else { return false }
            advance(frames: 1)
        }
        return true
    }

    /// The frame of the view marked with `.id(id)`, if it is on screen.
    public func frame(ofID id: String) -> Rect? {
        layout().first(id: id)?.frame
    }

    /// The `@AppStorage` value stored under `key`, if a view has read or written it.
    public func appStorageValue(forKey key: String) -> Any? {
        graph.appStorageValue(forKey: key)
    }

    // MARK: Updates

    /// Applies pending changes: updates until no change is pending (bounded by
    /// ``updateLimit``, which records an ``Issue/updateLoop(time:updates:)``).
    func flush() {
        defer { takeCompletions() }
        var updates = 0
        while graph.needsUpdate {
            if updates == Self.updateLimit {
                issues.append(.updateLoop(time: time, updates: updates))
                _ = graph.takeChanges()
                break
            }
            update()
            updates += 1
        }
    }

    /// Stamps the completions actions asked for with their due time.
    private func takeCompletions() {
        for completion in graph.takeCompletions() {
            completions.append((due: time + completion.delay, run: completion.run))
        }
    }

    /// Schedules the completions views' `.transaction {}` added to a change that moved something
    /// (an update that changed no state moves nothing of its own: its completions are dropped,
    /// as SwiftUI gives such an update no transaction to transform).
    private func scheduleViewCompletions(started: [(completion: TransactionCompletion, transaction: Transaction)],
                                         changedState: Bool) {
        guard changedState else { return }
        for (completion, transaction) in started {
            if let delay = transaction.completionDelay(of: completion) {
                graph.scheduleCompletion(after: delay, completion.run)
            }
        }
    }

    /// Runs the completions due by now, as actions, in the order they were asked for.
    private func runDueCompletions() {
        takeCompletions()
        let due = completions.filter { $0.due <= time + 1e-9 }
        guard !due.isEmpty else { return }
        completions.removeAll { $0.due <= time + 1e-9 }
        performAction {
            for completion in due { completion.run() }
        }
    }

    /// One update: resolve and lay out the view anew with the pending changes, then run the
    /// lifecycle events and tasks the difference calls for.
    private func update() {
        let changes = graph.takeChanges()
        graph.currentChanges = changes
        graph.clockTime = time
        graph.beginUpdate()
        graph.animatableViewOverrides = animator.viewDataOverrides(at: time)
        let graph = self.graph
        let layOut = self.layOut
        let environment = self.environment
        session = withObservationTracking {
            layOut(graph, changes.root, environment)
        } onChange: { [weak graph] in
            graph?.observableDidChange(transaction: Transaction.current)
        }
        graph.endUpdate()
        animator.update(root: session.root, time: time)
        animator.updateViewData(graph.animatableViewData, time: time)
        scheduleViewCompletions(started: animator.takeStartedCompletions(), changedState: changes.changedState)
        nodeIndex = [:]
        indexNodes(session.root)
        graph.currentChanges = ViewGraph.Changes(transactions: [:], root: Transaction())
        runLifecycleEvents(graph.lifecycle.events() + graph.scrolling.events(graph: graph))
    }

    private func indexNodes(_ node: ViewNode) {
        if let identity = node.identity, nodeIndex[identity] == nil { nodeIndex[identity] = node }
        for child in node.children { indexNodes(child) }
    }

    /// The node with `identity` in the tree on screen now.
    func node(withIdentity identity: ViewIdentity) -> ViewNode? { nodeIndex[identity] }

    /// Runs `body` as the host's code: actions see the host (for `openURL`) through the task-local
    /// graph.
    func performAction<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ViewGraph.$active.withValue(graph, operation: body)
    }
}
