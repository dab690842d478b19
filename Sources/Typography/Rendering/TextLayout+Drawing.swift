import Geometry
import Raster

extension TextLayout {
    /// Draws the text in one colour with the layout box's top-left corner at `origin` (user space,
    /// points). See ``draw(in:at:paint:)``.
    public func draw(in canvas: Canvas, at origin: Point, color: RGBAColor) {
        draw(in: canvas, at: origin, paint: .solid(color))
    }

    /// Draws the text with the layout box's top-left corner at `origin` (user space, points),
    /// filling outline glyphs with `paint` (a colour, or a gradient or pattern evaluated in user
    /// space, as SwiftUI's `foregroundStyle` does).
    ///
    /// Glyphs are rasterized at the device resolution the canvas's current transform implies
    /// (``deviceGlyphs(at:transform:)``) and blended with `Canvas.drawMask`, so the canvas's clip,
    /// opacity, blend mode and layers apply. Colour glyphs (emoji) keep their own colours, as in
    /// CoreText: the paint does not tint them.
    public func draw(in canvas: Canvas, at origin: Point, paint: Paint) {
        let transform = canvas.currentTransform
        let glyphs = deviceGlyphs(at: origin, transform: transform)
        guard !glyphs.isEmpty else { return }
        let toUser = transform.inverted
        for glyph in glyphs {
            if let image = glyph.colorImage, let toUser {
                // The colour image, pixel for pixel at the glyph's device position, through a fully
                // covering mask (the image's own alpha shapes it).
                let placement = Transform.translation(x: Double(glyph.x), y: Double(glyph.y)).concatenating(toUser)
                let pattern = ImagePattern(image: image, transform: placement, sampling: .nearest, tileMode: .decal)
                canvas.drawMask(AlphaMask(width: image.width, height: image.height, value: 255),
                                atDeviceX: glyph.x, y: glyph.y, with: .image(pattern))
            } else {
                canvas.drawMask(glyph.mask, atDeviceX: glyph.x, y: glyph.y, with: paint)
            }
        }
    }
}
