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
        guard let source = profile.withUnsafeBytes({ bytes in
            cmsOpenProfileFromMem(bytes.baseAddress, cmsUInt32Number(bytes.count))
        }) else { return nil }
        defer { cmsCloseProfile(source) }
        guard let sRGB = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(sRGB) }

        let colorSpace = cmsGetColorSpace(source)
        let inputFormat: UInt32
        switch (layout, colorSpace) {
        case (.rgba, cmsSigRgbData):
            inputFormat = format(colorSpace: pixelTypeRGB, channels: 3, extra: 1)
        case (.rgba, cmsSigGrayData):
            // Read only the first of the four equal bytes of each pixel as the grey value.
            inputFormat = format(colorSpace: pixelTypeGray, channels: 1, extra: 3)
        case (.cmyk(let inverted), cmsSigCmykData):
            inputFormat = format(colorSpace: pixelTypeCMYK, channels: 4, extra: 0, flavor: inverted ? 1 : 0)
        default:
            return nil
        }
        let outputFormat = format(colorSpace: pixelTypeRGB, channels: 3, extra: 0)
        guard let transform = cmsCreateTransform(source, inputFormat, sRGB, outputFormat,
                                                 cmsUInt32Number(INTENT_PERCEPTUAL), 0) else { return nil }
        defer { cmsDeleteTransform(transform) }

        let isCMYK: Bool
        if case .cmyk = layout { isCMYK = true } else { isCMYK = false }
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
                        if isCMYK { line[x * 4 + 3] = 255 }
                    }
                }
            }
        }
        return description(of: source)
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
