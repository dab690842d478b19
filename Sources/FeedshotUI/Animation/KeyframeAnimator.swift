/// A view whose content follows a value that keyframes move over time: SwiftUI's
/// `KeyframeAnimator`.
///
/// The value is a function of the host's clock: a run starts at the host time the trigger
/// changed (or the view appeared, when repeating), and each frame shows `keyframes` laid out
/// from the value the run started from, at the time since. A repeating animator plays the
/// keyframes over and over while on screen; a triggered one plays them once per change and
/// then keeps the value they ended on, which the next run starts from (a change during a run
/// starts the next run from the value shown). A still render, which has no clock, shows
/// `initialValue`.
///
/// ```swift
/// Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, trigger: rings) { bell, angle in
///     bell.rotationEffect(.degrees(angle))
/// } keyframes: { _ in
///     KeyframeTrack { CubicKeyframe(20, duration: 0.1); CubicKeyframe(-20, duration: 0.2); SpringKeyframe(0) }
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, @unchecked Sendable
where KeyframePath.Value == Value {
    // Unchecked: the value and closures are app values, used on the host's thread only.
    private let initialValue: Value
    /// The trigger's value, or nil for an animator that repeats (or, not repeating, plays once
    /// when it appears).
    private let trigger: EquatableValue?
    private let repeats: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    /// The host time the current run started, nil before the first.
    @State private var runStart: Double? = nil
    /// The value the current run started from (the last run's end, or `initialValue`).
    @State private var runOrigin: Value? = nil
    private let clock = HostClock()

    /// Plays `keyframes` from the time the view appears: over and over if `repeating`, else once.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = EquatableValue(trigger)
        repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(value(at: clock.now, askingForFrames: true))
            .onAppear {
                guard trigger == nil else { return }
                runOrigin = initialValue
                runStart = clock.now
            }
            .onDisappear { runStart = nil }
            .onChange(of: AnimatorTrigger(value: trigger)) {
                runOrigin = value(at: clock.now, askingForFrames: false)
                runStart = clock.now
            }
    }

    /// The value the keyframes give at host time `now` (the resting value without a clock or a
    /// run); asks for the next frame while a run plays, if `askingForFrames`.
    private func value(at now: Double?, askingForFrames: Bool) -> Value {
        let origin = runOrigin ?? initialValue
        guard let now, let start = runStart else { return origin }
        let timeline = KeyframeTimeline(initialValue: origin, keyframes: keyframes(origin))
        var elapsed = max(now - start, 0)
        if repeats && timeline.duration > 0 {
            elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
            if askingForFrames { clock.requestNextFrame() }
        } else if elapsed < timeline.duration, askingForFrames {
            clock.requestNextFrame()
        }
        return timeline.value(time: elapsed)
    }
}

extension View {
    /// Applies effects to this view that follow a value keyframes move, playing from the time it
    /// appears (over and over if `repeating`): SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { value in content(placeholder, value) }, keyframes: keyframes)
    }

    /// Applies effects to this view that follow a value keyframes move, playing once each time
    /// `trigger` changes: SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { value in content(placeholder, value) }, keyframes: keyframes)
    }
}
