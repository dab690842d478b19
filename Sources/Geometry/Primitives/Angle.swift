/// An angle, SwiftUI's `Angle`: stored in radians, created from radians or degrees.
///
/// In Feedshot's y-down space a positive angle turns from the +x axis towards +y, which is
/// clockwise on screen.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// The angle in degrees.
    @inlinable public var degrees: Double { radians * 180 / .pi }

    /// An angle of `value` radians.
    @inlinable public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    @inlinable public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String { "\(degrees.compactDescription)°" }
}
