#if canImport(Foundation)
import Foundation
#endif

/// A type whose changes can be animated: SwiftUI's `Animatable`.
///
/// An animation moves a value's ``animatableData`` from the old value's to the new one's, frame by
/// frame, and writes each step back through the setter. Shapes, views and view modifiers that
/// declare animatable data animate with it; those that do not get ``EmptyAnimatableData`` and change
/// in one step.
///
/// ```swift
/// struct Ring: Shape {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
///     func path(in rect: Rect) -> Path { … }
/// }
/// ```
public protocol Animatable {
    /// The vector an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value as a vector; setting it sets the properties it stands for.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: the value changes in one step.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Double: Animatable {
    /// The value itself.
    public typealias AnimatableData = Double
}

extension Float: Animatable {
    /// The value itself.
    public typealias AnimatableData = Float
}

#if canImport(Foundation)
extension Foundation.CGFloat: Animatable {
    /// The value itself (Foundation's `CGFloat`; FeedshotUI's is `Double`).
    public typealias AnimatableData = Foundation.CGFloat
}
#endif
