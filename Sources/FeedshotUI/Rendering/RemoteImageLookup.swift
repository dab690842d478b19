import Foundation
import Geometry
import ImageCodecs
import ImageLoading
import Raster

/// Images by URL through an ``ImageLoader``: the loader puts the bytes in its disk cache, the
/// decoder reads them from there. A URL is loaded once per lookup (the renderer's lifetime), and
/// its header is read once; pixels are decoded at the size they are drawn, like named images.
///
/// Loading blocks the calling thread: a render is one synchronous frame, so an image must be
/// there before it is laid out. Batches prefetch URLs ahead so that the wait is usually over.
///
/// Without a loader (a build without the `Networking` trait, whose renderer was given none),
/// every URL fails with ``ImageLoadingError/networkingDisabled(url:)``: reported once, drawn as
/// a placeholder.
final class RemoteImageLookup: @unchecked Sendable {
    // Unchecked Sendable: `files` and `reported` are only touched under `lock`.
    let loader: ImageLoader?
    private let lock = NSLock()
    private var files: [String: Result<RemoteImageFile, ImageLoadingError>] = [:]
    private var reported: Set<String> = []
    private let report: (@Sendable (RenderIssue) -> Void)?

    init(loader: ImageLoader?, report: (@Sendable (RenderIssue) -> Void)?) {
        self.loader = loader
        self.report = report
    }

    /// The loaded file and its natural size in pixels, or why there is none.
    func file(for url: String) -> Result<RemoteImageFile, ImageLoadingError> {
        if let known = lock.withLock({ files[url] }) { return known }
        let result: Result<RemoteImageFile, ImageLoadingError>
        guard let loader else {
            result = .failure(.networkingDisabled(url: url))
            lock.withLock { files[url] = result }
            return result
        }
        switch loader.loadSynchronously(url) {
        case .success(let loaded):
            do {
                let header = try ImageDecoder.readHeader(contentsOf: loaded.path)
                result = .success(RemoteImageFile(path: loaded.path, pixelSize: header.pixelSize))
            } catch {
                result = .failure(.notAnImage(url: url, reason: "\(error)"))
            }
        case .failure(let error):
            result = .failure(error)
        }
        lock.withLock { files[url] = result }
        return result
    }

    /// The natural size in points at image scale `scale`, or nil (reported) when it cannot be loaded.
    func naturalSize(url: String, scale: Double = 1) -> Size? {
        switch file(for: url) {
        case .success(let file):
            return Size(width: Double(file.pixelSize.width) / scale, height: Double(file.pixelSize.height) / scale)
        case .failure(let error):
            issue(url, error)
            return nil
        }
    }

    /// The pixels decoded for drawing `pixelWidth` × `pixelHeight` device pixels, or nil (reported).
    func bitmap(url: String, pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        guard case .success(let file) = file(for: url) else { return nil }
        var options = ImageDecodingOptions.default
        options.targetPixelSize = PixelSize(width: max(1, pixelWidth), height: max(1, pixelHeight))
        do {
            return try ImageDecoder.decode(contentsOf: file.path, options: options).bitmap
        } catch {
            issue(url, .notAnImage(url: url, reason: "\(error)"))
            return nil
        }
    }

    /// Reports an issue once per URL.
    private func issue(_ url: String, _ error: ImageLoadingError) {
        guard let report else { return }
        if lock.withLock({ reported.insert(url).inserted }) { report(.remoteImageUnavailable(url: url, reason: error)) }
    }
}

/// A URL's bytes in the loader's cache and the image's pixel size (orientation applied).
struct RemoteImageFile: Sendable {
    var path: String
    var pixelSize: PixelSize
}

/// The one image source of a render: asset names go to the catalog, `http(s)` URLs to the loader.
/// Without a loader a URL falls back to the asset named by its file's base name (a poster
/// downloaded next to the feed: `https://host/posters/earthrise.jpg` → `earthrise`); in a build
/// without the `Networking` trait, a URL with no such asset is reported as loading disabled.
struct ImageSourceLookup: ImageLookup {
    let named: (any ImageLookup)?
    /// The loader's images; without a loader, a lookup that reports loading as disabled (in a
    /// build without networking) or nil.
    let remote: RemoteImageLookup?

    func naturalSize(named name: String, displayScale: Double) -> Size? {
        guard ImageLoader.isURL(name) else { return named?.naturalSize(named: name, displayScale: displayScale) }
        if let remote, !usesBaseName(name, displayScale: displayScale) { return remote.naturalSize(url: name) }
        return named?.naturalSize(named: Self.baseName(ofURL: name), displayScale: displayScale)
    }

    func bitmap(named name: String, displayScale: Double, pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        guard ImageLoader.isURL(name) else {
            return named?.bitmap(named: name, displayScale: displayScale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        if let remote, !usesBaseName(name, displayScale: displayScale) {
            return remote.bitmap(url: name, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        return named?.bitmap(named: Self.baseName(ofURL: name), displayScale: displayScale, pixelWidth: pixelWidth,
                             pixelHeight: pixelHeight)
    }

    /// Whether a URL draws the asset named by its base name: always without a loader, and in a
    /// build without networking whenever that asset exists.
    private func usesBaseName(_ url: String, displayScale: Double) -> Bool {
        guard let remote else { return true }
        guard remote.loader == nil else { return false }
        return named?.hasImage(named: Self.baseName(ofURL: url), displayScale: displayScale) ?? false
    }

    func remoteImage(url: String) -> Result<RemoteImageFile, ImageLoadingError>? {
        remote?.file(for: url)
    }

    /// `https://host/a/b/earthrise.jpg?x=1` → `earthrise`.
    static func baseName(ofURL url: String) -> String { ImageLoader.assetName(forURL: url) }
}

extension ImageLookup {
    /// The state of an image URL for ``AsyncImage``: nil when the render has no loader.
    func remoteImage(url: String) -> Result<RemoteImageFile, ImageLoadingError>? { nil }

    /// Whether `name` resolves to an image, without reporting anything.
    func hasImage(named name: String, displayScale: Double) -> Bool { false }
}
