import Geometry

/// A filter applied to a transparency layer as it ends: how `.blur(radius:)` and
/// `.shadow(color:radius:x:y:)` draw.
public enum LayerFilter: Sendable, Equatable {
    /// Blur the layer with a Gaussian of standard deviation `sigma` device pixels, seeing
    /// `edges` beyond the layer's bounds.
    case blur(sigma: Double, edges: GaussianBlur.Edges = .transparent)
    /// Draw the layer over its own shadow: its alpha, filled with `color`, moved by `offsetX`
    /// and `offsetY` device pixels (rounded to whole pixels) and blurred with deviation `sigma`.
    case shadow(color: RGBAColor, sigma: Double, offsetX: Double, offsetY: Double)

    /// How far beyond what was drawn the filter can reach, in device pixels.
    var reach: (left: Int, top: Int, right: Int, bottom: Int) {
        switch self {
        case .blur(let sigma, _):
            let pad = GaussianBlur.padding(sigma: sigma)
            return (pad, pad, pad, pad)
        case let .shadow(_, sigma, offsetX, offsetY):
            let pad = GaussianBlur.padding(sigma: sigma)
            let dx = Int(offsetX.rounded()), dy = Int(offsetY.rounded())
            return (pad + max(0, -dx), pad + max(0, -dy), pad + max(0, dx), pad + max(0, dy))
        }
    }
}

extension Canvas {
    /// Ends the innermost layer, applying `filter` to its pixels before compositing them.
    ///
    /// Start the layer with ``beginLayer(opacity:in:)`` over a rectangle that leaves room for
    /// the filter's spread (three deviations, plus a shadow's offset): nothing outside the layer
    /// is drawn.
    /// - Precondition: an open layer, with every `save()` inside it restored.
    public func endLayer(applying filter: LayerFilter) {
        if recorded(.endLayerFilter(filter)) {
            state = stack.removeLast()
            return
        }
        guard let index = layers.indices.last else { preconditionFailure("Canvas.endLayer(applying:) without a layer") }
        if let dirty = layers[index].dirty {
            let reach = filter.reach
            let spread = PixelRect(minX: dirty.minX - reach.left, minY: dirty.minY - reach.top,
                                   maxX: dirty.maxX + reach.right, maxY: dirty.maxY + reach.bottom)
            layers[index].dirty = spread.intersection(layers[index].bounds)
            switch filter {
            case let .blur(sigma, edges):
                GaussianBlur.blur(&layers[index].bitmap, sigma: sigma, edges: edges)
            case let .shadow(color, sigma, offsetX, offsetY):
                layers[index].bitmap = Canvas.drawingShadow(under: layers[index].bitmap, color: color, sigma: sigma,
                                                            offsetX: Int(offsetX.rounded()),
                                                            offsetY: Int(offsetY.rounded()))
            }
        }
        endLayer()
    }

    /// `content` drawn (source-over) on its shadow: its alpha tinted with `color`, moved by
    /// whole pixels and blurred.
    static func drawingShadow(under content: Bitmap, color: RGBAColor, sigma: Double, offsetX: Int,
                              offsetY: Int) -> Bitmap {
        let tint = color.premultiplied
        let tintChannels = [Int(tint.red), Int(tint.green), Int(tint.blue), Int(tint.alpha)]
        var shadow = Bitmap(width: content.width, height: content.height)
        for y in 0..<content.height {
            let sourceY = y - offsetY
            guard sourceY >= 0, sourceY < content.height else { continue }
            for x in 0..<content.width {
                let sourceX = x - offsetX
                guard sourceX >= 0, sourceX < content.width else { continue }
                let alpha = Int(content.pixels[sourceY * content.bytesPerRow + sourceX * 4 + 3])
                guard alpha > 0 else { continue }
                let target = y * shadow.bytesPerRow + x * 4
                for channel in 0..<4 {
                    shadow.pixels[target + channel] = UInt8((tintChannels[channel] * alpha + 127) / 255)
                }
            }
        }
        GaussianBlur.blur(&shadow, sigma: sigma)
        // Content over shadow, premultiplied source-over.
        for y in 0..<content.height {
            for x in 0..<content.width {
                let index = y * content.bytesPerRow + x * 4
                let inverse = 255 - Int(content.pixels[index + 3])
                guard inverse > 0 else {
                    for channel in 0..<4 { shadow.pixels[index + channel] = content.pixels[index + channel] }
                    continue
                }
                for channel in 0..<4 {
                    let under = Int(shadow.pixels[index + channel])
                    shadow.pixels[index + channel] = UInt8(Int(content.pixels[index + channel]) + (under * inverse + 127) / 255)
                }
            }
        }
        return shadow
    }
}
