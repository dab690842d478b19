/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Corner radii (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have different radii: SwiftUI's `UnevenRoundedRectangle`. Each
/// radius is clamped to half the shorter side.
public struct UnevenRoundedRectangle: Shape, DescribedShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner curve.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii` corners.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius given.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius,
                                                    topTrailing: topTrailingRadius), style: style)
    }

    /// The outline in `rect`: circular corners (the continuous style draws circular corners too;
    /// the difference is under a point at these radii).
    public func path(in rect: Rect) -> Path {
        let limit = Swift.max(0, Swift.min(rect.width, rect.height) / 2)
        func clamp(_ value: CGFloat) -> Double { Swift.min(limit, Swift.max(0, value.isFinite ? value : 0)) }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        var path = Path()
        let quarter = Angle.degrees(90)
        path.move(to: Point(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            path.addRelativeArc(center: Point(x: rect.maxX - tr, y: rect.minY + tr), radius: tr,
                                startAngle: .degrees(-90), delta: quarter)
        }
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            path.addRelativeArc(center: Point(x: rect.maxX - br, y: rect.maxY - br), radius: br,
                                startAngle: .zero, delta: quarter)
        }
        path.addLine(to: Point(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            path.addRelativeArc(center: Point(x: rect.minX + bl, y: rect.maxY - bl), radius: bl,
                                startAngle: .degrees(90), delta: quarter)
        }
        path.addLine(to: Point(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            path.addRelativeArc(center: Point(x: rect.minX + tl, y: rect.minY + tl), radius: tl,
                                startAngle: .degrees(180), delta: quarter)
        }
        path.closeSubpath()
        return path
    }

    /// The shape with every radius smaller by `amount` (for insets).
    func shrunk(by amount: Double) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: Swift.max(0, cornerRadii.topLeading - amount),
                               bottomLeadingRadius: Swift.max(0, cornerRadii.bottomLeading - amount),
                               bottomTrailingRadius: Swift.max(0, cornerRadii.bottomTrailing - amount),
                               topTrailingRadius: Swift.max(0, cornerRadii.topTrailing - amount), style: style)
    }

    var kindName: String { "UnevenRoundedRectangle" }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner's radius given.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}
