import FeedshotUI
import Foundation
import ImageCodecs
import ImageLoading

/// What a job's output depends on, apart from Feedshot itself: the item it shows (its id, its data
/// and the data of what it links to), the images it draws, the template and the render settings.
///
/// Sharding, manifests, `--skip-unchanged` and the server's ETags all derive from this, so the
/// command line and `feedshot serve` agree on them.
package struct JobIdentity: Sendable {
    /// The item's id: what shards are chosen by, and what a manifest line is about.
    package var id: String
    /// A canonical encoding of the item and the records it links to (sorted-key JSON).
    package var data: [UInt8]
    /// The images the template may draw for this item: asset names and URLs (resolved at
    /// fingerprinting time).
    package var imageNames: [String]
    /// The template: the view type's name, for example `ShareCard`.
    package var template: String
    /// The scale and the frame (device size and safe area, or the full-height width).
    package var settings: String
    /// Device pixels per point, for resolving image names.
    package var scale: Int
    /// Where image names resolve.
    package var assets: AssetCatalog?
    /// Where image URLs load (the run's loader: the fingerprint hashes the bytes it draws).
    package var images: ImageLoader?
}

/// The item part of a ``JobIdentity``, made by the command that builds the job.
package struct ItemSource: Sendable {
    package var id: String
    package var data: [UInt8]
    package var imageNames: [String]

    package init(id: String, data: [UInt8], imageNames: [String]) {
        self.id = id
        self.data = data
        self.imageNames = imageNames
    }

    /// An item whose data is `value` encoded as JSON with sorted keys (deterministic bytes).
    package init(id: String, encoding value: some Encodable, imageNames: [String]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain Codable model values cannot fail; an empty encoding would still be
        // deterministic, only less discriminating.
        let data = (try? encoder.encode(value)).map { [UInt8]($0) } ?? []
        self.init(id: id, data: data, imageNames: imageNames)
    }
}

extension RenderTarget {
    /// A stable text form for fingerprints: the frame in points and the safe area.
    var fingerprintDescription: String {
        switch self {
        case .screen(let device):
            let insets = device.safeAreaInsets
            return "screen \(device.size.width)x\(device.size.height) safe \(insets.top) \(insets.leading) \(insets.bottom) \(insets.trailing)"
        case .fullHeight(let width):
            return "full-height \(width)"
        }
    }
}

extension FeedRenderContext {
    /// The identity of a job rendering `view` for `item`.
    func identity<V: View>(of item: ItemSource, view: V.Type, target: RenderTarget) -> JobIdentity {
        JobIdentity(id: item.id, data: item.data, imageNames: item.imageNames,
                    template: String(describing: view), settings: "scale \(Int(scale)) \(target.fingerprintDescription)",
                    scale: Int(scale), assets: assets, images: loader)
    }
}
