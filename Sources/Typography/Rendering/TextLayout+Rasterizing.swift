import Geometry
import Raster

/// A glyph image placed at whole device pixels, ready to be composited: what drawing a
/// ``TextLayout`` hands to the canvas, one per visible glyph.
public struct DeviceGlyph: Sendable {
    /// The glyph's coverage (for colour glyphs: their alpha).
    public let mask: AlphaMask
    /// The glyph's own colours, for colour (emoji) glyphs; nil for outline glyphs, which are
    /// painted with the text colour through ``mask``.
    public let colorImage: Bitmap?
    /// The device column of the image's left edge.
    public let x: Int
    /// The device row of the image's top edge.
    public let y: Int
}

extension TextLayout {
    /// The layout's glyphs rasterized for a device: the layout box's top-left corner is `origin`
    /// in user space (points), `transform` maps user space to device pixels (a canvas's current
    /// transform; usually `scale(s)` plus a translation).
    ///
    /// Glyphs are rasterized at `size × scale` pixels per em, unhinted, with their origins
    /// quantized to a quarter device pixel on each axis, and cached. With a plain uniform scale the
    /// outlines are only scaled; rotations, skews, mirrors and uneven scales transform the
    /// outlines themselves. A degenerate transform draws nothing.
    public func deviceGlyphs(at origin: Point, transform: Transform) -> [DeviceGlyph] {
        guard transform.determinant != 0, transform.determinant.isFinite else { return [] }
        let isUniformScale = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
        let pixelSize = isUniformScale ? font.size * transform.a : font.size
        let matrix: GlyphMatrix
        if isUniformScale {
            matrix = .identity
        } else {
            // Device space is y-down, FreeType's outlines y-up: conjugate by the y flip.
            func fixed(_ value: Double) -> Int { Int((value * 65536).rounded()) }
            matrix = GlyphMatrix(xx: fixed(transform.a), xy: fixed(-transform.c), yx: fixed(-transform.b),
                                 yy: fixed(transform.d))
        }
        let steps = GlyphCache.subpixelSteps
        var result = [DeviceGlyph]()
        result.reserveCapacity(glyphCount)
        for line in lines {
            for glyph in line.glyphs {
                let userX = origin.x + line.origin.x + glyph.x, userY = origin.y + line.baseline + glyph.y
                let deviceX = transform.a * userX + transform.c * userY + transform.tx
                let deviceY = transform.b * userX + transform.d * userY + transform.ty
                guard deviceX.isFinite, deviceY.isFinite, abs(deviceX) < 1e9, abs(deviceY) < 1e9 else { continue }
                let (pixelX, phaseX) = TextLayout.quantize(deviceX, steps: steps)
                let (pixelY, phaseY) = TextLayout.quantize(deviceY, steps: steps)
                let image = glyphCache.image(face: glyph.face, glyph: glyph.id, pixelSize: pixelSize, matrix: matrix,
                                             subpixelX: phaseX, subpixelY: phaseY)
                guard !image.isBlank else { continue }
                result.append(DeviceGlyph(mask: image.mask, colorImage: image.color, x: pixelX + image.left,
                                          y: pixelY - image.top))
            }
        }
        return result
    }

    /// A device coordinate split into its pixel and its sub-pixel phase (0..<steps), rounding to
    /// the nearest phase.
    static func quantize(_ value: Double, steps: Int) -> (pixel: Int, phase: Int) {
        let scaled = (value * Double(steps)).rounded()
        let whole = Int(scaled)
        let pixel = whole >= 0 ? whole / steps : -((-whole + steps - 1) / steps)
        return (pixel, whole - pixel * steps)
    }
}
