/// Two animatable vectors treated as one: SwiftUI's `AnimatablePair`.
///
/// A type with several animatable properties nests pairs, as SwiftUI's own types do:
///
/// ```swift
/// struct Wedge: Shape {
///     var start: Double, end: Double
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(start, end) }
///         set { start = newValue.first; end = newValue.second }
///     }
///     func path(in rect: Rect) -> Path { … }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first vector.
    public var first: First
    /// The second vector.
    public var second: Second

    /// Creates a pair.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zero vectors.
    @inlinable public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Componentwise sum.
    @inlinable public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Componentwise difference.
    @inlinable public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Adds `rhs` componentwise.
    @inlinable public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts `rhs` componentwise.
    @inlinable public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both vectors.
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both vectors' squared magnitudes.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}

/// The vector of a type that has nothing to animate: SwiftUI's `EmptyAnimatableData`.
///
/// It is every ``Animatable`` type's `AnimatableData` unless the type says otherwise, so a view or
/// shape without animatable properties changes in one step.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty vector.
    @inlinable public init() {}

    /// The empty vector.
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The empty vector.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// The empty vector.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Does nothing.
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Does nothing.
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Does nothing.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// Zero.
    @inlinable public var magnitudeSquared: Double { 0 }
}
