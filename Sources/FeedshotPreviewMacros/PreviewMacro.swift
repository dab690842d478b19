import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: turns a preview into a type the program can find at run time.
///
/// ```swift
/// #Preview("Paging", traits: .sizeThatFitsLayout) {
///     @Previewable @State var page = 0
///     Pager(page: $page)
/// }
/// ```
/// expands to
/// ```swift
/// struct <unique name>: FeedshotUI.PreviewRegistry {
///     static let fileID: String = "Module/File.swift"
///     static let filePath: String = "/…/File.swift"
///     static let line: Int = 1
///     static let column: Int = 1
///     static var name: String? { "Paging" }
///     static func makePreview() throws -> FeedshotUI.Preview {
///         FeedshotUI.Preview("Paging", traits: .sizeThatFitsLayout) { Content() }
///     }
///     struct Content: FeedshotUI.View {
///         @State var page = 0
///         var body: some FeedshotUI.View {
///             Pager(page: $page)
///         }
///     }
/// }
/// ```
///
/// The body becomes a view type of its own, so `@Previewable` variables become its properties
/// (state that bindings can be made from, starting from its initial value on every render)
/// and the body runs when the preview renders, not when it is listed. The conformance to
/// `PreviewRegistry` is what lets `PreviewDeclaration.all()` find the type.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (arguments, body) = try split(node)
        let (properties, statements) = try partition(body.statements)

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let pathLocation = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID = location?.file ?? "\"\""
        let filePath = pathLocation?.file ?? "\"\""
        let line = location?.line ?? "0"
        let column = location?.column ?? "0"
        // The name is the first argument when it has no label (`#Preview("Name")`).
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.trimmed : nil }
        let nameExpression: ExprSyntax = name ?? "nil"

        var previewArguments = arguments.map { $0.trimmed.with(\.trailingComma, nil) }
        previewArguments.append(LabeledExprSyntax(label: "body", expression: ExprSyntax("{ Content() }")))
        let argumentList = LabeledExprListSyntax(previewArguments.enumerated().map { index, argument in
            argument.with(\.trailingComma, index < previewArguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
        })

        let typeName = context.makeUniqueName("Preview")
        let propertyLines = properties.map { $0.trimmedDescription }.joined(separator: "\n")
        let bodyLines = statements.map { $0.trimmedDescription }.joined(separator: "\n")
        return ["""
            struct \(typeName): FeedshotUI.PreviewRegistry {
                static let fileID: String = \(fileID)
                static let filePath: String = \(filePath)
                static let line: Int = \(line)
                static let column: Int = \(column)
                static var name: String? {
                    \(nameExpression)
                }
                static func makePreview() throws -> FeedshotUI.Preview {
                    FeedshotUI.Preview(\(argumentList))
                }
                struct Content: FeedshotUI.View {
                    \(raw: propertyLines)
                    var body: some FeedshotUI.View {
                        \(raw: bodyLines)
                    }
                }
            }
            """]
    }

    /// The macro's arguments other than the body, and the body closure (trailing, or the
    /// argument labelled `body`).
    private static func split(_ node: some FreestandingMacroExpansionSyntax) throws
        -> (arguments: [LabeledExprSyntax], body: ClosureExprSyntax) {
        var arguments = Array(node.arguments)
        if let closure = node.trailingClosure {
            return (arguments, closure)
        }
        if let index = arguments.lastIndex(where: { $0.label?.text == "body" }),
           let closure = arguments[index].expression.as(ClosureExprSyntax.self) {
            arguments.remove(at: index)
            return (arguments, closure)
        }
        throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
    }

    /// The body's `@Previewable` variables (without the attribute), which become properties
    /// of the preview's view, and its other statements, which become the view's body.
    private static func partition(_ items: CodeBlockItemListSyntax) throws
        -> (properties: [VariableDeclSyntax], statements: [CodeBlockItemSyntax]) {
        var properties: [VariableDeclSyntax] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in items {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.with(\.attributes, attributes).trimmed)
            } else {
                if PreviewableFinder.contains(item) {
                    throw MacroExpansionErrorMessage(
                        "@Previewable must be on a variable at the top level of the #Preview body")
                }
                statements.append(item)
            }
        }
        return (properties, statements)
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard let attribute = element.as(AttributeSyntax.self) else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "FeedshotUI.Previewable"
    }
}

/// Finds a `@Previewable` attribute anywhere inside a statement (where it is misplaced).
private final class PreviewableFinder: SyntaxVisitor {
    private var found = false

    static func contains(_ node: some SyntaxProtocol) -> Bool {
        let finder = PreviewableFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "Previewable" || name == "FeedshotUI.Previewable" { found = true }
        return .skipChildren
    }
}
