/// A control that picks a value from a range by dragging a thumb: SwiftUI's `Slider`, drawn at
/// rest with the thumb at the bound value.
///
/// It takes the width it is offered. The track is UIKit's `UISlider`'s: 4 points tall with round
/// ends, the part before the thumb in the tint, the rest in the system fill; the thumb is a white
/// 28-point disc with a soft shadow, and the control is 28 points tall. Apple does not publish
/// these; they are read off iOS 17 renderings (inferred). Labels given as
/// `minimumValueLabel`/`maximumValueLabel` sit at the ends.
///
/// In a live ``ViewHost`` a finger that touches down on the thumb drags it (see
/// ``SliderThumbRecognizer``): the value follows the finger within `bounds`, on multiples of
/// `step` from the lower bound when a step is given, and `onEditingChanged` is called with
/// `true` at touch-down and `false` at lift. A touch on the track away from the thumb does
/// nothing, as with UIKit's `UISlider`, which SwiftUI's iOS slider is.
///
/// In a right-to-left layout the slider is mirrored, as Apple's Human Interface Guidelines ask of
/// controls that show progress from one value to another ("Right to left", Controls): the
/// minimum is at the right, the tint fills the track from the right, a drag to the left
/// increases the value, and the minimum and maximum value labels swap ends (the stack mirrors).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    var editing = SliderEditing()

    public var body: some View {
        HStack(spacing: 12) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction, editing: editing)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    /// The one initializer the public ones call: the bound value's place and the editing it drives.
    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void)
    where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(value.wrappedValue, in: bounds)
        editing = SliderEditing(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The thumb's place along the track for `value` in `bounds` (0 at the lower bound).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let fraction = Double(value - bounds.lowerBound) / span
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }
}

extension Slider {
    /// A slider of `value` in `bounds`, with a label and labels at the ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds`, with a label and labels at the ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, with a label (which iOS does not show).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds` moving by `step`, with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

/// The measurements of a slider (inferred, see ``Slider``).
enum SliderMetrics {
    static let height = 28.0
    static let trackHeight = 4.0
    static let thumbDiameter = 28.0
}

/// A slider's track and thumb, as one leaf that takes the offered width; in a live host the
/// leaf carries the thumb's touch tracking.
struct SliderTrack: View, PrimitiveView {
    let fraction: Double
    var editing = SliderEditing()

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let node = ViewNode(behavior: LeafBehavior(SliderTrackLeaf(fraction: fraction)), environment: context.environment)
        if context.graph != nil, context.environment.isEnabled, let setFraction = editing.setFraction {
            let (fraction, onEditingChanged) = (self.fraction, editing.onEditingChanged)
            let rightToLeft = context.environment.layoutDirection == .rightToLeft
            node.touchHandlers.append(TouchHandler { target in
                SliderThumbRecognizer(target: target, fraction: fraction, rightToLeft: rightToLeft, setFraction: setFraction,
                                      onEditingChanged: onEditingChanged)
            })
        }
        return [node]
    }
}

struct SliderTrackLeaf: LeafContent {
    let fraction: Double

    var kindName: String { "Slider" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        [("fraction", fraction.compactDescription)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let width = proposal.width.map { $0.isFinite ? Swift.max(SliderMetrics.thumbDiameter, $0) : 100 } ?? 100
        return Size(width: width, height: SliderMetrics.height)
    }

    var drawingOutset: Double { 3 }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let canvas = context.canvas
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let thumb = SliderThumbRecognizer.thumbFrame(in: frame, fraction: fraction, rightToLeft: rightToLeft)
        let track = context.pixelAligned(Rect(x: frame.minX, y: frame.midY - SliderMetrics.trackHeight / 2,
                                              width: frame.width, height: SliderMetrics.trackHeight))
        let rest = Color.systemFill.resolved(in: environment)
        canvas.fill(Path(capsuleIn: track), with: rest.paint(in: track))
        // The tint fills the track from the minimum's end to the thumb: the leading end, which is
        // the right in a right-to-left layout (Apple's HIG, "Right to left": flip sliders).
        let filled = rightToLeft
            ? Rect(x: thumb.midX, y: track.minY, width: Swift.max(0, track.maxX - thumb.midX), height: track.height)
            : Rect(x: track.minX, y: track.minY, width: Swift.max(0, thumb.midX - track.minX), height: track.height)
        if filled.width > 0 {
            canvas.save()
            canvas.clip(to: filled)
            canvas.fill(Path(capsuleIn: track), with: environment.tint.resolved(in: environment).paint(in: track))
            canvas.restore()
        }
        // UIKit's thumb carries a soft shadow and a faint outline; two translucent discs stand in.
        canvas.fill(Path(circleIn: thumb.offsetBy(dx: 0, dy: 1.5).insetBy(dx: -0.5, dy: -0.5)),
                    with: .solid(RGBAColor(red8: 0, green: 0, blue: 0, alpha: 22)))
        canvas.fill(Path(circleIn: thumb.insetBy(dx: -0.5, dy: -0.5)),
                    with: .solid(RGBAColor(red8: 0, green: 0, blue: 0, alpha: 12)))
        canvas.fill(Path(circleIn: thumb), with: .solid(.white))
    }
}
