import Geometry
import Raster

/// An image tiled across a shape: SwiftUI's `ImagePaint`, a ``ShapeStyle`` for `fill(_:)`,
/// `stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)` and `border(_:width:)`.
///
/// `sourceRect` picks the part of the image that tiles, in unit coordinates of the image
/// (the whole image by default); `scale` scales each tile (1: the image's natural size in
/// points). The tiles start at the top-leading corner of the shape's frame (inferred from
/// SwiftUI's rendering; Apple does not document the pattern's phase).
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The image that tiles.
    public var image: Image
    /// The part of the image that tiles, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// The scale of each tile (1: the image's natural size).
    public var scale: CGFloat

    /// Tiles `sourceRect` of `image` (unit coordinates), at `scale` times its natural size.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        guard scale.isFinite, scale > 0, let (bitmap, pointSize) = pixels(in: environment),
              let tile = ResolvedImagePaint.crop(bitmap, to: sourceRect) else { return .color(.clear) }
        // The tile's size in points: its share of the image's natural size, times `scale`.
        let tileSize = Size(width: pointSize.width * tile.unitWidth * scale,
                            height: pointSize.height * tile.unitHeight * scale)
        guard tileSize.width > 0, tileSize.height > 0 else { return .color(.clear) }
        return .image(ResolvedImagePaint(tile: tile.bitmap, tileSize: tileSize, opacity: 1))
    }

    /// The image's pixels and natural size in points, or `nil` when it cannot be found or decoded.
    private func pixels(in environment: EnvironmentValues) -> (Bitmap, Size)? {
        switch image.source {
        case let .bitmap(bitmap, scale):
            return (bitmap, Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale))
        case .named(let name):
            guard let lookup = environment.imageLookup,
                  let size = lookup.naturalSize(named: name, displayScale: environment.displayScale),
                  size.width > 0, size.height > 0 else { return nil }
            let width = Int((size.width * environment.displayScale).rounded(.up))
            let height = Int((size.height * environment.displayScale).rounded(.up))
            guard let bitmap = lookup.bitmap(named: name, displayScale: environment.displayScale,
                                             pixelWidth: width, pixelHeight: height),
                  bitmap.width > 0, bitmap.height > 0 else { return nil }
            return (bitmap, size)
        }
    }
}

/// An ``ImagePaint`` resolved for drawing: the tile's pixels, its size in points and an opacity.
struct ResolvedImagePaint: Sendable, Equatable {
    var tile: Bitmap
    var tileSize: Size
    var opacity: Double

    /// The paint for a shape in `frame`: the tile repeated from the frame's origin.
    func paint(in frame: Rect) -> Paint {
        let transform = Transform.scale(x: tileSize.width / Double(tile.width), y: tileSize.height / Double(tile.height))
            .concatenating(.translation(x: frame.minX, y: frame.minY))
        return .image(ImagePattern(image: opacity < 1 ? faded : tile, transform: transform, sampling: .bilinear,
                                   tileMode: .repeat))
    }

    /// The tile with every premultiplied channel scaled by `opacity`.
    private var faded: Bitmap {
        let factor = min(1, max(0, opacity))
        var pixels = tile.pixels
        for index in pixels.indices { pixels[index] = UInt8((Double(pixels[index]) * factor).rounded()) }
        return Bitmap(width: tile.width, height: tile.height, bytesPerRow: tile.bytesPerRow, premultipliedPixels: pixels)
    }

    /// The pixels of `bitmap` inside `unitRect` (unit coordinates, clamped to the image, rounded
    /// out to whole pixels), with the share of the image they cover; `nil` when empty.
    static func crop(_ bitmap: Bitmap, to unitRect: Rect) -> (bitmap: Bitmap, unitWidth: Double, unitHeight: Double)? {
        let values = [unitRect.minX, unitRect.minY, unitRect.maxX, unitRect.maxY]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let w = Double(bitmap.width), h = Double(bitmap.height)
        let x0 = Int((min(1, max(0, unitRect.minX)) * w).rounded(.down))
        let y0 = Int((min(1, max(0, unitRect.minY)) * h).rounded(.down))
        let x1 = Int((min(1, max(0, unitRect.maxX)) * w).rounded(.up))
        let y1 = Int((min(1, max(0, unitRect.maxY)) * h).rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        let unitWidth = Double(x1 - x0) / w, unitHeight = Double(y1 - y0) / h
        if x0 == 0, y0 == 0, x1 == bitmap.width, y1 == bitmap.height { return (bitmap, unitWidth, unitHeight) }
        var pixels = [UInt8]()
        pixels.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = y * bitmap.bytesPerRow + 4 * x0
            pixels.append(contentsOf: bitmap.pixels[start..<(start + 4 * (x1 - x0))])
        }
        return (Bitmap(width: x1 - x0, height: y1 - y0, premultipliedPixels: pixels), unitWidth, unitHeight)
    }
}
