/// Effects on how a view draws that may depend on where it is: SwiftUI's `VisualEffect`, what
/// the closure of `visualEffect(_:)` builds from `EmptyVisualEffect` and a geometry proxy.
///
/// Feedshot draws offsets, scales, rotations (2-D and 3-D), opacity, blur and the colour
/// adjustments (`brightness`, `saturation`, `contrast`, `hueRotation`, `grayscale`,
/// `colorMultiply`, `colorInvert`: as the view modifiers of those names draw them). They never
/// change layout.
public protocol VisualEffect: Sendable {}

/// The starting point of a visual effect: no effect.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// A chain of visual effects, in the order they were applied.
public struct _VisualEffectChain: VisualEffect {
    enum Step: Sendable {
        case transform(VisualTransform)
        case opacity(Double)
        case blur(Double)
        case color(ColorAdjustmentBehavior.Adjustment)
    }

    var steps: [Step]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectChain.Step) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? _VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the content.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        adding(.transform(.offset(x: x, y: y)))
    }

    /// Moves the content.
    public func offset(_ offset: CGSize) -> _VisualEffectChain { self.offset(x: offset.width, y: offset.height) }

    /// Scales the content about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the content about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.transform(.scale(x: x, y: y, anchor: anchor)))
    }

    /// Scales the content about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the content about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.transform(.rotation(angle, anchor: anchor)))
    }

    /// Rotates the content in three dimensions and projects it back onto its plane.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectChain {
        adding(.transform(.rotation3D(angle, axis: Vector3(x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
                                      anchorZ: anchorZ, perspective: perspective)))
    }

    /// Makes the content translucent.
    public func opacity(_ opacity: Double) -> _VisualEffectChain { adding(.opacity(opacity)) }

    /// Blurs the content.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { adding(.blur(radius)) }

    /// Brightens the content (adds `amount` to each channel).
    public func brightness(_ amount: Double) -> _VisualEffectChain { adding(.color(.brightness(amount))) }
    /// Scales the content's colours' distance from mid-grey.
    public func contrast(_ amount: Double) -> _VisualEffectChain { adding(.color(.contrast(amount))) }
    /// Moves the content's colours toward grey (0) or past their saturation (above 1).
    public func saturation(_ amount: Double) -> _VisualEffectChain { adding(.color(.saturation(amount))) }
    /// Greys the content by `amount`.
    public func grayscale(_ amount: Double) -> _VisualEffectChain { adding(.color(.grayscale(amount))) }
    /// Turns the content's hues.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding(.color(.hueRotation(angle))) }
    /// Multiplies each colour component of the content by `color`.
    public func colorMultiply(_ color: Color) -> _VisualEffectChain { adding(.color(.multiply(color))) }
    /// Inverts the content's colours.
    public func colorInvert() -> _VisualEffectChain { adding(.color(.inversion)) }
}

/// Evaluates a view's visual effect with its geometry when drawn, then draws its content
/// through it.
final class VisualEffectBehavior: LayoutTransparentBehavior {
    let effect: @Sendable (GeometryProxy) -> _VisualEffectChain
    let kindName: String
    /// The named spaces around the view when it was placed (the enclosing scroll view's
    /// visible area among them), so the effect can measure where it is (`frame(in: .scrollView)`).
    private var namedFrames = NamedCoordinateFrames()

    /// Told where the view is placed (its frame on screen), for effects that keep state across a
    /// live host's updates (an animated scroll transition notes when it crosses its threshold).
    let placed: (@Sendable (GeometryProxy) -> Void)?

    init(name: String = "visualEffect", effect: @escaping @Sendable (GeometryProxy) -> _VisualEffectChain,
         placed: (@Sendable (GeometryProxy) -> Void)? = nil) {
        kindName = name
        self.effect = effect
        self.placed = placed
    }

    func prepareChildren(of node: ViewNode, frame: Rect, pass: LayoutPass) {
        namedFrames = pass.namedFrames
        placed?(GeometryProxy(size: frame.size, safeAreaInsets: .zero, globalFrame: pass.frameOnScreen(frame),
                              namedFrames: namedFrames))
    }

    /// The effect evaluated for where the view is drawn now (its frame on screen, animated).
    private func steps(for node: ViewNode) -> [_VisualEffectChain.Step] {
        effect(GeometryProxy(size: node.frame.size, safeAreaInsets: .zero, globalFrame: node.frame,
                             namedFrames: namedFrames)).steps
    }

    func draw(_ node: ViewNode, in context: DrawContext) {
        var transform = ProjectionTransform()
        var opacity = 1.0
        var blur = 0.0
        var adjustments: [ColorAdjustmentBehavior.Adjustment] = []
        for step in steps(for: node) {
            switch step {
            case .transform(let step): transform = transform.concatenating(step.projection(size: node.frame.size))
            case .opacity(let value): opacity *= value
            case .blur(let radius): blur = Swift.max(blur, radius)
            case .color(let adjustment): adjustments.append(adjustment)
            }
        }
        guard opacity > 0 else { return }
        let frame = node.frame
        let combined = transform
        let inner = { [self] in
            if combined.isIdentity {
                context.drawChildren(of: node)
            } else {
                ProjectionEffectBehavior(name: kindName) { _ in combined }.draw(node, in: context)
            }
            // Colour adjustments map each pixel on its own: applied once the content is in the layer.
            for adjustment in adjustments { adjustment.apply(to: context.canvas, environment: node.environment) }
        }
        let bounds = (node.drawBounds ?? frame).insetBy(dx: -3 * blur - 1, dy: -3 * blur - 1)
        if blur > 0.05 {
            context.canvas.beginLayer(opacity: opacity, in: bounds)
            inner()
            context.canvas.endLayer(applying: .blur(sigma: blur * context.scale))
        } else if opacity < 1 || !adjustments.isEmpty {
            context.canvas.beginLayer(opacity: opacity, in: bounds)
            inner()
            context.canvas.endLayer()
        } else {
            inner()
        }
    }

    func drawBounds(of node: ViewNode, children: Rect?, pass: LayoutPass) -> Rect? {
        // Where the effect moves the content is known only when drawing; allow the screen.
        children.map { $0.union(pass.screen) }
    }
}

/// Wraps each node of the content in a ``VisualEffectBehavior`` node.
struct VisualEffectModifier: ViewModifier, WrappingModifier {
    let effect: @Sendable (GeometryProxy) -> _VisualEffectChain

    func makeNode(wrapping child: ViewNode, in context: ResolveContext) -> ViewNode {
        ViewNode(wrapping: child, behavior: VisualEffectBehavior(effect: effect), environment: context.environment)
    }
}

extension View {
    /// Applies effects built from the view's geometry when it draws: SwiftUI's `visualEffect(_:)`.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(VisualEffectModifier { proxy in
            let built = effect(EmptyVisualEffect(), proxy)
            return built as? _VisualEffectChain ?? _VisualEffectChain(steps: [])
        })
    }
}
