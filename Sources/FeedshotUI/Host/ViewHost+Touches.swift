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
        move(to: point, isSample: true)
    }

    /// Moves the finger; `isSample` is false for positions the host interpolates between a
    /// gesture document's samples (velocity tracking skips them).
    func move(to point: Point, isSample: Bool) {
        guard isDown, let host else { return }
        location = point
        host.deliver(TouchEvent(touch: number, phase: .moved, location: point, time: host.time, isSample: isSample))
    }

    /// Lifts the finger where it is.
    public func up() {
        up(releaseVelocity: nil)
    }

    /// Lifts the finger; `releaseVelocity` is the velocity a gesture document gives for the lift.
    func up(releaseVelocity: Point?) {
        guard isDown, let host else { return }
        isDown = false
        host.deliver(TouchEvent(touch: number, phase: .ended, location: location, time: host.time,
                                releaseVelocity: releaseVelocity))
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
            var spaces = [AnyHashable: ViewNode]()  // the named views enclosing the node reached
            let path = handlerPath(at: point).map { node, handlers in
                for name in node.coordinateSpaceNames { spaces[name] = node }
                return (target: target(for: node, spaces: spaces), handlers: handlers.filter { index, _ in
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
    /// `duration` (rounded to whole frames, at least one). Each move is delivered before its
    /// frame is laid out (and ``onFrame`` called), as iOS delivers touches before a frame.
    public func drag(from start: Point, to end: Point, duration: Double = 0.25) {
        precondition(duration.isFinite && duration >= 0, "a drag cannot last \(duration) seconds")
        let touch = touchDown(at: start)
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for frame in 1...frames {
            frameIndex += 1
            time = Double(frameIndex) / framesPerSecond
            let fraction = Double(frame) / Double(frames)
            touch.move(to: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            stepFrame()
        }
        touch.up()
    }

    /// Plays a swipe from a gesture document (Paging's ``Paging/Gesture``, the unit of
    /// `feedshot swipe --gesture` files) with the finger starting at `start`: it touches down at
    /// the gesture's first sample, moves vertically by each sample's translation at the sample's
    /// time, and lifts at the last sample (with the document's release velocity, when it gives
    /// one). Times are relative to now; the clock ends at the release.
    ///
    /// The frames line up with `feedshot swipe`'s: a touch event at a frame's time is delivered
    /// before that frame is laid out (and ``onFrame`` called), as iOS delivers touches before the
    /// display's frame; at every frame between two samples the finger is where the document's
    /// translation, interpolated linearly, puts it (such positions are not samples, so velocity
    /// tracking fits the document's samples alone, as Paging's controller does).
    public func perform(_ gesture: Paging.Gesture, from start: Point) {
        perform(gesture, from: start, origin: time - gesture.start)
    }

    /// Plays `gesture` with its script time 0 at host time `origin`.
    private func perform(_ gesture: Paging.Gesture, from start: Point, origin: Double) {
        guard let first = gesture.samples.first, let last = gesture.samples.last else { return }
        func hostTime(_ sampleTime: Double) -> Double { origin + gesture.start + sampleTime }
        func location(at time: Double) -> Point {
            Point(x: start.x, y: start.y + gesture.translation(at: time - origin))
        }
        let touchDownTime = hostTime(first.time)
        advance(before: touchDownTime)
        let touch = touchDown(at: location(at: touchDownTime))
        var samples = gesture.samples.dropFirst().makeIterator()
        var nextSample = samples.next()
        let release = hostTime(last.time)
        while true {
            let nextFrame = Double(frameIndex + 1) / framesPerSecond
            // Every sample due by the next frame, each at its own time.
            var sampledAtFrame = false
            while let sample = nextSample, hostTime(sample.time) <= nextFrame + 1e-9 {
                let sampleTime = hostTime(sample.time)
                time = max(time, sampleTime)
                touch.move(to: location(at: sampleTime), isSample: true)
                if abs(sampleTime - nextFrame) <= 1e-9 { sampledAtFrame = true }
                nextSample = samples.next()
            }
            guard nextFrame <= release + 1e-9 else { break }
            // The frame: the finger where the document puts it then, then the frame's update.
            frameIndex += 1
            time = max(time, nextFrame)
            if !sampledAtFrame { touch.move(to: location(at: nextFrame), isSample: false) }
            stepFrame()
        }
        time = max(time, release)
        touch.up(releaseVelocity: gesture.velocity.map { Point(x: 0, y: $0) })
    }

    /// Plays every gesture of a script (a decoded gesture file) from now, the finger starting at
    /// `start` for each, then lets the clock run `settle` seconds more. Script time 0 is now, so
    /// a host started at time 0 lays out its frames at the times of `feedshot swipe`'s frames.
    public func play(_ script: GestureScript, from start: Point, settle: Double = 1) {
        let origin = time
        for gesture in script.gestures {
            perform(gesture, from: start, origin: origin)
        }
        advance(by: settle)
    }

    /// Steps every frame strictly before `target`, then moves the clock to `target` (events at
    /// `target` come before a frame at that time).
    private func advance(before target: Double) {
        while Double(frameIndex + 1) / framesPerSecond < target - 1e-9 {
            advance(frames: 1)
        }
        time = max(time, target)
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

    /// The recognizers' view of `node`: its identity, its frame in the tree on screen now, and
    /// the frames now of the named coordinate spaces around it (`spaces`).
    private func target(for node: ViewNode, spaces: [AnyHashable: ViewNode]) -> TouchTarget {
        func frameNow(of node: ViewNode) -> () -> Rect {
            let identity = node.identity
            let fallback = node.frame
            return { [weak self] in
                guard let self, let identity else { return fallback }
                return self.currentFrame(of: identity) ?? fallback
            }
        }
        let named = spaces.mapValues(frameNow(of:))
        return TouchTarget(identity: node.identity, frame: frameNow(of: node),
                           namedFrame: { named[$0]?() }, graph: graph)
    }

    /// The frame of the node with `identity` in the tree on screen now.
    func currentFrame(of identity: ViewIdentity) -> Rect? {
        node(withIdentity: identity)?.frame
    }
}
