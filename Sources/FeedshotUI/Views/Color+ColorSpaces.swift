import Foundation

extension Color {
    /// The RGB colour spaces a colour can be given in: SwiftUI's `Color.RGBColorSpace`.
    /// Feedshot draws in sRGB; Display P3 and linear colours are converted to it (and P3
    /// colours outside sRGB clamped to its gamut).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma-encoded (the default).
        case sRGB
        /// sRGB primaries, linear light.
        case sRGBLinear
        /// Display P3 (P3 primaries, sRGB's transfer curve).
        case displayP3
    }

    /// A colour from components in `colorSpace` (0…1), converted to sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Color.sRGB(from: colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB, each 0…1; the hue wraps).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// sRGB (gamma-encoded) components for components given in `space`.
    static func sRGB(from space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double {
            let clamped = min(1, max(0, c))
            return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 to sRGB in linear light (the standard D65 matrix; both use sRGB's transfer curve).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (encode(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb),
                    encode(-0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb),
                    encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }
}
