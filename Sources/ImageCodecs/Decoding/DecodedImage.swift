import Raster

/// An image decoded by ``ImageDecoder``: premultiplied sRGB pixels, upright, plus what the file said.
public struct DecodedImage: Sendable {
    /// The pixels: premultiplied RGBA8 sRGB, orientation applied, at the decode scale.
    public var bitmap: Bitmap
    /// The file's format.
    public var format: ImageFormat
    /// The image's full size in pixels after orientation (the size `bitmap` would have at full scale).
    public var pixelSize: PixelSize
    /// The JPEG scaled-decode denominator (1, 2, 4 or 8); always 1 for PNG. `bitmap` is
    /// `ceil(pixelSize / scaleDenominator)` in each dimension.
    public var scaleDenominator: Int
    /// The EXIF orientation the file carried (already applied to `bitmap` unless the options said not to).
    public var orientation: ImageOrientation
    /// The description of the embedded ICC profile that was converted to sRGB, or `nil` when the
    /// image had no usable profile (and was taken as sRGB).
    public var convertedProfileDescription: String?

    /// The decode scale, `1 / scaleDenominator`.
    public var decodeScale: Double { 1 / Double(scaleDenominator) }

    /// Creates a decoded image (decoders and tests use this).
    public init(bitmap: Bitmap, format: ImageFormat, pixelSize: PixelSize, scaleDenominator: Int = 1,
                orientation: ImageOrientation = .up, convertedProfileDescription: String? = nil) {
        self.bitmap = bitmap
        self.format = format
        self.pixelSize = pixelSize
        self.scaleDenominator = scaleDenominator
        self.orientation = orientation
        self.convertedProfileDescription = convertedProfileDescription
    }
}
