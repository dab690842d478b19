#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of images looked up by name and display scale, the way an Xcode asset catalog picks
/// `name@3x.png` on a 3x screen, with decoded images cached.
///
/// Resolution order for a name at scale `s` (see ``candidateScales(for:)``): the exact scale
/// first, then the larger ones from nearest up (downscaling looks better than upscaling), then
/// the smaller ones from nearest down; scale 1 is `name@1x` then plain `name`. Within a scale the
/// extensions are tried as `.png`, `.jpg`, `.jpeg` (then the same in upper case). A name that
/// already ends in one of those extensions only matches that extension. So `apollo11` at scale 3
/// tries `apollo11@3x.png`, `apollo11@3x.jpg`, …, `apollo11@2x.png`, …, `apollo11@1x.png`, …,
/// `apollo11.png`; at scale 2 the order is @2x, @3x, @1x, plain.
///
/// Names may contain subfolders (`moonshot/apollo11`) but never lead out of the catalog: absolute
/// names, `..` components and symbolic links that resolve outside the folder are refused.
///
/// Thread-safe: decoded images are cached per (file, JPEG scale denominator) under a lock. Only
/// images decoded a second time are kept (what a batch reuses, not what each item draws once),
/// within a memory budget (least recently used images are dropped first).
public final class AssetCatalog: Sendable {
    /// The folder as given.
    public let directory: String
    /// The folder with symbolic links resolved; every resolved file lies inside it.
    public let canonicalDirectory: String
    /// The options used to decode (pixel limit, colour management); `targetPixelSize` is set per call.
    public let decodingOptions: ImageDecodingOptions
    private let cache: DecodedImageCache

    /// The scales asset catalogs provide (`@1x`, `@2x`, `@3x`).
    public static let assetScales = [1, 2, 3]

    /// The default cache budget: 256 MiB of decoded pixels.
    public static let defaultMemoryBudget = 256 << 20

    /// Opens the catalog at `directory`.
    /// - Parameter memoryBudget: the most bytes of decoded pixels kept in the cache.
    public init(directory: String, memoryBudget: Int = AssetCatalog.defaultMemoryBudget,
                decodingOptions: ImageDecodingOptions = .default) throws(AssetCatalogError) {
        guard let canonical = Self.realPath(directory) else {
            throw .catalogUnavailable(directory: directory, reason: FileBytes.errnoDescription())
        }
        var status = stat()
        guard stat(canonical, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .catalogUnavailable(directory: directory, reason: "not a directory")
        }
        self.directory = directory
        self.canonicalDirectory = canonical
        self.decodingOptions = decodingOptions
        self.cache = DecodedImageCache(budget: memoryBudget)
    }

    /// The asset scales tried for a display scale, in order: exact, larger ascending, smaller
    /// descending (for example 2 → [2, 3, 1] and 3 → [3, 2, 1]).
    public static func candidateScales(for scale: Int) -> [Int] {
        let exact = assetScales.filter { $0 == scale }
        let larger = assetScales.filter { $0 > scale }.sorted()
        let smaller = assetScales.filter { $0 < scale }.sorted(by: >)
        return exact + larger + smaller
    }

    /// Finds the file for `name` at display `scale` (1, 2 or 3; others pick the nearest).
    public func resolve(_ name: String, scale: Int) throws(AssetCatalogError) -> ResolvedAsset {
        let key = "\(scale)\u{0}\(name)"
        if let cached = cache.resolution(key) { return cached }
        let asset = try findFile(named: name, scale: scale)
        cache.setResolution(asset, for: key)
        return asset
    }

    /// The decoded image for `name` at display `scale`. With `targetPixelSize` (the size in device
    /// pixels it will be drawn at) a JPEG may be decoded at 1/2, 1/4 or 1/8 when that still covers
    /// it; the natural size in points stays `pixelSize / assetScale` either way.
    public func image(named name: String, scale: Int, targetPixelSize: PixelSize? = nil)
        throws(AssetCatalogError) -> AssetImage {
        let asset = try resolve(name, scale: scale)
        var bytes: [UInt8]?
        func contents() throws(AssetCatalogError) -> [UInt8] {
            if let bytes { return bytes }
            let read = try Self.decoding { () throws(ImageDecodingError) in try FileBytes.contents(of: asset.path) }
            bytes = read
            return read
        }

        var denominator = 1
        if targetPixelSize != nil {
            let header: ImageHeader
            if let cached = cache.header(path: asset.path) {
                header = cached
            } else {
                let data = try contents()
                header = try Self.decoding { () throws(ImageDecodingError) in
                    try ImageDecoder.readHeader(data: data, name: asset.path)
                }
                cache.setHeader(header, path: asset.path)
            }
            if header.format == .jpeg {
                denominator = JPEGDecoding.scaleDenominator(
                    storedSize: header.storedSize, orientation: decodingOptions.appliesOrientation ? header.orientation : .up,
                    target: targetPixelSize)
            }
        }
        if let cached = cache.image(path: asset.path, maximumDenominator: denominator) {
            return AssetImage(image: cached, asset: asset)
        }
        var options = decodingOptions
        options.targetPixelSize = targetPixelSize
        let data = try contents()
        let decoded = try Self.decoding { () throws(ImageDecodingError) in
            try ImageDecoder.decode(data: data, name: asset.path, options: options)
        }
        cache.insert(decoded, path: asset.path)
        return AssetImage(image: decoded, asset: asset)
    }

    /// The bytes of decoded pixels currently cached.
    public var cachedByteCount: Int { cache.cachedByteCount }

    /// The number of decoded images currently cached.
    public var cachedImageCount: Int { cache.cachedImageCount }

    /// The cache's memory budget in bytes.
    public var memoryBudget: Int { cache.budget }

    /// Empties the caches (decoded images, headers, name resolutions), for example after the
    /// files changed.
    public func removeCachedImages() { cache.removeAll() }

    /// Runs a decoder call, wrapping its error.
    private static func decoding<Result>(_ body: () throws(ImageDecodingError) -> Result)
        throws(AssetCatalogError) -> Result {
        do {
            return try body()
        } catch {
            throw .decodingFailed(error)
        }
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The file an asset name resolved to.
public struct ResolvedAsset: Sendable, Hashable {
    /// The file's canonical path (symbolic links resolved), inside the catalog.
    public var path: String
    /// The matched file name relative to the catalog folder, as tried (`moonshot/apollo11@2x.png`).
    public var relativePath: String
    /// The scale the file was made for: 2 for `@2x`, 1 for `@1x` and plain names.
    public var assetScale: Int
}

/// A decoded catalog image with the file it came from.
public struct AssetImage: Sendable {
    /// The decoded image (possibly at a JPEG scale denominator; see ``DecodedImage/pixelSize``).
    public var image: DecodedImage
    /// The file it came from, with its asset scale.
    public var asset: ResolvedAsset

    /// The natural width in points: full pixel width over the asset scale.
    public var naturalWidth: Double { Double(image.pixelSize.width) / Double(asset.assetScale) }
    /// The natural height in points: full pixel height over the asset scale.
    public var naturalHeight: Double { Double(image.pixelSize.height) / Double(asset.assetScale) }
}
