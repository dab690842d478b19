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

    private func expand(_ source: String, into expanded: String, diagnostics: [DiagnosticSpec] = [],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                             indentationWidth: .spaces(4),
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }
}
#endif
