import Raster

/// How stored pixels must be turned to display upright: the EXIF/TIFF `Orientation` tag (values
/// 1–8), named like UIKit's `UIImage.Orientation`.
public enum ImageOrientation: Int, Sendable, Hashable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored = 2
    /// 3: rotated 180°.
    case down = 3
    /// 4: mirrored top to bottom.
    case downMirrored = 4
    /// 5: transposed (mirrored along the main diagonal).
    case leftMirrored = 5
    /// 6: must be rotated 90° clockwise to display.
    case right = 6
    /// 7: transversed (mirrored along the anti-diagonal).
    case rightMirrored = 7
    /// 8: must be rotated 90° counter-clockwise to display.
    case left = 8

    /// Whether displaying swaps width and height (orientations 5–8).
    public var swapsWidthAndHeight: Bool { rawValue >= 5 }

    /// The displayed size of an image stored at `size`.
    public func orientedSize(_ size: PixelSize) -> PixelSize {
        swapsWidthAndHeight ? PixelSize(width: size.height, height: size.width) : size
    }

    /// Where the displayed pixel (0, 0) comes from in a stored image of `width` x `height`, and how
    /// the stored position moves (in pixels, as x and y steps) per displayed column and per row.
    private func sourceWalk(width: Int, height: Int)
        -> (origin: (x: Int, y: Int), column: (x: Int, y: Int), row: (x: Int, y: Int)) {
        switch self {
        case .up: return ((0, 0), (1, 0), (0, 1))
        case .upMirrored: return ((width - 1, 0), (-1, 0), (0, 1))
        case .down: return ((width - 1, height - 1), (-1, 0), (0, -1))
        case .downMirrored: return ((0, height - 1), (1, 0), (0, -1))
        case .leftMirrored: return ((0, 0), (0, 1), (1, 0))
        case .right: return ((0, height - 1), (0, -1), (1, 0))
        case .rightMirrored: return ((width - 1, height - 1), (0, -1), (-1, 0))
        case .left: return ((width - 1, 0), (0, 1), (-1, 0))
        }
    }

    /// Returns `bitmap` turned so that it displays upright.
    public func apply(to bitmap: Bitmap) -> Bitmap {
        if self == .up { return bitmap }
        // The walk below steps in whole pixels, so rows must start on a pixel boundary.
        let source = bitmap.bytesPerRow % 4 == 0 ? bitmap
            : Bitmap(width: bitmap.width, height: bitmap.height, premultipliedPixels: bitmap.tightlyPackedPixels)
        let size = orientedSize(PixelSize(width: source.width, height: source.height))
        let walk = sourceWalk(width: source.width, height: source.height)
        let sourceRowPixels = source.bytesPerRow / 4
        let columnStep = walk.column.x + walk.column.y * sourceRowPixels
        let rowStep = walk.row.x + walk.row.y * sourceRowPixels
        let origin = walk.origin.x + walk.origin.y * sourceRowPixels
        let count = size.width * size.height
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            source.pixels.withUnsafeBufferPointer { sourceBytes in
                sourceBytes.withMemoryRebound(to: UInt32.self) { sourcePixels in
                    buffer.withMemoryRebound(to: UInt32.self) { destination in
                        var rowStart = origin
                        for y in 0..<size.height {
                            var index = rowStart
                            let rowBase = y * size.width
                            for x in 0..<size.width {
                                destination[rowBase + x] = sourcePixels[index]
                                index += columnStep
                            }
                            rowStart += rowStep
                        }
                    }
                }
            }
            initialized = count * 4
        }
        return Bitmap(width: size.width, height: size.height, premultipliedPixels: pixels)
    }
}
