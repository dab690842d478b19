import Geometry
import ImageCodecs
import ImageLoading
import Typography

/// Lays out and draws views: `Renderer(scale:)` turns a view into a placed tree or a bitmap.
///
/// A renderer holds what every render needs besides the view: the scale (device pixels per
/// point), the asset catalog named images come from, the fonts, and a base environment (for
/// example a colour scheme). It is a value; create one per configuration and use it from any
/// thread.
///
/// Renders do not fail: an image that cannot be found or decoded draws as a placeholder in its
/// frame (see ``Image``), and ``issueHandler`` is told about it.
public struct Renderer: Sendable {
    /// Device pixels per point: 3 for current iPhones.
    public var scale: Double
    /// Where `Image("name")` finds its pixels (`nil`: named images draw as placeholders).
    public var assets: AssetCatalog? {
        didSet { imageLookup = Renderer.makeLookup(assets, imageLoader, issueHandler) }
    }
    /// Where images by URL (`Image("https://…")`, ``AsyncImage``) come from (`nil`: URLs fall
    /// back to the asset named by the file's base name, and `AsyncImage` stays empty; in a build
    /// without the `Networking` trait, a URL without such an asset and every `AsyncImage` report
    /// ``RenderIssue/remoteImageUnavailable(url:reason:)`` with
    /// ``ImageLoading/ImageLoadingError/networkingDisabled(url:)``).
    public var imageLoader: ImageLoader? {
        didSet { imageLookup = Renderer.makeLookup(assets, imageLoader, issueHandler) }
    }
    /// Called (possibly from several threads) for each image a render could not draw, once per
    /// image name and renderer.
    public var issueHandler: (@Sendable (RenderIssue) -> Void)? {
        didSet {
            imageLookup = Renderer.makeLookup(assets, imageLoader, issueHandler)
            issueReporter = issueHandler.map(RenderIssueReporter.init(handler:))
        }
    }
    /// Reports issues found while views resolve (unknown symbols), once per issue.
    private var issueReporter: RenderIssueReporter?
    /// The lookup named images go through; rebuilt when the catalog or the handler changes.
    private var imageLookup: (any ImageLookup)?
    /// The fonts text is set in: the collection given to the initializer, else the project's
    /// bundled `Fonts/` (``FontCollection/bundled()``). `nil` when neither is available, in
    /// which case text takes no space and draws nothing.
    public var fonts: FontCollection?
    /// The environment every rendered view starts from.
    public var environment: EnvironmentValues

    /// Creates a renderer.
    /// - Precondition: `scale` is finite and positive.
    public init(scale: Double = 3, assets: AssetCatalog? = nil, fonts: FontCollection? = nil,
                imageLoader: ImageLoader? = nil, environment: EnvironmentValues = EnvironmentValues(),
                issueHandler: (@Sendable (RenderIssue) -> Void)? = nil) {
        precondition(scale.isFinite && scale > 0, "scale must be positive, got \(scale)")
        self.scale = scale
        self.assets = assets
        self.imageLoader = imageLoader
        self.fonts = fonts ?? (try? FontCollection.bundled())
        self.environment = environment
        self.issueHandler = issueHandler
        imageLookup = Renderer.makeLookup(assets, imageLoader, issueHandler)
        issueReporter = issueHandler.map(RenderIssueReporter.init(handler:))
    }

    private static func makeLookup(_ assets: AssetCatalog?, _ loader: ImageLoader?,
                                   _ handler: (@Sendable (RenderIssue) -> Void)?) -> (any ImageLookup)? {
        let named: (any ImageLookup)?
        if let assets {
            named = AssetImageLookup(catalog: assets, report: handler)
        } else {
            named = handler.map(MissingCatalogLookup.init(report:))
        }
        // A build without networking still answers URLs: they report that loading is disabled.
        let remote = loader.map { RemoteImageLookup(loader: $0, report: handler) }
            ?? (ImageLoader.isNetworkingAvailable ? nil : RemoteImageLookup(loader: nil, report: handler))
        if named == nil, remote == nil { return nil }
        return ImageSourceLookup(named: named, remote: remote)
    }

    /// The environment a render starts from: the base environment with the renderer's fonts
    /// and images.
    var baseEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.fontCollection = fonts
        environment.imageLookup = imageLookup
        environment.renderIssueReporter = issueReporter
        return environment
    }

    /// Lays `view` out on `device`: offered the safe area and centred in it.
    public func layout<V: View>(_ view: V, on device: Device) -> PlacedView {
        LayoutSession(view, device: device, scale: scale, environment: baseEnvironment).placedTree
    }

    /// Lays `view` out on a canvas of `size` points (no safe area), offered the whole canvas.
    public func layout<V: View>(_ view: V, size: Size) -> PlacedView {
        layout(view, on: .canvas(width: size.width, height: size.height))
    }

    /// Lays `view` out at the size it chooses for `proposal` (its ideal size by default, for
    /// example a scroll view's whole content), on a canvas of exactly that size.
    public func layout<V: View>(_ view: V, fitting proposal: ProposedViewSize = .unspecified) -> PlacedView {
        LayoutSession(view, fitting: proposal, scale: scale, environment: baseEnvironment).placedTree
    }

    // MARK: Drawing

    /// Renders `view` on `device`: a bitmap of the whole screen (`size × scale` pixels), with the
    /// view offered the safe area. Pixels nothing draws on stay transparent.
    public func render<V: View>(_ view: V, on device: Device) -> Bitmap {
        LayoutSession(view, device: device, scale: scale, environment: baseEnvironment)
            .draw(scale: scale, images: baseEnvironment.imageLookup)
    }

    /// Renders `view` on `device`, or throws when the bitmap cannot be made (too large for a
    /// bitmap or for the memory left) instead of stopping the process. For input-sized screens.
    public func renderChecked<V: View>(_ view: V, on device: Device) throws(BitmapSizeError) -> Bitmap {
        let session = LayoutSession(view, device: device, scale: scale, environment: baseEnvironment)
        _ = try session.checkedPixelSize(scale: scale)
        return session.draw(scale: scale, images: baseEnvironment.imageLookup)
    }

    /// Renders `view` at the size it chooses for `proposal`, or throws when that size cannot be a
    /// bitmap (a scroll view's whole content taller than ``Bitmap/maximumDimension`` pixels, or
    /// more than the memory left) instead of stopping the process.
    public func renderChecked<V: View>(_ view: V, fitting proposal: ProposedViewSize = .unspecified) throws(BitmapSizeError) -> Bitmap {
        let session = LayoutSession(view, fitting: proposal, scale: scale, environment: baseEnvironment)
        _ = try session.checkedPixelSize(scale: scale)
        return session.draw(scale: scale, images: baseEnvironment.imageLookup)
    }

    /// Renders `view` on a canvas of `size` points (no safe area), offered the whole canvas.
    public func render<V: View>(_ view: V, size: Size) -> Bitmap {
        render(view, on: .canvas(width: size.width, height: size.height))
    }

    /// Renders `view` at the size it chooses for `proposal` (its ideal size by default: a whole
    /// scroll view's content, a card that sizes itself), on a canvas of exactly that size
    /// (rounded up to whole pixels).
    public func render<V: View>(_ view: V, fitting proposal: ProposedViewSize = .unspecified) -> Bitmap {
        LayoutSession(view, fitting: proposal, scale: scale, environment: baseEnvironment)
            .draw(scale: scale, images: baseEnvironment.imageLookup)
    }
}
