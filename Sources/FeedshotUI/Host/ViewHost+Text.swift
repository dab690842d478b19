import Geometry

// Typing into a live host, as Flutter's `tester.enterText` / `testTextInput.receiveAction` and
// Compose's `performTextInput` / `performImeAction` do it: a field takes focus by a tap (or its
// `@FocusState`), then the host types into whichever field has focus. The rules are in
// TextField+Editing.swift and the DocC article on gestures.

extension ViewHost {
    /// Types `text` into the focused text field, at the end of its text: a text field's binding
    /// changes with every character; a field bound to a value keeps the text until it is
    /// submitted. A line break (`"\n"`) in a one-line field is Return: it submits the field
    /// (see ``submit()``) and the rest of `text` goes to the field focused after the submission
    /// (an `onSubmit` action may move the focus on), if any. Returns whether a field had focus
    /// for all of `text`.
    @discardableResult
    public func type(_ text: String) -> Bool {
        // One line at a time, with an update between, so that a submission's focus change
        // reaches the next line.
        var typedAll = true
        var line = ""
        func typeLine(_ segment: String) {
            let typed = performAction { graph.interaction.type(segment) }
            typedAll = typedAll && typed
            graph.setNeedsUpdate()
            flush()
        }
        for character in text {
            line.append(character)
            if character.isNewline {
                typeLine(line)
                line = ""
            }
        }
        if !line.isEmpty || text.isEmpty { typeLine(line) }
        return typedAll
    }

    /// Taps the view marked with `.id(id)` (focusing the field it is or contains) and types
    /// `text` into the field that has focus then (Flutter's `enterText(finder, text)`, which
    /// types after the text already there here). Returns whether a field had focus.
    @discardableResult
    public func type(_ text: String, intoID id: String) -> Bool {
        guard tap(id: id) else { return false }
        return type(text)
    }

    /// Presses Return in the focused field whatever its kind: a value field parses its text
    /// into the value, the focus leaves the field, and the `onSubmit` actions around it run.
    /// Returns whether a field had focus.
    @discardableResult
    public func submit() -> Bool {
        let submitted = performAction { graph.interaction.submit() }
        graph.setNeedsUpdate()
        flush()
        return submitted
    }

    /// Takes the focus away from the focused field (the keyboard is dismissed): a value field
    /// commits its text, its focus state lets go; no `onSubmit` action runs.
    public func endEditing() {
        performAction { graph.interaction.resignFocus() }
        graph.setNeedsUpdate()
        flush()
    }

    /// Whether a text field has focus.
    public var isEditing: Bool { graph.interaction.focusedField != nil }
}
