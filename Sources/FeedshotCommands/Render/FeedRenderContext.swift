import FeedshotUI
import Foundation
import LocatedJSON
import ImageCodecs
import ImageLoading
import Raster
import Typography

/// How an image is framed: one device screen, or a scroll view's whole content.
enum RenderTarget: Sendable {
    /// One screen of the device, with its safe area.
    case screen(Device)
    /// The whole content at the device's width and its ideal height (`--full-height`).
    case fullHeight(width: Double)
}

/// What every job of a batch shares: fonts, the asset catalog (whose decoded-image cache is
/// thread-safe) and the scale. Each job gets its own renderer and its own list of warnings.
struct FeedRenderContext: Sendable {
    var assets: AssetCatalog?
    var fonts: FontCollection
    var scale: Double
    /// Fetches images by URL into the disk cache (nil: URLs fall back to local names).
    var loader: ImageLoader?

    /// Opens the images folder and the bundled fonts, failing with a clear message if the fonts
    /// are missing (text would silently vanish otherwise).
    static func open(imagesDirectory: String, scale: Int, loader: ImageLoader? = nil) throws -> FeedRenderContext {
        let fonts: FontCollection
        do {
            fonts = try FontCollection.bundled()
        } catch {
            throw CommandFailure("\(error)")
        }
        warnIfEmojiAreNotColour(fonts)
        // A missing images folder is not fatal: every image becomes a placeholder and says so.
        let assets = try? AssetCatalog(directory: imagesDirectory)
        return FeedRenderContext(assets: assets, fonts: fonts, scale: Double(scale), loader: loader)
    }

    /// A job that renders `view` into `outputName`, a file name built from feed ids (such as
    /// `"\(id).png"`) that ``OutputName`` makes safe; `item` identifies it for shards and manifests.
    func job<V: View>(_ outputName: String, title: String, target: RenderTarget, view: V, item: ItemSource? = nil) -> RenderJob {
        RenderJob(outputName: OutputName.sanitized(fileName: outputName), title: MessageText.shortened(title),
                  identity: item.map { identity(of: $0, view: V.self, target: target) }) {
            let result = try render(view, target: target)
            return RenderedImage(bitmap: result.bitmap, warnings: result.warnings)
        }
    }

    /// Renders `view` with a renderer of its own and returns the pixels and what the renderer
    /// reported (images drawn as placeholders). Throws for this item alone when its image cannot
    /// be made: a `--full-height` page taller than a bitmap may be, or more than the memory left.
    func render<V: View>(_ view: V, target: RenderTarget) throws(BitmapSizeError) -> (bitmap: Raster.Bitmap, warnings: [String]) {
        let issues = Locked([String]())
        var renderer = Renderer(scale: scale, assets: assets, fonts: fonts, imageLoader: loader)
        renderer.issueHandler = { issue in issues.withLock { $0.append(issue.description) } }
        let bitmap: Raster.Bitmap
        switch target {
        case .screen(let device):
            bitmap = try renderer.renderChecked(view, on: device)
        case .fullHeight(let width):
            bitmap = try renderer.renderChecked(view, fitting: ProposedViewSize(width: width, height: nil))
        }
        return (bitmap, issues.value)
    }
}

/// A command failure with a message for standard error (exit status 1).
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

