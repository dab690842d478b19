import Geometry

// SF Symbols' animated effects (iOS 17's Symbols framework as SwiftUI uses it): the effect types
// and their dot-separated configurations, the options, and the modifiers that add them. A frame at
// rest shows what an active indefinite effect holds a symbol at (`.scale` enlarged or reduced,
// `.disappear` hidden); pulses, variable colour and bounces move and return, so at rest the symbol
// is drawn as it is. Effects reach the `Image(systemName:)` views inside the modified view. On a
// live host pulses, variable colour and bounces move, and scale, appear and disappear animate
// when they turn on or off (see `SymbolEffect+Motion.swift`).

/// An animated effect for symbol images: SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable, Hashable {
    /// How the effect holds a symbol while it is active and at rest.
    var restingAppearance: SymbolEffectAppearance { get }
}

extension SymbolEffect {
    public var restingAppearance: SymbolEffectAppearance { SymbolEffectAppearance() }
}

/// An effect that runs once from start to finish (triggered by a value change).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that animates a symbol in or out of view.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an active effect holds a symbol: scaled about its centre, or hidden (and, while an
/// effect moves it on a live host, faded).
public struct SymbolEffectAppearance: Hashable, Sendable {
    public var scale: Double = 1
    public var isHidden = false
    var opacity: Double = 1
    public init(scale: Double = 1, isHidden: Bool = false) {
        self.scale = scale
        self.isHidden = isHidden
    }
}

/// The direction and scope choices the effects share (`.up`, `.down`, `.byLayer`, `.wholeSymbol`).
public enum SymbolEffectDirection: Hashable, Sendable { case automatic, up, down }
public enum SymbolEffectScope: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

/// An effect that moves up or down, by layer or as a whole (`.up`, `.down`, `.byLayer`,
/// `.wholeSymbol`).
public protocol DirectionalSymbolEffect: SymbolEffect {
    var direction: SymbolEffectDirection { get set }
    var scope: SymbolEffectScope { get set }
}

extension DirectionalSymbolEffect {
    public var up: Self { with(\.direction, .up) }
    public var down: Self { with(\.direction, .down) }
    public var byLayer: Self { with(\.scope, .byLayer) }
    public var wholeSymbol: Self { with(\.scope, .wholeSymbol) }
}

/// A bounce: the symbol jumps and settles (`.bounce`, `.bounce.up.byLayer`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DirectionalSymbolEffect {
    public var direction = SymbolEffectDirection.automatic
    public var scope = SymbolEffectScope.automatic
}

/// A pulse of opacity (`.pulse`, `.pulse.byLayer`).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var scope = SymbolEffectScope.automatic
    public var byLayer: Self { with(\.scope, .byLayer) }
    public var wholeSymbol: Self { with(\.scope, .wholeSymbol) }
}

/// Layers lit in turn (`.variableColor.iterative.reversing`).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var options: Set<String> = []
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }

    private func adding(_ option: String) -> Self {
        var copy = self
        copy.options.insert(option)
        return copy
    }
}

/// The symbol held larger (`.scale.up`) or smaller (`.scale.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, DirectionalSymbolEffect {
    public var direction = SymbolEffectDirection.automatic
    public var scope = SymbolEffectScope.automatic

    // Inferred from recordings of SF Symbols 5: about a fifth larger or smaller.
    public var restingAppearance: SymbolEffectAppearance {
        SymbolEffectAppearance(scale: direction == .down ? 0.8 : 1.2)
    }
}

/// The symbol scaling into view (as a transition) or kept in view (active).
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, DirectionalSymbolEffect {
    public var direction = SymbolEffectDirection.automatic
    public var scope = SymbolEffectScope.automatic
}

/// The symbol scaling out of view (as a transition) or held hidden (active).
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, DirectionalSymbolEffect {
    public var direction = SymbolEffectDirection.automatic
    public var scope = SymbolEffectScope.automatic

    public var restingAppearance: SymbolEffectAppearance { SymbolEffectAppearance(isHidden: true) }
}

/// One symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    var direction = SymbolEffectDirection.automatic
    var scope = SymbolEffectScope.automatic
    public var downUp: Self { with(\.direction, .down) }
    public var upUp: Self { with(\.direction, .up) }
    public var offUp: Self { with(\.direction, .automatic) }
    public var byLayer: Self { with(\.scope, .byLayer) }
    public var wholeSymbol: Self { with(\.scope, .wholeSymbol) }
}

/// The system's choice of transition effect.
public struct AutomaticSymbolEffect: TransitionSymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect {
    /// A copy with one configuration changed.
    fileprivate func with<Value>(_ key: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: key] = value
        return copy
    }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { .init() }
}

/// How an effect repeats and how fast it runs: SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speed = 1.0
    var repeats = false

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeats: true)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeats = true; return copy }
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = count; return copy }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speed = speed; return copy }
}

extension ContentTransition {
    /// A symbol replaced with a symbol effect (drawn as the new symbol at rest).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T,
                                                                     options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    /// The automatic symbol content transition.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

private struct SymbolEffectAppearanceKey: EnvironmentKey {
    static let defaultValue = SymbolEffectAppearance()
}

extension EnvironmentValues {
    /// How active symbol effects around hold symbols (scale, hidden).
    var symbolEffectAppearance: SymbolEffectAppearance {
        get { self[SymbolEffectAppearanceKey.self] }
        set { self[SymbolEffectAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Adds an indefinite effect to the symbols inside while `isActive`: SwiftUI's
    /// `symbolEffect(_:options:isActive:)`. A frame shows what the effect holds a symbol at; on a
    /// live host a pulse, variable colour or bounce repeats while it is active, and when
    /// `isActive` changes a scale grows to (or from) its hold and a symbol appears or disappears
    /// with a short scale and fade.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        let motion = SymbolMotion.Kind(effect)
        return keyframeAnimator(initialValue: SymbolMotion(), repeating: isActive && motion != nil) { content, value in
            content.symbolMotion(value)
        } keyframes: { _ in
            SymbolMotion.keyframes(motion, options: options, cycles: 1, pauseAfter: true)
        }
        // Growing to (or from) the hold, appearing and disappearing, when `isActive` changes.
        .keyframeAnimator(initialValue: SymbolMotion(), trigger: isActive) { content, value in
            content.symbolMotion(value)
        } keyframes: { _ in
            SymbolMotion.holdChange(effect, becameActive: isActive, options: options)
        }
        .transformEnvironment { environment in
            guard isActive else { return }
            let held = effect.restingAppearance
            environment.symbolEffectAppearance.scale *= held.scale
            environment.symbolEffectAppearance.isHidden = environment.symbolEffectAppearance.isHidden || held.isHidden
        }
    }

    /// Adds a discrete effect that runs each time `value` changes: SwiftUI's
    /// `symbolEffect(_:options:value:)`, on a live host's clock (`options` set its speed and how
    /// many times it plays). It returns to rest, so frames at rest are unchanged.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   value: U) -> some View {
        let motion = SymbolMotion.Kind(effect)
        return keyframeAnimator(initialValue: SymbolMotion(), trigger: value) { content, value in
            content.symbolMotion(value)
        } keyframes: { _ in
            SymbolMotion.keyframes(motion, options: options, cycles: max(1, options.repeatCount ?? 1), pauseAfter: false)
        }
    }

    /// Removes the symbol effects around from the symbols inside.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        transformEnvironment { if isEnabled { $0.symbolEffectAppearance = SymbolEffectAppearance() } }
    }
}
