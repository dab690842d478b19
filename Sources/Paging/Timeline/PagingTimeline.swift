import Motion

/// The snap-paging controller: the scroll position of a full-screen vertical feed at any time of
/// a gesture script, as a pure function of that time.
///
/// Units are points and seconds. H is the page height, N the page count. The scroll position s
/// is measured from the top of page 0 (page i rests at s = i·H); the rendered content offset is
/// −s, so page i's top edge is drawn at y = i·H − s.
///
/// - **Rest** (before the first gesture, and once a settle ends): s is exactly page·H.
/// - **Drag** (from touch-down through release, both included): s = rubberBand(A − y(t)), with
///   y(t) the translation interpolated between samples and A the anchor: P·H when the feed was
///   at rest, or the in-flight position when the finger caught a settling feed (the content
///   stops under the finger, as a UIScrollView does, and follows it from there; when that
///   position lay past an edge, A is the raw position the rubber band shows there, so the
///   first drag frame continues exactly where the settle was).
/// - **Settle** (after release until settled or the next touch-down): s = target·H + x(t − release),
///   x the closed-form spring from the released position and velocity. The finger's velocity u
///   has the sign of y and s = A − y, so the scroll velocity at release is −u, times the rubber
///   band's slope when released past an edge (so the motion is continuous in velocity).
///
/// The decisions for each gesture (anchor, release velocity, target page, spring, settle end)
/// are made once, from the script alone, and kept in `outcomes`; a frame reads them and nothing
/// else, so the same script sampled at 30, 60 and 120 fps agrees exactly at shared timestamps.
public struct PagingTimeline: Sendable {
    /// The script being played.
    public let script: GestureScript
    /// The controller's options.
    public let options: PagingOptions
    /// One outcome per gesture, in order.
    public let outcomes: [GestureOutcome]

    /// Plays `script` with `options`, deciding every gesture's outcome.
    public init(script: GestureScript, options: PagingOptions = PagingOptions()) {
        self.script = script
        self.options = options
        var outcomes: [GestureOutcome] = []
        outcomes.reserveCapacity(script.gestures.count)
        for (index, gesture) in script.gestures.enumerated() {
            outcomes.append(Self.outcome(of: gesture, index: index, after: outcomes.last,
                                         script: script, options: options))
        }
        self.outcomes = outcomes
    }

    /// The pages each gesture committed to, in order.
    public var targetPages: [Int] { outcomes.map(\.targetPage) }

    /// The page the feed rests on after the last gesture.
    public var finalPage: Int { outcomes.last?.targetPage ?? script.startPage }

    /// The script time from which the feed rests for good: when the last gesture's settle ends
    /// (0 for a script without gestures).
    public var endTime: Double { outcomes.last?.settledTime ?? 0 }

    /// The range of scroll positions that needs no rubber band: [0, (N − 1)·H].
    public var scrollRange: ClosedRange<Double> {
        0...(Double(script.pageCount - 1) * script.pageHeight)
    }

    /// The feed's state at a script time.
    public func state(at time: Double) -> PagingState {
        guard let outcome = lastOutcome(touchingDownBy: time) else {
            return .resting(on: script.startPage, pageHeight: script.pageHeight, gesture: nil)
        }
        return Self.state(of: outcome, at: time, script: script, options: options)
    }

    /// The index of the last gesture that touched down at or before `time`, as its outcome.
    private func lastOutcome(touchingDownBy time: Double) -> GestureOutcome? {
        var low = 0, high = outcomes.count
        while low < high {
            let middle = (low + high) / 2
            if outcomes[middle].touchDownTime <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : outcomes[low - 1]
    }

    /// The state during and after one gesture (until the next touches down).
    private static func state(of outcome: GestureOutcome, at time: Double, script: GestureScript,
                              options: PagingOptions) -> PagingState {
        let physics = PagingPhysics(pageSize: script.pageHeight, pageCount: script.pageCount, options: options)
        if time <= outcome.releaseTime {
            let position = physics.dragPosition(anchor: outcome.anchor, translation: outcome.gesture.translation(at: time))
            return PagingState(position: position, page: outcome.currentPage, phase: .drag, gesture: outcome.index)
        }
        if time < outcome.settledTime {
            return PagingState(position: outcome.release.position(at: time, releaseTime: outcome.releaseTime),
                               page: outcome.targetPage, phase: .settle, gesture: outcome.index)
        }
        return .resting(on: outcome.targetPage, pageHeight: script.pageHeight, gesture: outcome.index)
    }

    /// Decides one gesture's outcome, given the previous gesture's: the drag and release rules
    /// are ``PagingPhysics``'s, which live scroll views call touch by touch.
    private static func outcome(of gesture: Gesture, index: Int, after previous: GestureOutcome?,
                                script: GestureScript, options: PagingOptions) -> GestureOutcome {
        let physics = PagingPhysics(pageSize: script.pageHeight, pageCount: script.pageCount, options: options)

        // Where the finger lands: on a resting page, or on a feed still settling.
        let currentPage = previous?.targetPage ?? script.startPage
        let landing: PagingState = previous.map {
            state(of: $0, at: gesture.touchDownTime, script: script, options: options)
        } ?? .resting(on: script.startPage, pageHeight: script.pageHeight, gesture: nil)
        let anchor = physics.anchor(landingAt: landing.position)

        // The release.
        let velocity = options.velocityTracker.releaseVelocity(of: gesture)
        let release = physics.release(anchor: anchor, currentPage: currentPage,
                                      translation: gesture.releaseTranslation, velocity: velocity.velocity)
        return GestureOutcome(
            index: index, gesture: gesture, currentPage: currentPage, touchDownPosition: landing.position,
            interruptedSettle: landing.phase == .settle, anchor: anchor, releaseVelocity: velocity, release: release)
    }
}
