#if PreviewMacros
import FeedshotPreviewMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The `#Preview` macro's expansion, compared as text (swift-syntax's macro test support, run
/// by Swift Testing).
@Suite struct PreviewMacroTests {
    private let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    @Test func anUnnamedPreviewBecomesARegistryWithItsBodyAsAView() {
        expand("""
            #Preview {
                Badge(title: "Apollo 11")
            }
            """, into: """
            struct __macro_local_7PreviewfMu_: FeedshotUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let filePath: String = "test.swift"
                static let line: Int = 1
                static let column: Int = 1
                static var name: String? {
                    nil
                }
                static func makePreview() throws -> FeedshotUI.Preview {
                    FeedshotUI.Preview(body: {
                            Content()
                        })
                }
                struct Content: FeedshotUI.View {

                    var body: some FeedshotUI.View {
                        Badge(title: "Apollo 11")
                    }
                }
            }
            """)
    }

    @Test func aNamedPreviewWithTraitsKeepsItsArgumentsAndMovesPreviewableStateIntoItsView() {
        expand("""
            #Preview("Paging", traits: .sizeThatFitsLayout) {
                @Previewable @State var page = 2
                let title = "Crew"
                Pager(title: title, page: $page)
            }
            """, into: """
            struct __macro_local_7PreviewfMu_: FeedshotUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let filePath: String = "test.swift"
                static let line: Int = 1
                static let column: Int = 1
                static var name: String? {
                    "Paging"
                }
                static func makePreview() throws -> FeedshotUI.Preview {
                    FeedshotUI.Preview("Paging", traits: .sizeThatFitsLayout, body: {
                            Content()
                        })
                }
                struct Content: FeedshotUI.View {
                    @State var page = 2
                    var body: some FeedshotUI.View {
                        let title = "Crew"
                        Pager(title: title, page: $page)
                    }
                }
            }
            """)
    }

    @Test func aBodyPassedByLabelIsTheBodyAndALabelledFirstArgumentIsNotAName() {
        expand("""
            #Preview(traits: .landscapeLeft, body: { Badge() })
            """, into: """
            struct __macro_local_7PreviewfMu_: FeedshotUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let filePath: String = "test.swift"
                static let line: Int = 1
                static let column: Int = 1
                static var name: String? {
                    nil
                }
                static func makePreview() throws -> FeedshotUI.Preview {
                    FeedshotUI.Preview(traits: .landscapeLeft, body: {
                            Content()
                        })
                }
                struct Content: FeedshotUI.View {

                    var body: some FeedshotUI.View {
                        Badge()
                    }
                }
            }
            """)
    }

    @Test func aPreviewWithoutABodyIsAnErrorAtTheMacro() {
        expand("""
            #Preview("Empty")
            """, into: "", diagnostics: [
                DiagnosticSpec(message: "#Preview needs a body: #Preview { MyView() }", line: 1, column: 1),
            ])
    }

    @Test func aPreviewableVariableBelowTheTopLevelIsAnErrorAtTheMacro() {
        expand("""
            #Preview {
                VStack {
                    @Previewable @State var count = 0
                    Text("\\(count)")
                }
            }
            """, into: "", diagnostics: [
                DiagnosticSpec(message: "@Previewable must be on a variable at the top level of the #Preview body",
                               line: 1, column: 1),
            ])
    }

    private func expand(_ source: String, into expanded: String, diagnostics: [DiagnosticSpec] = [],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                             indentationWidth: .spaces(4),
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }
}
#endif
