/// A view that animates its content through a sequence of phases: SwiftUI's `PhaseAnimator`.
///
/// The content is built for one phase at a time; moving to the next phase is a state change
/// made with that phase's animation (`animation(nextPhase)`), and the animator moves on again
/// when that animation has logically completed, so it runs on a live host's clock like any
/// `withAnimation` with a completion. Without a trigger the phases cycle for as long as the view
/// is on screen (after the last comes the first again); with a trigger, each change of its value
/// runs every phase once and comes back to the first, and a change during a run moves on to the
/// next phase at once. A still render, which runs no actions, shows the first phase.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3]) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { _ in .easeInOut(duration: 0.4) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, @unchecked Sendable {
    // Unchecked: the phases and closures are app values, called on the host's thread only, as
    // a button's action is.
    private let phases: [Phase]
    /// The trigger's value, or nil for an animator that cycles.
    private let trigger: EquatableValue?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    /// The phase shown: an index into `phases`.
    @State private var index = 0
    /// Counts the runs started: a completion of an older run (one interrupted by a trigger, or
    /// left running when the view disappeared) sees a newer number and stops.
    @State private var run = 0

    /// Cycles through `phases` continuously while the view is on screen, animating each change
    /// with `animation` of the phase it moves to (nil: without animation).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = EquatableValue(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        // SwiftUI draws a warning for an empty sequence; nothing is the honest stand-in.
        if let phase = phases.indices.contains(index) ? phases[index] : phases.first {
            content(phase)
                .onAppear {
                    guard trigger == nil else { return }
                    run += 1
                    advance(run: run, cycling: true)
                }
                .onDisappear { run += 1 }
                .onChange(of: AnimatorTrigger(value: trigger)) {
                    run += 1
                    advance(run: run, cycling: false)
                }
        }
    }

    /// Moves to the next phase with its animation and, once that animation has logically
    /// completed, on again: forever when `cycling`, else until the first phase is reached.
    private func advance(run current: Int, cycling: Bool) {
        guard phases.count > 1, current == run else { return }
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            if cycling || next != 0 { advance(run: current, cycling: cycling) }
        }
    }
}

/// A phase or keyframe animator's trigger as an `Equatable` value for `onChange(of:)` (nil: no
/// trigger).
struct AnimatorTrigger: Equatable, @unchecked Sendable {
    // Unchecked: compared on the host's thread only.
    let value: EquatableValue?

    static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool {
        switch (lhs.value, rhs.value) {
        case (nil, nil): true
        case let (left?, right?): left.isEqual(to: right)
        default: false
        }
    }
}

extension View {
    /// Animates effects applied to this view through `phases`, continuously while it is on
    /// screen: SwiftUI's `phaseAnimator(_:content:animation:)`. `content` receives the view
    /// (as a ``PlaceholderContentView``) and the current phase.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { phase in content(placeholder, phase) }, animation: animation)
    }

    /// Animates effects applied to this view through `phases` once, back to the first, each time
    /// `trigger` changes: SwiftUI's `phaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(placeholder, phase) },
                             animation: animation)
    }
}
