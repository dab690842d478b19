// SwiftUI's `Angle` is a number of radians with arithmetic: apps add and scale angles
// (`.degrees(90) * Double(index)`, `start + delta`, `-angle`), so Feedshot's does too.

extension Angle {
    /// The sum of two angles.
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle scaled by `rhs`.
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle scaled by `lhs`.
    @inlinable public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided by `rhs`.
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// The angle turned the other way.
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// Adds `rhs`.
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts `rhs`.
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// Scales by `rhs`.
    @inlinable public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// Divides by `rhs`.
    @inlinable public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
