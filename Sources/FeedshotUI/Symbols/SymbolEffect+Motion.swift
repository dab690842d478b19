/// How a symbol effect moves a symbol on a live host's clock: its scale about its centre and its
/// opacity, played as keyframes (a ``KeyframeAnimator`` around the modified view) and handed to
/// the symbols inside through the environment.
///
/// The curves are inferred from recordings of SF Symbols 5 on iOS 17 (Apple publishes none): a
/// bounce squashes the symbol to about 85 % and springs it past its size back to rest in about
/// half a second (`.down` the other way round); a pulse fades it to about a third and back in a
/// second. Our symbols are single-layer glyphs, so variable colour, which steps through a
/// symbol's layers on iOS, is drawn as a quicker pulse of the whole symbol, and `byLayer` reads as
/// `wholeSymbol`.
struct SymbolMotion: Sendable {
    var scale = 1.0
    var opacity = 1.0
    /// Above zero, the symbol is drawn even where an effect holds it hidden (while it
    /// disappears, before the hold shows).
    var reveal = 0.0

    enum Kind: Sendable, Equatable {
        case bounce(down: Bool)
        case pulse
        case variableColor

        /// The motion of `effect`, or nil for effects that only hold a symbol (scale, appear,
        /// disappear) or replace it.
        init?(_ effect: any SymbolEffect) {
            switch effect {
            case let bounce as BounceSymbolEffect: self = .bounce(down: bounce.direction == .down)
            case is PulseSymbolEffect: self = .pulse
            case is VariableColorSymbolEffect: self = .variableColor
            default: return nil
            }
        }
    }

    /// The pause after each cycle of a repeating bounce (iOS leaves the symbol still between bounces).
    static let bouncePause = 0.5

    /// `cycles` plays of `kind` at the options' speed (none for no motion), with the bounce's
    /// pause after each when `pauseAfter`.
    @KeyframesBuilder<SymbolMotion>
    static func keyframes(_ kind: Kind?, options: SymbolEffectOptions, cycles: Int, pauseAfter: Bool)
        -> KeyframeTrackList<SymbolMotion> {
        let speed = options.speed > 0 ? options.speed : 1
        let plays = kind == nil ? 0 : min(cycles, 100)
        KeyframeTrack(\.scale) {
            for _ in 0..<plays {
                if case .bounce(let down) = kind {
                    CubicKeyframe(down ? 1.12 : 0.85, duration: 0.12 / speed)
                    SpringKeyframe(down ? 0.94 : 1.08, duration: 0.16 / speed, spring: Spring(duration: 0.3, bounce: 0.25))
                    CubicKeyframe(1.0, duration: 0.24 / speed)   // ends exactly at rest, as a spring cut short would not
                    if pauseAfter { LinearKeyframe(1.0, duration: bouncePause / speed) }
                }
            }
        }
        KeyframeTrack(\.opacity) {
            for _ in 0..<plays {
                switch kind {
                case .pulse:
                    LinearKeyframe(0.35, duration: 0.5 / speed, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: 0.5 / speed, timingCurve: .easeInOut)
                case .variableColor:
                    LinearKeyframe(0.5, duration: 0.3 / speed, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: 0.3 / speed, timingCurve: .easeInOut)
                default:
                    MoveKeyframe(1.0)
                }
            }
        }
    }
}

extension SymbolMotion {
    /// How long a symbol takes to grow to or shrink from what an effect holds it at, and to
    /// appear or disappear (inferred from iOS 17 recordings: about a third of a second, the
    /// growth with a slight overshoot).
    static let holdChangeDuration = 0.35

    /// The motion when `effect` becomes active (or inactive): from how the symbol looked before
    /// to how the effect holds it now, relative to the new hold (so it ends at rest). `.scale`
    /// grows or shrinks to its hold, `.disappear` shrinks and fades out before it hides the
    /// symbol (and grows back in when it ends), `.appear` grows the symbol in. Effects that
    /// hold nothing have no such motion.
    @KeyframesBuilder<SymbolMotion>
    static func holdChange(_ effect: any SymbolEffect, becameActive: Bool, options: SymbolEffectOptions)
        -> KeyframeTrackList<SymbolMotion> {
        let speed = options.speed > 0 ? options.speed : 1
        let duration = holdChangeDuration / speed
        let held = effect.restingAppearance
        let growsIn = effect is AppearSymbolEffect ? becameActive : (effect is DisappearSymbolEffect && !becameActive)
        let fadesOut = effect is DisappearSymbolEffect && becameActive
        KeyframeTrack(\.scale) {
            if growsIn {
                MoveKeyframe(0.5)
                CubicKeyframe(1.04, duration: duration * 0.6)   // the overshoot, then exactly to rest
                CubicKeyframe(1.0, duration: duration * 0.4)
            } else if fadesOut {
                MoveKeyframe(1.0)
                CubicKeyframe(0.5, duration: duration)
                MoveKeyframe(1.0)
            } else if held.scale != 1 {
                // The change of hold, seen from the new one: from the old size back to rest.
                let from = becameActive ? 1 / held.scale : held.scale
                MoveKeyframe(from)
                CubicKeyframe(1 + (1 - from) * 0.15, duration: duration * 0.6)
                CubicKeyframe(1.0, duration: duration * 0.4)
            }
        }
        KeyframeTrack(\.opacity) {
            if growsIn {
                MoveKeyframe(0.0)
                LinearKeyframe(1.0, duration: duration * 0.6)
            } else if fadesOut {
                MoveKeyframe(1.0)
                LinearKeyframe(0.0, duration: duration)
                MoveKeyframe(1.0)
            }
        }
        KeyframeTrack(\.reveal) {
            if fadesOut {
                MoveKeyframe(1.0)
                LinearKeyframe(1.0, duration: duration)
                MoveKeyframe(0.0)
            }
        }
    }
}

extension View {
    /// The view with its symbols drawn at `motion` (on top of what effects around hold them at).
    func symbolMotion(_ motion: SymbolMotion) -> some View {
        transformEnvironment { environment in
            environment.symbolEffectAppearance.scale *= motion.scale
            environment.symbolEffectAppearance.opacity *= motion.opacity
            if motion.reveal > 0 { environment.symbolEffectAppearance.isHidden = false }
        }
    }
}
