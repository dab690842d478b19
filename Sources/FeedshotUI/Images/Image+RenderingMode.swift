import Geometry
import Raster

extension Image {
    /// How an image's pixels become colours: SwiftUI's `Image.TemplateRenderingMode`.
    ///
    /// A template image is a mask: only its alpha is used, filled with the foreground style
    /// (`foregroundStyle(_:)`, `foregroundColor(_:)`, or the primary label colour), the way UIKit
    /// draws `UIImage.RenderingMode.alwaysTemplate`. An original image draws its own colours.
    /// System symbols (`Image(systemName:)`) are always drawn in the foreground style; bitmap and
    /// asset images draw their own colours unless made templates (an asset catalog's "Default"
    /// render-as setting, which Feedshot's asset folders do not carry, is taken as original).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha, filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The image drawn as `renderingMode` says (`nil`: the image's default, its own colours
    /// for a bitmap or asset). SwiftUI's `renderingMode(_:)`.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
}

extension ImageLeaf {
    /// Draws `bitmap` in `rect` as a template: the image goes into a layer the size of `rect`,
    /// then the foreground style is composited into it source-in (each pixel takes the style's
    /// colour at the image's alpha), so gradients fill a template as they fill a shape.
    func drawTemplate(_ bitmap: Bitmap, in rect: Rect, environment: EnvironmentValues, canvas: Raster.Canvas) {
        let style = (environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
            .resolved(in: environment)
        guard !style.isInvisible else { return }
        canvas.beginLayer(in: rect)
        canvas.drawImage(bitmap, in: rect, sampling: sampling)
        canvas.blendMode = .sourceIn
        canvas.fill(rect, with: style.paint(in: rect))
        canvas.endLayer()
    }
}
