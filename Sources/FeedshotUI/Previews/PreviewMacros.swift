// `#Preview` and `@Previewable`, as SwiftUI declares them. The macros are implemented on
// swift-syntax (the `FeedshotPreviewMacros` target), which a consumer builds only while the
// package trait `PreviewMacros` is on (it is by default); without the trait, `PreviewProvider`
// and the preview modifiers still work.
#if PreviewMacros

/// Declares a preview of the view `body` makes: SwiftUI's `#Preview`.
///
/// ```swift
/// #Preview { Badge(title: "Apollo 11") }
/// #Preview("Paging") {
///     @Previewable @State var page = 0
///     Pager(page: $page)
/// }
/// ```
///
/// The macro expands to a type conforming to ``PreviewRegistry`` that holds the file, line,
/// name and traits, and the body as a view (`@Previewable` properties become its `@State`), so
/// the preview can be found at run time (``PreviewDeclaration/all(inModules:)``) and rendered
/// (`assertPreviewSnapshots()` in FeedshotTesting, the `feedshot-previews` command plugin).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "FeedshotPreviewMacros", type: "PreviewMacro")

/// Declares a preview with traits (layout, orientation): SwiftUI's `#Preview(_:traits:body:)`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(title: "Apollo 11") }
/// #Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { Badge(title: "Gemini 4") }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "FeedshotPreviewMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body as a property of the preview's view: SwiftUI's
/// `@Previewable`. `@Previewable @State var page = 0` gives the preview state that a binding
/// (`$page`) can be made from; it starts from its initial value on every render.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FeedshotPreviewMacros", type: "PreviewableMacro")

#endif
