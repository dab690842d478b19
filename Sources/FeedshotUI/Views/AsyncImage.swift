import Foundation
import ImageLoading

/// The state of an ``AsyncImage``'s load: SwiftUI's `AsyncImagePhase`.
///
/// A still render is one frame and the loader finishes before layout, so a rendered `AsyncImage`
/// is always in its final phase: `.success` or `.failure`. It is `.empty` only when loading is
/// turned off (a renderer without an ``ImageLoading/ImageLoader``) or the URL is nil; in a build
/// without Feedshot's `Networking` trait it is `.failure` (loading disabled), reported. In a live
/// ``ViewHost`` it is `.empty` on the frame it first appears in and final from the next frame on.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// The image loaded.
    case success(Image)
    /// The image could not be loaded or decoded.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL: SwiftUI's `AsyncImage`.
///
/// The image comes through the renderer's ``Renderer/imageLoader`` (the same loader, disk cache
/// and network policy as `Image("https://…")`), and is loaded before the view is laid out.
/// `scale` maps the image's pixels to points as SwiftUI does (2 for a `@2x` image).
///
/// ```swift
/// AsyncImage(url: URL(string: poster)) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     Color.gray
/// }
/// ```
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: Double
    let content: @Sendable (AsyncImagePhase) -> Content
    /// The transaction the change from `.empty` to the result happens in (a live host).
    var transaction = Transaction()

    /// The image at its natural size once loaded; a grey placeholder otherwise.
    public init(url: URL?, scale: Double = 1) where Content == ConditionalContent<Image, AsyncImagePlaceholder> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                image
            } else {
                AsyncImagePlaceholder()
            }
        }
    }

    /// `content` with the loaded image, `placeholder` when there is none (empty or failed).
    public init<I: View, P: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping @Sendable (Image) -> I,
                                  @ViewBuilder placeholder: @escaping @Sendable () -> P)
        where Content == ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// `content` for the load's final phase.
    /// - Precondition: `scale` is finite and positive.
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping @Sendable (AsyncImagePhase) -> Content) {
        precondition(scale.isFinite && scale > 0, "image scale must be positive, got \(scale)")
        self.url = url
        self.scale = scale
        self.content = content
        self.transaction = transaction
    }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        // In a live host the image is `.empty` on the frame it first appears in and shows its
        // result from the next frame on, whatever the network took: frames never depend on timing.
        if let graph = context.graph, url != nil,
           !graph.interaction.asyncImageIsReady(context.identity, transaction: transaction) {
            return resolveNodes(content(.empty), in: context)
        }
        return resolveNodes(content(phase(in: context.environment)), in: context)
    }

    /// The final phase: the loader has finished by the time this returns.
    func phase(in environment: EnvironmentValues) -> AsyncImagePhase {
        guard let url, let lookup = environment.imageLookup else { return .empty }
        let address = url.absoluteString
        guard let state = lookup.remoteImage(url: address) else { return .empty }
        switch state {
        case .success:
            return .success(Image(remoteURL: address, scale: scale))
        case .failure(let error):
            // The image lookup reports it (once per URL) when something draws it; a failed phase
            // usually draws a placeholder instead, so report here.
            _ = lookup.naturalSize(named: address, displayScale: environment.displayScale)
            return .failure(error)
        }
    }
}

/// What `AsyncImage(url:)` shows without an image: a translucent grey fill that takes the space
/// it is offered, as SwiftUI's default placeholder does.
public struct AsyncImagePlaceholder: View {
    /// Creates the placeholder.
    public init() {}

    public var body: some View {
        Color(red: 0.55, green: 0.55, blue: 0.6, opacity: 0.25)
    }
}

extension Image {
    /// The image at `url`, `scale` pixels per point, through the renderer's loader.
    init(remoteURL url: String, scale: Double) {
        self.init(url)
        urlScale = scale
    }
}
