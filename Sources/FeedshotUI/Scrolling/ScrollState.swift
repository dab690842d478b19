import Geometry
import Motion
import Paging

/// The live state of one scroll view in a ``ViewHost``, kept by the scroll view's structural
/// identity across updates: its content offset, what moves it (a finger, a coast, a paging
/// settle) and the geometry of its last layout.
///
/// The offset is a pure function of the host's time between touches: a release decides the
/// whole motion at once (``ScrollCoast`` for free scrolling, ``PagingPhysics``' settle for
/// paging, a spring to the target for other target behaviours), and ``advance(to:)`` reads it at
/// each frame. Offsets are content offsets, positive when scrolled forward (down, or toward the
/// trailing edge); layout shows the content at the offset rounded to whole device pixels
/// (``presentedOffset``), as `feedshot swipe` rounds its page offsets.
final class ScrollState {
    /// The scroll view's identity.
    let identity: ViewIdentity
    /// How the scroll view was configured by its last resolution.
    var configuration = ScrollConfiguration()

    // MARK: Geometry of the last layout

    /// The scroll view's size (the viewport), in points.
    private(set) var viewport = Size.zero
    /// The content's size, in points.
    private(set) var contentSize = Size.zero
    /// The content's node in the last layout (its frames locate the targets of `scrollTo`).
    private(set) var contentNode: ViewNode?
    /// Whether a layout has placed the scroll view (the first one applies the initial offset).
    private(set) var isPlaced = false

    // MARK: Model

    /// The content offset now.
    private(set) var offset = Point.zero
    /// What moves the offset.
    private var motion = Motion.idle
    /// The drag under way, if a finger scrolls the content.
    private var drag: Drag?
    /// Where the content was when the last finger touched down, and the page it counted as on.
    private var landing = Point.zero
    private var landingPage = 0
    /// The host time the offset was last computed for.
    private var time = 0.0

    // MARK: Observers

    /// The host's identity table (ids of `ForEach` elements and `.id(_:)` on identity paths).
    let identities: IdentityTable
    /// A scroll to apply once the layout under way is on screen (the first layout's initial
    /// position).
    private var pendingRequest: ScrollRequest?
    /// The `scrollPosition(id:)` binding of the last resolution, and the id last synchronised
    /// with it (read from it, or written to it).
    var positionBinding: ScrollPositionBinding?
    private var syncedPositionID: AnyHashable??
    /// The observers of the last resolution, and the values they last saw.
    var observers: [ScrollObserver] = []
    private var observedValues: [EquatableValue] = []

    /// What moves a scroll view.
    private enum Motion {
        /// Nothing: the content rests.
        case idle
        /// A finger holds or drags the content.
        case held
        /// Coasting after a free-scrolling release (per axis; nil for an axis that does not move).
        case coasting(release: Double, x: ScrollCoast?, y: ScrollCoast?)
        /// Settling on a page after a paging release.
        case paging(release: Double, axis: Axis, settle: PageSettle)
        /// Springing to a target chosen by a target behaviour.
        case settling(release: Double, x: TargetSettle?, y: TargetSettle?)
    }

    /// A finger's drag: where it is measured from.
    private struct Drag {
        /// The raw (unresisted) offsets the translation is subtracted from, per axis.
        var anchor: Point
        /// For a paging scroll view: its rules, axis, the page the drag is measured from and the
        /// anchor along the axis.
        var paging: (physics: PagingPhysics, axis: Axis, currentPage: Int, anchor: Double)?
        /// The last translation (points, content direction: positive scrolls forward).
        var translation = Size.zero
    }

    init(identity: ViewIdentity, identities: IdentityTable) {
        self.identity = identity
        self.identities = identities
    }

    // MARK: Reading

    /// The offset layout shows: ``offset`` rounded to whole device pixels, a tie toward the
    /// start of the content, so a view below the top edge lands on the pixel `feedshot swipe`'s
    /// compositor puts it on (it rounds a page's position, `k·H − offset`, half up).
    var presentedOffset: Point {
        let scale = configuration.displayScale
        func present(_ value: Double) -> Double { -((0.5 - value * scale).rounded(.down)) / scale }
        return Point(x: present(offset.x), y: present(offset.y))
    }

    /// The offset at the last touch-down (a limited view-aligned scroll counts views from here).
    var touchDownOffset: Point { landing }

    /// Whether the content moves on its own (coasting, settling), so frames must be laid out anew.
    var isMoving: Bool {
        switch motion {
        case .idle, .held: false
        case .coasting, .paging, .settling: true
        }
    }

    /// Whether a finger holds or drags the content.
    var isHeld: Bool {
        if case .held = motion { return true }
        return false
    }

    /// Whether a finger is dragging the content.
    var isDragging: Bool { drag != nil }

    /// SwiftUI's scroll phase now.
    var phase: ScrollPhase {
        switch motion {
        case .idle: .idle
        case .held: drag == nil ? .tracking : .interacting
        case .coasting, .paging, .settling: .decelerating
        }
    }

    /// The offsets the content may rest at along `axis`: [0, content − viewport].
    func range(_ axis: Axis) -> ClosedRange<Double> {
        0...max(0, length(of: contentSize, axis) - length(of: viewport, axis))
    }

    /// Whether a finger can scroll the content along `axis`: a scroll axis whose content is
    /// longer than the viewport, or any scroll axis that bounces although its content fits.
    func canScroll(_ axis: Axis) -> Bool {
        guard configuration.axes.contains(axis), !configuration.isDisabled else { return false }
        if length(of: contentSize, axis) > length(of: viewport, axis) + 1e-9 { return true }
        return configuration.bounce(for: axis) != .basedOnSize
    }

    /// Whether the content shows its top (or is pulled past it): nothing above to scroll back to.
    var isAtTop: Bool { offset.y <= range(.vertical).lowerBound + 0.5 }

    /// The axis a paging or aligned scroll view snaps along: vertical when it scrolls vertically.
    var primaryAxis: Axis { configuration.axes.contains(.vertical) ? .vertical : .horizontal }

    /// The paging rules for the content as laid out: pages the viewport's length along `axis`.
    func pagingPhysics(_ axis: Axis) -> PagingPhysics? {
        let page = length(of: viewport, axis), content = length(of: contentSize, axis)
        guard page > 0, page.isFinite, content.isFinite else { return nil }
        let count = max(1, Int((content / page - 1e-9).rounded(.up)))
        let end = max(0, content - page)
        // A whole number of pages uses the controller's own range, (N − 1)·H, bit for bit.
        let whole = abs(Double(count - 1) * page - end) < 1e-9
        return PagingPhysics(pageSize: page, pageCount: count,
                             options: PagingOptions(displayScale: configuration.displayScale),
                             maximumPosition: whole ? nil : end)
    }

    /// The page a paging scroll view counts as on: the committed target while settling, else the
    /// page nearest the offset.
    private func currentPage(_ physics: PagingPhysics, axis: Axis) -> Int {
        if case let .paging(_, settleAxis, settle) = motion, settleAxis == axis { return settle.targetPage }
        let page = Int((component(of: offset, axis) / physics.pageSize).rounded())
        return min(max(page, 0), physics.pageCount - 1)
    }

    // MARK: Layout

    /// Takes the geometry of a layout. The first layout starts the content at `initial`
    /// (clamped); later ones keep the offset, clamping a resting one into a range that shrank.
    func didLayout(viewport: Size, contentSize: Size, initial: () -> Point) {
        self.viewport = viewport
        self.contentSize = contentSize
        if !isPlaced {
            isPlaced = true
            offset = clamped(initial())
        } else if case .idle = motion {
            offset = clamped(offset)
        }
    }

    /// Remembers the content's node of the layout under way.
    func setContentNode(_ node: ViewNode) {
        contentNode = node
    }

    /// `point` inside the ranges of both axes (each axis that does not scroll held at 0).
    func clamped(_ point: Point) -> Point {
        Point(x: configuration.axes.contains(.horizontal) ? min(max(point.x, 0), range(.horizontal).upperBound) : 0,
              y: configuration.axes.contains(.vertical) ? min(max(point.y, 0), range(.vertical).upperBound) : 0)
    }

    // MARK: Time

    /// Moves the model to the host's `time`; returns whether the presented offset changed (the
    /// frame must be laid out anew) or a motion ended.
    @discardableResult
    func advance(to time: Double) -> Bool {
        let before = presentedOffset
        let wasMoving = isMoving
        self.time = time
        switch motion {
        case .idle, .held:
            break
        case let .coasting(release, x, y):
            let elapsed = time - release
            offset = Point(x: x?.position(atElapsed: elapsed) ?? offset.x, y: y?.position(atElapsed: elapsed) ?? offset.y)
            if elapsed >= max(x?.duration ?? 0, y?.duration ?? 0) { motion = .idle }
        case let .paging(release, axis, settle):
            offset = with(offset, axis, settle.position(at: time, releaseTime: release))
            if time >= settle.settledTime(releaseTime: release) { motion = .idle }
        case let .settling(release, x, y):
            let elapsed = time - release
            offset = Point(x: x?.position(atElapsed: elapsed) ?? offset.x, y: y?.position(atElapsed: elapsed) ?? offset.y)
            if elapsed >= max(x?.duration ?? 0, y?.duration ?? 0) { motion = .idle }
        }
        return presentedOffset != before || wasMoving != isMoving
    }

    // MARK: Touches

    /// A finger touched the scroll view at `time`: the content stops where it is (a touch stops
    /// a moving scroll view, as on iOS). Returns whether it was moving (the touch is then the
    /// scroll view's: it does not reach the views inside).
    func touchDown(at time: Double) -> Bool {
        advance(to: time)
        let wasMoving = isMoving
        if let physics = pagingPhysics(primaryAxis), case .paging = configuration.snapping {
            landingPage = currentPage(physics, axis: primaryAxis)
        }
        landing = offset
        if wasMoving || isHeld { motion = .held }
        return wasMoving
    }

    /// The finger (down since ``touchDown(at:)``) starts scrolling, at `translation` from where it
    /// touched down (content direction).
    func beginDrag(translation: Size, at time: Double) {
        var drag = Drag(anchor: .zero)
        let band = RubberBand()
        for axis in Axis.allCases where canScroll(axis) {
            let raw = band.rawPosition(for: component(of: landing, axis), in: range(axis),
                                       dimension: max(length(of: viewport, axis), 1))
            drag.anchor = with(drag.anchor, axis, raw)
        }
        if case .paging = configuration.snapping, canScroll(primaryAxis), let physics = pagingPhysics(primaryAxis) {
            let axis = primaryAxis
            drag.paging = (physics, axis, landingPage, physics.anchor(landingAt: component(of: landing, axis)))
        }
        self.drag = drag
        motion = .held
        self.drag(translation: translation, at: time)
    }

    /// The dragging finger is at `translation` from where it touched down.
    func drag(translation: Size, at time: Double) {
        guard var drag else { return }
        self.time = time
        drag.translation = translation
        self.drag = drag
        if let paging = drag.paging {
            let position = paging.physics.dragPosition(anchor: paging.anchor, translation: component(of: translation, paging.axis))
            offset = with(offset, paging.axis, position)
            return
        }
        let band = RubberBand()
        for axis in Axis.allCases where canScroll(axis) {
            var raw = component(of: drag.anchor, axis) - component(of: translation, axis)
            // In a sheet the content stops at its top: the rest of the pull moves the card.
            if axis == .vertical, configuration.handsPullPastTopToSheet { raw = max(raw, range(axis).lowerBound) }
            offset = with(offset, axis, band.position(forRaw: raw, in: range(axis),
                                                     dimension: max(length(of: viewport, axis), 1)))
        }
    }

    /// How far past the content's top a finger at `translation` pulls it (points; 0 short of the
    /// top, or when no drag scrolls the content vertically): in a sheet, that part of the pull is
    /// the card's.
    func pullPastTop(translation: Size) -> Double {
        guard let drag, drag.paging == nil, canScroll(.vertical) else { return 0 }
        return max(0, range(.vertical).lowerBound - (drag.anchor.y - translation.height))
    }

    /// The finger lifted at `time`, at `translation`, moving at `velocity` (points per second in
    /// the finger's direction, content-oriented like the translation).
    func endDrag(translation: Size, velocity: Size, at time: Double) {
        guard let drag else { return release(at: time) }
        self.drag = nil
        self.time = time
        if let paging = drag.paging {
            let settle = paging.physics.release(anchor: paging.anchor, currentPage: paging.currentPage,
                                                translation: component(of: translation, paging.axis),
                                                velocity: component(of: velocity, paging.axis))
            motion = .paging(release: time, axis: paging.axis, settle: settle)
            return
        }
        // Scroll velocity is −u (offset = anchor − translation), scaled by the band's slope past
        // an edge so the motion stays continuous.
        let band = RubberBand()
        var scrollVelocity = Size.zero
        for axis in Axis.allCases where canScroll(axis) {
            let raw = component(of: drag.anchor, axis) - component(of: translation, axis)
            let slope = band.slope(atRaw: raw, in: range(axis), dimension: max(length(of: viewport, axis), 1))
            scrollVelocity = with(scrollVelocity, axis, -component(of: velocity, axis) * slope)
        }
        startMotion(velocity: scrollVelocity, at: time)
    }

    /// A finger that held the content lifted (or was cancelled) without dragging: the content
    /// goes back to rest (a page, the range) from where it stopped.
    func release(at time: Double) {
        drag = nil
        self.time = time
        guard isHeld else { return }
        if case .paging = configuration.snapping, let physics = pagingPhysics(primaryAxis) {
            let axis = primaryAxis
            let anchor = physics.anchor(landingAt: component(of: offset, axis))
            let settle = physics.release(anchor: anchor, currentPage: landingPage, translation: 0, velocity: 0)
            motion = .paging(release: time, axis: axis, settle: settle)
            return
        }
        startMotion(velocity: .zero, at: time)
    }

    /// Starts the motion after a free-scrolling or aligned release at `velocity` (content offset
    /// per second).
    private func startMotion(velocity: Size, at time: Double) {
        let threshold = 0.5 / configuration.displayScale
        func coast(_ axis: Axis) -> ScrollCoast? {
            guard canScroll(axis) else { return nil }
            return ScrollCoast(position: component(of: offset, axis), velocity: component(of: velocity, axis),
                               range: range(axis), threshold: threshold)
        }
        if let destination = targetOffset(velocity: velocity) {
            let options = PagingOptions(displayScale: configuration.displayScale)
            func settle(_ axis: Axis) -> TargetSettle? {
                guard canScroll(axis) else { return nil }
                return TargetSettle(position: component(of: offset, axis), velocity: component(of: velocity, axis),
                                    target: component(of: destination, axis), options: options)
            }
            motion = .settling(release: time, x: settle(.horizontal), y: settle(.vertical))
        } else {
            motion = .coasting(release: time, x: coast(.horizontal), y: coast(.vertical))
        }
        advance(to: time)
    }

    /// Where a target behaviour (other than paging) wants the content to rest after a release
    /// at `velocity`; nil for free scrolling.
    private func targetOffset(velocity: Size) -> Point? {
        let behavior: (any ScrollTargetBehavior)?
        switch configuration.snapping {
        case .free, .paging: behavior = nil
        case .behavior(let custom): behavior = custom
        }
        guard let behavior else { return nil }
        // The original target: where UIKit's normal deceleration would stop, clamped to the range.
        let deceleration = ScrollDeceleration.normal
        let projected = clamped(Point(x: offset.x + deceleration.projectedDistance(initialVelocity: velocity.width),
                                      y: offset.y + deceleration.projectedDistance(initialVelocity: velocity.height)))
        let original = ScrollTarget(rect: Rect(origin: projected, size: viewport), anchor: nil)
        var target = original
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: velocity, contentSize: contentSize, containerSize: viewport,
            axes: configuration.axes, state: self)
        behavior.updateTarget(&target, context: context)
        let anchor = target.anchor ?? .topLeading
        let origin = Point(x: target.rect.minX + anchor.x * target.rect.width - anchor.x * viewport.width,
                           y: target.rect.minY + anchor.y * target.rect.height - anchor.y * viewport.height)
        return clamped(origin)
    }

    // MARK: Programmatic scrolling

    /// Jumps to `offset` (clamped), stopping any motion; a change in an animated transaction is
    /// animated by the host's tree animation like any other change of placement.
    func scroll(to offset: Point) {
        guard drag == nil else { return }
        motion = .idle
        self.offset = clamped(offset)
    }

    // MARK: Axis helpers

    private func length(of size: Size, _ axis: Axis) -> Double {
        axis == .horizontal ? size.width : size.height
    }

    private func component(of point: Point, _ axis: Axis) -> Double {
        axis == .horizontal ? point.x : point.y
    }

    private func component(of size: Size, _ axis: Axis) -> Double {
        axis == .horizontal ? size.width : size.height
    }

    private func with(_ point: Point, _ axis: Axis, _ value: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: point.y) : Point(x: point.x, y: value)
    }

    private func with(_ size: Size, _ axis: Axis, _ value: Double) -> Size {
        axis == .horizontal ? Size(width: value, height: size.height) : Size(width: size.width, height: value)
    }
}

extension ScrollState {
    // MARK: Scroll position and observers

    /// Takes the `scrollPosition(id:)` binding of a resolution: a value the scroll view did not
    /// write scrolls to that view, now if the layout on screen has it (the change's transaction
    /// animates it), else once the update under way is laid out.
    func synchronize(position binding: ScrollPositionBinding?, transaction: Transaction) {
        positionBinding = binding
        guard let binding else { return }
        let requested = binding.read()
        if let synced = syncedPositionID, synced == requested { return }
        syncedPositionID = .some(requested)
        guard let requested else { return }
        let request = ScrollRequest(destination: .view(requested, anchor: binding.anchor ?? .topLeading),
                                    transaction: transaction)
        if !isPlaced || offset(for: request.destination) == nil {
            pendingRequest = request
        } else {
            apply(request)
        }
    }

    /// Asks for `request` once the layout under way is on screen.
    func request(_ request: ScrollRequest) {
        pendingRequest = request
    }

    /// The pending request, leaving none.
    func takePendingRequest() -> ScrollRequest? {
        defer { pendingRequest = nil }
        return pendingRequest
    }

    /// The lifecycle events after an update: the binding written when another view came to the
    /// leading edge, and each observer whose value changed.
    func observerEvents() -> [LifecycleEvent] {
        var events = [LifecycleEvent]()
        if let binding = positionBinding {
            let current = positionID(anchor: binding.anchor)
            if syncedPositionID.map({ $0 != current }) ?? true {
                syncedPositionID = .some(current)
                events.append(.change(identity, { binding.write(current) }))
            }
        }
        if observedValues.count != observers.count {
            observedValues = observers.map { $0.value(self) }
        } else {
            for (index, observer) in observers.enumerated() {
                let value = observer.value(self)
                let old = observedValues[index]
                guard !old.isEqual(to: value) else { continue }
                observedValues[index] = value
                events.append(.change(identity, { observer.action(old.value, value.value) }))
            }
        }
        return events
    }
}

/// A spring from a released position to a target chosen by a target behaviour, with Paging's
/// spring and settle thresholds (`PagingOptions`): the same settle as a page's, to any offset.
///
/// Apple does not publish how a view-aligned scroll view reaches its target; Feedshot's choice is
/// the paging spring from the release velocity, continuous in position and velocity.
struct TargetSettle {
    let target: Double
    let motion: SpringMotion
    let duration: Double

    init(position: Double, velocity: Double, target: Double, options: PagingOptions) {
        self.target = target
        motion = options.spring.motion(displacement: position - target, velocity: velocity)
        duration = motion.settlingTime(distance: options.settleDistanceInPoints, speed: options.settleSpeedInPoints,
                                       resolution: options.settleResolution, limit: options.maximumSettleDuration)
    }

    func position(atElapsed elapsed: Double) -> Double {
        elapsed < duration ? target + motion.displacement(at: elapsed) : target
    }
}

/// How a scroll view is configured by the modifiers around it (read at each resolution).
struct ScrollConfiguration {
    var axes: Axis.Set = .vertical
    var snapping = ScrollSnapping.free
    var isDisabled = false
    var verticalBounce = ScrollBounceBehavior.automatic
    var horizontalBounce = ScrollBounceBehavior.automatic
    var rightToLeft = false
    var displayScale = 1.0
    /// Whether `.viewAligned` with the automatic limit moves one view at a time (a compact size
    /// class along a scroll axis).
    var limitsAlignedScrolling = false
    /// The sheet whose content the scroll view is in, if any.
    var enclosingSheet: SheetConfiguration?

    /// Whether a pull that brings the content to its top goes on with an enclosing sheet's card
    /// (on a live host): the content stops at its top instead of bouncing.
    var handsPullPastTopToSheet: Bool { enclosingSheet?.drag != nil }

    func bounce(for axis: Axis) -> ScrollBounceBehavior {
        axis == .horizontal ? horizontalBounce : verticalBounce
    }
}

/// How a scroll view chooses where it comes to rest after a finger lifts.
enum ScrollSnapping {
    /// Wherever the deceleration ends (no target behaviour).
    case free
    /// On a page: the Paging module's controller (`.scrollTargetBehavior(.paging)`).
    case paging
    /// Where a target behaviour moves the projected target (`.viewAligned`, an app's own).
    case behavior(any ScrollTargetBehavior)
}
