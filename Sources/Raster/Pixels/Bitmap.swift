/// A raster image: premultiplied RGBA8 pixels (``PremultipliedRGBA``) in rows of `bytesPerRow`
/// bytes, top row first. The one pixel type every Feedshot module exchanges: decoders produce it,
/// the rasterizer draws into it, encoders and the image diff read it.
///
/// A value type with copy-on-write storage, so it is `Sendable` and cheap to pass around.
public struct Bitmap: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The distance in bytes between the starts of two consecutive rows (at least `width * 4`).
    public let bytesPerRow: Int
    /// The pixel bytes, `bytesPerRow * height` of them, in R, G, B, A order.
    public var pixels: [UInt8]

    /// The largest width or height a bitmap may have; larger requests are programmer errors
    /// (decoders check their pixel limits before they get here).
    public static let maximumDimension = 1 << 16

    /// Creates a bitmap filled with one pixel value (transparent by default).
    public init(width: Int, height: Int, fill: PremultipliedRGBA = .transparent) {
        precondition(width >= 0 && height >= 0 && width <= Bitmap.maximumDimension
                     && height <= Bitmap.maximumDimension, "invalid bitmap size \(width)x\(height)")
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        if fill == .transparent {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            var row = [UInt8]()
            row.reserveCapacity(width * height * 4)
            for _ in 0..<(width * height) {
                row.append(fill.red); row.append(fill.green); row.append(fill.blue); row.append(fill.alpha)
            }
            pixels = row
        }
    }

    /// Wraps existing premultiplied pixel bytes.
    /// - Precondition: `pixels.count == bytesPerRow * height` and `bytesPerRow >= width * 4`.
    public init(width: Int, height: Int, bytesPerRow: Int? = nil, premultipliedPixels pixels: [UInt8]) {
        let stride = bytesPerRow ?? width * 4
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && pixels.count == stride * height,
                     "pixel buffer does not match \(width)x\(height) with \(stride) bytes per row")
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.pixels = pixels
    }

    /// The number of pixels, `width * height`.
    @inlinable public var pixelCount: Int { width * height }

    /// Reads or writes the pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> PremultipliedRGBA {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = y * bytesPerRow + x * 4
            return PremultipliedRGBA(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = y * bytesPerRow + x * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    /// Whether every pixel is fully opaque (alpha 255).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // A row at a time, the pixels as little-endian words ANDed together: the alpha
            // bytes survive as 0xFF only if every one is. A branch-free loop the compiler
            // vectorises (a recording asks this of every frame it stores).
            for y in 0..<height {
                var all: UInt32 = 0xFFFF_FFFF
                var offset = y * bytesPerRow
                let end = offset + width * 4
                while offset < end {
                    all &= raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    offset += 4
                }
                if UInt32(littleEndian: all) >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    /// The bitmap's pixel bytes without row padding (`width * 4` bytes per row).
    public var tightlyPackedPixels: [UInt8] {
        if bytesPerRow == width * 4 { return pixels }
        var packed = [UInt8]()
        packed.reserveCapacity(width * height * 4)
        for y in 0..<height {
            packed.append(contentsOf: pixels[(y * bytesPerRow)..<(y * bytesPerRow + width * 4)])
        }
        return packed
    }
}
