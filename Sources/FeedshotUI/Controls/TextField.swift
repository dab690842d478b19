import Foundation

/// A control that edits a line of text: SwiftUI's `TextField`, drawn at rest as iOS draws it.
///
/// The field shows its text, or, while the text is empty, its prompt (or its title) in the
/// placeholder colour (iOS's `placeholderText`, the tertiary label colour). It takes the width it
/// is offered and one line of the body font, aligned by `multilineTextAlignment`. With
/// `axis: .vertical` the text wraps and the field grows, up to the environment's `lineLimit`.
/// A field bound to a value with a format style (`TextField("Amount", value: $amount,
/// format: .currency(code: "USD"))`) shows the value formatted in the environment's locale.
///
/// `.textFieldStyle(.roundedBorder)` draws the field in a rounded rectangle (UIKit's
/// `UITextField.BorderStyle.roundedRect`); `.automatic` and `.plain` draw the text alone, as iOS
/// does in lists and forms. A still shows the field at rest. In a live ``ViewHost`` a tap focuses
/// the field (it draws its caret), ``ViewHost/type(_:)`` types into it and Return submits it
/// (the rules are in TextField+Editing.swift).
public struct TextField<Label: View>: View {
    let content: TextFieldContent
    let label: Label

    public var body: some View {
        TextFieldBody(content: content, secure: false)
            .modifier(TextInputModifier(editing: content.editing, text: content.text))
    }
}

/// What a text field shows: its text, or the placeholder while the text is empty.
struct TextFieldContent: Sendable {
    /// The current text (a formatted value for value fields).
    let text: @Sendable (EnvironmentValues) -> String
    /// The placeholder: the prompt, else the title.
    let placeholder: Text?
    let axis: Axis
    /// What typing changes (live hosts).
    var editing = TextFieldEditing.readOnly
}

extension TextField where Label == Text {
    /// A field editing `text`, with `titleKey` as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field editing `text`, with `prompt` (or `titleKey`) as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field editing `text` that grows along `axis` (`.vertical`: wraps onto more lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }

    /// A field editing `text` with a prompt, growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt ?? Text(titleKey), axis: axis,
                                   editing: .text(text, isMultiline: axis == .vertical))
        label = Text(titleKey)
    }

    /// A field editing `text`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field editing `text`, titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field editing `text`, titled with a string, growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// A field editing `text`, titled with a string, with a prompt, growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt ?? Text(title), axis: axis,
                                   editing: .text(text, isMultiline: axis == .vertical))
        label = Text(title)
    }

    /// A field editing `text` (SwiftUI's older form with editing callbacks; a live host does not
    /// call `onEditingChanged` or `onCommit`: use `.focused` and `.onSubmit`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text` (SwiftUI's older form with a commit callback, not called: see
    /// above).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    // MARK: Values with a format style

    /// A field editing a value shown with `format` (`.number`, `.currency(code:)`,
    /// `.percent`…), formatted in the environment's locale.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let formatted = FormattedValue(value.wrappedValue, format: format)
        content = TextFieldContent(text: { formatted.string(in: $0) }, placeholder: prompt ?? Text(titleKey),
                                   axis: .horizontal, editing: .value(value, format: format))
        label = Text(titleKey)
    }

    /// A field editing an optional value shown with `format`; empty (the placeholder) while `nil`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>,
                                         format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let formatted = value.wrappedValue.map { FormattedValue($0, format: format) }
        content = TextFieldContent(text: { formatted?.string(in: $0) ?? "" }, placeholder: prompt ?? Text(titleKey),
                                   axis: .horizontal, editing: .value(value, format: format))
        label = Text(titleKey)
    }

    /// A field titled with a string, editing a value shown with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        let formatted = FormattedValue(value.wrappedValue, format: format)
        content = TextFieldContent(text: { formatted.string(in: $0) }, placeholder: prompt ?? Text(title),
                                   axis: .horizontal, editing: .value(value, format: format))
        label = Text(title)
    }

    /// A field titled with a string, editing an optional value shown with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>,
                                                            format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        let formatted = value.wrappedValue.map { FormattedValue($0, format: format) }
        content = TextFieldContent(text: { formatted?.string(in: $0) ?? "" }, placeholder: prompt ?? Text(title),
                                   axis: .horizontal, editing: .value(value, format: format))
        label = Text(title)
    }

    /// A field editing a value shown with a `Formatter` (SwiftUI's older API). A live host focuses
    /// it but does not type into it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        let text = formatter.string(for: value.wrappedValue) ?? ""
        content = TextFieldContent(text: { _ in text }, placeholder: Text(titleKey), axis: .horizontal)
        label = Text(titleKey)
    }
}

extension TextField {
    /// A field editing `text` with a label view (shown by macOS forms; iOS shows the prompt).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let value = text.wrappedValue
        content = TextFieldContent(text: { _ in value }, placeholder: prompt, axis: axis,
                                   editing: .text(text, isMultiline: axis == .vertical))
        self.label = label()
    }
}

/// A value and its format style, formatted in the locale of the environment it is drawn in.
struct FormattedValue: @unchecked Sendable {
    // Unchecked: format styles are values; the input is the binding's value, only read.
    private let format: (Locale) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.format = { format.locale($0).format(input) }
    }

    func string(in environment: EnvironmentValues) -> String { format(environment.formattingLocale) }
}

// MARK: Styles

/// How text fields look: SwiftUI's `TextFieldStyle`. Feedshot has the built-in styles:
/// `.automatic`, `.plain` and `.roundedBorder`.
public protocol TextFieldStyle: Sendable {}

/// The kinds of built-in text field styles.
enum TextFieldStyleKind: Sendable {
    case plain, roundedBorder
}

/// A built-in style the engine knows how to draw.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    var kind: TextFieldStyleKind { get }
}

/// The platform's default: on iOS the text alone (SwiftUI's `DefaultTextFieldStyle`).
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
    /// The default style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// The text alone, without decoration: SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
    /// The plain style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// The text in a rounded rectangle: SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
    /// The rounded-border style.
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default (the text alone on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded rectangle.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

extension EnvironmentValues {
    /// The style text fields inside draw in.
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields (and secure fields) inside the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInTextFieldStyle)?.kind ?? .plain
        return environment(\.textFieldStyle, kind)
    }
}

// MARK: Drawing

/// The measurements of a rounded-border field, after UIKit's `roundedRect` text field: 34 points
/// tall for body text (17-point text on a 22-point line plus 6 points above and below), a
/// 5-point corner radius, text inset 7 points from the sides, a one-pixel border. Apple does not
/// publish these; they are read off iOS 17 renderings (inferred).
enum RoundedTextFieldMetrics {
    static let cornerRadius = 5.0
    static let horizontalPadding = 7.0
    static let verticalPadding = 6.0
    /// The border: `#C4C4C6`-like in light mode (`opaqueSeparator`), `#38383A` in dark mode.
    static let border = Color.opaqueSeparator
    /// The fill: the system background in light mode, `#1C1C1E` in dark mode (inferred).
    static let fill = Color(storage: .adaptive(light: RGBAColor(red8: 255, green: 255, blue: 255),
                                               dark: RGBAColor(red8: 28, green: 28, blue: 30),
                                               name: "textFieldBackground"))
}

/// A text field or secure field, at rest or, in a live host, focused: the focused field draws a
/// caret after its text (before the placeholder while empty), as UIKit does: a 2-point bar in
/// the tint colour, as tall as the line (UITextField's caret: `caretRect(for:)` is 2 points wide
/// on iOS; read off renderings, inferred). The caret does not blink: frames stay deterministic.
/// A multi-line field draws no caret (Feedshot does not know where the last line ends).
struct TextFieldBody: View {
    let content: TextFieldContent
    let secure: Bool
    @Environment(\.textFieldStyle) private var style
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.fieldFocusLook) private var focus
    @Environment(\.self) private var environment

    /// The caret's width, in points (inferred, see above).
    static let caretWidth = 2.0

    var body: some View {
        let text = focus?.editingText ?? content.text(environment)
        let shown = secure ? String(repeating: "\u{2022}", count: text.count) : text
        let line: Text = shown.isEmpty
            ? (content.placeholder ?? Text(verbatim: "")).foregroundStyle(Color.tertiaryLabel)
            : Text(verbatim: shown)
        let frameAlignment: Alignment = switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        let isMultiline = content.axis == .vertical && !shown.isEmpty
        let drawsCaret = focus != nil && !isMultiline
        let field = line
            .lineLimit(isMultiline ? environment.lineLimit : 1)
            .overlay(alignment: shown.isEmpty ? .leading : .trailing) {
                if drawsCaret {
                    Rectangle().fill(environment.tint)
                        .frame(width: Self.caretWidth)
                        .offset(x: shown.isEmpty ? -Self.caretWidth / 2 : Self.caretWidth)
                }
            }
            .frame(maxWidth: .infinity, alignment: frameAlignment)
            // The whole field takes touches, not only its text.
            .contentShape(Rectangle())
        switch style {
        case .plain:
            AnyView(field)
        case .roundedBorder:
            AnyView(field
                .padding(.horizontal, RoundedTextFieldMetrics.horizontalPadding)
                .padding(.vertical, RoundedTextFieldMetrics.verticalPadding)
                .background(RoundedRectangle(cornerRadius: RoundedTextFieldMetrics.cornerRadius, style: .continuous)
                    .fill(RoundedTextFieldMetrics.fill))
                .overlay(HairlineBorder(cornerRadius: RoundedTextFieldMetrics.cornerRadius,
                                        style: AnyShapeStyle(RoundedTextFieldMetrics.border))))
        }
    }
}

/// A one-device-pixel border inside a rounded rectangle (a text field's outline).
struct HairlineBorder: View {
    let cornerRadius: Double
    let style: AnyShapeStyle
    @Environment(\.displayScale) private var scale

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).strokeBorder(style, lineWidth: 1 / scale)
    }
}
