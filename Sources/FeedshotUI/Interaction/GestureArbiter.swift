/// Decides which recognizers of the touched views may act: SwiftUI's gesture precedence.
///
/// The rules (researched for SwiftUI; see the DocC article on the live host):
/// - Every gesture and control attached along the hit view's path from the root gets a
///   recognizer and sees every event of the touch sequence.
/// - `.simultaneousGesture` recognizers act as soon as they recognize, whatever the others do.
/// - The others are exclusive: one of them acts. Precedence runs from `.highPriorityGesture`
///   (outermost view first), through `.gesture` and controls (innermost view first: a child's
///   gesture beats its parent's; on one view, the modifier written first), down to an enclosing
///   scroll view's pan. A recognizer that recognizes acts only when every recognizer above it
///   has failed; until then it waits, and acts the moment they fail (a parent's drag starts when
///   the child's tap fails because the finger moved). When one acts, those below it are cancelled.
/// - A scroll view's pan does not wait for buttons: when it starts it cancels their presses
///   (UIKit's `canCancelContentTouches`), while a gesture of a view inside still blocks it.
///   A touch on a moving scroll view is the scroll view's alone (it stops the content and
///   presses nothing); a pan nothing competes with claims the touch at touch-down.
final class GestureArbiter {
    private final class Entry {
        let recognizer: any TouchRecognizer
        let priority: GesturePriority
        let isSimultaneous: Bool
        let isControl: Bool
        /// The node's depth on the hit path (0: the root), and the handler's order on the node.
        let depth: Int
        let order: Int
        var state = State.possible

        enum State { case possible, waiting, active, done }

        init(handler: TouchHandler, target: TouchTarget, depth: Int, order: Int) {
            recognizer = handler.makeRecognizer(target)
            priority = handler.priority
            isSimultaneous = handler.isSimultaneous
            isControl = handler.isControl
            self.depth = depth
            self.order = order
        }

        var isLive: Bool { state != .done }
    }

    /// Exclusive recognizers in precedence order, then the simultaneous ones.
    private var exclusive: [Entry] = []
    private var simultaneous: [Entry] = []

    /// The handlers this arbiter runs, by the identity of their node and their order on it.
    let keys: Set<HandlerKey>
    /// The fingers of the session that are down now.
    private var fingersDown: Set<Int> = []

    /// Identifies a handler across updates: its node's identity and its position on the node.
    struct HandlerKey: Hashable {
        var identity: ViewIdentity?
        var order: Int
    }

    /// Creates an arbiter for the handlers of the hit path, outermost node first (each node's
    /// handlers in the order their modifiers were applied, innermost modifier first).
    init(path: [(target: TouchTarget, handlers: [TouchHandler])]) {
        var keys = Set<HandlerKey>()
        for (depth, node) in path.enumerated() {
            for (order, handler) in node.handlers.enumerated() {
                keys.insert(HandlerKey(identity: node.target.identity, order: order))
                let entry = Entry(handler: handler, target: node.target, depth: depth, order: order)
                if handler.isSimultaneous { simultaneous.append(entry) } else { exclusive.append(entry) }
            }
        }
        self.keys = keys
        exclusive.sort(by: GestureArbiter.precedes)
        // A scroll view's pan that nothing competes with claims the touch at touch-down (its
        // content then follows the finger from the first move, as `feedshot swipe` pages).
        if exclusive.count == 1, let pan = exclusive[0].recognizer as? any ArbitratedScrollRecognizer {
            pan.competesWithNothing()
        }
    }

    /// Whether `a` takes precedence over `b`.
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.priority == .high {
            if a.depth != b.depth { return a.depth < b.depth }
        } else if a.depth != b.depth {
            return a.depth > b.depth
        }
        return a.order < b.order
    }

    /// Whether any recognizer may still act (the session must go on receiving events and ticks).
    var isLive: Bool {
        exclusive.contains { $0.isLive } || simultaneous.contains { $0.isLive }
    }

    /// Whether the session goes on with no finger down: a recognizer the host's frame loop still
    /// drives after the lift (a wheel picker coasting to a row, a tap waiting for its second tap).
    /// The host is not settled while one does (``ViewHost/settle(limit:)``).
    var runsOnItsOwn: Bool {
        isLive && fingersDown.isEmpty
    }

    /// Feeds `event` to every live recognizer and settles who acts.
    func handle(_ event: TouchEvent) {
        switch event.phase {
        case .began: fingersDown.insert(event.touch)
        case .moved: break
        case .ended, .cancelled: fingersDown.remove(event.touch)
        }
        for entry in simultaneous where entry.isLive {
            apply(entry.recognizer.handle(event), to: entry, event: event)
        }
        for entry in exclusive where entry.isLive {
            apply(entry.recognizer.handle(event), to: entry, event: event)
        }
        settle(event: event)
    }

    /// Lets time pass for every live recognizer.
    func tick(time: Double) {
        for entry in simultaneous + exclusive where entry.isLive {
            apply(entry.recognizer.tick(time: time), to: entry, event: nil)
        }
        settle(event: nil)
    }

    /// Cancels every recognizer (the touches went away).
    func cancelAll() {
        for entry in simultaneous + exclusive where entry.isLive {
            entry.recognizer.cancel()
            entry.state = .done
        }
    }

    private func apply(_ request: RecognizerRequest, to entry: Entry, event: TouchEvent?) {
        switch request {
        case .none:
            break
        case .fail:
            if entry.state == .active { entry.state = .done } else { entry.recognizer.cancel(); entry.state = .done }
        case .finished:
            entry.state = .done
        case .activate:
            if entry.isSimultaneous {
                entry.state = entry.recognizer.activate(event: event) ? .done : .active
            } else if entry.state == .possible {
                entry.state = .waiting
            }
        }
    }

    /// Lets the waiting exclusive recognizer with the highest precedence act once nothing above
    /// it can still act, and cancels what it beats.
    private func settle(event: TouchEvent?) {
        guard !exclusive.contains(where: { $0.state == .active }) else { return }
        for (index, entry) in exclusive.enumerated() where entry.state == .waiting {
            // A pan that caught a moving scroll view takes the touch from everything.
            let preempts = (entry.recognizer as? any ArbitratedScrollRecognizer)?.preempts == true
            let above = exclusive[..<index].filter { other in
                guard other.isLive, !preempts else { return false }
                // A scroll view's pan does not wait for buttons.
                return !(entry.priority == .scroll && other.isControl)
            }
            guard above.isEmpty else { return }
            if entry.priority == .scroll {
                for other in exclusive[..<index] where other.isLive {
                    other.recognizer.cancel()
                    other.state = .done
                }
            }
            entry.state = entry.recognizer.activate(event: event) ? .done : .active
            for other in exclusive[(index + 1)...] where other.isLive {
                other.recognizer.cancel()
                other.state = .done
            }
            return
        }
    }
}
