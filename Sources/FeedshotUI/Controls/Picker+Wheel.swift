import Foundation
import Geometry
import Motion

/// The measurements of a wheel picker, after UIKit's `UIPickerView` in iOS 14 and later: 216
/// points tall (UIPickerView's long-standing default height), 32-point rows, the selection band
/// a rounded rectangle (8-point radius) across the middle row, inset 9 points at the sides, in
/// the tertiary system fill, and 21-point row text. Rows sit on a cylinder: a row `k` rows from
/// the middle is drawn at `R sin θ` from the centre, squashed by `cos θ` and faded, with
/// `θ = 32k / R` and `R` = 100 points. Only the height is documented by Apple; the rest is read
/// off iOS 17 renderings (inferred).
enum WheelPickerMetrics {
    static let height = 216.0
    static let rowHeight = 32.0
    static let bandCornerRadius = 8.0
    static let bandInset = 9.0
    static let fontSize = 21.0
    static let radius = 100.0
}

/// A wheel of rows with the selected one in the band. In a live host a vertical drag turns the
/// wheel under the finger, a lift lets it coast and settle on a row, and the row that settles in
/// the band is selected then; a tap on a row above or below the band selects it (as
/// UIPickerView scrolls a tapped row into the band); see ``WheelPickerRecognizer``.
struct WheelPicker: View, @unchecked Sendable {
    // Unchecked: the rows are nodes of the render that made them; `select` runs on the host's
    // thread only.
    let rows: [ViewNode]
    let selected: Int
    var select: (Int) -> Void = { _ in }
    /// Where the wheel stands while a finger turns it or it coasts, in rows from the first (a
    /// fraction between rows); `nil` at rest on the selection.
    @State private var turn: Double? = nil

    init(rows: [ViewNode], selected: Int, select: @escaping (Int) -> Void = { _ in }) {
        self.rows = rows
        self.selected = selected
        self.select = select
    }

    var body: some View {
        WheelFace(rows: rows, position: turn ?? Double(selected), selected: selected, turn: $turn, select: select)
    }
}

/// The wheel drawn with `position` (in rows) in the band, and its touch tracking.
struct WheelFace: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: see ``WheelPicker``.
    let rows: [ViewNode]
    let position: Double
    let selected: Int
    let turn: Binding<Double?>
    let select: (Int) -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var layers = [ViewNode]()
        layers += resolveNodes(RoundedRectangle(cornerRadius: WheelPickerMetrics.bandCornerRadius, style: .continuous)
            .fill(Color.tertiarySystemFill)
            .frame(height: WheelPickerMetrics.rowHeight)
            .padding(.horizontal, WheelPickerMetrics.bandInset), in: context)
        for (index, row) in rows.enumerated() {
            let distance = Double(index) - position
            let angle = distance * WheelPickerMetrics.rowHeight / WheelPickerMetrics.radius
            guard abs(angle) < .pi / 2 - 0.05 else { continue }
            let squash = cos(angle)
            // Full opacity in the band, fading to the cylinder's shade a row away.
            let shade = 0.25 + 0.35 * squash
            let opacity = abs(distance) < 1 ? shade + (1 - shade) * (1 - abs(distance)) : shade
            // Each row a part of its own: rows keep their identity as the wheel turns.
            layers += resolveNodes(PrebuiltNodes(row)
                .frame(maxWidth: .infinity)
                .frame(height: WheelPickerMetrics.rowHeight)
                .scaleEffect(x: 1, y: squash)
                .opacity(opacity)
                .offset(y: WheelPickerMetrics.radius * sin(angle)), in: context.child(.part(index)))
        }
        let nodes = resolveNodes(ZStack { PrebuiltNodes(layers) }
            .frame(maxWidth: .infinity)
            .frame(height: WheelPickerMetrics.height)
            .clipped()
            .contentShape(Rectangle()), in: context)
        guard context.graph != nil, context.environment.isEnabled, !rows.isEmpty else { return nodes }
        let (position, selected, count, turn, select) = (self.position, self.selected, rows.count, self.turn, self.select)
        for node in nodes {
            node.touchHandlers.append(TouchHandler { target in
                WheelPickerRecognizer(target: target, position: position, selected: selected, count: count,
                                      turn: turn, select: select)
            })
        }
        return nodes
    }
}

/// The touch tracking of a wheel picker, as UIKit's `UIPickerView` (a scroll view of rows)
/// tracks it.
///
/// A finger that moves past ``slop`` points claims the touches as a drag (a scroll view around
/// yields, as it yields to any gesture inside) and the wheel turns under it: up a row for every
/// 32 points the finger rises, resisted past the first and last rows by Motion's
/// ``RubberBand`` (UIScrollView's feel). At the lift the wheel coasts on Motion's
/// ``ScrollCoast``, the deceleration and edge bounce `feedshot swipe` and scroll views use, aimed
/// at a row: where UIKit's normal deceleration from the release velocity would stop, rounded to
/// the nearest row, the release velocity adjusted to stop there
/// (``ScrollDeceleration/initialVelocity(toTravel:)``, as a scroll view whose delegate moves
/// `targetContentOffset` to a row does; UIPickerView's exact curve is not published, so this is
/// inferred). A fling past the first or last row reaches it and bounces; a wheel released past
/// its end springs back. When the wheel settles the row in the band is selected, as
/// UIPickerView reports a selection once it stops. A finger that touches the coasting wheel
/// catches it where it is. A finger that lifts without moving taps: the row under it is
/// selected at once.
///
/// The recognizer stays live after the lift while the wheel coasts: the host ticks it every
/// frame, and it writes the wheel's place until it settles.
final class WheelPickerRecognizer: TouchRecognizer {
    /// How far a finger moves before the wheel turns (UIKit's pan slop, 10 points, as
    /// `DragGesture`'s default minimum distance).
    static let slop = 10.0

    private let target: TouchTarget
    private let selected: Int
    private let count: Int
    private let turn: Binding<Double?>
    private let select: (Int) -> Void
    private let band = RubberBand()
    private var touch: Int?
    private var start = Point.zero
    /// The wheel's raw place (points from the first row, before resistance) at touch-down.
    private var startRaw: Double
    /// The finger's vertical travel since touch-down, for its release velocity.
    private var samples: [GestureSample] = []
    private var isDragging = false
    /// Whether the finger caught a coasting wheel (it then drags or snaps, never taps).
    private var caught = false
    /// The coast after a lift, and the host time of the lift.
    private var coast: (motion: ScrollCoast, release: Double)?

    init(target: TouchTarget, position: Double, selected: Int, count: Int, turn: Binding<Double?>,
         select: @escaping (Int) -> Void) {
        self.target = target
        self.selected = selected
        self.count = count
        self.turn = turn
        self.select = select
        startRaw = 0
        startRaw = band.rawPosition(for: position * WheelPickerMetrics.rowHeight, in: range,
                                    dimension: WheelPickerMetrics.height)
    }

    /// Where the wheel may rest, in points: the first row to the last.
    private var range: ClosedRange<Double> { 0...Double(max(count - 1, 0)) * WheelPickerMetrics.rowHeight }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        if event.phase == .began, touch == nil || coast != nil {
            if let coast {
                // A finger on the coasting wheel stops it where it is.
                let here = coast.motion.position(atElapsed: event.time - coast.release)
                self.coast = nil
                caught = true
                startRaw = band.rawPosition(for: here, in: range, dimension: WheelPickerMetrics.height)
                show(here)
            }
            touch = event.touch
            start = event.location
            isDragging = false
            samples = [GestureSample(time: event.time, translation: 0)]
            return .none
        }
        guard event.touch == touch, coast == nil else { return .none }
        samples.append(GestureSample(time: event.time, translation: event.location.y - start.y))
        if samples.count > 96 { samples.removeFirst(48) }  // a long drag keeps a bounded history
        switch event.phase {
        case .began, .moved:
            var request = RecognizerRequest.none
            if !isDragging, event.location.distance(to: start) >= Self.slop {
                isDragging = true
                request = caught ? .none : .activate
            }
            if isDragging { show(shown(at: event.location)) }
            return request
        case .ended:
            if isDragging || caught {
                return release(at: shown(at: isDragging ? event.location : start), time: event.time)
            }
            return .activate  // a tap: selects on activation
        case .cancelled:
            if isDragging || caught { withTransaction(Transaction()) { turn.wrappedValue = nil } }
            return .fail
        }
    }

    /// The wheel's place, in points, with the finger at `location`.
    private func shown(at location: Point) -> Double {
        band.position(forRaw: startRaw - (location.y - start.y), in: range, dimension: WheelPickerMetrics.height)
    }

    /// Shows the wheel at `position` points (no animation: the finger or the coast moves it).
    private func show(_ position: Double) {
        let rows = position / WheelPickerMetrics.rowHeight
        if turn.wrappedValue != rows { withTransaction(Transaction()) { turn.wrappedValue = rows } }
    }

    /// Lets the wheel go at `position` (points) at `time`: it coasts, or settles at once.
    private func release(at position: Double, time: Double) -> RecognizerRequest {
        // The wheel's place grows as the finger rises.
        let velocity = isDragging ? -VelocityTracker().estimate(from: samples).velocity : 0
        let deceleration = ScrollDeceleration.normal
        let motion: ScrollCoast
        if !range.contains(position) {
            motion = ScrollCoast(position: position, velocity: 0, range: range)
        } else {
            let end = position + deceleration.projectedDistance(initialVelocity: velocity)
            if range.contains(end) {
                let row = (end / WheelPickerMetrics.rowHeight).rounded() * WheelPickerMetrics.rowHeight
                motion = ScrollCoast(position: position, velocity: deceleration.initialVelocity(toTravel: row - position),
                                     range: range)
            } else {
                motion = ScrollCoast(position: position, velocity: velocity, range: range)  // to the end row
            }
        }
        guard motion.duration > 0 else {
            settle(at: motion.restingPosition)
            return .finished
        }
        coast = (motion, time)
        return .none
    }

    /// The wheel comes to rest at `position` points: it rests on the selection, the row there.
    private func settle(at position: Double) {
        coast = nil
        let row = min(max(Int((position / WheelPickerMetrics.rowHeight).rounded()), 0), count - 1)
        withTransaction(Transaction()) {
            turn.wrappedValue = nil
            if row != selected { select(row) }
        }
    }

    func tick(time: Double) -> RecognizerRequest {
        guard let coast else { return .none }
        let elapsed = time - coast.release
        guard elapsed < coast.motion.duration else {
            settle(at: coast.motion.restingPosition)
            return .finished
        }
        show(coast.motion.position(atElapsed: elapsed))
        return .none
    }

    func activate(event: TouchEvent?) -> Bool {
        guard !isDragging else { return false }
        // A tap: the row under the finger, counted from the band in the middle. Rows sit on a
        // cylinder (see ``WheelPickerMetrics``): a row k away is drawn at R·sin(32k/R).
        let frame = target.frame()
        let offset = (start.y - frame.midY) / WheelPickerMetrics.radius
        let angle = asin(min(1, max(-1, offset)))
        let row = selected + Int((angle * WheelPickerMetrics.radius / WheelPickerMetrics.rowHeight).rounded())
        let clamped = min(max(row, 0), count - 1)
        if clamped != selected { withTransaction(Transaction()) { select(clamped) } }
        return true
    }

    func cancel() {
        if isDragging || caught || coast != nil {
            coast = nil
            withTransaction(Transaction()) { turn.wrappedValue = nil }
        }
    }
}
