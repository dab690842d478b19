import Geometry
import Raster
import Typography

// How each kind of leaf draws. Frames are rounded to device pixels here, and only here.

extension StyleFillLeaf {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        // A material blurs what lies behind; an animated colour (a live host's presented paint) is a plain fill.
        if presentedPaint == nil, context.drawMaterial(self.style, in: Path(rect), bounds: rect, environment: environment) {
            return
        }
        let style = presentedPaint ?? self.style.resolved(in: environment)
        guard !style.isInvisible else { return }
        context.canvas.fill(rect, with: style.paint(in: rect))
    }
}

extension DividerLeaf {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        // A hairline keeps at least one device pixel of thickness however it is rounded.
        let pixel = 1 / context.scale
        let line = isVertical ? Rect(x: rect.minX, y: rect.minY, width: max(pixel, rect.width), height: rect.height)
                              : Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(pixel, rect.height))
        context.canvas.fill(line, with: .solid(Color.separator.resolve(in: environment.colorScheme)))
    }
}

extension ShapeLeaf {
    var drawingOutset: Double {
        if case .stroke(_, let style) = drawing {
            // Miter joins reach past half the width; square caps by half the width.
            let reach = style.lineJoin == .miter ? Swift.max(1, style.miterLimit) : 1
            return style.lineWidth / 2 * reach + 1
        }
        return 0
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let path = shape.placedPath(in: rect)
        switch drawing {
        case let .fill(style, fillStyle):
            if presentedPaint == nil, context.drawMaterial(style, in: path, bounds: rect, environment: environment) { return }
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible else { return }
            context.canvas.fill(path, with: resolved.paint(in: rect), fillRule: fillStyle.isEOFilled ? .evenOdd : .nonZero)
        case let .stroke(style, strokeStyle):
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible, strokeStyle.lineWidth > 0 else { return }
            context.canvas.stroke(path, style: strokeStyle, with: resolved.paint(in: rect))
        case let .strokeBorder(style, strokeStyle):
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible, strokeStyle.lineWidth > 0 else { return }
            if shape is any DescribedShape {
                context.canvas.strokeBorder(path, style: strokeStyle, with: resolved.paint(in: rect))
            } else if let insettable = shape as? any InsettableShape {
                // A shape of the app's: inset by half the line, as SwiftUI's `strokeBorder` does, so
                // open outlines (arcs) and custom insets draw as their author wrote them.
                let inset = insettable.insetPath(in: rect, by: strokeStyle.lineWidth / 2)
                context.canvas.stroke(inset, style: strokeStyle, with: resolved.paint(in: rect))
            } else {
                context.canvas.strokeBorder(path, style: strokeStyle, with: resolved.paint(in: rect))
            }
        }
    }
}

extension TextLeaf {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        guard let layout = layout(for: proposal, environment: environment) else { return }
        let resolved = presentedPaint ?? paintStyle(in: environment).resolved(in: environment)
        guard !resolved.isInvisible else { return }
        let rect = context.pixelAligned(frame)
        let paint = resolved.paint(in: rect)
        let canvas = context.canvas
        for glyph in layout.deviceGlyphs(at: rect.origin, transform: canvas.currentTransform) {
            if let colorImage = glyph.colorImage {
                let scale = context.scale
                canvas.drawImage(colorImage, in: Rect(x: Double(glyph.x) / scale, y: Double(glyph.y) / scale,
                                                      width: Double(colorImage.width) / scale,
                                                      height: Double(colorImage.height) / scale),
                                 sampling: .nearest)
            } else {
                canvas.drawMask(glyph.mask, atDeviceX: glyph.x, y: glyph.y, with: paint)
            }
        }
        if !lines.isEmpty, let collection = environment.fontCollection {
            for line in layout.lines {
                lines.draw(x: rect.minX + line.origin.x, width: line.width, baseline: rect.minY + line.baseline - font.baselineOffset,
                           font: font, collection: collection, paint: paint, environment: environment, canvas: canvas)
            }
        }
    }
}
