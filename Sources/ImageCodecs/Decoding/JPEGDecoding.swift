import CCodecShims
import Raster

/// JPEG decoding through libjpeg-turbo (via the setjmp-owning shims in `CCodecShims`).
enum JPEGDecoding {
    /// libjpeg's J_COLOR_SPACE values for CMYK and YCCK data.
    private static let cmykColorSpaces: Set<Int32> = [4, 5]

    private struct Info {
        var size: PixelSize
        var isCMYK: Bool
        var hasAdobeMarker: Bool
        var profile: [UInt8]?
        var orientation: ImageOrientation
    }

    static func readHeader(_ data: [UInt8], name: String) throws(ImageDecodingError) -> ImageHeader {
        let info = try readInfo(data, name: name)
        return ImageHeader(format: .jpeg, storedSize: info.size, orientation: info.orientation,
                           hasColorProfile: info.profile != nil)
    }

    /// The largest libjpeg-turbo scale denominator (8, 4, 2) whose output still covers `target`
    /// in both dimensions once oriented; 1 when none does or there is no target.
    static func scaleDenominator(storedSize: PixelSize, orientation: ImageOrientation, target: PixelSize?) -> Int {
        guard let target else { return 1 }
        for denominator in [8, 4, 2] {
            let scaled = orientation.orientedSize(scaledSize(storedSize, denominator: denominator))
            if scaled.width >= target.width && scaled.height >= target.height { return denominator }
        }
        return 1
    }

    /// libjpeg-turbo's output size at 1/denominator: each side rounded up.
    static func scaledSize(_ size: PixelSize, denominator: Int) -> PixelSize {
        PixelSize(width: (size.width + denominator - 1) / denominator,
                  height: (size.height + denominator - 1) / denominator)
    }

    static func decode(_ data: [UInt8], name: String, options: ImageDecodingOptions)
        throws(ImageDecodingError) -> DecodedImage {
        let info = try readInfo(data, name: name)
        try ImageDecoder.checkLimits(width: info.size.width, height: info.size.height, format: .jpeg,
                                     name: name, options: options)
        let denominator = scaleDenominator(storedSize: info.size,
                                           orientation: options.appliesOrientation ? info.orientation : .up,
                                           target: options.targetPixelSize)
        let size = scaledSize(info.size, denominator: denominator)
        let width = size.width, height = size.height

        var failure = fs_codec_error()
        let output = info.isCMYK ? FS_JPEG_OUTPUT_CMYK : FS_JPEG_OUTPUT_RGBA
        var (pixels, status) = data.withUnsafeBufferPointer { input in
            ImageDecoder.withNewPixels(count: width * height * 4) { buffer in
                fs_jpeg_decode(input.baseAddress, input.count, Int32(denominator), output,
                               UInt32(width), UInt32(height), buffer, width * 4, &failure)
            }
        }
        guard let status else {
            throw .corrupt(file: name, format: .jpeg, offset: 0, detail: "empty image")
        }
        guard status == FS_CODEC_OK else {
            throw CodecStatus.decodingError(status, failure, file: name, format: .jpeg)
        }

        var profileDescription: String?
        if info.isCMYK {
            // Photoshop (and everything after it) writes an Adobe marker and stores CMYK inverted.
            if options.convertsToSRGB, let profile = info.profile {
                profileDescription = ColorProfileConversion.convertToSRGB(
                    &pixels, width: width, height: height, layout: .cmyk(inverted: info.hasAdobeMarker), profile: profile)
            }
            if profileDescription == nil {
                PixelConversions.convertCMYKToRGBA(&pixels, inverted: info.hasAdobeMarker)
            }
        } else if options.convertsToSRGB, let profile = info.profile {
            profileDescription = ColorProfileConversion.convertToSRGB(&pixels, width: width, height: height,
                                                                      layout: .rgba, profile: profile)
        }
        var bitmap = Bitmap(width: width, height: height, premultipliedPixels: pixels)
        if options.appliesOrientation { bitmap = info.orientation.apply(to: bitmap) }
        return DecodedImage(bitmap: bitmap, format: .jpeg, pixelSize: info.orientation.orientedSize(info.size),
                            scaleDenominator: denominator, orientation: info.orientation,
                            convertedProfileDescription: profileDescription)
    }

    private static func readInfo(_ data: [UInt8], name: String) throws(ImageDecodingError) -> Info {
        var info = fs_jpeg_info()
        var failure = fs_codec_error()
        let status = data.withUnsafeBufferPointer { input in
            fs_jpeg_read_info(input.baseAddress, input.count, &info, &failure)
        }
        guard status == FS_CODEC_OK else {
            throw CodecStatus.decodingError(status, failure, file: name, format: .jpeg)
        }
        defer {
            fs_codec_free(info.icc_profile)
            fs_codec_free(info.exif)
        }
        var profile: [UInt8]?
        if let bytes = info.icc_profile, info.icc_profile_size > 0 {
            profile = Array(UnsafeBufferPointer(start: bytes, count: info.icc_profile_size))
        }
        var orientation = ImageOrientation.up
        if let bytes = info.exif, info.exif_size > 0 {
            let exif = Array(UnsafeBufferPointer(start: bytes, count: info.exif_size))
            orientation = ExifOrientationReader.orientation(in: exif) ?? .up
        }
        return Info(size: PixelSize(width: Int(info.width), height: Int(info.height)),
                    isCMYK: cmykColorSpaces.contains(info.color_space), hasAdobeMarker: info.has_adobe_marker != 0,
                    profile: profile, orientation: orientation)
    }
}
