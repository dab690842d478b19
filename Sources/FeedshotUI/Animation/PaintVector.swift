/// A resolved paint (a colour or a gradient) as a vector an animation can move: what makes a
/// fill, a stroke or a text colour animate from one colour or gradient to another.
///
/// Colours are their linear-light channels and opacity (the data SwiftUI animates for a
/// `Color.Resolved`, see `RGBAColor.animatableData`); a gradient is its stops (colour and
/// location each) and its geometry (unit start and end points, or centre and radii). Two paints
/// animate into each other only when they have the same shape (``isCompatible(with:)``: a colour
/// with a colour, gradients with as many stops); otherwise the change happens at once.
struct PaintVector: VectorArithmetic, Hashable, Sendable {
    /// 0 a colour, 1 a linear gradient, 2 a radial gradient, 3 an image paint; -1 for the zero vector.
    var kind: Int
    var values: [Double]

    /// The additive identity: no values (taken as zeros of any length).
    static var zero: PaintVector { PaintVector(kind: -1, values: []) }

    /// Whether the two paints can be interpolated.
    func isCompatible(with other: PaintVector) -> Bool {
        kind == other.kind && values.count == other.values.count
    }

    private static func combine(_ lhs: PaintVector, _ rhs: PaintVector, _ operation: (Double, Double) -> Double) -> PaintVector {
        if rhs.values.isEmpty { return PaintVector(kind: lhs.kind, values: lhs.values.map { operation($0, 0) }) }
        if lhs.values.isEmpty { return PaintVector(kind: rhs.kind, values: rhs.values.map { operation(0, $0) }) }
        let count = min(lhs.values.count, rhs.values.count)
        return PaintVector(kind: lhs.kind, values: (0..<count).map { operation(lhs.values[$0], rhs.values[$0]) })
    }

    static func + (lhs: PaintVector, rhs: PaintVector) -> PaintVector { combine(lhs, rhs, +) }
    static func - (lhs: PaintVector, rhs: PaintVector) -> PaintVector { combine(lhs, rhs, -) }
    static func += (lhs: inout PaintVector, rhs: PaintVector) { lhs = lhs + rhs }
    static func -= (lhs: inout PaintVector, rhs: PaintVector) { lhs = lhs - rhs }

    mutating func scale(by rhs: Double) {
        values = values.map { $0 * rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Equal when the values are, an empty vector counting as zeros (so a change that returns to
    /// where it was compares equal to `.zero`).
    static func == (lhs: PaintVector, rhs: PaintVector) -> Bool {
        if lhs.values.isEmpty || rhs.values.isEmpty {
            return (lhs.values + rhs.values).allSatisfy { $0 == 0 }
        }
        return lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        if values.allSatisfy({ $0 == 0 }) { return hasher.combine(0) }
        hasher.combine(values)
    }
}

extension PaintVector {
    /// `style` as a vector.
    init(_ style: ResolvedStyle) {
        switch style {
        case .color(let color):
            self.init(kind: 0, values: PaintVector.components(of: color))
        case let .linearGradient(gradient, start, end):
            self.init(kind: 1, values: PaintVector.components(of: gradient) + [start.x, start.y, end.x, end.y])
        case let .radialGradient(gradient, center, startRadius, endRadius):
            self.init(kind: 2, values: PaintVector.components(of: gradient) + [center.x, center.y, startRadius, endRadius])
        case let .angularGradient(gradient, center, startAngle, endAngle):
            self.init(kind: 4, values: PaintVector.components(of: gradient) + [center.x, center.y, startAngle, endAngle])
        case .image(let paint):
            // An image paint does not interpolate (a change of image shows at once); its opacity does.
            self.init(kind: 3, values: [paint.opacity])
        }
    }

    /// The paint of this vector, shaped like `model` (the paint the animation moves toward).
    func style(shapedLike model: ResolvedStyle) -> ResolvedStyle {
        let target = PaintVector(model)
        // At the target (a paint that is not changing, or has arrived), the model itself: the
        // round trip through linear light is not exact, and white presented as 0.9999999999999999
        // would make a sliding view's drawing differ from the same view at rest.
        guard isCompatible(with: target), values != target.values else { return model }
        switch model {
        case .color:
            return .color(color(at: 0))
        case let .linearGradient(gradient, _, _):
            let base = gradient.stops.count * 5
            return .linearGradient(self.gradient(stops: gradient.stops.count),
                                   startPoint: UnitPoint(x: values[base], y: values[base + 1]),
                                   endPoint: UnitPoint(x: values[base + 2], y: values[base + 3]))
        case let .radialGradient(gradient, _, _, _):
            let base = gradient.stops.count * 5
            return .radialGradient(self.gradient(stops: gradient.stops.count),
                                   center: UnitPoint(x: values[base], y: values[base + 1]),
                                   startRadius: values[base + 2], endRadius: values[base + 3])
        case let .angularGradient(gradient, _, _, _):
            let base = gradient.stops.count * 5
            return .angularGradient(self.gradient(stops: gradient.stops.count),
                                    center: UnitPoint(x: values[base], y: values[base + 1]),
                                    startAngle: values[base + 2], endAngle: values[base + 3])
        case .image(var paint):
            paint.opacity = min(1, max(0, values[0]))
            return .image(paint)
        }
    }

    private static func components(of color: RGBAColor) -> [Double] {
        [RGBAColor.linear(color.red), RGBAColor.linear(color.green), RGBAColor.linear(color.blue), color.alpha]
    }

    private static func components(of gradient: ResolvedGradient) -> [Double] {
        gradient.stops.flatMap { components(of: $0.color) + [$0.location] }
    }

    private func color(at index: Int) -> RGBAColor {
        RGBAColor(red: RGBAColor.encoded(values[index]), green: RGBAColor.encoded(values[index + 1]),
                  blue: RGBAColor.encoded(values[index + 2]), alpha: values[index + 3])
    }

    private func gradient(stops count: Int) -> ResolvedGradient {
        ResolvedGradient(stops: (0..<count).map { (color(at: $0 * 5), values[$0 * 5 + 4]) })
    }
}
