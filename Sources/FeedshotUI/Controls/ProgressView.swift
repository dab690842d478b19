import Foundation

/// Shows progress: SwiftUI's `ProgressView`, drawn as a still frame.
///
/// It draws in the innermost ``ProgressViewStyle`` set around it (`.progressViewStyle(_:)`).
/// The default draws iOS's activity indicator without a value (eight spokes fading around a
/// circle) and a linear bar with one, 4 points tall, filled with the tint up to
/// `value / total`. A label sits below a spinner and above a bar; a current-value label below
/// the bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: AnyView?
    let currentValueLabel: AnyView?
    @Environment(\.progressViewStyles) private var styles

    init(fraction: Double?, label: AnyView?, currentValueLabel: AnyView?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
        return styles.styledBody(configuration, restore: { $0.progressViewStyles = $1 }) {
            AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
        }
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, Double(value) / Double(total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An activity indicator.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled to `value / total` (a spinner when `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An activity indicator above `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: AnyView(Text(title)), currentValueLabel: nil)
    }

    /// `title` above a bar filled to `value / total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: AnyView(Text(title)), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An activity indicator with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: AnyView(label()), currentValueLabel: nil)
    }

    /// A bar filled to `value / total` with a label above.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: AnyView(label()), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar filled to `value / total` with a label above and `currentValueLabel` below.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total: total), label: AnyView(label()),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a style's configuration: drawn in the style outside the one
    /// whose body creates it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
                  currentValueLabel: configuration.currentValueLabel.map { AnyView($0) })
    }
}

/// The linear bar: a capsule track in the tertiary system fill, filled with the tint.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double
    var tint: Color? = nil

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(ProgressBarLeaf(fraction: fraction, tint: tint)), environment: context.environment)]
    }
}

/// UIProgressView's default bar is 4 points tall (its intrinsic height); it is as wide as offered.
struct ProgressBarLeaf: LeafContent {
    let fraction: Double
    /// The fill, from ``LinearProgressViewStyle/init(tint:)`` (else the environment's tint).
    var tint: Color? = nil

    var kindName: String { "ProgressBar" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("fraction", fraction.compactDescription)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
        return Size(width: width, height: 4)
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let track = Color.tertiarySystemFill.resolved(in: environment)
        context.canvas.fill(Path(capsuleIn: rect), with: track.paint(in: rect))
        guard fraction > 0 else { return }
        // Progress runs in the reading direction: from the right in a right-to-left layout.
        let width = rect.width * fraction
        let x = environment.layoutDirection == .rightToLeft ? rect.maxX - width : rect.minX
        let filled = Rect(x: x, y: rect.minY, width: width, height: rect.height)
        let tint = self.tint?.resolved(in: environment) ?? environment.tint.resolved(in: environment)
        context.canvas.save()
        context.canvas.clip(to: filled)
        context.canvas.fill(Path(capsuleIn: rect), with: tint.paint(in: rect))
        context.canvas.restore()
    }
}

/// The activity indicator.
struct Spinner: View, PrimitiveView {
    var tint: Color? = nil

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(behavior: LeafBehavior(SpinnerLeaf(tint: tint)), environment: context.environment)]
    }
}

/// UIActivityIndicatorView's medium style is 20 points across (large: 37), eight spokes whose
/// opacity falls off around the circle; it is drawn in grey, or in the tint when one is set
/// (`.tint(_:)` on the view, iOS 16's way, or the style's deprecated `tint:`).
struct SpinnerLeaf: LeafContent {
    var tint: Color? = nil

    var kindName: String { "ProgressView" }

    func diameter(_ environment: EnvironmentValues) -> Double {
        environment.controlSize == .large || environment.controlSize == .extraLarge ? 37 : 20
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let diameter = diameter(environment)
        return Size(width: diameter, height: diameter)
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let radius = rect.width / 2
        let color = tint?.resolve(in: environment.colorScheme)
            ?? environment.tintStyle.flatMap { style -> RGBAColor? in
                if case .color(let color) = style.resolved(in: environment) { return color }
                return nil
            }
            ?? Color.gray.resolve(in: environment.colorScheme)
        let spokes = 8
        for index in 0..<spokes {
            // Spoke 0 points up and is the darkest; the rest fade clockwise behind it.
            let angle = Double(index) / Double(spokes) * 2 * Double.pi - Double.pi / 2
            let inner = radius * 0.45, outer = radius * 0.95
            var path = Path()
            path.move(to: Point(x: rect.midX + cos(angle) * inner, y: rect.midY + sin(angle) * inner))
            path.addLine(to: Point(x: rect.midX + cos(angle) * outer, y: rect.midY + sin(angle) * outer))
            let opacity = 1 - Double((spokes - index) % spokes) / Double(spokes) * 0.75
            let style = StrokeStyle(lineWidth: radius * 0.22, lineCap: .round)
            context.canvas.stroke(path, style: style, with: .solid(color.multipliedAlpha(by: opacity)))
        }
    }
}
