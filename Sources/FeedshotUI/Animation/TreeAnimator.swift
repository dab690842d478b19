import Geometry

/// Animates a live host's placed tree between updates: the presentation layer.
///
/// After each update the host hands over the new placed tree (the model). The animator matches
/// its nodes with the last tree's by key (structural identity, see ``TreeDiff``) and, for every
/// node that stayed, retargets the animators of its frame and of its other animatable properties
/// (``NodeAttribute``) to the new values, with the animation of the node's transaction: a change
/// without animation jumps, an animated one runs from where the value is now (SwiftUI's model:
/// running animations add up, springs merge and keep their velocity; see ``ValueAnimator``).
/// Nodes that came get their insertion transition, nodes that went stay on screen, at their old
/// place, for their removal transition. ``present(at:)`` then writes the values of any time into
/// the tree (frames, effects, paints, transitions), which drawing, hit testing and the placed-tree
/// dump read.
///
/// Custom `Animatable` views and modifiers animate their `animatableData` instead, by identity:
/// the host evaluates them again every frame with the animated value (``viewDataOverrides(at:)``).
final class TreeAnimator {
    /// The animated state of one node.
    private final class NodeRecord {
        var frame: ValueAnimator<Rect.AnimatableData>
        var attributes: [NodeAttributeKey: any AttributeChannel] = [:]
        /// The insertion transition, while it runs.
        var insertion: (progress: ValueAnimator<Double>, effect: TransitionEffect)?
        /// Whether a running animation last wrote presented values into the node.
        var isPresented = false

        init(node: ViewNode) {
            frame = ValueAnimator(node.frame.animatableData)
            for attribute in node.behavior.animatableAttributes(of: node) {
                attributes[attribute.key] = makeChannel(attribute.value)
            }
        }

        var isAnimating: Bool {
            frame.isAnimating || insertion != nil || attributes.values.contains { $0.isAnimating }
        }
    }

    /// A node that left the tree, shown until its removal transition ends.
    private struct Ghost {
        var node: ViewNode
        var parent: NodeKey?
        var index: Int
        var progress: ValueAnimator<Double>
        var effect: TransitionEffect
        var rightToLeft: Bool
        /// The attributes of the ghost's nodes running to the removal modifiers' values (a
        /// modifier transition).
        var attributes: [(node: ViewNode, channels: [NodeAttributeKey: any AttributeChannel])] = []
    }

    private var tree: KeyedTree?
    private var records: [NodeKey: NodeRecord] = [:]
    private var ghosts: [Ghost] = []
    /// Ghosts put into the current tree's children by the last ``present(at:)``.
    private var spliced: [(parent: ViewNode, ghost: ViewNode)] = []
    /// The `animatableData` of `Animatable` views and modifiers, by identity.
    private var viewData: [ViewIdentity: any AttributeChannel] = [:]
    /// Completions that views' `.transaction {}` added to the transactions of changes that moved
    /// something since the host last took them, with the transaction each moved with.
    private var startedCompletions: [(completion: TransactionCompletion, transaction: Transaction)] = []
    /// The serials of the completions taken into `startedCompletions` (one transform's
    /// completion reaches every node inside its view: it starts once).
    private var startedSerials = Set<UInt64>()

    /// Whether anything is still moving (a frame, an attribute, a transition, view data).
    var isAnimating: Bool {
        !ghosts.isEmpty || records.values.contains { $0.isAnimating } || viewData.values.contains { $0.isAnimating }
    }

    /// Whether an `Animatable` view's data is animating (the host re-evaluates the view per frame).
    var hasViewDataAnimations: Bool { viewData.values.contains { $0.isAnimating } }

    /// Takes the tree of a new update at `time`.
    func update(root: ViewNode, time: Double) {
        unsplice()
        let newTree = KeyedTree(root: root)
        defer { tree = newTree }
        guard let old = tree else {
            for key in newTree.order { if let node = newTree.nodes[key] { records[key] = NodeRecord(node: node) } }
            return
        }
        let diff = TreeDiff(from: old, to: newTree)
        var newRecords = [NodeKey: NodeRecord]()
        for (before, after, key) in diff.persisted {
            let record = records[key] ?? NodeRecord(node: before)
            // A transaction that disables animations also stops the running ones: the change
            // shows at once (SwiftUI's `disablesAnimations`).
            let frameAnimation = Self.animation(of: after.transaction)
            if record.frame.retarget(to: after.frame.animatableData, animation: frameAnimation, at: time,
                                     environment: after.environment) {
                noteMove(in: after.transaction)
            }
            if after.transaction?.disablesAnimations == true { record.frame.finish() }
            let effectTransaction = after.effectTransaction ?? after.transaction
            let animation = Self.animation(of: effectTransaction)
            let stops = effectTransaction?.disablesAnimations == true
            var attributes = [NodeAttributeKey: any AttributeChannel]()
            for attribute in after.behavior.animatableAttributes(of: after) {
                let retarget = record.attributes[attribute.key].map {
                    $0.retarget(to: attribute.value, animation: animation, at: time, environment: after.environment)
                }
                if retarget != .unchanged { noteMove(in: effectTransaction) }
                if let channel = record.attributes[attribute.key], retarget != .incompatible {
                    if stops { channel.finish() }
                    attributes[attribute.key] = channel
                } else {
                    attributes[attribute.key] = makeChannel(attribute.value)
                }
            }
            record.attributes = attributes
            record.isPresented = record.isAnimating
            newRecords[key] = record
        }
        // Matched-geometry partners: a group's view leaving and another coming in this change.
        let leaving = Self.matchedFrames(diff.removed.map(\.node))
        let arriving = Self.matchedFrames(diff.inserted.map(\.node))
        for (node, key) in diff.inserted {
            noteMove(in: node.transaction)
            let record = NodeRecord(node: node)
            let coordinated = Self.coordinatedTransition(of: node, inserted: true, parent: newTree.parents[key]?.parent,
                                                         old: old, new: newTree)
            let transition = Self.morphing(coordinated?.transition ?? node.transition ?? .opacity, of: node,
                                           partners: leaving, inserted: true)
            let animation = coordinated.map { $0.disabled(node.transaction) ? nil : $0.animation }
                ?? transition.animation ?? Self.animation(of: node.transaction)
            if let animation, !transition.insertion.isIdentity {
                var progress = ValueAnimator(0.0)
                progress.retarget(to: 1, animation: animation, at: time, environment: node.environment)
                record.insertion = (progress, transition.insertion)
            }
            newRecords[key] = record
            if let animation, let active = node.modifierTransitionStates?.insertion {
                startModifierInsertion(of: node, from: active, animation: animation, at: time, tree: newTree,
                                       records: &newRecords)
            }
        }
        for key in newTree.order where newRecords[key] == nil {
            if let node = newTree.nodes[key] { newRecords[key] = NodeRecord(node: node) }
        }
        for removed in diff.removed {
            let coordinated = Self.coordinatedTransition(of: removed.node, inserted: false, parent: removed.parent,
                                                         old: old, new: newTree)
            let transition = Self.morphing(coordinated?.transition ?? removed.node.transition ?? .opacity,
                                           of: removed.node, partners: arriving, inserted: false)
            let parentTransaction = removed.parent.flatMap { newTree.nodes[$0]?.transaction }
            noteMove(in: parentTransaction)
            let animation = coordinated.map { $0.disabled(parentTransaction) ? nil : $0.animation }
                ?? transition.animation ?? Self.animation(of: parentTransaction)
            guard let animation, transition.animatesRemoval else { continue }
            // The removed subtree keeps its presented frames and effects; it no longer responds.
            present(subtree: removed.node, records: records, at: time)
            var rule = removed.node.hitTesting ?? HitTestingRule()
            rule.allowsHitTesting = false
            removed.node.hitTesting = rule
            var progress = ValueAnimator(1.0)
            progress.retarget(to: 0, animation: animation, at: time, environment: removed.node.environment)
            var ghost = Ghost(node: removed.node, parent: removed.parent, index: removed.index, progress: progress,
                              effect: transition.removal,
                              rightToLeft: removed.node.environment.layoutDirection == .rightToLeft)
            if let active = removed.node.modifierTransitionStates?.removal {
                ghost.attributes = Self.modifierRemoval(of: removed.node, to: active, animation: animation, at: time)
            }
            ghosts.append(ghost)
        }
        records = newRecords
    }

    /// The frames of the matched-geometry groups' members among `roots` (the first member in
    /// each subtree), by group.
    private static func matchedFrames(_ roots: [ViewNode]) -> [MatchedGeometryKey: Rect] {
        var frames = [MatchedGeometryKey: Rect]()
        for root in roots {
            guard let (match, frame) = root.firstMatchedGeometry(), frames[match.key] == nil else { continue }
            frames[match.key] = frame
        }
        return frames
    }

    /// `transition` with a morph between the subtree's matched view and its partner in the other
    /// direction of this change, when it has one.
    private static func morphing(_ transition: AnyTransition, of node: ViewNode, partners: [MatchedGeometryKey: Rect],
                                 inserted: Bool) -> AnyTransition {
        guard !partners.isEmpty, let (match, frame) = node.firstMatchedGeometry(),
              let other = partners[match.key] else { return transition }
        var morphed = inserted
            ? AnyTransition(insertion: transition.insertion.morphing(own: frame, other: other, properties: match.properties,
                                                                     anchor: match.anchor),
                            removal: transition.removal, animation: transition.animation)
            : AnyTransition(insertion: transition.insertion,
                            removal: transition.removal.morphing(own: frame, other: other, properties: match.properties,
                                                                 anchor: match.anchor),
                            animation: transition.animation)
        morphed.modifiers = transition.modifiers
        return morphed
    }

    /// Starts a modifier transition's insertion: every node of the inserted subtree that has a
    /// counterpart in `active` (the view resolved with the active modifiers) runs its attributes
    /// from the counterpart's values to its own.
    private func startModifierInsertion(of node: ViewNode, from active: ViewNode, animation: Animation, at time: Double,
                                        tree: KeyedTree, records: inout [NodeKey: NodeRecord]) {
        for (target, start) in ModifierTransitionStates.matchedPairs(node, active) {
            guard let key = tree.key(of: target) else { continue }
            let startValues = Dictionary(start.behavior.animatableAttributes(of: start).map { ($0.key, $0.value) },
                                         uniquingKeysWith: { first, _ in first })
            let record = records[key] ?? NodeRecord(node: target)
            for attribute in target.behavior.animatableAttributes(of: target) {
                guard let value = startValues[attribute.key] else { continue }
                let channel = makeChannel(value)
                if channel.retarget(to: attribute.value, animation: animation, at: time,
                                    environment: target.environment) != .incompatible {
                    record.attributes[attribute.key] = channel
                }
            }
            record.isPresented = record.isAnimating
            records[key] = record
        }
    }

    /// The channels of a modifier transition's removal: every node of the leaving subtree that
    /// has a counterpart in `active` (the view resolved with the removal's active modifiers) runs
    /// its attributes from their values now to the counterpart's.
    private static func modifierRemoval(of node: ViewNode, to active: ViewNode, animation: Animation, at time: Double)
        -> [(node: ViewNode, channels: [NodeAttributeKey: any AttributeChannel])] {
        var result = [(node: ViewNode, channels: [NodeAttributeKey: any AttributeChannel])]()
        for (target, end) in ModifierTransitionStates.matchedPairs(node, active) {
            let endValues = Dictionary(end.behavior.animatableAttributes(of: end).map { ($0.key, $0.value) },
                                       uniquingKeysWith: { first, _ in first })
            var channels = [NodeAttributeKey: any AttributeChannel]()
            for attribute in target.behavior.animatableAttributes(of: target) {
                guard let value = endValues[attribute.key] else { continue }
                let channel = makeChannel(attribute.value)
                if channel.retarget(to: value, animation: animation, at: time, environment: target.environment) != .incompatible {
                    channels[attribute.key] = channel
                }
            }
            if !channels.isEmpty { result.append((target, channels)) }
        }
        return result
    }

    /// The transition the container of a node that came or went chooses for it (see
    /// ``ChildTransitionCoordinator``), with the animation it runs with.
    private static func coordinatedTransition(of child: ViewNode, inserted: Bool, parent: NodeKey?,
                                              old: KeyedTree, new: KeyedTree) -> CoordinatedTransition? {
        guard let parent, let container = new.nodes[parent],
              let coordinator = container.behavior as? any ChildTransitionCoordinator,
              let transition = coordinator.transition(of: child, inserted: inserted, previous: old.nodes[parent],
                                                      current: container) else { return nil }
        return CoordinatedTransition(transition: transition, animation: transition.animation ?? .default,
                                     containerTransaction: container.transaction)
    }

    /// The animation a change in `transaction` runs with (`nil`: none).
    static func animation(of transaction: Transaction?) -> Animation? {
        guard let transaction, !transaction.disablesAnimations else { return nil }
        return transaction.animation
    }

    /// Writes the values of `time` into the current tree (and puts removed views that are still
    /// transitioning out back into it).
    func present(at time: Double) {
        guard let tree else { return }
        unsplice()
        for key in tree.order {
            guard let record = records[key], record.isAnimating || record.isPresented, let node = tree.nodes[key] else { continue }
            present(record, in: node, at: time)
        }
        var remaining = [Ghost]()
        for var ghost in ghosts {
            let progress = ghost.progress.value(at: time)
            guard ghost.progress.isAnimating else { continue }
            ghost.node.presentation = ghost.effect.presentation(progress: progress, frame: ghost.node.frame,
                                                                 rightToLeft: ghost.rightToLeft,
                                                                 scale: ghost.node.environment.displayScale)
            for (node, channels) in ghost.attributes {
                node.behavior.presentAttributes(channels.mapValues { $0.value(at: time) }, of: node)
            }
            if let parentKey = ghost.parent, let parent = tree.nodes[parentKey] {
                parent.children.insert(ghost.node, at: min(ghost.index, parent.children.count))
                spliced.append((parent, ghost.node))
            }
            remaining.append(ghost)
        }
        ghosts = remaining
    }

    private func present(_ record: NodeRecord, in node: ViewNode, at time: Double) {
        var frame = Rect.zero
        frame.animatableData = record.frame.value(at: time)
        if record.frame.isAnimating {
            var target = Rect.zero
            target.animatableData = record.frame.target
            frame = Self.frame(frame, movedInWholePixelsFrom: target, scale: node.environment.displayScale)
        }
        node.frame = frame
        if !record.attributes.isEmpty {
            var values = [NodeAttributeKey: any VectorArithmetic]()
            for (key, channel) in record.attributes { values[key] = channel.value(at: time) }
            node.behavior.presentAttributes(values, of: node)
        }
        if let insertion = record.insertion {
            var progress = insertion.progress
            let value = progress.value(at: time)
            if progress.isAnimating {
                record.insertion = (progress, insertion.effect)
                node.presentation = insertion.effect.presentation(progress: value, frame: node.frame,
                                                                   rightToLeft: node.environment.layoutDirection == .rightToLeft,
                                                                   scale: node.environment.displayScale)
            } else {
                record.insertion = nil
                node.presentation = nil
            }
        }
        record.isPresented = record.isAnimating
    }

    /// `frame` with its origin's distance from `target`'s rounded to whole device pixels. Every
    /// node of a subtree that slides takes the same distance, so the subtree moves as one piece
    /// (its parts keep the pixels they have at rest, moved), as a compositor moves a layer, and
    /// lands exactly on its resting pixels.
    static func frame(_ frame: Rect, movedInWholePixelsFrom target: Rect, scale: Double) -> Rect {
        Rect(x: target.minX + WholePixelMove.rounded(frame.minX - target.minX, scale: scale),
             y: target.minY + WholePixelMove.rounded(frame.minY - target.minY, scale: scale),
             width: frame.width, height: frame.height)
    }

    /// Presents a subtree that is leaving at `time` with the records it had.
    private func present(subtree node: ViewNode, records: [NodeKey: NodeRecord], at time: Double) {
        guard let tree, let key = tree.key(of: node) else { return }
        if let record = records[key], record.isAnimating { present(record, in: node, at: time) }
        for child in node.children { present(subtree: child, records: records, at: time) }
    }

    /// Takes the ghosts out of the tree's children again.
    private func unsplice() {
        for (parent, ghost) in spliced {
            parent.children.removeAll { $0 === ghost }
        }
        spliced = []
    }

    // MARK: Animatable views

    /// Takes the `animatableData` of the `Animatable` views evaluated by an update, with the
    /// transaction each was evaluated in.
    func updateViewData(_ data: [ViewIdentity: (value: any VectorArithmetic, transaction: Transaction)], time: Double) {
        var channels = [ViewIdentity: any AttributeChannel]()
        for (identity, entry) in data {
            let animation = Self.animation(of: entry.transaction)
            let retarget = viewData[identity].map {
                $0.retarget(to: entry.value, animation: animation, at: time, environment: EnvironmentValues())
            }
            if retarget != .unchanged { noteMove(in: entry.transaction) }
            if let channel = viewData[identity], retarget != .incompatible {
                channels[identity] = channel
            } else {
                channels[identity] = makeChannel(entry.value)
            }
        }
        viewData = channels
    }

    // MARK: Completions of views' transactions

    /// Notes that a change in `transaction` moved a node (a frame, an attribute, a transition, an
    /// `Animatable` view's data): the completions views added to it start.
    private func noteMove(in transaction: Transaction?) {
        guard let transaction else { return }
        for completion in transaction.completions where completion.isAddedByView {
            if startedSerials.insert(completion.serial).inserted {
                startedCompletions.append((completion, transaction))
            }
        }
    }

    /// Takes the completions views' `.transaction {}` added to changes that moved something
    /// since the last call, with the transaction of each (whose animation says when it is due).
    func takeStartedCompletions() -> [(completion: TransactionCompletion, transaction: Transaction)] {
        defer { startedCompletions = [] }
        return startedCompletions
    }

    /// The animated `animatableData` of the views whose data animates at `time`.
    func viewDataOverrides(at time: Double) -> [ViewIdentity: any VectorArithmetic] {
        var overrides = [ViewIdentity: any VectorArithmetic]()
        for (identity, channel) in viewData where channel.isAnimating {
            overrides[identity] = channel.value(at: time)
        }
        return overrides
    }
}

/// The animator of one animatable property, whatever its vector type.
protocol AttributeChannel: AnyObject {
    /// Moves the property to `value` at `time` with `animation` (nil: at once). `.incompatible`
    /// when `value` is not of the channel's type (or is a paint of another shape), which the
    /// caller answers with a new channel.
    func retarget(to value: any VectorArithmetic, animation: Animation?, at time: Double,
                  environment: EnvironmentValues) -> ChannelRetarget
    /// The presented value at `time`.
    func value(at time: Double) -> any VectorArithmetic
    var isAnimating: Bool { get }
    /// Stops every running animation: the value jumps to its target.
    func finish()
}

/// What retargeting an ``AttributeChannel`` did.
enum ChannelRetarget {
    /// The value is of another type (or a paint of another shape): the caller makes a new channel.
    case incompatible
    /// The value is the channel's target already.
    case unchanged
    /// The target moved (at once or animated).
    case moved
}

/// A channel for vectors of type `Value`.
final class TypedAttributeChannel<Value: VectorArithmetic>: AttributeChannel {
    private var animator: ValueAnimator<Value>

    init(_ value: Value) {
        animator = ValueAnimator(value)
    }

    func retarget(to value: any VectorArithmetic, animation: Animation?, at time: Double,
                  environment: EnvironmentValues) -> ChannelRetarget {
        guard let value = value as? Value else { return .incompatible }
        if let paint = value as? PaintVector, let current = animator.target as? PaintVector, !paint.isCompatible(with: current) {
            return .incompatible
        }
        return animator.retarget(to: value, animation: animation, at: time, environment: environment) ? .moved : .unchanged
    }

    func value(at time: Double) -> any VectorArithmetic { animator.value(at: time) }

    var isAnimating: Bool { animator.isAnimating }

    func finish() { animator.finish() }
}

/// A channel at rest on `value`.
func makeChannel<Value: VectorArithmetic>(_ value: Value) -> any AttributeChannel {
    TypedAttributeChannel(value)
}

/// A container whose children come and go with transitions of its own choosing, run whatever
/// the change's animation (as UIKit runs a navigation controller's push), unless the change's
/// transaction disables animations: a navigation stack pushing or popping, a presentation
/// host presenting or dismissing.
protocol ChildTransitionCoordinator {
    /// How `child` comes (`inserted`) or goes, given the container's node in the last update
    /// (`previous`, `nil` when it is new) and in this one; `nil` leaves the child's own.
    func transition(of child: ViewNode, inserted: Bool, previous: ViewNode?, current: ViewNode) -> AnyTransition?
}

/// A transition a container chose, with its animation.
private struct CoordinatedTransition {
    var transition: AnyTransition
    var animation: Animation
    var containerTransaction: Transaction?

    /// Whether the change's transaction (or the container's) disables animations: the change
    /// then shows at once.
    func disabled(_ transaction: Transaction?) -> Bool {
        transaction?.disablesAnimations == true || containerTransaction?.disablesAnimations == true
    }
}
