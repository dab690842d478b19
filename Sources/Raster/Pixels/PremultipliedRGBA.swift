/// One pixel as stored in a ``Bitmap``: 8-bit sRGB channels premultiplied by alpha
/// (every colour channel is at most `alpha`).
public struct PremultipliedRGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a pixel from already-premultiplied channels.
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black, the only transparent value a premultiplied pixel can have.
    public static let transparent = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255)
    /// Opaque white.
    public static let white = PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// Premultiplies straight (unassociated) 8-bit channels, rounding to nearest.
    @inlinable public init(straightRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.init(red: PremultipliedRGBA.multiply(red, alpha), green: PremultipliedRGBA.multiply(green, alpha),
                  blue: PremultipliedRGBA.multiply(blue, alpha), alpha: alpha)
    }

    /// The straight (unpremultiplied) channels, rounded to nearest; transparent pixels give zeros.
    @inlinable public var straight: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard alpha != 0 else { return (0, 0, 0, 0) }
        guard alpha != 255 else { return (red, green, blue, 255) }
        let a = UInt32(alpha), half = a / 2
        func unmultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / a)) }
        return (unmultiply(red), unmultiply(green), unmultiply(blue), alpha)
    }

    /// `x · y / 255` rounded to nearest, exactly, for 8-bit operands (the classic
    /// `(t + (t >> 8)) >> 8` with `t = x·y + 128`).
    @inlinable public static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        let t = UInt32(x) * UInt32(y) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
