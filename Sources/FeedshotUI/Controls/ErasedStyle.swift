/// A control style erased to the view it makes from its configuration (a toggle's, a progress
/// view's), as the environment keeps the styles set around a view, outermost first.
struct ErasedStyle<Configuration>: Sendable {
    private let make: @Sendable (Configuration) -> AnyView

    init(_ make: @escaping @Sendable (Configuration) -> AnyView) {
        self.make = make
    }

    func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

extension Array {
    /// The view for `configuration` in the innermost of these styles, its environment holding
    /// only the styles outside it (written back with `restore`), so that a control made from
    /// the configuration inside a style's body draws in the next style out rather than in
    /// itself, as SwiftUI's styles compose; `fallback` when no style is set.
    func styledBody<Configuration>(_ configuration: Configuration,
                                   restore: @escaping @Sendable (inout EnvironmentValues, [Element]) -> Void,
                                   fallback: () -> AnyView) -> AnyView
        where Element == ErasedStyle<Configuration> {
        guard let style = last else { return fallback() }
        let outer = Array(dropLast())
        return AnyView(style.makeBody(configuration).transformEnvironment { restore(&$0, outer) })
    }
}
