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
/// wheel by whole rows and selects the row it stops at, and a tap on a row above or below the
/// band selects it (as UIPickerView scrolls a tapped row into the band); see
/// ``WheelPickerRecognizer``.
struct WheelPicker: View, PrimitiveView, @unchecked Sendable {
    // Unchecked: the rows are nodes of the render that made them; `select` runs on the host's
    // thread only.
    let rows: [ViewNode]
    let selected: Int
    var select: (Int) -> Void = { _ in }

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        var layers = [ViewNode]()
        layers += resolveNodes(RoundedRectangle(cornerRadius: WheelPickerMetrics.bandCornerRadius, style: .continuous)
            .fill(Color.tertiarySystemFill)
            .frame(height: WheelPickerMetrics.rowHeight)
            .padding(.horizontal, WheelPickerMetrics.bandInset), in: context)
        for (index, row) in rows.enumerated() {
            let angle = Double(index - selected) * WheelPickerMetrics.rowHeight / WheelPickerMetrics.radius
            guard abs(angle) < .pi / 2 - 0.05 else { continue }
            let squash = cos(angle)
            let opacity = index == selected ? 1 : 0.25 + 0.35 * squash
            layers += resolveNodes(PrebuiltNodes(row)
                .frame(maxWidth: .infinity)
                .frame(height: WheelPickerMetrics.rowHeight)
                .scaleEffect(x: 1, y: squash)
                .opacity(opacity)
                .offset(y: WheelPickerMetrics.radius * sin(angle)), in: context)
        }
        let nodes = resolveNodes(ZStack { PrebuiltNodes(layers) }
            .frame(maxWidth: .infinity)
            .frame(height: WheelPickerMetrics.height)
            .clipped()
            .contentShape(Rectangle()), in: context)
        guard context.graph != nil, context.environment.isEnabled, !rows.isEmpty else { return nodes }
        let (selected, count, select) = (self.selected, rows.count, self.select)
        for node in nodes {
            node.touchHandlers.append(TouchHandler { target in
                WheelPickerRecognizer(target: target, selected: selected, count: count, select: select)
            })
        }
        return nodes
    }
}

/// The touch tracking of a wheel picker.
///
/// A finger that moves past ``slop`` points claims the touches as a drag (a scroll view around
/// yields, as it yields to any gesture inside). On lift the wheel has turned by the drag's
/// vertical translation, rounded to whole rows, plus, for a fling, the distance a quarter second
/// at the release velocity would carry it (the projection SwiftUI's `DragGesture` uses for
/// `predictedEndTranslation`); the row that stops in the band is selected, clamped to the first
/// and last. A finger that lifts without moving taps: the row under it is selected. Feedshot
/// snaps at once: the wheel does not draw its rows turning under the finger or coasting (a
/// known gap).
final class WheelPickerRecognizer: TouchRecognizer {
    /// How far a finger moves before the wheel turns (UIKit's pan slop, 10 points, as
    /// `DragGesture`'s default minimum distance).
    static let slop = 10.0

    private let target: TouchTarget
    private let selected: Int
    private let count: Int
    private let select: (Int) -> Void
    private var touch: Int?
    private var start = Point.zero
    /// The finger's vertical travel since touch-down, for its release velocity.
    private var samples: [GestureSample] = []
    private var isDragging = false

    init(target: TouchTarget, selected: Int, count: Int, select: @escaping (Int) -> Void) {
        self.target = target
        self.selected = selected
        self.count = count
        self.select = select
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        if touch == nil, event.phase == .began {
            touch = event.touch
            start = event.location
            samples = [GestureSample(time: event.time, translation: 0)]
            return .none
        }
        guard event.touch == touch else { return .none }
        samples.append(GestureSample(time: event.time, translation: event.location.y - start.y))
        if samples.count > 96 { samples.removeFirst(48) }  // a long drag keeps a bounded history
        switch event.phase {
        case .began, .moved:
            if !isDragging, event.location.distance(to: start) >= Self.slop {
                isDragging = true
                return .activate
            }
            return .none
        case .ended:
            if isDragging {
                finish(translation: event.location.y - start.y + velocity() * DragGesture.Value.predictionInterval)
                return .finished
            }
            return .activate  // a tap: selects on activation
        case .cancelled:
            return .fail
        }
    }

    /// The finger's vertical release velocity, in points per second, as `DragGesture` estimates
    /// it (Motion's velocity tracker: a finger that rested before lifting releases at zero).
    private func velocity() -> Double {
        VelocityTracker().estimate(from: samples).velocity
    }

    private func finish(translation: Double) {
        let rows = Int((-translation / WheelPickerMetrics.rowHeight).rounded())
        choose(selected + rows)
    }

    private func choose(_ index: Int) {
        let clamped = min(max(index, 0), count - 1)
        if clamped != selected { withTransaction(Transaction()) { select(clamped) } }
    }

    func tick(time: Double) -> RecognizerRequest { .none }

    func activate(event: TouchEvent?) -> Bool {
        guard !isDragging else { return false }
        // A tap: the row under the finger, counted from the band in the middle. Rows sit on a
        // cylinder (see ``WheelPickerMetrics``): a row k away is drawn at R·sin(32k/R).
        let frame = target.frame()
        let offset = (start.y - frame.midY) / WheelPickerMetrics.radius
        let angle = asin(min(1, max(-1, offset)))
        choose(selected + Int((angle * WheelPickerMetrics.radius / WheelPickerMetrics.rowHeight).rounded()))
        return true
    }

    func cancel() {}
}
