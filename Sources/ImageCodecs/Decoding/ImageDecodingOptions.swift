/// A size in whole pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a pixel size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width * height`.
    public var pixelCount: Int { width * height }

    public var description: String { "\(width)x\(height)" }
}

/// How ``ImageDecoder`` decodes an image.
public struct ImageDecodingOptions: Sendable, Hashable {
    /// The default pixel limit: 100 megapixels (a 400 MB bitmap).
    public static let defaultMaxPixels = 100_000_000

    /// Images whose header announces more pixels than this (full size, before any scaled decode)
    /// are refused with ``ImageDecodingError/tooLarge(file:width:height:maxPixels:)`` before any
    /// pixel memory is allocated.
    public var maxPixels: Int

    /// The size in device pixels the image will be drawn at (after orientation). When set, a JPEG
    /// is decoded at 1/2, 1/4 or 1/8 of its size if that still covers this size in both
    /// dimensions (libjpeg-turbo's scaled DCT, much faster and smaller). PNG is always decoded at
    /// full size. `nil` decodes at full size.
    public var targetPixelSize: PixelSize?

    /// Whether the EXIF orientation (JPEG APP1, PNG eXIf) is applied to the pixels. Default `true`.
    public var appliesOrientation: Bool

    /// Whether an embedded ICC profile is converted to sRGB with Little CMS. Default `true`.
    /// Images without a profile are taken to be sRGB either way.
    public var convertsToSRGB: Bool

    /// Creates decoding options.
    public init(maxPixels: Int = ImageDecodingOptions.defaultMaxPixels, targetPixelSize: PixelSize? = nil,
                appliesOrientation: Bool = true, convertsToSRGB: Bool = true) {
        self.maxPixels = maxPixels
        self.targetPixelSize = targetPixelSize
        self.appliesOrientation = appliesOrientation
        self.convertsToSRGB = convertsToSRGB
    }

    /// Full-size decoding with orientation and colour management and the 100 MP limit.
    public static let `default` = ImageDecodingOptions()
}
