import Foundation

/// A colour in CIE L\*a\*b\* (D65 white): `lightness` 0…100, `a` green–red, `b` blue–yellow.
public struct LabColor: Hashable, Sendable, CustomStringConvertible {
    /// L\*, from 0 (black) to 100 (diffuse white).
    public var lightness: Double
    /// a\*, negative towards green, positive towards red.
    public var a: Double
    /// b\*, negative towards blue, positive towards yellow.
    public var b: Double

    /// Creates a colour from its L\*a\*b\* coordinates.
    @inlinable public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Converts an 8-bit sRGB colour (IEC 61966-2-1 transfer curve and primaries, D65 white).
    public init(sRGBRed red: UInt8, green: UInt8, blue: UInt8) {
        let r = SRGBTransfer.linear[Int(red)]
        let g = SRGBTransfer.linear[Int(green)]
        let b = SRGBTransfer.linear[Int(blue)]
        // Linear sRGB to XYZ, each row already divided by the D65 white so that white maps to
        // (1, 1, 1) and L*a*b* of sRGB white is (100, 0, 0) up to rounding.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = LabColor.f(x), fy = LabColor.f(y), fz = LabColor.f(z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE's companding function: a cube root with a linear segment near black.
    @inline(__always) static func f(_ t: Double) -> Double {
        // (6/29)^3 and the slope 1 / (3 · (6/29)^2) of the linear segment.
        t > 216.0 / 24389.0 ? cbrt(t) : t * (841.0 / 108.0) + 4.0 / 29.0
    }

    public var description: String {
        String(format: "Lab(%.4f, %.4f, %.4f)", lightness, a, b)
    }
}

/// The sRGB transfer curve as a table: 8-bit encoded value → linear light 0…1.
enum SRGBTransfer {
    static let linear: [Double] = (0...255).map { code in
        let v = Double(code) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}

/// Colour-difference formulas.
public enum ColorDifference {
    /// The CIEDE2000 colour difference ΔE₀₀ between two colours, with the parametric weights
    /// kL = kC = kH = 1. A ΔE₀₀ of about 1 is the smallest difference most observers notice side by
    /// side; it is symmetric in its arguments.
    ///
    /// Follows Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
    /// Notes, Supplementary Test Data, and Mathematical Observations" (2005), including their notes
    /// on hue angles of achromatic colours and on the mean hue when the hues are 180° apart.
    public static func ciede2000(_ first: LabColor, _ second: LabColor) -> Double {
        let pow25To7 = 6_103_515_625.0 // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow7(meanC)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let c1Prime = (a1 * a1 + first.b * first.b).squareRoot()
        let c2Prime = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueAngle(b: first.b, aPrime: a1)
        let h2 = hueAngle(b: second.b, aPrime: a2)
        let bothChromatic = c1Prime * c2Prime != 0

        let deltaL = second.lightness - first.lightness
        let deltaC = c2Prime - c1Prime
        var deltaHue = 0.0
        if bothChromatic {
            deltaHue = h2 - h1
            if deltaHue > 180 + hueEpsilon { deltaHue -= 360 } else if deltaHue < -180 - hueEpsilon { deltaHue += 360 }
        }
        let deltaH = 2 * (c1Prime * c2Prime).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanCPrime = (c1Prime + c2Prime) / 2
        var meanHue = h1 + h2
        if bothChromatic {
            // The paper's rule: hues more than 180° apart are averaged the short way round.
            if abs(h1 - h2) > 180 + hueEpsilon {
                meanHue += meanHue < 360 ? 360 : -360
            }
            meanHue /= 2
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let rotationCentre = (meanHue - 275) / 25
        let deltaTheta = 30 * exp(-rotationCentre * rotationCentre)
        let meanCPrime7 = pow7(meanCPrime)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + pow25To7)).squareRoot()
        let lightnessOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(radians(2 * deltaTheta)) * rC

        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    /// Hue differences this close to ±180° count as exactly 180°. The two hues of a pair that is
    /// 180° apart in exact arithmetic (Sharma's pairs 10 and 14) come out of `atan2` a few ulps
    /// either side of it, which would flip the mean hue by 180°; a discontinuity in the formula,
    /// not a colour difference anyone could see.
    private static let hueEpsilon = 1e-9

    @inline(__always) private static func pow7(_ x: Double) -> Double {
        let x2 = x * x
        return x2 * x2 * x2 * x
    }

    @inline(__always) private static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    /// The hue angle h′ in degrees, 0 ≤ h′ < 360; 0 for achromatic colours (a′ = b = 0).
    @inline(__always) private static func hueAngle(b: Double, aPrime: Double) -> Double {
        if b == 0 && aPrime == 0 { return 0 }
        let degrees = atan2(b, aPrime) * (180 / Double.pi)
        return degrees < 0 ? degrees + 360 : degrees
    }
}
