// The text-input modifiers apps put on fields: they configure the keyboard, autocorrection and
// what Return does. A still shows no keyboard and nobody types, so they change nothing drawn;
// they exist so app code compiles as written. (The live host may read them once fields take
// input.)

/// The keyboard a text field asks for: UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The semantic content of a field (UIKit's `UITextContentType`), for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
}

/// How a field capitalizes typed text: SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// Never capitalize.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalize the first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalize the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalize every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's autocapitalization setting, which SwiftUI's older `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The title of the Return key: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Sets the keyboard text fields inside ask for (no keyboard is drawn).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the content type text fields inside hold, for autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets how text fields inside capitalize typed text.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets how text fields inside capitalize typed text (SwiftUI's older spelling).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off (or on) in text fields inside.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (`true`) in text fields inside (SwiftUI's older spelling).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Sets the Return key's title in text fields inside.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
