import Digests
import Foundation
import ImageCodecs
import ImageLoading

/// Computes input fingerprints: the SHA-256 of everything an output's bytes depend on, so an
/// output whose fingerprint is unchanged need not be rendered again, and the server can use it
/// as a strong ETag before rendering.
///
/// The hashed text is, line by line: a format tag, the Feedshot version, the template, the render
/// settings (scale, frame), the PNG preset, the item's data (length-prefixed), and for each image
/// the template draws: a name's resolved file (relative to the catalog) with the SHA-256 of its
/// bytes, or `missing`; a URL's SHA-256 from the run's image loader (the bytes the render draws),
/// or `unavailable`. Fonts ship with Feedshot and are covered by its version.
///
/// Fingerprinting an item with image URLs waits for them to load (a batch has started fetching
/// them ahead); a server loads them first and finds them finished.
///
/// Thread-safe; each image file is read and hashed once per fingerprinter (create a new one when
/// the files may have changed, as the server does on reload).
package final class Fingerprinter: Sendable {
    /// The version string hashed into every fingerprint.
    package let version: String
    private let fileDigests = Locked([String: String]())

    package init(version: String = FeedshotVersion.current) {
        self.version = version
    }

    /// The fingerprint of `identity` encoded with `compression`, as 64 hexadecimal digits.
    package func fingerprint(of identity: JobIdentity, compression: PNGCompression) -> String {
        var hasher = SHA256()
        hasher.update("feedshot-fingerprint 2\nversion \(version)\ntemplate \(identity.template)\n")
        hasher.update("settings \(identity.settings)\npng \(compression.rawValue)\nid \(identity.id.utf8.count) \(identity.id)\n")
        hasher.update("data \(identity.data.count)\n")
        hasher.update(identity.data)
        hasher.update("\n")
        for name in identity.imageNames {
            hasher.update("image \(name.utf8.count) \(name) \(imageDescription(name, identity: identity))\n")
        }
        return SHA256.hex(hasher.finalize())
    }

    /// "<relative path> <sha256>" of the file `name` resolves to, "url <sha256>" of a URL's bytes,
    /// or why there are none.
    private func imageDescription(_ name: String, identity: JobIdentity) -> String {
        var name = name
        if ImageLoader.isURL(name) {
            if let images = identity.images {
                switch images.finishedLoad(name) ?? images.loadSynchronously(name) {
                case .success(let file): return "url \(file.sha256)"
                // A failed URL draws a placeholder; the fingerprint changes when it loads.
                case .failure: return "unavailable"
                }
            }
            // Without a loader the renderer draws the asset named by the URL's file name.
            name = ImageLoader.assetName(forURL: name)
        }
        guard let assets = identity.assets else { return "no-catalog" }
        let asset: ResolvedAsset
        do {
            asset = try assets.resolve(name, scale: identity.scale)
        } catch {
            // A missing or refused name draws a placeholder; the fingerprint changes when the
            // file appears.
            return "missing"
        }
        return "\(asset.relativePath) \(digest(ofFile: asset.path))"
    }

    /// The SHA-256 of a file's bytes, memoised by path; "unreadable" when it cannot be read.
    package func digest(ofFile path: String) -> String {
        if let known = fileDigests.withLock({ $0[path] }) { return known }
        let digest = FileManager.default.contents(atPath: path).map { SHA256.hexDigest([UInt8]($0)) } ?? "unreadable"
        fileDigests.withLock { $0[path] = digest }
        return digest
    }
}
