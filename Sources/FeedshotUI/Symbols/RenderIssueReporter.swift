import Foundation
import Typography

/// Why `Image(systemName:)` drew a placeholder.
public enum SymbolUnavailableReason: Sendable, CustomStringConvertible {
    /// The name is not in Feedshot's table of SF Symbol stand-ins.
    case unknownName
    /// The symbol font (`Fonts/Symbols/`) could not be loaded.
    case fontUnavailable(FontError)

    public var description: String {
        switch self {
        case .unknownName: "no such symbol in Feedshot's symbol table"
        case .fontUnavailable(let error): "the symbol font is unavailable: \(error)"
        }
    }
}

/// Passes issues found while views resolve (unknown symbols) to the renderer's `issueHandler`,
/// once per issue and renderer, from any thread.
final class RenderIssueReporter: @unchecked Sendable {
    // Unchecked Sendable: `reported` is only touched under `lock`.
    private let lock = NSLock()
    private var reported: Set<String> = []
    private let handler: @Sendable (RenderIssue) -> Void

    init(handler: @escaping @Sendable (RenderIssue) -> Void) {
        self.handler = handler
    }

    func report(_ issue: RenderIssue) {
        if lock.withLock({ reported.insert(issue.description).inserted }) { handler(issue) }
    }
}

private struct RenderIssueReporterKey: EnvironmentKey {
    static let defaultValue: RenderIssueReporter? = nil
}

extension EnvironmentValues {
    /// Where resolving views reports issues; set by the renderer when it has an issue handler.
    var renderIssueReporter: RenderIssueReporter? {
        get { self[RenderIssueReporterKey.self] }
        set { self[RenderIssueReporterKey.self] = newValue }
    }
}
