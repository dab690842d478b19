import Raster

/// Decodes PNG and JPEG files to premultiplied sRGB ``Bitmap``s: format sniffed from the magic
/// bytes, pixel limit checked from the header before any pixel memory is allocated, EXIF
/// orientation applied, embedded ICC profiles converted to sRGB.
///
/// Stateless and thread-safe: call it from any number of threads at once.
public enum ImageDecoder {
    /// Reads and decodes the image file at `path`. Errors name `path`.
    public static func decode(contentsOf path: String, options: ImageDecodingOptions = .default)
        throws(ImageDecodingError) -> DecodedImage {
        let bytes = try FileBytes.contents(of: path)
        return try decode(data: bytes, name: path, options: options)
    }

    /// Decodes an image held in memory; `name` is used in error messages.
    public static func decode(data: [UInt8], name: String, options: ImageDecodingOptions = .default)
        throws(ImageDecodingError) -> DecodedImage {
        switch try format(of: data, name: name) {
        case .png: return try PNGDecoding.decode(data, name: name, options: options)
        case .jpeg: return try JPEGDecoding.decode(data, name: name, options: options)
        }
    }

    /// Reads only the header: format, size and orientation, without decoding pixels.
    public static func readHeader(contentsOf path: String) throws(ImageDecodingError) -> ImageHeader {
        try readHeader(data: try FileBytes.contents(of: path), name: path)
    }

    /// Reads only the header of an image held in memory.
    public static func readHeader(data: [UInt8], name: String) throws(ImageDecodingError) -> ImageHeader {
        switch try format(of: data, name: name) {
        case .png: return try PNGDecoding.readHeader(data, name: name)
        case .jpeg: return try JPEGDecoding.readHeader(data, name: name)
        }
    }

    /// Sniffs the format from the magic bytes, or throws why the data cannot be decoded.
    static func format(of data: [UInt8], name: String) throws(ImageDecodingError) -> ImageFormat {
        guard !data.isEmpty else { throw .empty(file: name) }
        switch SniffedFormat(data) {
        case .supported(let format): return format
        case .unsupported(let format): throw .unsupportedFormat(file: name, format: format)
        case .unknown:
            throw .unrecognizedFormat(file: name, leadingBytes: SniffedFormat.leadingBytesDescription(data))
        }
    }

    /// Refuses sizes over the pixel limit or over the largest bitmap dimension.
    static func checkLimits(width: Int, height: Int, format: ImageFormat, name: String,
                            options: ImageDecodingOptions) throws(ImageDecodingError) {
        if width.multipliedReportingOverflow(by: height).partialValue > options.maxPixels
            || width > Int(UInt32.max) || height > Int(UInt32.max) {
            throw .tooLarge(file: name, width: width, height: height, maxPixels: options.maxPixels)
        }
        if width > Bitmap.maximumDimension || height > Bitmap.maximumDimension {
            throw .unsupportedFeature(file: name, format: format,
                                      detail: "\(width)x\(height) exceeds the largest bitmap side of \(Bitmap.maximumDimension)")
        }
        // Within the pixel limit but maybe not within memory (a 2 GB address-space limit, a
        // small container): refuse now rather than let the allocation kill the process.
        do {
            try Bitmap.checkSize(width: width, height: height)
        } catch {
            throw .insufficientMemory(file: name, detail: error.description)
        }
    }

    /// Allocates a pixel buffer of `count` bytes (more than 0) and lets `fill` write it; returns
    /// the buffer and `fill`'s result (`nil` only if there was no storage to fill).
    static func withNewPixels<Result>(count: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Result)
        -> (pixels: [UInt8], result: Result?) {
        var result: Result?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            // UInt8 is trivial: handing back unwritten bytes on a failure path is harmless, and
            // the caller throws them away.
            if let base = buffer.baseAddress { result = fill(base) }
            initialized = count
        }
        return (pixels, result)
    }
}

/// What an image header says, read without decoding pixels.
public struct ImageHeader: Sendable, Hashable {
    /// The file's format.
    public var format: ImageFormat
    /// The stored size in pixels (before orientation).
    public var storedSize: PixelSize
    /// The EXIF orientation.
    public var orientation: ImageOrientation
    /// The displayed size in pixels (after orientation).
    public var pixelSize: PixelSize { orientation.orientedSize(storedSize) }
    /// Whether the file embeds an ICC profile.
    public var hasColorProfile: Bool

    /// Creates a header description.
    public init(format: ImageFormat, storedSize: PixelSize, orientation: ImageOrientation, hasColorProfile: Bool) {
        self.format = format
        self.storedSize = storedSize
        self.orientation = orientation
        self.hasColorProfile = hasColorProfile
    }
}
