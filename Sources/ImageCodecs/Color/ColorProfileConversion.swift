import CLittleCMS

/// Converts pixels tagged with an embedded ICC profile to sRGB with Little CMS.
///
/// Profiles that Little CMS cannot open, or whose colour space does not fit the pixels, are
/// ignored: the image is then taken as sRGB (CMYK as naive ink), as browsers do with broken tags.
enum ColorProfileConversion {
    /// How the decoded pixels are laid out.
    enum Layout {
        /// Straight RGBA8 (greyscale images arrive with R = G = B).
        case rgba
        /// CMYK8; `inverted` means 255 = no ink (Adobe APP14 files).
        case cmyk(inverted: Bool)
    }

    // Little CMS pixel-format words (lcms2.h's TYPE_* macros, which Swift cannot import).
    private static func format(colorSpace: UInt32, channels: UInt32, extra: UInt32, flavor: UInt32 = 0) -> UInt32 {
        colorSpace << 16 | flavor << 13 | extra << 7 | channels << 3 | 1
    }
    private static let pixelTypeGray: UInt32 = 3
    private static let pixelTypeRGB: UInt32 = 4
    private static let pixelTypeCMYK: UInt32 = 6

    /// Converts `pixels` (tight rows of `width` pixels, 4 bytes each) from `profile` to sRGB in
    /// place, leaving RGBA8 with alpha unchanged (CMYK becomes opaque RGBA8). Returns the
    /// profile's description when it was applied, `nil` when the profile was unusable (and the
    /// pixels were left as they were).
    static func convertToSRGB(_ pixels: inout [UInt8], width: Int, height: Int, layout: Layout,
                              profile: [UInt8]) -> String? {
        guard !profile.isEmpty, width > 0, height > 0 else { return nil }
        if case .rgba = layout, let known = IdentityProfileMemo.shared.description(ofIdentityProfile: profile) {
            return known  // converts to itself: nothing to do (checked on an earlier image)
        }
        guard let source = profile.withUnsafeBytes({ bytes in
            cmsOpenProfileFromMem(bytes.baseAddress, cmsUInt32Number(bytes.count))
        }) else { return nil }
        defer { cmsCloseProfile(source) }
        guard let sRGB = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(sRGB) }

        let colorSpace = cmsGetColorSpace(source)
        let rgba = format(colorSpace: pixelTypeRGB, channels: 3, extra: 1)
        let count = width * height
        switch (layout, colorSpace) {
        case (.rgba, cmsSigRgbData):
            // In place: both formats are 4 bytes per pixel. Without cmsFLAGS_COPY_ALPHA Little CMS
            // never writes the alpha byte, so alpha survives as it was (and the fast 8-bit
            // matrix-shaper path stays enabled).
            var isIdentity = false
            guard transformInPlace(&pixels, count: count, from: source, format: rgba, to: sRGB, format: rgba,
                                   flags: 0, skipIfIdentity: true, wasIdentity: &isIdentity) else { return nil }
            if isIdentity {
                let text = description(of: source)
                IdentityProfileMemo.shared.rememberIdentity(profile, description: text)
                return text
            }
        case (.cmyk(let inverted), cmsSigCmykData):
            let cmyk = format(colorSpace: pixelTypeCMYK, channels: 4, extra: 0, flavor: inverted ? 1 : 0)
            guard transformInPlace(&pixels, count: count, from: source, format: cmyk, to: sRGB, format: rgba,
                                   flags: 0) else { return nil }
            PixelConversions.makeOpaque(&pixels)
        case (.rgba, cmsSigGrayData):
            // Read only the first of the four equal bytes of each pixel as the grey value; write
            // RGB rows to a side buffer so alpha stays untouched.
            guard convertGray(&pixels, width: width, height: height, from: source, to: sRGB) else { return nil }
        default:
            return nil
        }
        return description(of: source)
    }

    private static func transformInPlace(_ pixels: inout [UInt8], count: Int, from source: cmsHPROFILE,
                                         format inputFormat: UInt32, to destination: cmsHPROFILE,
                                         format outputFormat: UInt32, flags: cmsUInt32Number,
                                         skipIfIdentity: Bool = false) -> Bool {
        var ignored = false
        return transformInPlace(&pixels, count: count, from: source, format: inputFormat, to: destination,
                                format: outputFormat, flags: flags, skipIfIdentity: skipIfIdentity, wasIdentity: &ignored)
    }

    private static func transformInPlace(_ pixels: inout [UInt8], count: Int, from source: cmsHPROFILE,
                                         format inputFormat: UInt32, to destination: cmsHPROFILE,
                                         format outputFormat: UInt32, flags: cmsUInt32Number,
                                         skipIfIdentity: Bool, wasIdentity: inout Bool) -> Bool {
        guard let transform = cmsCreateTransform(source, inputFormat, destination, outputFormat,
                                                 cmsUInt32Number(INTENT_PERCEPTUAL), flags) else { return false }
        defer { cmsDeleteTransform(transform) }
        // Most phone and camera JPEGs embed an sRGB profile: converting them costs ~15 ms per
        // megapixel to change nothing. When a grid of probe colours comes back within one level,
        // the transform is the identity for our purposes and the pixels are left alone.
        if skipIfIdentity && isNearIdentity(transform) {
            wasIdentity = true
            return true
        }
        pixels.withUnsafeMutableBytes { buffer in
            // Little CMS allows the same buffer for input and output when pixel sizes match.
            cmsDoTransform(transform, buffer.baseAddress, buffer.baseAddress, cmsUInt32Number(count))
        }
        return true
    }

    /// Whether an RGBA8 → RGBA8 transform moves none of 5³ probe colours by more than one level.
    private static func isNearIdentity(_ transform: cmsHTRANSFORM) -> Bool {
        let levels: [UInt8] = [0, 64, 128, 192, 255]
        var probes = [UInt8]()
        for red in levels {
            for green in levels {
                for blue in levels { probes += [red, green, blue, 255] }
            }
        }
        var results = [UInt8](repeating: 0, count: probes.count)
        let count = cmsUInt32Number(probes.count / 4)
        probes.withUnsafeBytes { input in
            results.withUnsafeMutableBytes { output in
                cmsDoTransform(transform, input.baseAddress, output.baseAddress, count)
            }
        }
        for index in probes.indices where index % 4 != 3 && abs(Int(probes[index]) - Int(results[index])) > 1 {
            return false
        }
        return true
    }

    private static func convertGray(_ pixels: inout [UInt8], width: Int, height: Int, from source: cmsHPROFILE,
                                    to destination: cmsHPROFILE) -> Bool {
        let grayInRGBA = format(colorSpace: pixelTypeGray, channels: 1, extra: 3)
        let rgb = format(colorSpace: pixelTypeRGB, channels: 3, extra: 0)
        guard let transform = cmsCreateTransform(source, grayInRGBA, destination, rgb,
                                                 cmsUInt32Number(INTENT_PERCEPTUAL), 0) else { return false }
        defer { cmsDeleteTransform(transform) }
        var row = [UInt8](repeating: 0, count: width * 3)
        pixels.withUnsafeMutableBufferPointer { buffer in
            row.withUnsafeMutableBufferPointer { rowBuffer in
                guard let base = buffer.baseAddress, let rowBase = rowBuffer.baseAddress else { return }
                for y in 0..<height {
                    let line = base + y * width * 4
                    cmsDoTransform(transform, line, rowBase, cmsUInt32Number(width))
                    for x in 0..<width {
                        line[x * 4] = rowBase[x * 3]
                        line[x * 4 + 1] = rowBase[x * 3 + 1]
                        line[x * 4 + 2] = rowBase[x * 3 + 2]
                    }
                }
            }
        }
        return true
    }

    /// The profile's English description ("Adobe RGB (1998)"), or "ICC profile".
    private static func description(of profile: cmsHPROFILE) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", &buffer, cmsUInt32Number(buffer.count))
        guard length > 1 else { return "ICC profile" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "ICC profile" : text
    }
}
