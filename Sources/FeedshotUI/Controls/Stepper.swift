/// A control that increments and decrements a value: SwiftUI's `Stepper`, drawn at rest.
///
/// The label sits at the leading edge and the stepper's two buttons at the trailing edge, so a
/// stepper takes the whole width it is offered (its row, in a form); `.labelsHidden()` draws the
/// buttons alone. The buttons are UIKit's `UIStepper`: 94 × 32 points, an 8-point corner radius,
/// the tertiary system fill, a minus and a plus in the label colour divided by a separator.
/// Apple documents UIStepper's size only through its intrinsic size; the rest is read off iOS 17
/// renderings (inferred). A button whose step would leave the range draws dimmed, as UIKit dims
/// it.
///
/// In a live ``ViewHost`` a finger on minus or plus steps the value at once (UIKit's stepper acts
/// on touch-down), calls `onEditingChanged(true)`, repeats the step while the finger stays down
/// (see ``StepperPressRecognizer``) and calls `onEditingChanged(false)` when it lifts. A dimmed
/// button does nothing.
///
/// In a right-to-left layout the row mirrors: the label at the right, the buttons at the left,
/// and the buttons swap places, minus on the right and plus on the left. Apple's Human
/// Interface Guidelines ("Right to left", Controls) flip controls that go from one value to
/// another and show a pair of smaller/larger buttons swapped in Arabic (the Books app's text
/// size buttons); that UIStepper itself swaps its buttons is inferred from that guidance, not
/// documented.
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    let actions: StepperActions
    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        let buttons = StepperButtons(canDecrement: canDecrement, canIncrement: canIncrement, actions: actions)
        if labelsHidden {
            buttons
        } else {
            HStack {
                label
                Spacer(minLength: 8)
                buttons
            }
        }
    }

    /// A stepper with increment and decrement actions (never run in a still).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
        actions = StepperActions(increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = true
        canIncrement = true
        actions = StepperActions(increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                                 decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                                 onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step` within `bounds`; a button is dimmed at its end of the range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let current = value.wrappedValue
        canDecrement = current.advanced(by: -step) >= bounds.lowerBound
        canIncrement = current.advanced(by: step) <= bounds.upperBound
        // A step that would leave the range does nothing (its button is dimmed); a repeat reads
        // the value anew, so holding stops at the bound.
        actions = StepperActions(
            increment: {
                let next = value.wrappedValue.advanced(by: step)
                if next <= bounds.upperBound { value.wrappedValue = next }
            },
            decrement: {
                let next = value.wrappedValue.advanced(by: -step)
                if next >= bounds.lowerBound { value.wrappedValue = next }
            },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper of a value shown with a format style (the label is the formatted value).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
        canDecrement = true
        canIncrement = true
        actions = StepperActions(increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                                 decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                                 onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey`, with increment and decrement actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` of `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` of `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, of `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string, of `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper whose title is its value shown with `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(value.wrappedValue, format: format) },
                  onEditingChanged: onEditingChanged)
    }
}

/// The measurements of UIKit's stepper (inferred, see ``Stepper``).
enum StepperMetrics {
    static let size = Size(width: 94, height: 32)
    static let cornerRadius = 8.0
    static let glyphSize = 14.0
    static let separatorHeight = 18.0
}

/// The two buttons of a stepper.
struct StepperButtons: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let actions: StepperActions

    var body: some View {
        HStack(spacing: 0) {
            glyph(.minus, enabled: canDecrement)
                .modifier(StepperButtonModifier(step: canDecrement ? actions.decrement : nil, actions: actions))
            Rectangle().fill(Color.separator).frame(width: 1, height: StepperMetrics.separatorHeight)
            glyph(.plus, enabled: canIncrement)
                .modifier(StepperButtonModifier(step: canIncrement ? actions.increment : nil, actions: actions))
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius, style: .continuous)
            .fill(Color.tertiarySystemFill))
    }

    private func glyph(_ shape: ControlGlyph.Shape, enabled: Bool) -> some View {
        ControlGlyph(shape: shape, size: Size(width: StepperMetrics.glyphSize, height: StepperMetrics.glyphSize),
                     lineWidth: 2, style: AnyShapeStyle(enabled ? Color.primary : Color.tertiaryLabel))
            // The whole half of the control takes touches, not only the glyph.
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
    }
}
