#if canImport(Foundation)
import Foundation
#endif

/// A value that animations can add, subtract and scale: SwiftUI's `VectorArithmetic`.
///
/// An animation never interpolates a view's properties directly: it asks the property for its
/// ``Animatable/animatableData``, a vector, and moves that vector from the old value to the new
/// one. `scale(by:)` multiplies every component and ``magnitudeSquared`` is the vector's dot
/// product with itself (springs use it to decide when they have settled).
///
/// `Double`, `Float` and `CGFloat` are vectors of one component; ``AnimatablePair`` joins two
/// vectors into one, and ``EmptyAnimatableData`` is the vector of a type with nothing to animate.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    @inlinable public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value towards `other` by `amount` (0 keeps it, 1 reaches `other`):
    /// `self + (other - self) * amount`.
    @inlinable public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// This value moved towards `other` by `amount`: `self + (other - self) * amount`.
    @inlinable public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs` (rounded to `Float`).
    @inlinable public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

#if canImport(Foundation)
// FeedshotUI's `CGFloat` is `Double` (already a vector); Foundation's own `CGFloat` struct, which
// files importing only Foundation see, is a vector too.
extension Foundation.CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable public mutating func scale(by rhs: Double) { self *= Foundation.CGFloat(rhs) }

    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
#endif
