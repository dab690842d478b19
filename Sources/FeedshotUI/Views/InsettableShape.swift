/// A shape that can be inset to draw a border inside itself: SwiftUI's `InsettableShape`.
///
/// `strokeBorder` on an insettable shape of your own insets it by half the line width and
/// strokes the inset outline, as SwiftUI does, so an arc that shrinks its radius by the inset
/// draws its whole stroke inside the frame:
///
/// ```swift
/// struct Arc: InsettableShape {
///     var insetAmount = 0.0
///     func path(in rect: CGRect) -> Path {
///         Path { $0.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
///                          startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true) }
///     }
///     func inset(by amount: CGFloat) -> some InsettableShape {
///         var arc = self
///         arc.insetAmount += amount
///         return arc
///     }
/// }
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline of the shape inset by `amount`, placed in `rect` (the engine's way to call
    /// the app's `inset(by:)` through an existential).
    func insetPath(in rect: Rect, by amount: Double) -> Path {
        inset(by: amount).placedPath(in: rect)
    }
}

/// A built-in shape inset by an amount: its outline in its rectangle inset on every side (a
/// rounded rectangle's corners shrink with it, as SwiftUI's do).
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: Double

    /// The inset outline.
    public func path(in rect: Rect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        if let rounded = base as? RoundedRectangle {
            let corner = Size(width: Swift.max(0, rounded.cornerSize.width - amount),
                              height: Swift.max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: corner, style: rounded.style)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            return uneven.shrunk(by: amount).path(in: inner)
        }
        return base.path(in: inner)
    }

    /// The shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    /// The base shape's sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { base.sizeThatFits(proposal) }

}

extension _InsetShape: DescribedShape {
    var kindName: String { base.shapeName }
    var dumpProperties: [(String, String)] { base.shapeProperties + [("inset", amount.compactDescription)] }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners smaller by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount`, its corners smaller by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
