import Geometry

/// A colour with straight (not premultiplied) sRGB channels from 0 to 1: the form in which colours
/// enter the rasterizer from the view layer.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour; channels are clamped to 0…1 when converted to pixels.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit straight channels.
    @inlinable public init(red8 red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
                  alpha: Double(alpha) / 255)
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor` (SwiftUI's `opacity(_:)` on a colour).
    @inlinable public func multipliedAlpha(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour as a premultiplied 8-bit pixel. Each channel is premultiplied in floating point
    /// and rounded once, so `RGBAColor(red: 0.1, …)` stores `round(0.1 · 255) = 26`.
    public var premultiplied: PremultipliedRGBA {
        func quantize(_ value: Double) -> UInt8 {
            let clamped = Swift.min(1, Swift.max(0, value.isNaN ? 0 : value))
            return UInt8((clamped * 255).rounded())
        }
        let a = Swift.min(1, Swift.max(0, alpha.isNaN ? 0 : alpha))
        let a8 = quantize(a)
        // Premultiply with the quantized alpha so that colour channels never exceed alpha.
        let effective = Double(a8) / 255
        return PremultipliedRGBA(red: Swift.min(a8, quantize(red * effective)),
                                 green: Swift.min(a8, quantize(green * effective)),
                                 blue: Swift.min(a8, quantize(blue * effective)),
                                 alpha: a8)
    }

    public var description: String {
        "rgba(\(red.compactDescription), \(green.compactDescription), \(blue.compactDescription), "
            + "\(alpha.compactDescription))"
    }
}

