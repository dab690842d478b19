import Foundation

// Text fields in a live host: focus by touch or by `@FocusState`, typed text, Return and
// `onSubmit`. The host's side (`type(_:)`, `submit()`) is in ViewHost+Text.swift.
//
// The rules, as iOS behaves:
// - A tap on a field (anywhere in its frame, lifted inside it, as a button is tapped; a scroll
//   that starts cancels it) focuses it: the field's `.focused` state becomes `true` (or its
//   value) and the one focused before loses focus. A disabled field cannot be focused.
// - Writing a `@FocusState` moves the focus to the field it names, or away from every field.
// - Typed text goes in at the end of the text (the caret sits there: Feedshot does not place it
//   where the finger tapped). A text field's binding changes with every character, as
//   UITextField reports every edit.
// - A field bound to a value with a format style keeps the typed text to itself while focused
//   and parses it into the value when the user submits or focus leaves the field; text that
//   does not parse leaves the value as it was, and the field shows the value formatted again
//   (SwiftUI's documented "the value updates when the user commits", and widely reported
//   behaviour: e.g. fatbobman.com, "Advanced SwiftUI TextField: Formatting and Validation").
// - Return in a one-line field submits: the value field commits, the keyboard goes away (focus
//   leaves the field, as SwiftUI's iOS text field resigns on Return), then the `onSubmit`
//   actions around the field run, innermost first (the order is inferred: Apple does not
//   document it), so an action may move the focus on to the next field. `submitScope()` keeps
//   a submission from reaching the actions outside it. In a vertical field and a `TextEditor`
//   Return types a new line and nothing is submitted.

/// What a field's typed text changes, as its initializer set it up.
struct TextFieldEditing: @unchecked Sendable {
    // Unchecked: the closures write the app's bindings on the host's thread only.
    /// A text field's binding, read and written with every edit.
    var getText: (() -> String)?
    var setText: ((String) -> Void)?
    /// A value field's commit: parses the text in the locale and writes the value if it parses.
    var commit: ((String, Locale) -> Void)?
    /// Whether Return types a new line (a vertical field, a text editor) instead of submitting.
    var isMultiline = false

    /// A field that takes no input (an initializer Feedshot cannot edit through).
    static let readOnly = TextFieldEditing()

    /// Editing `text`.
    static func text(_ binding: Binding<String>, isMultiline: Bool = false) -> TextFieldEditing {
        TextFieldEditing(getText: { binding.wrappedValue }, setText: { binding.wrappedValue = $0 },
                         isMultiline: isMultiline)
    }

    /// Editing `value` through `format`'s parse strategy.
    static func value<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> TextFieldEditing
    where F.FormatOutput == String {
        TextFieldEditing(commit: { text, locale in
            if let parsed = try? format.locale(locale).parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }

    /// Editing an optional `value` through `format`'s parse strategy; empty text is `nil`.
    static func value<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) -> TextFieldEditing
    where F.FormatOutput == String {
        TextFieldEditing(commit: { text, locale in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.locale(locale).parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        })
    }
}

/// The field that has focus in a live host, and how to edit it (refreshed at every update that
/// resolves it).
struct FocusedField {
    let identity: ViewIdentity
    var editor: FieldEditor
    /// A value field's text while it is focused (`nil` for text fields, which edit the binding).
    var editingText: String?
}

/// How the host edits the focused field: what its initializer, environment and focus tie said
/// when it was last resolved.
struct FieldEditor {
    let editing: TextFieldEditing
    /// The text the field shows at rest (a value field's formatted value).
    let text: () -> String
    let locale: Locale
    let tie: FocusTie?
    /// The `onSubmit(of: .text)` actions around the field, innermost first.
    let submitActions: [() -> Void]
}

/// How a focused field draws, as the live host tells it.
struct FieldFocusLook: Sendable {
    /// A value field's text being edited, shown instead of the formatted value.
    var editingText: String?
}

private struct FieldFocusLookKey: EnvironmentKey {
    static let defaultValue: FieldFocusLook? = nil
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue = UncheckedSendableBox<[() -> Void]>(value: [])
}

extension EnvironmentValues {
    /// Set for the focused field's content in a live host: it draws its caret.
    var fieldFocusLook: FieldFocusLook? {
        get { self[FieldFocusLookKey.self] }
        set { self[FieldFocusLookKey.self] = newValue }
    }

    /// The `onSubmit` actions around the view, innermost first.
    var submitActions: UncheckedSendableBox<[() -> Void]> {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user submits a field inside (Return in a one-line text field, for
    /// `.text`), after the actions of any `onSubmit` closer to the field.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        let action = UncheckedSendableBox(value: action)
        // The environment flows inwards, so an inner action goes in front of the outer ones.
        return transformEnvironment { environment in
            guard triggers.contains(.text) else { return }
            environment.submitActions = UncheckedSendableBox(value: [action.value] + environment.submitActions.value)
        }
    }

    /// Keeps submissions inside (`isBlocking`) from reaching the `onSubmit` actions outside.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment { environment in
            if isBlocking { environment.submitActions = UncheckedSendableBox(value: []) }
        }
    }
}

extension InteractionState {
    /// Gives the focus to the field at `identity`, taking it from the field that had it (which
    /// commits its value and lets its focus state go).
    func focus(_ identity: ViewIdentity, editor: FieldEditor) {
        if focusedField?.identity == identity { return }
        resignFocus()
        let editingText = editor.editing.commit != nil ? editor.text() : nil
        focusedField = FocusedField(identity: identity, editor: editor, editingText: editingText)
        editor.tie?.focus()
    }

    /// Takes the focus from the focused field: a value field commits its text; its focus state
    /// lets go.
    func resignFocus() {
        guard let field = focusedField else { return }
        focusedField = nil
        if let commit = field.editor.editing.commit, let text = field.editingText {
            withTransaction(Transaction()) { commit(text, field.editor.locale) }
        }
        field.editor.tie?.unfocus()
    }

    /// Types `text` into the focused field at the end of its text; a line break in a one-line
    /// field submits instead. Returns whether a field was focused.
    func type(_ text: String) -> Bool {
        guard focusedField != nil else { return false }
        var pending = ""
        func flushPending() {
            guard !pending.isEmpty, let field = focusedField else { return }
            if field.editor.editing.commit != nil {
                focusedField?.editingText = (field.editingText ?? "") + pending
            } else if let setText = field.editor.editing.setText {
                let current = field.editor.editing.getText?() ?? field.editor.text()
                withTransaction(Transaction()) { setText(current + pending) }
            }
            pending = ""
        }
        for character in text {
            if character.isNewline, focusedField?.editor.editing.isMultiline == false {
                flushPending()
                submit()
            } else if focusedField != nil {
                pending.append(character)
            }
        }
        flushPending()
        return true
    }

    /// Submits the focused field (Return): commits it, lets the focus go, runs its `onSubmit`
    /// actions. Returns whether a field was focused.
    @discardableResult
    func submit() -> Bool {
        guard let field = focusedField else { return false }
        resignFocus()
        withTransaction(Transaction()) {
            for action in field.editor.submitActions { action() }
        }
        return true
    }
}

/// Makes a field live: a tap focuses it, focus state moves it, the focused one draws its caret
/// and registers its editor with the host. Does nothing in a still render.
struct TextInputModifier: ViewModifier, PrimitiveModifier {
    let editing: TextFieldEditing
    /// The text the field shows at rest.
    let text: @Sendable (EnvironmentValues) -> String

    func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode] {
        guard let graph = context.graph, context.environment.isEnabled else {
            return resolveNodes(content, in: context)
        }
        let interaction = graph.interaction
        let identity = context.identity
        let environment = context.environment
        let text = self.text
        let editor = FieldEditor(editing: editing, text: { text(environment) }, locale: environment.formattingLocale,
                                 tie: environment.focusTie, submitActions: environment.submitActions.value)
        var isFocused = interaction.focusedField?.identity == identity
        // The focus state is the truth once the field is tied to one: a write moves the focus.
        if let tie = editor.tie {
            let named = tie.isFocused()
            if named, !isFocused {
                interaction.focus(identity, editor: editor)
                isFocused = true
            } else if !named, isFocused {
                interaction.resignFocus()
                isFocused = false
            }
        }
        var fieldContext = context
        if isFocused {
            interaction.focusedField?.editor = editor
            fieldContext.environment.fieldFocusLook = FieldFocusLook(editingText: interaction.focusedField?.editingText)
        }
        let nodes = resolveNodes(content, in: fieldContext)
        if !isFocused {
            for node in nodes {
                node.attachControlAction(pressedIdentity: nil) { [weak graph] in
                    guard let graph else { return }
                    graph.interaction.focus(identity, editor: editor)
                    graph.setNeedsUpdate()
                }
            }
        }
        return nodes
    }
}
