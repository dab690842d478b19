import Geometry

/// What a slider's thumb does in a live host: writes the value for a place along the track, and
/// reports the drag through `onEditingChanged`. Empty for a slider that cannot move.
struct SliderEditing: @unchecked Sendable {
    // Unchecked: the closures write the app's binding on the host's thread only.
    /// Writes the value at `fraction` of the track (0 at the lower bound), stepped.
    var setFraction: ((Double) -> Void)?
    var onEditingChanged: (Bool) -> Void = { _ in }

    init() {}

    /// Editing `value` within `bounds`; with a `step`, values are the lower bound plus whole
    /// steps, never past the upper bound (SwiftUI's `step:`).
    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        let step = step.map { Double($0) }
        guard lower.isFinite, upper.isFinite, upper >= lower else { return }
        setFraction = { fraction in
            var newValue = lower + min(1, max(0, fraction)) * (upper - lower)
            if let step, step > 0, step.isFinite {
                newValue = lower + ((newValue - lower) / step).rounded() * step
                if newValue > upper { newValue -= step }
                newValue = max(lower, newValue)
            }
            let converted = V(newValue)
            if converted != value.wrappedValue { value.wrappedValue = converted }
        }
        self.onEditingChanged = onEditingChanged
    }
}

/// The touch tracking of a slider's thumb, as UIKit's `UISlider` tracks it.
///
/// A stock UISlider starts tracking only a touch that lands on its thumb: a tap on the track
/// elsewhere does not move it (apps that want "tap to jump" add their own recognizer; see the
/// Stack Overflow question "How to enable 'tap and slide' in a UISlider?", 22717167). The touch
/// area is the thumb grown by ``thumbTouchMargin`` (UIKit does not publish it; inferred). Once
/// on the thumb the slider claims the touches at once, so an enclosing scroll view does not
/// scroll, and the thumb keeps its offset under the finger: the value moves by the finger's
/// horizontal travel over the thumb's travel (the track less one thumb), clamped to the ends,
/// wherever the finger goes vertically.
final class SliderThumbRecognizer: TouchRecognizer {
    /// How far around the thumb a touch still takes it, in points (inferred).
    static let thumbTouchMargin = 8.0

    private let target: TouchTarget
    private let fraction: Double
    private let setFraction: (Double) -> Void
    private let onEditingChanged: (Bool) -> Void
    /// Whether the slider is mirrored (a right-to-left layout): a drag to the left increases.
    private let rightToLeft: Bool
    private var touch: Int?
    private var startX = 0.0
    private var isActive = false

    init(target: TouchTarget, fraction: Double, rightToLeft: Bool = false, setFraction: @escaping (Double) -> Void,
         onEditingChanged: @escaping (Bool) -> Void) {
        self.target = target
        self.fraction = fraction
        self.rightToLeft = rightToLeft
        self.setFraction = setFraction
        self.onEditingChanged = onEditingChanged
    }

    /// The thumb's frame in a track laid out in `frame` at `fraction` (as ``SliderTrackLeaf``
    /// draws it).
    ///
    /// In a right-to-left layout the thumb travels from the right end.
    static func thumbFrame(in frame: Rect, fraction: Double, rightToLeft: Bool = false) -> Rect {
        let radius = SliderMetrics.thumbDiameter / 2
        // The thumb's centre travels between the track's ends inset by its radius.
        let travel = (frame.width - 2 * radius) * fraction
        let centerX = rightToLeft ? frame.maxX - radius - travel : frame.minX + radius + travel
        return Rect(x: centerX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius)
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        if touch == nil, event.phase == .began {
            let thumb = Self.thumbFrame(in: target.frame(), fraction: fraction, rightToLeft: rightToLeft)
                .insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
            guard thumb.contains(event.location) else { return .fail }
            touch = event.touch
            startX = event.location.x
            return .activate
        }
        guard event.touch == touch, isActive else { return .none }
        switch event.phase {
        case .began, .moved:
            let travel = target.frame().width - SliderMetrics.thumbDiameter
            guard travel > 0 else { return .none }
            let dx = event.location.x - startX
            let moved = fraction + (rightToLeft ? -dx : dx) / travel
            withTransaction(Transaction()) { setFraction(min(1, max(0, moved))) }
            return .none
        case .ended, .cancelled:
            isActive = false
            withTransaction(Transaction()) { onEditingChanged(false) }
            return .finished
        }
    }

    func tick(time: Double) -> RecognizerRequest { .none }

    func activate(event: TouchEvent?) -> Bool {
        isActive = true
        withTransaction(Transaction()) { onEditingChanged(true) }
        return false
    }

    func cancel() {
        guard isActive else { return }
        isActive = false
        withTransaction(Transaction()) { onEditingChanged(false) }
    }
}
