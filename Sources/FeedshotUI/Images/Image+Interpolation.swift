import Raster

extension Image {
    /// How an image's pixels are blended when it is drawn larger or smaller than its pixels:
    /// SwiftUI's `Image.Interpolation`. `.none` keeps every pixel a sharp square (pixel art, QR
    /// codes); the others smooth.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high

        /// Raster's resampling for the level: nearest for none, bilinear for low, the
        /// high-quality resampler (Catmull-Rom up, widened Lanczos-3 down) otherwise.
        var sampling: ImageSampling {
            switch self {
            case .none: .nearest
            case .low: .bilinear
            case .medium, .high: .highQuality
            }
        }
    }

    /// The image drawn with `interpolation` when scaled (`.high` by default).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// The image with its edges antialiased or not. Feedshot draws an image's edges on the
    /// pixel grid of its frame either way, so this changes nothing.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
