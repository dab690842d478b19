import Foundation
import Geometry
import ImageCodecs
import ImageLoading
import Raster

/// Named images from an ``AssetCatalog``: natural sizes from file headers (cached per name and
/// scale for the renderer's lifetime), pixels decoded at the size they are drawn.
final class AssetImageLookup: ImageLookup, @unchecked Sendable {
    // Unchecked Sendable: the mutable caches are only touched under `lock`.
    let catalog: AssetCatalog
    private let lock = NSLock()
    private var naturalSizes: [String: Size?] = [:]
    private var reported: Set<String> = []
    private let report: (@Sendable (RenderIssue) -> Void)?

    init(catalog: AssetCatalog, report: (@Sendable (RenderIssue) -> Void)?) {
        self.catalog = catalog
        self.report = report
    }

    /// The catalog's asset scale for a display scale (1, 2 or 3).
    private func assetScale(_ displayScale: Double) -> Int {
        min(3, max(1, Int(displayScale.rounded())))
    }

    func naturalSize(named name: String, displayScale: Double) -> Size? {
        let scale = assetScale(displayScale)
        let key = "\(scale)\u{0}\(name)"
        if let cached = lock.withLock({ naturalSizes[key] }) { return cached }
        var size: Size?
        do {
            let asset = try catalog.resolve(name, scale: scale)
            do {
                let header = try ImageDecoder.readHeader(contentsOf: asset.path)
                let pixels = catalog.decodingOptions.appliesOrientation ? header.pixelSize : header.storedSize
                size = Size(width: Double(pixels.width) / Double(asset.assetScale),
                            height: Double(pixels.height) / Double(asset.assetScale))
            } catch {
                issue(.imageUnavailable(name: name, reason: .decodingFailed(error)))
            }
        } catch {
            issue(.imageUnavailable(name: name, reason: error))
        }
        lock.withLock { naturalSizes[key] = .some(size) }
        return size
    }

    func hasImage(named name: String, displayScale: Double) -> Bool {
        (try? catalog.resolve(name, scale: assetScale(displayScale))) != nil
    }

    func bitmap(named name: String, displayScale: Double, pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        do {
            let target = PixelSize(width: max(1, pixelWidth), height: max(1, pixelHeight))
            return try catalog.image(named: name, scale: assetScale(displayScale), targetPixelSize: target).image.bitmap
        } catch {
            issue(.imageUnavailable(name: name, reason: error))
            return nil
        }
    }

    /// Reports an issue once per image name.
    private func issue(_ issue: RenderIssue) {
        guard let report else { return }
        let isNew = lock.withLock { reported.insert(issue.imageName ?? "").inserted }
        if isNew { report(issue) }
    }
}

/// Something a render could not do as asked; the render goes on (an image becomes a
/// placeholder, text without fonts is left out) and the renderer's `issueHandler` hears of it.
public enum RenderIssue: Sendable, CustomStringConvertible {
    /// A named image could not be found or decoded; it was drawn as a placeholder (a missing
    /// image has no size, as in SwiftUI).
    case imageUnavailable(name: String, reason: AssetCatalogError)
    /// A named image was used but the renderer has no asset catalog.
    case noAssetCatalog(imageName: String)
    /// `Image(systemName:)` named a symbol Feedshot cannot draw; a crossed box was drawn instead.
    case symbolUnavailable(name: String, reason: SymbolUnavailableReason)
    /// An image URL could not be loaded or decoded; it was drawn as a placeholder.
    case remoteImageUnavailable(url: String, reason: ImageLoadingError)
    /// `Color("name")` named a colour set the renderer's asset catalog does not have (or the
    /// renderer has no catalog); it was drawn clear.
    case colorUnavailable(name: String)

    /// The image (or symbol) the issue is about.
    public var imageName: String? {
        switch self {
        case .imageUnavailable(let name, _), .noAssetCatalog(let name), .symbolUnavailable(let name, _): name
        case .remoteImageUnavailable(let url, _): url
        case .colorUnavailable(let name): name
        }
    }

    /// Image names come from feeds: shown shortened so a message stays one readable line.
    static func shortened(_ name: String) -> String { name.count > 60 ? String(name.prefix(59)) + "…" : name }

    public var description: String {
        switch self {
        case let .imageUnavailable(name, reason):
            "image \"\(Self.shortened(name))\" drawn as a placeholder: \(reason)"
        case .noAssetCatalog(let name):
            "image \"\(Self.shortened(name))\" drawn as a placeholder: the renderer has no asset catalog"
        case let .symbolUnavailable(name, reason):
            "symbol \"\(Self.shortened(name))\" drawn as a placeholder: \(reason)"
        case let .remoteImageUnavailable(url, reason):
            "image \(Self.shortened(url)) drawn as a placeholder: \(reason)"
        case .colorUnavailable(let name):
            "colour \"\(Self.shortened(name))\" drawn clear: no colour set of that name in the asset catalog"
        }
    }
}

/// Stands in for a missing catalog: every named image is reported once and has no size.
final class MissingCatalogLookup: ImageLookup, @unchecked Sendable {
    // Unchecked Sendable: `reported` is only touched under `lock`.
    private let lock = NSLock()
    private var reported: Set<String> = []
    private let report: @Sendable (RenderIssue) -> Void

    init(report: @escaping @Sendable (RenderIssue) -> Void) {
        self.report = report
    }

    private func issue(_ name: String) {
        if lock.withLock({ reported.insert(name).inserted }) { report(.noAssetCatalog(imageName: name)) }
    }

    func naturalSize(named name: String, displayScale: Double) -> Size? {
        issue(name)
        return nil
    }

    func bitmap(named name: String, displayScale: Double, pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        issue(name)
        return nil
    }
}
