import Geometry

// A render is one frame at rest: transitions have nothing to interpolate, so these types only
// carry their parameters and the modifiers return the view unchanged. `Animation` itself, with
// real timing, is in Animation/ (a live host drives it).

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
