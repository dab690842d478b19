import Geometry

// A render is one frame at rest: animations and transitions have nothing to interpolate, so
// these types only carry their parameters and the modifiers return the view unchanged. (Feedshot's
// own motion, the swipe's spring, lives in the Paging module.)

/// How a change animates: SwiftUI's `Animation`. Feedshot draws the end state.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name and parameters, for descriptions.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The default animation (a smooth spring).
    public static let `default` = Animation("default")
    /// Constant speed over 0.35 s.
    public static let linear = Animation("linear")
    /// Starts slowly.
    public static let easeIn = Animation("easeIn")
    /// Ends slowly.
    public static let easeOut = Animation("easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// A spring.
    public static let spring = Animation("spring")
    /// A quick spring for interactive changes.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring with a little bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a small bounce.
    public static let snappy = Animation("snappy")

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    /// A spring by response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// A spring by duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    /// A quick spring for interactive changes.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response))")
    }
    /// A spring by stiffness and damping.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    /// A bouncy spring.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(\(duration))")
    }
    /// A smooth spring.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(\(duration))")
    }
    /// A snappy spring.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(\(duration))")
    }

    /// The animation after a delay.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    /// The animation at another speed.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    /// The animation repeated.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(count))")
    }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever")
    }
}

/// Runs `body` (a state change) with an animation: SwiftUI's `withAnimation`. In a still render
/// the change simply happens.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves: SwiftUI's `AnyTransition`. A still frame shows views at rest.
public struct AnyTransition: Sendable {
    let name: String

    /// Fades.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Scales from nothing.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Scales by `scale` about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale))")
    }
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    /// Moves by an offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: "\(name)+\(other.name)")
    }
    /// The transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content (text, symbols) animates: SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    let name: String
    /// Cross-fades.
    public static let opacity = ContentTransition(name: "opacity")
    /// Replaces without animating.
    public static let identity = ContentTransition(name: "identity")
    /// Interpolates glyphs.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls digits.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

extension View {
    /// Animates changes of `value` (nothing moves in a still render).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

    /// Animates every change (the deprecated iOS 13 form; nothing moves in a still render).
    public func animation(_ animation: Animation?) -> Self { self }

    /// How the view enters and leaves (a still render shows it at rest).
    public func transition(_ transition: AnyTransition) -> Self { self }

    /// How the view's content changes (a still render shows it at rest).
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
