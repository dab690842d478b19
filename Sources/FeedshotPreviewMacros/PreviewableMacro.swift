import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable of a `#Preview` body as a property of the preview's view.
/// `#Preview` does the work (it moves the variable into the view it generates); on its own the
/// attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
