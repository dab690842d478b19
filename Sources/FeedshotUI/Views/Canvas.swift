/// A view that draws with immediate-mode calls: SwiftUI's `Canvas`. It takes the space it is
/// offered and calls `renderer` with a ``GraphicsContext`` whose origin is the view's top-leading
/// corner and the view's size, when the frame is drawn.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     context.draw(Text("Sun"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(CanvasLeaf(renderer: renderer)), environment: context.environment)]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

struct CanvasLeaf: LeafContent {
    let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void

    var kindName: String { "Canvas" }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        var graphics = GraphicsContext(drawing: context, environment: environment,
                                       transform: .translation(x: frame.minX, y: frame.minY))
        context.canvas.save()
        context.canvas.clip(to: context.pixelAligned(frame))
        renderer(&graphics, frame.size)
        context.canvas.restore()
    }
}

/// The drawing context of a ``Canvas``: SwiftUI's `GraphicsContext`.
///
/// It fills and strokes paths with ``Shading``s, draws text and images, and carries a transform,
/// an opacity, a blend mode and clip paths, which copies of the context change independently
/// (`var copy = context; copy.translateBy(x:y:)`).
public struct GraphicsContext {
    private let drawing: DrawContext
    /// The environment the canvas is drawn in.
    public let environment: EnvironmentValues
    /// The transform from the context's coordinates to the canvas's points.
    public var transform: CGAffineTransform
    /// The opacity of what is drawn.
    public var opacity: Double = 1
    /// How what is drawn mixes with what is beneath (`.normal` by default).
    public var blendMode: BlendMode = .normal
    private var clips: [(path: Path, transform: Transform, eoFill: Bool)] = []
    private var blurRadius = 0.0

    init(drawing: DrawContext, environment: EnvironmentValues, transform: Transform) {
        self.drawing = drawing
        self.environment = environment
        self.transform = transform
    }

    // MARK: Transform

    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = Transform.translation(x: x, y: y).concatenating(transform)
    }

    /// Scales the coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = Transform.scale(x: x, y: y).concatenating(transform)
    }

    /// Rotates the coordinates (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) {
        transform = Transform.rotation(radians: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Narrows drawing to the inside of `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path, transform, style.isEOFilled))
    }

    /// A filter applied to what is drawn afterwards (Feedshot draws blurs).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if case .blur(let radius) = filter.kind { blurRadius = Swift.max(blurRadius, radius) }
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw { canvas in
            let bounds = path.controlPointBounds
            canvas.fill(path, with: shading.resolved(in: environment).paint(in: bounds),
                        fillRule: style.isEOFilled ? .evenOdd : .nonZero)
        }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw { canvas in
            canvas.stroke(path, style: style, with: shading.resolved(in: environment).paint(in: path.controlPointBounds))
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(text.fixedSize(), at: point, anchor: anchor, proposal: .unspecified)
    }

    /// Draws `text` wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        drawView(text, at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawView(image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading,
                 proposal: ProposedViewSize(rect.size))
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        drawView(image, at: point, anchor: anchor, proposal: .unspecified)
    }

    /// Draws into a layer composited as one picture (opacity and blend mode apply to it whole).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = self
        inner.opacity = 1
        inner.blendMode = .normal
        let canvas = drawing.canvas
        canvas.save()
        canvas.setOpacity(canvas.opacity * opacity)
        canvas.beginLayer()
        defer {
            canvas.endLayer()
            canvas.restore()
        }
        try content(&inner)
    }

    /// Lays `view` out for `proposal` and draws it with `anchor` at `point` (text and images
    /// draw through the same engine as views).
    private func drawView<V: View>(_ view: V, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        let node = resolveSingleNode(view, in: ResolveContext(environment: environment)) { nodes, context in
            ViewNode(behavior: LayoutBehavior(ZStackLayout(), name: "ZStack", properties: { $0.dumpProperties }),
                     children: nodes, environment: context.environment)
        }
        let pass = LayoutPass(screen: drawing.pass.screen, safeArea: drawing.pass.screen)
        let size = pass.size(of: node, proposal: proposal)
        pass.place(node, at: Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
                   proposal: proposal)
        DrawContext.computeDrawBounds(node, pass: pass)
        draw { _ in drawing.draw(node) }
    }

    /// Runs `body` with the canvas set up for this context: transform, clips, opacity, blend
    /// mode and blur.
    private func draw(_ body: (Raster.Canvas) -> Void) {
        let canvas = drawing.canvas
        canvas.save()
        for clip in clips {
            canvas.save()
            canvas.concatenate(clip.transform)
            canvas.clip(to: clip.path, fillRule: clip.eoFill ? .evenOdd : .nonZero)
            canvas.restore()
        }
        canvas.concatenate(transform)
        let (mix, porterDuff) = blendMode.compositing
        let layered = blurRadius > 0.05 || mix != nil
        if layered {
            canvas.beginLayer(opacity: opacity)
        } else {
            canvas.setOpacity(canvas.opacity * opacity)
            canvas.blendMode = porterDuff
        }
        body(canvas)
        if layered {
            if let mix {
                canvas.endLayer(blending: mix)
            } else {
                canvas.endLayer(applying: .blur(sigma: blurRadius * drawing.scale))
            }
        }
        canvas.restore()
    }

    /// How a ``GraphicsContext`` fills and strokes: SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: AnyShapeStyle

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }

        /// A linear gradient between two points (in the context's coordinates).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(AbsoluteGradient(gradient: gradient, kind: .linear(startPoint, endPoint))))
        }

        /// A radial gradient around `center` (in the context's coordinates).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(AbsoluteGradient(gradient: gradient,
                                                          kind: .radial(center, startRadius, endRadius))))
        }

        /// A full-turn angular gradient around `center` (in the context's coordinates), starting at
        /// `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(AbsoluteGradient(gradient: gradient, kind: .conic(center, angle.radians))))
        }

        func resolved(in environment: EnvironmentValues) -> ShadingPaint {
            if let absolute = style.style as? AbsoluteGradient { return .absolute(absolute.paint(in: environment)) }
            return .relative(style.resolved(in: environment))
        }
    }

    /// Options for gradients (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options for clips (accepted).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws outside the path instead (not supported: drawn as a normal clip).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A filter: SwiftUI's `GraphicsContext.Filter` (Feedshot applies blurs).
    public struct Filter: Sendable {
        enum Kind: Sendable { case blur(Double), other }
        let kind: Kind
        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        /// A shadow (accepted, not drawn).
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(kind: .other)
        }
    }

    /// Options for filters (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options for blurs (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}

/// A shading resolved to a paint: relative to the shape drawn (colours, styles), or in the
/// context's coordinates (gradients given by points).
enum ShadingPaint {
    case relative(ResolvedStyle)
    case absolute(Paint)

    func paint(in bounds: Rect) -> Paint {
        switch self {
        case .relative(let style): style.paint(in: bounds)
        case .absolute(let paint): paint
        }
    }
}

/// A gradient placed by points rather than unit points (a canvas's gradients).
struct AbsoluteGradient: ShapeStyle, ResolvableShapeStyle {
    enum Kind: Sendable {
        case linear(Point, Point)
        case radial(Point, Double, Double)
        case conic(Point, Double)
    }

    let gradient: Gradient
    let kind: Kind

    func paint(in environment: EnvironmentValues) -> Paint {
        let resolved = gradient.resolve(in: environment).paintGradient
        switch kind {
        case let .linear(start, end): return .linearGradient(resolved, start: start, end: end)
        case let .radial(center, start, end): return .radialGradient(resolved, center: center, startRadius: start, endRadius: end)
        case let .conic(center, angle):
            return .angularGradient(resolved, center: center, startAngle: angle, endAngle: angle + 2 * Double.pi)
        }
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        gradient.resolve(in: environment).stops.first.map { .color($0.color) } ?? .color(.clear)
    }
}
