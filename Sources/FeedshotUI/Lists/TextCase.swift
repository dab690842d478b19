/// A case transformation for text: SwiftUI's `Text.Case` (`.textCase(.uppercase)`); grouped
/// list headers are upper-cased by default.
public enum TextCase: Hashable, Sendable {
    case uppercase, lowercase
}

extension Text {
    /// SwiftUI spells the type `Text.Case`.
    public typealias Case = TextCase
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: TextCase? = nil
}

extension EnvironmentValues {
    /// The case text inside is shown in (`nil`: as written).
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows text inside in `textCase` (`nil`: as written, which also undoes a list header's
    /// upper case).
    public func textCase(_ textCase: TextCase?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension TextCase {
    /// `string` in this case.
    func apply(to string: String) -> String {
        switch self {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        }
    }
}
