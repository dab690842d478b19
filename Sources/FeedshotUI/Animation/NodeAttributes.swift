import Geometry

/// The animatable properties of a placed node besides its frame, by kind: what a live host
/// animates between the trees of two updates (opacity, scale and rotation effects, a shape's
/// `animatableData` such as corner radii, paints of fills, strokes and text).
enum NodeAttributeKey: Hashable, Sendable {
    case opacity
    case scale
    case rotation
    /// The clip shape's or the drawn shape's `animatableData`.
    case shapeData
    /// The colour or gradient a leaf paints with.
    case paint
}

/// One animatable property of a node and its value now.
struct NodeAttribute {
    var key: NodeAttributeKey
    var value: any VectorArithmetic
}

extension NodeBehavior {
    /// The node's animatable properties besides its frame: none by default.
    func animatableAttributes(of node: ViewNode) -> [NodeAttribute] { [] }
    /// Makes the node draw with `values` (presented by running animations) instead of its own.
    func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], of node: ViewNode) {}
}

/// The shape's animatable data, unless it has none.
func shapeData<S: Shape>(of shape: S) -> (any VectorArithmetic)? {
    shape.animatableData is EmptyAnimatableData ? nil : shape.animatableData
}

/// `shape` with its animatable data set to `value` (unchanged when `value` is of another type).
func shape<S: Shape>(_ shape: S, withData value: any VectorArithmetic) -> S {
    guard let data = value as? S.AnimatableData else { return shape }
    var shape = shape
    shape.animatableData = data
    return shape
}

extension EffectBehavior {
    func animatableAttributes(of node: ViewNode) -> [NodeAttribute] {
        switch effect {
        case .opacity(let value): return [NodeAttribute(key: .opacity, value: value)]
        case let .scale(x, y, _): return [NodeAttribute(key: .scale, value: AnimatablePair(x, y))]
        case let .rotation(angle, _): return [NodeAttribute(key: .rotation, value: angle.radians)]
        case .clip(let clipShape, _): return shapeData(of: clipShape).map { [NodeAttribute(key: .shapeData, value: $0)] } ?? []
        }
    }

    func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], of node: ViewNode) {
        switch effect {
        case .opacity:
            if let value = values[.opacity] as? Double { effect = .opacity(min(1, max(0, value))) }
        case let .scale(_, _, anchor):
            if let value = values[.scale] as? AnimatablePair<Double, Double> {
                effect = .scale(x: value.first, y: value.second, anchor: anchor)
            }
        case let .rotation(_, anchor):
            if let value = values[.rotation] as? Double { effect = .rotation(.radians(value), anchor: anchor) }
        case let .clip(clipShape, antialiased):
            if let value = values[.shapeData] { effect = .clip(shape(clipShape, withData: value), antialiased: antialiased) }
        }
    }
}

extension LeafBehavior {
    func animatableAttributes(of node: ViewNode) -> [NodeAttribute] {
        content.animatableAttributes(environment: node.environment)
    }

    func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], of node: ViewNode) {
        content.presentAttributes(values, environment: node.environment)
    }
}

extension LeafContent {
    /// The leaf's animatable properties: none by default.
    func animatableAttributes(environment: EnvironmentValues) -> [NodeAttribute] { [] }
    /// Draws with presented values: nothing to do by default.
    mutating func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], environment: EnvironmentValues) {}
}

extension ShapeDrawing {
    /// The style the drawing paints with.
    var style: AnyShapeStyle {
        switch self {
        case .fill(let style, _), .stroke(let style, _), .strokeBorder(let style, _): style
        }
    }
}

extension ShapeLeaf {
    func animatableAttributes(environment: EnvironmentValues) -> [NodeAttribute] {
        var result = [NodeAttribute(key: .paint, value: PaintVector(drawing.style.resolved(in: environment)))]
        if let data = shapeData(of: shape) { result.append(NodeAttribute(key: .shapeData, value: data)) }
        return result
    }

    mutating func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], environment: EnvironmentValues) {
        if let data = values[.shapeData] { shape = FeedshotUI.shape(shape, withData: data) }
        if let paint = values[.paint] as? PaintVector {
            presentedPaint = paint.style(shapedLike: drawing.style.resolved(in: environment))
        }
    }
}

extension StyleFillLeaf {
    func animatableAttributes(environment: EnvironmentValues) -> [NodeAttribute] {
        [NodeAttribute(key: .paint, value: PaintVector(style.resolved(in: environment)))]
    }

    mutating func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], environment: EnvironmentValues) {
        if let paint = values[.paint] as? PaintVector {
            presentedPaint = paint.style(shapedLike: style.resolved(in: environment))
        }
    }
}

extension TextLeaf {
    func animatableAttributes(environment: EnvironmentValues) -> [NodeAttribute] {
        [NodeAttribute(key: .paint, value: PaintVector(paintStyle(in: environment).resolved(in: environment)))]
    }

    mutating func presentAttributes(_ values: [NodeAttributeKey: any VectorArithmetic], environment: EnvironmentValues) {
        if let paint = values[.paint] as? PaintVector {
            presentedPaint = paint.style(shapedLike: paintStyle(in: environment).resolved(in: environment))
        }
    }

    /// The style the text is drawn in.
    func paintStyle(in environment: EnvironmentValues) -> AnyShapeStyle {
        style ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
}
