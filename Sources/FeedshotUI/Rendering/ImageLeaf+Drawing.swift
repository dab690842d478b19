import Geometry
import Raster

extension ImageLeaf {
    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let rect = context.pixelAligned(frame)
        guard rect.width > 0, rect.height > 0 else { return }
        let bitmap: Bitmap?
        switch source {
        case .bitmap(let pixels, _):
            bitmap = pixels
        case .named(let name):
            bitmap = context.images?.bitmap(named: name, displayScale: context.scale,
                                            pixelWidth: Int((rect.width * context.scale).rounded(.up)),
                                            pixelHeight: Int((rect.height * context.scale).rounded(.up)))
        }
        if let bitmap, bitmap.width > 0, bitmap.height > 0 {
            if renderingMode == .template {
                drawTemplate(bitmap, in: rect, environment: environment, canvas: context.canvas)
            } else {
                context.canvas.drawImage(bitmap, in: rect, sampling: sampling)
            }
        } else {
            ImagePlaceholder.draw(in: rect, canvas: context.canvas)
        }
    }
}

/// What an image that cannot be decoded draws instead: a neutral translucent fill (visible on
/// light and dark backgrounds alike) with a small picture mark in the middle, in the image's own
/// frame so that nothing around it moves.
enum ImagePlaceholder {
    static let fill = RGBAColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 0.25)
    static let mark = RGBAColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 0.6)

    static func draw(in rect: Rect, canvas: Raster.Canvas) {
        canvas.fill(rect, with: .solid(fill))
        let side = min(48, min(rect.width, rect.height) * 0.36)
        guard side >= 6 else { return }
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * side, y: box.minY + y * side) }
        // A framed picture: a rounded outline, a sun, and two mountains.
        canvas.strokeBorder(Path(roundedRect: box, cornerRadius: side * 0.14, style: .continuous),
                            lineWidth: side * 0.07, with: .solid(mark))
        canvas.fill(Path(ellipseIn: Rect(x: box.minX + 0.6 * side, y: box.minY + 0.22 * side,
                                         width: 0.18 * side, height: 0.18 * side)), with: .solid(mark))
        canvas.fill(Path { path in
            path.move(to: point(0.16, 0.8))
            path.addLine(to: point(0.4, 0.46))
            path.addLine(to: point(0.56, 0.66))
            path.addLine(to: point(0.68, 0.54))
            path.addLine(to: point(0.84, 0.8))
            path.closeSubpath()
        }, with: .solid(mark))
    }
}
