import Geometry

/// The touch tracking of a button (and of the controls that act like one: toggles, links,
/// navigation links): pressed while the finger is on it, acting when it lifts there.
///
/// As UIKit's buttons do (`touchUpInside`), the button stays pressed while the finger is within
/// its frame grown by ``trackingMargin`` points, and acts when the finger lifts within it. A
/// finger that leaves that area releases the button, which then fails, letting an enclosing
/// view's drag take over. UIKit does not publish the margin; 70 points is the value measured and
/// widely reported for `UIControl` tracking (inferred, not documented).
final class ButtonPressRecognizer: TouchRecognizer {
    /// How far outside its frame a finger may go and still press the button.
    static let trackingMargin = 70.0

    private let target: TouchTarget
    /// The identity the control reads its pressed state by (a button's own), if it shows one.
    private let pressedIdentity: ViewIdentity?
    private let action: () -> Void
    /// What a long press does instead of the tap, if anything (a menu with a primary action
    /// opens on a long press).
    private let longPress: ControlLongPress?
    /// The finger the button follows (the first that touched it), where and when it came down.
    private var touch: Int?
    private var down: (location: Point, time: Double)?
    /// Whether the finger stayed down long enough for the long press.
    private var isLongPress = false

    init(target: TouchTarget, pressedIdentity: ViewIdentity?, longPress: ControlLongPress? = nil,
         action: @escaping () -> Void) {
        self.target = target
        self.pressedIdentity = pressedIdentity
        self.longPress = longPress
        self.action = action
    }

    private func isInside(_ point: Point) -> Bool {
        target.frame().insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
    }

    private func setPressed(_ pressed: Bool) {
        guard let identity = pressedIdentity else { return }
        if target.graph.interaction.setPressed(identity, pressed) { target.graph.setNeedsUpdate() }
    }

    func handle(_ event: TouchEvent) -> RecognizerRequest {
        if touch == nil, event.phase == .began {
            touch = event.touch
            down = (event.location, event.time)
            setPressed(true)
            return .none
        }
        guard event.touch == touch else { return .none }
        switch event.phase {
        case .began, .moved:
            guard isInside(event.location) else {
                setPressed(false)
                return .fail
            }
            // A finger that wanders is no longer a long press (it may still tap).
            if let start = down?.location, start.distance(to: event.location) > ControlLongPress.maximumDistance {
                down = nil
            }
            return .none
        case .ended:
            return isInside(event.location) ? .activate : .fail
        case .cancelled:
            return .fail
        }
    }

    func tick(time: Double) -> RecognizerRequest {
        guard longPress != nil, let down, time - down.time >= ControlLongPress.minimumDuration else { return .none }
        isLongPress = true
        return .activate
    }

    func activate(event: TouchEvent?) -> Bool {
        setPressed(false)
        let act = isLongPress ? (longPress?.action ?? action) : action
        withTransaction(Transaction()) { act() }
        return true
    }

    func cancel() {
        setPressed(false)
    }
}

/// Attaches a press-tracking action to the content's nodes (a control's tap), unless the control
/// is disabled. Live hosts only. The action may learn where the control is placed when it acts
/// (a menu opens next to its button).
struct ControlActionModifier: ViewModifier, PrimitiveModifier {
    let action: UncheckedSendableBox<(Rect) -> Void>
    /// What a long press does instead, given the control's placed frame.
    let longPress: UncheckedSendableBox<(Rect) -> Void>?

    init(_ action: @escaping () -> Void) {
        self.init(placed: { _ in action() })
    }

    /// An action that receives the control's placed frame, in screen points; a long press runs
    /// `longPress` instead, when given.
    init(placed action: @escaping (Rect) -> Void, longPress: ((Rect) -> Void)? = nil) {
        self.action = UncheckedSendableBox(value: action)
        self.longPress = longPress.map { UncheckedSendableBox(value: $0) }
    }

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        let nodes = resolveNodes(content, in: context)
        guard context.graph != nil, context.environment.isEnabled else { return nodes }
        let action = self.action.value, longPress = self.longPress?.value
        for node in nodes {
            node.attachControlAction(pressedIdentity: nil, placed: action, longPress: longPress)
        }
        return nodes
    }
}

extension ViewNode {
    /// Attaches a button's press tracking with `action` (live hosts); the pressed state is kept
    /// under `pressedIdentity` when the control shows it.
    func attachControlAction(pressedIdentity: ViewIdentity?, _ action: @escaping () -> Void) {
        attachControlAction(pressedIdentity: pressedIdentity, placed: { _ in action() })
    }

    /// Attaches a button's press tracking whose action receives the node's placed frame (and a
    /// long press's, when given, which then runs instead of the tap's).
    func attachControlAction(pressedIdentity: ViewIdentity?, placed action: @escaping (Rect) -> Void,
                             longPress: ((Rect) -> Void)? = nil) {
        touchHandlers.append(TouchHandler(isControl: true) { target in
            let alternative = longPress.map { press in ControlLongPress { press(target.frame()) } }
            return ButtonPressRecognizer(target: target, pressedIdentity: pressedIdentity, longPress: alternative,
                                         action: { action(target.frame()) })
        })
    }
}

/// A control's long press: UIKit's context-menu interaction recognizes it after half a second
/// with the finger within 10 points of where it came down (`UILongPressGestureRecognizer`'s
/// defaults, which the menu interaction uses; inferred from its behaviour, not documented).
struct ControlLongPress {
    static let minimumDuration = 0.5
    static let maximumDistance = 10.0

    let action: () -> Void

    init(action: @escaping () -> Void) {
        self.action = action
    }
}
