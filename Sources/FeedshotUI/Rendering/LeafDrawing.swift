import Geometry
import Raster
import Typography

// How each kind of leaf draws. Frames are rounded to device pixels here, and only here.

extension StyleFillLeaf {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let style = presentedPaint ?? self.style.resolved(in: environment)
        guard !style.isInvisible else { return }
        let rect = context.pixelAligned(frame)
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
        if case .stroke(_, let lineWidth) = drawing { return lineWidth / 2 + 1 }
        return 0
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        let path = shape.path(in: rect)
        switch drawing {
        case .fill(let style):
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible else { return }
            context.canvas.fill(path, with: resolved.paint(in: rect))
        case let .stroke(style, lineWidth):
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible, lineWidth > 0 else { return }
            context.canvas.stroke(path, lineWidth: lineWidth, with: resolved.paint(in: rect))
        case let .strokeBorder(style, lineWidth):
            let resolved = presentedPaint ?? style.resolved(in: environment)
            guard !resolved.isInvisible, lineWidth > 0 else { return }
            context.canvas.strokeBorder(path, lineWidth: lineWidth, with: resolved.paint(in: rect))
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
    }
}
