#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-dimensional reconstruction filter for image resampling, evaluated in units of source
/// pixels (widened by the reduction factor when an image is made smaller).
enum ResamplingKernel: Hashable, Sendable {
    /// Nearest neighbour (a box of width 1).
    case box
    /// Linear interpolation (a triangle of radius 1).
    case triangle
    /// Mitchell-Netravali with B = C = 1/3: soft, nearly free of ringing.
    case mitchell
    /// Catmull-Rom (B = 0, C = 1/2): interpolating and sharp, with a small overshoot.
    case catmullRom
    /// Lanczos windowed sinc with three lobes.
    case lanczos3

    /// The radius beyond which the kernel is zero.
    var support: Double {
        switch self {
        case .box: return 0.5
        case .triangle: return 1
        case .mitchell, .catmullRom: return 2
        case .lanczos3: return 3
        }
    }

    /// The kernel's value at distance `x` from the sample.
    func weight(_ x: Double) -> Double {
        let x = abs(x)
        switch self {
        case .box:
            return x < 0.5 ? 1 : (x == 0.5 ? 0.5 : 0)
        case .triangle:
            return x < 1 ? 1 - x : 0
        case .mitchell:
            return Self.cubic(x, b: 1.0 / 3.0, c: 1.0 / 3.0)
        case .catmullRom:
            return Self.cubic(x, b: 0, c: 0.5)
        case .lanczos3:
            if x < 1e-9 { return 1 }
            if x >= 3 { return 0 }
            let px = Double.pi * x
            return 3 * sin(px) * sin(px / 3) / (px * px)
        }
    }

    /// The Mitchell-Netravali family of cubics with parameters B and C.
    private static func cubic(_ x: Double, b: Double, c: Double) -> Double {
        if x < 1 {
            return ((12 - 9 * b - 6 * c) * x * x * x + (-18 + 12 * b + 6 * c) * x * x + (6 - 2 * b)) / 6
        }
        if x < 2 {
            return ((-b - 6 * c) * x * x * x + (6 * b + 30 * c) * x * x + (-12 * b - 48 * c) * x + (8 * b + 24 * c)) / 6
        }
        return 0
    }
}
