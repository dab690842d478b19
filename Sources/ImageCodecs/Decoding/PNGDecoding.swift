import CCodecShims
import Raster

/// PNG decoding through libpng (via the setjmp-owning shims in `CCodecShims`).
enum PNGDecoding {
    /// The header fields this module uses, read by the shim.
    private struct Info {
        var size: PixelSize
        var hasAlpha: Bool
        var hasSRGBChunk: Bool
        var profile: [UInt8]?
    }

    static func readHeader(_ data: [UInt8], name: String) throws(ImageDecodingError) -> ImageHeader {
        let scan = PNGChunkScanner(data)
        let info = try readInfo(data, name: name)
        let orientation = scan.exif.flatMap(ExifOrientationReader.orientation(in:)) ?? .up
        return ImageHeader(format: .png, storedSize: info.size, orientation: orientation,
                           hasColorProfile: info.profile != nil)
    }

    static func decode(_ data: [UInt8], name: String, options: ImageDecodingOptions)
        throws(ImageDecodingError) -> DecodedImage {
        // IHDR is checked by hand first, so even libpng's row buffers for a bomb are never allocated.
        let scan = PNGChunkScanner(data)
        if let size = scan.size {
            try ImageDecoder.checkLimits(width: size.width, height: size.height, format: .png, name: name, options: options)
        }
        let info = try readInfo(data, name: name)
        let width = info.size.width, height = info.size.height
        try ImageDecoder.checkLimits(width: width, height: height, format: .png, name: name, options: options)

        var pixels: [UInt8]
        if let direct = PNGDirectDecoding.decodePixels(data, width: width, height: height) {
            pixels = direct
        } else {
            var failure = fs_codec_error()
            let (decoded, status) = data.withUnsafeBufferPointer { input in
                ImageDecoder.withNewPixels(count: width * height * 4) { output in
                    fs_png_decode_rgba(input.baseAddress, input.count, UInt32(width), UInt32(height),
                                       output, width * 4, &failure)
                }
            }
            guard let status else {
                throw .corrupt(file: name, format: .png, offset: 0, detail: "empty image")
            }
            guard status == FS_CODEC_OK else {
                throw CodecStatus.decodingError(status, failure, file: name, format: .png)
            }
            pixels = decoded
        }

        var profileDescription: String?
        if options.convertsToSRGB, !info.hasSRGBChunk, let profile = info.profile {
            profileDescription = ColorProfileConversion.convertToSRGB(&pixels, width: width, height: height,
                                                                      layout: .rgba, profile: profile)
        }
        if info.hasAlpha { PixelConversions.premultiply(&pixels) }
        var bitmap = Bitmap(width: width, height: height, premultipliedPixels: pixels)
        let orientation = scan.exif.flatMap(ExifOrientationReader.orientation(in:)) ?? .up
        if options.appliesOrientation { bitmap = orientation.apply(to: bitmap) }
        return DecodedImage(bitmap: bitmap, format: .png, pixelSize: orientation.orientedSize(info.size),
                            scaleDenominator: 1, orientation: orientation,
                            convertedProfileDescription: profileDescription)
    }

    private static func readInfo(_ data: [UInt8], name: String) throws(ImageDecodingError) -> Info {
        var info = fs_png_info()
        var failure = fs_codec_error()
        let status = data.withUnsafeBufferPointer { input in
            fs_png_read_info(input.baseAddress, input.count, &info, &failure)
        }
        guard status == FS_CODEC_OK else {
            throw CodecStatus.decodingError(status, failure, file: name, format: .png)
        }
        defer { fs_codec_free(info.icc_profile) }
        var profile: [UInt8]?
        if let bytes = info.icc_profile, info.icc_profile_size > 0 {
            profile = Array(UnsafeBufferPointer(start: bytes, count: info.icc_profile_size))
        }
        // Colour types 4 and 6 carry alpha; tRNS adds it to the others.
        let hasAlpha = info.color_type & 4 != 0 || info.has_transparency_chunk != 0
        return Info(size: PixelSize(width: Int(info.width), height: Int(info.height)), hasAlpha: hasAlpha,
                    hasSRGBChunk: info.has_srgb_chunk != 0, profile: profile)
    }
}
