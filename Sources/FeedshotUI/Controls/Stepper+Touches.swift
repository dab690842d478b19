import Geometry

/// What a stepper's buttons do in a live host: the steps (`nil` for a button that does nothing)
/// and the editing callback.
struct StepperActions: @unchecked Sendable {
    // Unchecked: the closures run on the host's thread only, like a button's action.
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
}

/// Attaches a stepper button's press tracking to the content's nodes (live hosts only, and not
/// when the stepper is disabled or the step is `nil`).
struct StepperButtonModifier: ViewModifier, PrimitiveModifier, @unchecked Sendable {
    // Unchecked: see ``StepperActions``.
    let step: (() -> Void)?
    let actions: StepperActions

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil, context.environment.isEnabled, let step else { return nodes }
        let onEditingChanged = actions.onEditingChanged
        for node in nodes {
            node.touchHandlers.append(TouchHandler(isControl: true) { target in
                StepperPressRecognizer(target: target, step: step, onEditingChanged: onEditingChanged)
            })
        }
        return nodes
    }
}

/// The touch tracking of one of a stepper's buttons, as UIKit's `UIStepper` tracks it.
///
/// UIStepper changes its value on touch-down, not on lift, and with `autorepeat` (on by default)
/// keeps stepping while the finger stays down (Apple's UIStepper documentation: "autorepeat").
/// Apple does not publish the repeat timing; the first repeat after ``repeatDelay`` and then
/// every ``repeatInterval`` is an estimate from watching iOS 17 steppers (inferred). The finger
/// may wander while held (the step keeps repeating until it lifts); SwiftUI reports the whole
/// press through `onEditingChanged` (true at touch-down, false at lift).
final class StepperPressRecognizer: TouchRecognizer {
    /// Seconds from touch-down to the first repeated step (inferred).
    static let repeatDelay = 0.5
    /// Seconds between repeated steps after the first (inferred).
    static let repeatInterval = 0.1

    private let target: TouchTarget
    private let step: () -> Void
    private let onEditingChanged: (Bool) -> Void
    private var touch: Int?
    private var isActive = false
    private var nextRepeat = Double.infinity

    init(target: TouchTarget, step: @escaping () -> Void, onEditingChanged: @escaping (Bool) -> Void) {
        self.target = target
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        if touch == nil, event.phase == .began {
            touch = event.touch
            return .activate
        }
        guard event.touch == touch else { return .none }
        switch event.phase {
        case .began, .moved:
            return .none
        case .ended, .cancelled:
            guard isActive else { return .fail }
            isActive = false
            withTransaction(Transaction()) { onEditingChanged(false) }
            return .finished
        }
    }

    func tick(time: Double) -> RecognizerRequest {
        guard isActive else { return .none }
        while time + 1e-9 >= nextRepeat {
            withTransaction(Transaction()) { step() }
            nextRepeat += Self.repeatInterval
        }
        return .none
    }

    func activate(event: TouchEvent?) -> Bool {
        isActive = true
        nextRepeat = (event?.time ?? 0) + Self.repeatDelay
        withTransaction(Transaction()) {
            onEditingChanged(true)
            step()
        }
        return false
    }

    func cancel() {
        if isActive {
            isActive = false
            withTransaction(Transaction()) { onEditingChanged(false) }
        }
    }
}
