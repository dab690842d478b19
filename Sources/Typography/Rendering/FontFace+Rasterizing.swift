import CFreeType
import Raster

extension FontFace {
    /// Rasterizes one glyph with FreeType's anti-aliasing rasterizer: unhinted outlines at
    /// `pixelSize` pixels per em, distorted by `matrix` (rotation, skew…), moved right by
    /// `offsetX` and down by `offsetY` device pixels
    /// (the sub-pixel part of the pen position) before scan conversion. Colour glyphs come back
    /// as a colour bitmap scaled to the same size. Failures (a glyph FreeType cannot load) give
    /// a blank glyph rather than an error: drawing never fails half-way through a line.
    func rasterize(glyph: UInt32, pixelSize: Double, matrix: GlyphMatrix = .identity, offsetX: Double,
                   offsetY: Double) -> GlyphImage {
        freeType.withLock { state -> GlyphImage in
            let face = state.face
            if hasColorGlyphs, let image = colorGlyph(glyph, pixelSize: pixelSize, state: &state) {
                return image
            }
            let charSize = FT_F26Dot6((pixelSize * 64).rounded())
            if state.charSize != charSize {
                guard FT_Set_Char_Size(face, 0, charSize, 72, 72) == 0 else { return .blank }
                state.charSize = charSize
            }
            let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .blank }
            if !matrix.isIdentity {
                var transform = FT_Matrix(xx: FT_Fixed(matrix.xx), xy: FT_Fixed(matrix.xy), yx: FT_Fixed(matrix.yx),
                                          yy: FT_Fixed(matrix.yy))
                FT_Outline_Transform(&slot.pointee.outline, &transform)
            }
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos((offsetX * 64).rounded()),
                                 -FT_Pos((offsetY * 64).rounded()))
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .blank }
            return GlyphImage(copying: slot)
        }
    }

    /// A colour glyph (CBDT/sbix bitmaps, COLR layers) rendered by FreeType and scaled to
    /// `pixelSize`, or nil when the glyph has no colour form.
    private func colorGlyph(_ glyph: UInt32, pixelSize: Double, state: inout FreeTypeFace) -> GlyphImage? {
        let face = state.face
        let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        var strikeSize = pixelSize
        if isScalable {
            let charSize = FT_F26Dot6((pixelSize * 64).rounded())
            if state.charSize != charSize {
                guard FT_Set_Char_Size(face, 0, charSize, 72, 72) == 0 else { return nil }
                state.charSize = charSize
            }
        } else {
            // Bitmap-only fonts (Noto Color Emoji) have fixed strikes: take the smallest strike at
            // least as large as needed (else the largest) and scale it down.
            let count = Int(face.pointee.num_fixed_sizes)
            guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
            var best = 0
            for index in 0..<count {
                let size = Double(sizes[index].y_ppem) / 64, bestSize = Double(sizes[best].y_ppem) / 64
                if (size >= pixelSize && (bestSize < pixelSize || size < bestSize)) || (bestSize < pixelSize && size > bestSize) {
                    best = index
                }
            }
            guard FT_Select_Size(face, Int32(best)) == 0 else { return nil }
            state.charSize = -1
            strikeSize = Double(sizes[best].y_ppem) / 64
        }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        guard slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let image = GlyphImage(copyingColor: slot)
        let factor = pixelSize / strikeSize
        return abs(factor - 1) < 1e-6 ? image : image.scaled(by: factor)
    }
}

extension GlyphImage {
    /// Copies FreeType's 8-bit gray bitmap out of a glyph slot.
    init(copying slot: FT_GlyphSlot) {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            self = .blank
            return
        }
        var mask = AlphaMask(width: width, height: height)
        let pitch = Int(bitmap.pitch)
        mask.coverage.withUnsafeMutableBufferPointer { coverage in
            for row in 0..<height {
                // A negative pitch means FreeType stored the rows bottom-up.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        self.init(mask: mask, color: nil, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    /// Copies FreeType's premultiplied BGRA bitmap out of a glyph slot as RGBA.
    init(copyingColor slot: FT_GlyphSlot) {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else {
            self = .blank
            return
        }
        let pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var mask = AlphaMask(width: width, height: height)
        for row in 0..<height {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
            for column in 0..<width {
                let input = source + column * 4, output = (row * width + column) * 4
                let alpha = input[3]
                pixels[output] = min(input[2], alpha)
                pixels[output + 1] = min(input[1], alpha)
                pixels[output + 2] = min(input[0], alpha)
                pixels[output + 3] = alpha
                mask[column, row] = alpha
            }
        }
        self.init(mask: mask, color: Bitmap(width: width, height: height, premultipliedPixels: pixels),
                  left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    /// The colour image resampled by `factor` with an area (box) filter, which is exact for the
    /// downscales emoji strikes need; the origin offsets scale with it.
    func scaled(by factor: Double) -> GlyphImage {
        guard let color, factor > 0 else { return self }
        let left = Double(self.left) * factor, top = Double(self.top) * factor
        let originX = left.rounded(.down), originY = top.rounded(.up)
        let width = max(1, Int((left - originX + Double(color.width) * factor).rounded(.up)))
        let height = max(1, Int((originY - top + Double(color.height) * factor).rounded(.up)))
        var output = [UInt8](repeating: 0, count: width * height * 4)
        var mask = AlphaMask(width: width, height: height)
        let shiftX = left - originX, shiftY = originY - top
        for y in 0..<height {
            // The source rows this output row covers, in source pixel units.
            let sourceTop = (Double(y) - shiftY) / factor, sourceBottom = (Double(y + 1) - shiftY) / factor
            for x in 0..<width {
                let sourceLeft = (Double(x) - shiftX) / factor, sourceRight = (Double(x + 1) - shiftX) / factor
                var sums = (0.0, 0.0, 0.0, 0.0), area = 0.0
                var sy = max(0, Int(sourceTop.rounded(.down)))
                while sy < min(color.height, Int(sourceBottom.rounded(.up))) {
                    let coverY = min(sourceBottom, Double(sy + 1)) - max(sourceTop, Double(sy))
                    var sx = max(0, Int(sourceLeft.rounded(.down)))
                    while sx < min(color.width, Int(sourceRight.rounded(.up))) {
                        let weight = coverY * (min(sourceRight, Double(sx + 1)) - max(sourceLeft, Double(sx)))
                        if weight > 0 {
                            let index = sy * color.bytesPerRow + sx * 4
                            sums.0 += weight * Double(color.pixels[index])
                            sums.1 += weight * Double(color.pixels[index + 1])
                            sums.2 += weight * Double(color.pixels[index + 2])
                            sums.3 += weight * Double(color.pixels[index + 3])
                        }
                        sx += 1
                    }
                    sy += 1
                }
                area = (sourceRight - sourceLeft) * (sourceBottom - sourceTop)
                guard area > 0 else { continue }
                let index = (y * width + x) * 4
                let alpha = UInt8(min(255, (sums.3 / area).rounded()))
                output[index] = min(alpha, UInt8(min(255, (sums.0 / area).rounded())))
                output[index + 1] = min(alpha, UInt8(min(255, (sums.1 / area).rounded())))
                output[index + 2] = min(alpha, UInt8(min(255, (sums.2 / area).rounded())))
                output[index + 3] = alpha
                mask[x, y] = alpha
            }
        }
        return GlyphImage(mask: mask, color: Bitmap(width: width, height: height, premultipliedPixels: output),
                          left: Int(originX), top: Int(originY))
    }
}
