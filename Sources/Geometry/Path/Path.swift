/// A resolution-independent outline made of straight lines and Bézier curves, in the shape of
/// SwiftUI's `Path`: one or more subpaths, each started by ``move(to:)`` and optionally closed.
///
/// Paths are plain values. Shapes (rectangles, rounded rectangles, capsules, circles, ellipses) are
/// built as paths by the initialisers in `Path+Shapes.swift`; the rasterizer flattens a path into
/// line segments with ``flattened(tolerance:transform:)`` and the stroker turns it into the outline
/// of its stroke with ``strokedPath(_:tolerance:)``.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath with a straight line back to its first point.
        case closeSubpath
    }

    /// The commands in drawing order.
    public private(set) var elements: [Element] = []
    /// The first point of the subpath being built: where ``closeSubpath()`` returns to.
    private var subpathStart: Point = .zero
    /// Whether the last element leaves an open subpath that new segments extend.
    private var hasOpenSubpath = false

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running a builder closure on an empty path (SwiftUI's `Path { path in … }`).
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Creates a path from a list of elements, as produced by ``elements``.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next segment starts from, or nil for an empty path.
    public private(set) var currentPoint: Point?

    // MARK: Building

    /// Begins a new subpath at `point`.
    public mutating func move(to point: Point) {
        // Two moves in a row: the first one drew nothing, so replace it rather than keep an empty subpath.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
        hasOpenSubpath = true
    }

    /// Appends a straight line to `point`; starts a subpath at `point` when there is none.
    public mutating func addLine(to point: Point) {
        guard beginSegmentIfNeeded(at: point) else { return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Appends a quadratic Bézier curve ending at `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard beginSegmentIfNeeded(at: point) else { return }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Appends a cubic Bézier curve ending at `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard beginSegmentIfNeeded(at: point) else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a straight line back to its start. Segments added afterwards
    /// start a new subpath at that same point (CoreGraphics' rule).
    public mutating func closeSubpath() {
        guard hasOpenSubpath else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
        hasOpenSubpath = false
    }

    /// Appends straight lines through `points`, starting a new subpath at the first one.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends every subpath of `other`, optionally transformed.
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        for element in other.elements { append(element.applying(transform)) }
    }

    /// Appends one element, keeping the subpath bookkeeping consistent.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Starts an implicit subpath when a segment is added without a current subpath. Returns false
    /// when the segment cannot be added (no current point at all: the segment's end becomes the start).
    private mutating func beginSegmentIfNeeded(at point: Point) -> Bool {
        if hasOpenSubpath { return true }
        if let current = currentPoint {
            // After a close: continue from the closed subpath's start, as CoreGraphics does.
            elements.append(.move(to: current))
            subpathStart = current
            hasOpenSubpath = true
            return true
        }
        move(to: point)
        return false
    }

    // MARK: Transforming

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: Transform) -> Path {
        if transform == .identity { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        result.addPath(self, transform: transform)
        return result
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(.translation(x: dx, y: dy))
    }

    /// Calls `body` with every element in order (SwiftUI's `forEach`).
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for element in elements { try body(element) }
    }

    public var description: String {
        elements.map { element -> String in
            switch element {
            case .move(let p): return "M\(p.x.compactDescription) \(p.y.compactDescription)"
            case .line(let p): return "L\(p.x.compactDescription) \(p.y.compactDescription)"
            case .quadCurve(let p, let c):
                return "Q\(c.x.compactDescription) \(c.y.compactDescription) \(p.x.compactDescription) \(p.y.compactDescription)"
            case .curve(let p, let c1, let c2):
                return "C\(c1.x.compactDescription) \(c1.y.compactDescription) \(c2.x.compactDescription) "
                    + "\(c2.y.compactDescription) \(p.x.compactDescription) \(p.y.compactDescription)"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

extension Path.Element {
    /// The element with its points mapped through `transform`.
    public func applying(_ transform: Transform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: transform.apply(to: p))
        case .line(let p): return .line(to: transform.apply(to: p))
        case .quadCurve(let p, let c): return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
        case .curve(let p, let c1, let c2):
            return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
