import Geometry
import Paging

/// A finger on a ``ViewHost``'s screen, from ``ViewHost/touchDown(at:)`` until ``up()``.
///
/// Several touches may be down at once (a pinch). Moving or lifting a touch delivers the event
/// at the host's current time, then applies the changes it caused, so the next
/// ``ViewHost/render()`` shows them.
public final class Touch {
    /// The touch's number, counted from 1 per host in touch-down order.
    public let number: Int
    /// Where the finger is, in screen points.
    public private(set) var location: Point
    /// Whether the finger is still down.
    public private(set) var isDown = true
    private weak var host: ViewHost?

    init(number: Int, location: Point, host: ViewHost) {
        self.number = number
        self.location = location
        self.host = host
    }

    /// Moves the finger to `point` (at the host's current time).
    public func move(to point: Point) {
        guard isDown, let host else { return }
        location = point
        host.deliver(TouchEvent(touch: number, phase: .moved, location: point, time: host.time))
    }

    /// Lifts the finger where it is.
    public func up() {
        guard isDown, let host else { return }
        isDown = false
        host.deliver(TouchEvent(touch: number, phase: .ended, location: location, time: host.time))
        host.touches.removeValue(forKey: number)
    }

    /// Takes the finger away without lifting it (the system cancelled the touch): gestures end
    /// without acting.
    public func cancel() {
        guard isDown, let host else { return }
        isDown = false
        host.deliver(TouchEvent(touch: number, phase: .cancelled, location: location, time: host.time))
        host.touches.removeValue(forKey: number)
    }
}

/// What the host keeps about a touch that is down.
struct TouchRecord {
    let touch: Touch
}

extension ViewHost {
    /// Puts a finger down at `point` (screen points) at the current time: the view hit there and
    /// its ancestors' gestures and controls start tracking it (a button shows pressed).
    @discardableResult
    public func touchDown(at point: Point) -> Touch {
        let number = nextTouchNumber
        nextTouchNumber += 1
        let touch = Touch(number: number, location: point, host: self)
        touches[number] = TouchRecord(touch: touch)
        let event = TouchEvent(touch: number, phase: .began, location: point, time: time)
        performAction {
            // Sessions still running (a double tap between its taps, a pinch's first finger)
            // see the new finger; handlers they do not run yet start a session of their own.
            for arbiter in arbiters where arbiter.isLive { arbiter.handle(event) }
            let running = arbiters.filter(\.isLive).reduce(into: Set<GestureArbiter.HandlerKey>()) { $0.formUnion($1.keys) }
            animator.present(at: time)  // hit-test what is on screen now
            let path = handlerPath(at: point).map { node, handlers in
                (target: target(for: node), handlers: handlers.filter { index, _ in
                    !running.contains(GestureArbiter.HandlerKey(identity: node.identity, order: index))
                }.map { $0.1 })
            }
            if path.contains(where: { !$0.handlers.isEmpty }) {
                let arbiter = GestureArbiter(path: path)
                arbiter.handle(event)
                arbiters.append(arbiter)
            }
        }
        arbiters.removeAll { !$0.isLive }
        flush()
        return touch
    }

    /// Taps at `point`: a finger down and up again at the current time.
    public func tap(at point: Point) {
        touchDown(at: point).up()
    }

    /// Taps the middle of the view marked with `.id(id)`; returns whether it is on screen.
    @discardableResult
    public func tap(id: String) -> Bool {
        guard let frame = frame(ofID: id) else { return false }
        tap(at: frame.center)
        return true
    }

    /// Drags a finger from `start` to `end` over `duration` seconds: down at `start`, one move
    /// per frame along the straight line (at constant speed), up at `end`. The clock advances by
    /// `duration` (rounded to whole frames, at least one).
    public func drag(from start: Point, to end: Point, duration: Double = 0.25) {
        precondition(duration.isFinite && duration >= 0, "a drag cannot last \(duration) seconds")
        let touch = touchDown(at: start)
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for frame in 1...frames {
            advance(frames: 1)
            let fraction = Double(frame) / Double(frames)
            touch.move(to: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        touch.up()
    }

    /// Plays a swipe from a gesture document (Paging's ``Paging/Gesture``, the unit of
    /// `feedshot swipe --gesture` files) with the finger starting at `start`: it touches down at
    /// the gesture's first sample, moves vertically by each sample's translation at the sample's
    /// time (and at every frame between, interpolated), and lifts at the last sample. Times are
    /// relative to now; the clock ends at the release.
    public func perform(_ gesture: Paging.Gesture, from start: Point) {
        let origin = time - gesture.start
        func location(at time: Double) -> Point {
            Point(x: start.x, y: start.y + gesture.translation(at: time))
        }
        advance(to: origin + gesture.touchDownTime)
        let touch = touchDown(at: location(at: gesture.touchDownTime))
        var samples = gesture.samples.dropFirst().makeIterator()
        var nextSample = samples.next()
        let release = origin + gesture.releaseTime
        while true {
            let nextFrame = Double(frameIndex + 1) / framesPerSecond
            let sampleTime = nextSample.map { origin + gesture.start + $0.time }
            if let sampleTime, sampleTime <= nextFrame + 1e-9 {
                advance(to: sampleTime)
                touch.move(to: location(at: sampleTime - origin))
                nextSample = samples.next()
            } else if nextFrame <= release + 1e-9 {
                advance(to: nextFrame)
                touch.move(to: location(at: nextFrame - origin))
            } else {
                break
            }
        }
        advance(to: release)
        touch.up()
    }

    /// Plays every gesture of a script (a decoded gesture file) from now, the finger starting at
    /// `start` for each, then lets the clock run `settle` seconds more.
    public func play(_ script: GestureScript, from start: Point, settle: Double = 1) {
        let origin = time
        for gesture in script.gestures {
            advance(to: origin + gesture.start)
            perform(gesture, from: start)
        }
        advance(by: settle)
    }

    /// Advances the clock to `target` (no-op when it has passed).
    private func advance(to target: Double) {
        if target > time { advance(by: target - time) }
    }

    /// Feeds an event of a touch that is down to the sessions, then applies the changes.
    func deliver(_ event: TouchEvent) {
        performAction {
            for arbiter in arbiters where arbiter.isLive { arbiter.handle(event) }
        }
        arbiters.removeAll { !$0.isLive }
        flush()
    }

    /// The nodes hit at `point`, root first, each with its handlers (numbered by their order on
    /// the node) that the gesture masks above leave on.
    private func handlerPath(at point: Point) -> [(ViewNode, [(Int, TouchHandler)])] {
        var subviewsEnabled = true
        return HitTester.path(at: point, in: session.root).map { node in
            let handlers = subviewsEnabled
                ? node.touchHandlers.enumerated().filter { $0.element.mask.contains(.gesture) }.map { ($0.offset, $0.element) }
                : []
            if node.touchHandlers.contains(where: { !$0.mask.contains(.subviews) }) { subviewsEnabled = false }
            return (node, handlers)
        }
    }

    /// The recognizers' view of `node`: its identity, and its frame in the tree on screen now.
    private func target(for node: ViewNode) -> TouchTarget {
        let identity = node.identity
        let fallback = node.frame
        return TouchTarget(identity: identity, frame: { [weak self] in
            guard let self, let identity else { return fallback }
            return self.currentFrame(of: identity) ?? fallback
        }, graph: graph)
    }

    /// The frame of the node with `identity` in the tree on screen now.
    func currentFrame(of identity: ViewIdentity) -> Rect? {
        node(withIdentity: identity)?.frame
    }
}
