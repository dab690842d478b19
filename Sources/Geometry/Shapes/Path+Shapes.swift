extension Path {
    /// A closed rectangle, drawn clockwise on screen from its top-left corner.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle whose corners have `cornerRadius` (clamped to half the shorter side,
    /// so a huge radius gives a capsule), SwiftUI's `RoundedRectangle(cornerRadius:style:)`.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`, SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// SwiftUI's `Capsule`: a rounded rectangle whose corner radius is half its shorter side.
    public init(capsuleIn rect: Rect, style: RoundedCornerStyle = .circular) {
        self.init()
        addCapsule(in: rect, style: style)
    }

    /// SwiftUI's `Circle`: the largest circle centred in `rect` (its diameter is the shorter side).
    public init(circleIn rect: Rect) {
        self.init()
        addCircle(in: rect)
    }

    /// SwiftUI's `Ellipse`: the ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Appends a closed rectangle, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Appends a closed rounded rectangle. A square corner size (a plain radius) is clamped to
    /// half the shorter side, so an oversized radius gives a capsule, as in SwiftUI; an elliptical
    /// one is clamped to half the rectangle's extent on each axis.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        var rx = min(max(0, cornerSize.width), rect.width / 2)
        var ry = min(max(0, cornerSize.height), rect.height / 2)
        if cornerSize.width == cornerSize.height { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else { return addRect(rect) }
        switch style {
        case .circular: addCircularRoundedRect(rect, rx: rx, ry: ry)
        case .continuous: addContinuousRoundedRect(rect, rx: rx, ry: ry)
        }
    }

    /// Appends a capsule: a rounded rectangle with radius half the shorter side.
    public mutating func addCapsule(in rect: Rect, style: RoundedCornerStyle = .circular) {
        let radius = min(rect.width, rect.height) / 2
        addRoundedRect(in: rect, cornerSize: Size(width: radius, height: radius), style: style)
    }

    /// Appends the largest circle centred in `rect`.
    public mutating func addCircle(in rect: Rect) {
        let diameter = min(rect.width, rect.height)
        addEllipse(in: Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    /// Appends the ellipse inscribed in `rect` as four cubic Béziers, clockwise on screen from the
    /// rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        addEllipticalArc(center: rect.center, radii: Size(width: rect.width / 2, height: rect.height / 2),
                         startAngle: 0, sweep: 2 * Double.pi)
        closeSubpath()
    }

    /// Quarter-ellipse corners: clockwise on screen, starting where the top-left corner meets the top edge.
    private mutating func addCircularRoundedRect(_ rect: Rect, rx: Double, ry: Double) {
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let radii = Size(width: rx, height: ry)
        let quarter = Double.pi / 2
        move(to: Point(x: x0 + rx, y: y0))
        addEllipticalArc(center: Point(x: x1 - rx, y: y0 + ry), radii: radii, startAngle: -quarter, sweep: quarter)
        addEllipticalArc(center: Point(x: x1 - rx, y: y1 - ry), radii: radii, startAngle: 0, sweep: quarter)
        addEllipticalArc(center: Point(x: x0 + rx, y: y1 - ry), radii: radii, startAngle: quarter, sweep: quarter)
        addEllipticalArc(center: Point(x: x0 + rx, y: y0 + ry), radii: radii, startAngle: 2 * quarter, sweep: quarter)
        closeSubpath()
    }
}
