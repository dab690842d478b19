import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `#Preview` and `@Previewable` to FeedshotUI.
@main
struct FeedshotPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
