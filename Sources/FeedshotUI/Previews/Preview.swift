/// One preview: a name, where it was declared, how it is laid out, and a function that makes its
/// view. SwiftUI's `Preview`, and the value Feedshot enumerates (``PreviewDeclaration``) to
/// render every preview of a program.
///
/// You rarely create one yourself: `#Preview { … }` declares one, and each view of a
/// ``PreviewProvider``'s `previews` is one.
///
/// ```swift
/// for declaration in PreviewDeclaration.all(inModules: ["Cards"]) {
///     for preview in try declaration.makePreviews() {
///         let image = Renderer().render(preview)
///     }
/// }
/// ```
public struct Preview: Sendable, Identifiable, CustomStringConvertible {
    /// The marker type `PreviewTrait`s of views are parameterised with (SwiftUI's).
    public struct ViewTraits: Sendable {}

    /// How a preview is laid out and on what. A `#Preview` takes it from its `traits:`; a
    /// ``PreviewProvider``'s views from the preview modifiers on each (`previewLayout(_:)`,
    /// `previewDevice(_:)`, `previewInterfaceOrientation(_:)`, `previewDisplayName(_:)`), which
    /// a `#Preview` ignores, as in Xcode.
    public struct Configuration: Sendable, Hashable {
        /// The container's size rule.
        public var layout: PreviewLayout = .device
        /// The device's orientation (landscape turns the screen and its safe area).
        public var orientation: InterfaceOrientation = .portrait
        /// The device asked for, if any (else the renderer's default device).
        public var device: PreviewDevice?
        /// The name from `previewDisplayName(_:)`, if any.
        public var displayName: String?

        /// The default: the default device's whole screen, upright.
        public init() {}

        mutating func apply(_ change: PreviewTraitChange) {
            switch change {
            case .layout(let layout): self.layout = layout
            case .orientation(let orientation): self.orientation = orientation
            }
        }
    }

    /// The name given to `#Preview("Name")`, or the view's `previewDisplayName(_:)`.
    public var name: String?
    /// Layout, orientation and device.
    public var configuration: Configuration
    /// Where the preview was declared (filled in by discovery; empty for a preview made by hand).
    public var source: PreviewSource
    /// The name of the preview's golden image (without `.png`): `<stem>.<name>`, where the
    /// stem is the file's name without `.swift` (or the provider type's name) and the name is
    /// the preview's name or "Preview", numbered `-2`, `-3`… when a file has several with
    /// the same name. Unique among the program's previews (see ``PreviewDeclaration``).
    public var snapshotName: String
    /// Makes the preview's view; each call starts from the view's initial state.
    private let makeBody: @Sendable () -> any View

    /// A preview named `name` showing the view `body` makes, on the default device.
    public init(_ name: String? = nil, body: @escaping @Sendable () -> any View) {
        self.name = name
        configuration = Configuration()
        source = PreviewSource()
        snapshotName = name ?? "Preview"
        makeBody = body
    }

    /// A preview named `name` with `traits` (layout, orientation) showing the view `body` makes.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                body: @escaping @Sendable () -> any View) {
        self.init(name, body: body)
        for trait in [traits] + additionalTraits {
            configuration.apply(trait.change)
        }
    }

    /// A preview of one view of a ``PreviewProvider`` (made by discovery).
    init(name: String?, configuration: Configuration, source: PreviewSource, body: @escaping @Sendable () -> any View) {
        self.name = name
        self.configuration = configuration
        self.source = source
        snapshotName = name ?? "Preview"
        makeBody = body
    }

    /// Makes the preview's view, afresh: `@State` and `@Previewable @State` start from their
    /// initial values on every call.
    public func makeView() -> AnyView {
        AnyView(erasing: makeBody())
    }

    /// The name reports use: the preview's name, else its display name, else "Preview".
    public var displayName: String {
        name ?? configuration.displayName ?? "Preview"
    }

    /// The golden image name, unique among a program's previews.
    public var id: String { snapshotName }

    public var description: String {
        "\(displayName) (\(source))"
    }
}

/// Where a preview was declared: a `#Preview` in a file, or a ``PreviewProvider`` type.
public struct PreviewSource: Sendable, Hashable, CustomStringConvertible {
    /// The module that declares the preview.
    public var module: String = ""
    /// `Module/File.swift` for a `#Preview` (empty for a provider).
    public var fileID: String = ""
    /// The absolute path of the file of a `#Preview` (empty for a provider).
    public var filePath: String = ""
    /// The line of a `#Preview` (0 for a provider).
    public var line: Int = 0
    /// The column of a `#Preview` (0 for a provider).
    public var column: Int = 0
    /// The provider type's name (empty for a `#Preview`).
    public var providerType: String = ""
    /// The index of the preview among its provider's views (0 for a `#Preview`).
    public var index: Int = 0

    /// An empty source, for a preview made by hand.
    public init() {}

    /// The file's name without `.swift`, or the provider type's name: the first part of a
    /// preview's golden image name.
    public var stem: String {
        if !providerType.isEmpty { return providerType }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    public var description: String {
        if !providerType.isEmpty { return "\(module).\(providerType)" + (index > 0 ? "[\(index)]" : "") }
        return line > 0 ? "\(fileID):\(line)" : fileID
    }
}
