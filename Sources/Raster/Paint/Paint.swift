import Geometry

/// What fills the pixels a shape covers: a solid colour, a gradient or an image.
///
/// Gradient and pattern geometry is given in user space (the coordinates passed to ``Canvas``)
/// and is mapped through the canvas's current transform at the moment of drawing, like a
/// CoreGraphics or Skia shader.
public enum Paint: Equatable, Sendable {
    /// One colour everywhere.
    case solid(RGBAColor)
    /// Colours along the line from `start` to `end`; constant on lines perpendicular to it and
    /// padded with the end colours beyond the two points.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colours along circles around `center`: the first stop at `startRadius`, the last at
    /// `endRadius`, padded beyond (SwiftUI's `RadialGradient`).
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    /// Colours around `center` by angle (a conic gradient, SwiftUI's `AngularGradient`): the
    /// first stop at `startAngle`, the last at `endAngle`, in radians turning clockwise on screen
    /// from the positive x axis. Equal angles make one full turn; a sweep of more than a turn
    /// draws its last turn; a sweep of less leaves a wedge that shows the last colour, then the
    /// first, switching halfway across it.
    case angularGradient(Gradient, center: Point, startAngle: Double, endAngle: Double)
    /// An image repeated or clamped across the plane.
    case image(ImagePattern)

    /// A solid colour paint from 0…1 channels.
    public static func color(red: Double, green: Double, blue: Double, alpha: Double = 1) -> Paint {
        .solid(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Opaque white.
    public static let white = Paint.solid(.white)
    /// Opaque black.
    public static let black = Paint.solid(.black)

    /// Whether the paint is a solid colour that is fully transparent (drawing it changes nothing
    /// under source-over).
    var isTransparentSolid: Bool {
        if case .solid(let color) = self { return color.premultiplied.alpha == 0 }
        return false
    }

    /// A colour ramp: stops with locations from 0 to 1 (SwiftUI's `Gradient`). Colours are
    /// interpolated in premultiplied space, so a stop fading to clear does not darken.
    public struct Gradient: Equatable, Sendable {
        /// One colour at one location of the ramp.
        public struct Stop: Equatable, Sendable {
            /// The colour at the stop.
            public var color: RGBAColor
            /// Where the stop sits, from 0 (start) to 1 (end).
            public var location: Double

            /// Creates a stop.
            public init(color: RGBAColor, location: Double) {
                self.color = color
                self.location = location
            }
        }

        /// The stops, sorted by location.
        public var stops: [Stop]

        /// Creates a ramp from stops (sorted by location; locations are clamped to 0…1).
        public init(stops: [Stop]) {
            self.stops = stops.map { Stop(color: $0.color, location: min(1, max(0, $0.location.isNaN ? 0 : $0.location))) }
                .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        }

        /// Creates a ramp with colours spaced evenly from 0 to 1.
        public init(colors: [RGBAColor]) {
            let count = colors.count
            self.init(stops: colors.enumerated().map { index, color in
                Stop(color: color, location: count > 1 ? Double(index) / Double(count - 1) : 0)
            })
        }
    }
}

/// An image used as a paint: its pixels mapped into user space by `transform`, sampled with
/// `sampling` and extended beyond its edges by `tileMode`.
public struct ImagePattern: Equatable, Sendable {
    /// How the pattern continues outside the image.
    public enum TileMode: Hashable, Sendable {
        /// Edge pixels repeat outwards.
        case clamp
        /// The image repeats in both directions.
        case `repeat`
        /// Transparent outside the image.
        case decal
    }

    /// The image.
    public var image: Bitmap
    /// Maps image pixel coordinates (0…width, 0…height) into user space.
    public var transform: Transform
    /// How pixels between image samples are reconstructed (``ImageSampling/highQuality`` samples
    /// bicubically here: patterns have no single scale to prefilter for).
    public var sampling: ImageSampling
    /// How the pattern continues beyond the image.
    public var tileMode: TileMode

    /// Creates an image pattern.
    public init(image: Bitmap, transform: Transform = .identity, sampling: ImageSampling = .bilinear,
                tileMode: TileMode = .clamp) {
        self.image = image
        self.transform = transform
        self.sampling = sampling
        self.tileMode = tileMode
    }
}

/// How an image is resampled when it is drawn at another size or position.
public enum ImageSampling: Hashable, Sendable {
    /// The default: a separable Catmull-Rom cubic when enlarging (interpolating, so it stays
    /// sharp), Lanczos-3 widened by the reduction factor when reducing (no aliasing, keeps
    /// detail), on premultiplied pixels.
    case highQuality
    /// Mitchell-Netravali (B = C = 1/3) cubic, widened when reducing: softer than Catmull-Rom,
    /// almost no ringing (what Skia's `CubicResampler.Mitchell()` uses when enlarging).
    case mitchell
    /// Catmull-Rom cubic in both directions, widened when reducing.
    case catmullRom
    /// Lanczos-3 in both directions, widened when reducing.
    case lanczos3
    /// A triangle filter: bilinear interpolation when enlarging, widened to average when reducing.
    case bilinear
    /// The nearest source pixel; no filtering.
    case nearest
}
