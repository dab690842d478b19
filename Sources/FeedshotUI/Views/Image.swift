import Geometry
import ImageLoading
import Raster

/// A picture: SwiftUI's `Image`.
///
/// `Image("apollo11")` names an asset in the renderer's asset catalog (`apollo11@3x.png`,
/// `@2x`, or the plain file, as an asset catalog picks); `Image(bitmap:scale:)` shows pixels you
/// already have. An image's natural size is its pixel size divided by its scale (an asset's
/// `@Nx` suffix), read from the file's header, so layout never depends on whether decoding
/// succeeds: an image that cannot be found has a natural size of zero (as in SwiftUI), and one
/// that cannot be decoded keeps its frame and draws a placeholder.
///
/// A plain image is always its natural size, whatever it is offered; `resizable()` makes it take
/// the size it is offered (its natural size when offered `nil`), usually with `scaledToFit()` or
/// `scaledToFill()` to keep its aspect ratio.
public struct Image: View, PrimitiveView {
    enum Source: Sendable {
        case named(String)
        case bitmap(Bitmap, scale: Double)
    }

    let source: Source
    var isResizable = false
    /// The SF Symbol name of a system image (`Image(systemName:)`), drawn by a symbol leaf.
    var systemName: String?
    /// Pixels per point of an image by URL (``AsyncImage``'s `scale`); asset names carry their own.
    var urlScale: Double = 1
    /// Whether the image draws its own colours or its alpha filled with the foreground style
    /// (`renderingMode(_:)`); `nil` is the image's default (see `Image+RenderingMode.swift`).
    var renderingMode: TemplateRenderingMode?
    /// How the image's pixels are sampled when scaled (`interpolation(_:)`).
    var interpolation = Interpolation.high

    /// The asset named `name` in the renderer's asset catalog.
    public init(_ name: String) {
        source = .named(name)
    }

    /// An image of `bitmap`'s pixels, `scale` pixels per point.
    /// - Precondition: `scale` is finite and positive.
    public init(bitmap: Bitmap, scale: Double = 1) {
        precondition(scale.isFinite && scale > 0, "image scale must be positive, got \(scale)")
        source = .bitmap(bitmap, scale: scale)
    }

    /// A system symbol image (see `Image+SystemName.swift`).
    init(symbol name: String) {
        source = .named(name)
        systemName = name
    }

    /// The image stretched to the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        if let systemName {
            return [SymbolLeaf.node(named: systemName, isResizable: isResizable, environment: context.environment)]
        }
        var naturalSize: Size
        switch source {
        case let .bitmap(bitmap, scale):
            naturalSize = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        case .named(let name):
            naturalSize = context.environment.imageLookup?.naturalSize(named: name,
                                                                        displayScale: context.environment.displayScale)
                ?? .zero
            if urlScale != 1 { naturalSize = Size(width: naturalSize.width / urlScale, height: naturalSize.height / urlScale) }
        }
        let leaf = ImageLeaf(source: source, naturalSize: naturalSize, isResizable: isResizable,
                             renderingMode: renderingMode ?? .original, sampling: interpolation.sampling)
        return [ViewNode(behavior: LeafBehavior(leaf), environment: context.environment)]
    }
}

/// Where named images come from: answers natural sizes for layout (from file headers) and
/// decodes pixels for drawing.
protocol ImageLookup: Sendable {
    /// The natural size in points of the asset `name` for a display of `displayScale`, or `nil`
    /// when there is no such asset or its header cannot be read.
    func naturalSize(named name: String, displayScale: Double) -> Size?

    /// The pixels of the asset `name`, decoded for drawing `pixelWidth` × `pixelHeight` device
    /// pixels (a JPEG may be decoded at a fraction of its size), or `nil` when it cannot be
    /// decoded.
    func bitmap(named name: String, displayScale: Double, pixelWidth: Int, pixelHeight: Int) -> Bitmap?

    /// The state of an image URL (for ``AsyncImage``): nil when loading URLs is turned off.
    func remoteImage(url: String) -> Result<RemoteImageFile, ImageLoadingError>?

    /// Whether `name` resolves to an image, without reporting anything.
    func hasImage(named name: String, displayScale: Double) -> Bool
}

private struct ImageLookupKey: EnvironmentKey {
    static let defaultValue: (any ImageLookup)? = nil
}

extension EnvironmentValues {
    /// The source of named images; set by the renderer from its asset catalog.
    var imageLookup: (any ImageLookup)? {
        get { self[ImageLookupKey.self] }
        set { self[ImageLookupKey.self] = newValue }
    }
}

/// The leaf an `Image` resolves to, with its natural size settled.
struct ImageLeaf: LeafContent {
    let source: Image.Source
    let naturalSize: Size
    let isResizable: Bool
    /// `.template` draws the image's alpha filled with the foreground style.
    var renderingMode: Image.TemplateRenderingMode = .original
    /// How the bitmap is resampled to its frame (``Image/interpolation(_:)``).
    var sampling = ImageSampling.highQuality

    var kindName: String { "Image" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        var result = [(String, String)]()
        switch source {
        case .named(let name): result.append(("name", "\"\(name)\""))
        case let .bitmap(bitmap, scale):
            result.append(("bitmap", "\(bitmap.width)x\(bitmap.height)@\(scale.compactDescription)x"))
        }
        result.append(("naturalSize", naturalSize.description))
        if isResizable { result.append(("resizable", "true")) }
        if renderingMode == .template { result.append(("renderingMode", "template")) }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }
}
