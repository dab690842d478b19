/// A type that produces previews: SwiftUI's `PreviewProvider`, the form before `#Preview`.
///
/// Each top-level view of ``previews`` (the children of a `Group` or `ForEach`, or the views
/// listed one after another) is one preview, configured by the preview modifiers on it:
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Badge(title: "Apollo 11").previewLayout(.sizeThatFits)
///         Badge(title: "Gemini 4").previewDisplayName("Gemini").previewDevice("iPhone SE (3rd generation)")
///     }
/// }
/// ```
///
/// Feedshot finds every conforming type in the program by its conformance record
/// (``PreviewDeclaration/all(inModules:)``), so nothing needs to list them.
@_alwaysEmitConformanceMetadata
public protocol PreviewProvider {
    /// The type of ``previews``.
    associatedtype Previews: View

    /// The previews: one per top-level view.
    @ViewBuilder static var previews: Previews { get }
}

/// A type the `#Preview` macro generates for each preview: SwiftUI's `PreviewRegistry`.
///
/// Not for use in your code: write `#Preview { … }`. Feedshot finds every conforming type in
/// the program by its conformance record (``PreviewDeclaration/all(inModules:)``).
@_alwaysEmitConformanceMetadata
public protocol PreviewRegistry {
    /// `Module/File.swift` of the `#Preview`.
    static var fileID: String { get }
    /// The absolute path of the file of the `#Preview`.
    static var filePath: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The name given to the `#Preview`, if any (known without running the preview's code, so
    /// that golden image names can be made before anything renders).
    static var name: String? { get }
    /// Makes the preview (its name and traits; its view is made later, by ``Preview/makeView()``).
    static func makePreview() throws -> Preview
}

extension PreviewProvider {
    /// The previews of `previews`, one per top-level view, configured by the preview modifiers
    /// on each. The top-level views are found without running any view's body
    /// (`PreviewProvider+Splitting.swift`), so a preview that traps traps only when it renders;
    /// a `previews` with a `ForEach` is resolved whole, which runs its code (a trap there stops
    /// the process: run it where that cannot take down more than it, see
    /// `assertPreviewSnapshots`).
    static func expandedPreviews(source: PreviewSource) -> [Preview] {
        let provider = PreviewProviderType(Self.self)
        let configurations: [Preview.Configuration]
        if let children = splitPreviews() {
            configurations = children.map { previewTraits(of: $0).configuration }
        } else {
            configurations = resolvedPreviews(in: ResolveContext(environment: EnvironmentValues()))
                .map { PreviewModifierTraits.on($0).configuration }
        }
        return configurations.indices.map { index in
            var childSource = source
            childSource.index = index
            let view = PreviewProviderChild(provider: provider, index: index)
            return Preview(name: configurations[index].displayName, configuration: configurations[index],
                           source: childSource) { view }
        }
    }
}

extension PreviewProvider {
    /// The nodes of `previews`, resolved in `context`: one per top-level view.
    static func resolvedPreviews(in context: ResolveContext) -> [ViewNode] {
        resolveNodes(previews, in: context)
    }

    /// The top-level views of `previews`, when they can be found without resolving it.
    static func splitPreviews() -> [any View]? {
        FeedshotUI.splitPreviews(previews)
    }
}

/// A provider type, shareable between threads.
struct PreviewProviderType: @unchecked Sendable {
    // Unchecked: a metatype is an immutable global the runtime owns; the protocol is not
    // `Sendable` only because the user types conforming to it need not be.
    let type: any PreviewProvider.Type

    init(_ type: any PreviewProvider.Type) {
        self.type = type
    }

    /// The nodes of the provider's `previews`, resolved in `context`.
    func resolvePreviews(in context: ResolveContext) -> [ViewNode] {
        type.resolvedPreviews(in: context)
    }

    /// The provider's top-level views, when they can be found without resolving `previews`.
    func splitPreviews() -> [any View]? {
        type.splitPreviews()
    }
}

/// One top-level view of a provider's `previews`, resolved in the render's context (so the view
/// sees the device's environment, as its siblings do): only that view when `previews` can be
/// split without resolving it, else all of them, keeping the one at `index`.
private struct PreviewProviderChild: View, PrimitiveView {
    let provider: PreviewProviderType
    let index: Int

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let children = provider.splitPreviews() {
            func resolve(_ view: some View) -> [ViewNode] { resolveNodes(view, in: context) }
            guard children.indices.contains(index) else { return [] }
            let child: any View = children[index]
            return resolve(child)
        }
        let nodes = provider.resolvePreviews(in: context)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
