/// The scalar reference for every compositing operation: one pixel at a time, exact
/// `x · y / 255` rounding. The SIMD row kernels in `Compositing+SIMD.swift` must produce the same
/// bytes; tests compare them on random input.
enum Compositing {
    /// `x · y / 255` rounded to nearest, exactly.
    @inline(__always) static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// A premultiplied pixel scaled by an 8-bit factor (coverage or opacity).
    @inline(__always) static func scale(_ p: PremultipliedRGBA, by factor: UInt8) -> PremultipliedRGBA {
        if factor == 255 { return p }
        let f = UInt32(factor)
        return PremultipliedRGBA(red: UInt8(multiply(UInt32(p.red), f)), green: UInt8(multiply(UInt32(p.green), f)),
                                 blue: UInt8(multiply(UInt32(p.blue), f)), alpha: UInt8(multiply(UInt32(p.alpha), f)))
    }

    /// Source-over of a source already scaled by its coverage: `S + D · (255 − Sa) / 255`.
    @inline(__always) static func sourceOver(_ s: PremultipliedRGBA, _ d: PremultipliedRGBA) -> PremultipliedRGBA {
        let inverse = 255 - UInt32(s.alpha)
        return PremultipliedRGBA(red: s.red &+ UInt8(multiply(UInt32(d.red), inverse)),
                                 green: s.green &+ UInt8(multiply(UInt32(d.green), inverse)),
                                 blue: s.blue &+ UInt8(multiply(UInt32(d.blue), inverse)),
                                 alpha: s.alpha &+ UInt8(multiply(UInt32(d.alpha), inverse)))
    }

    /// `a + (b − a) · t / 255`, per channel, rounded to nearest.
    @inline(__always) static func interpolate(_ a: PremultipliedRGBA, _ b: PremultipliedRGBA, _ t: UInt8) -> PremultipliedRGBA {
        if t == 255 { return b }
        if t == 0 { return a }
        let u = 255 - UInt32(t), v = UInt32(t)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            // x·u + y·v ≤ 255·255, so one exact division by 255 with rounding.
            let total = UInt32(x) * u + UInt32(y) * v + 128
            return UInt8((total + (total >> 8)) >> 8)
        }
        return PremultipliedRGBA(red: mix(a.red, b.red), green: mix(a.green, b.green),
                                 blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// One pixel: the source `s` (unscaled) applied to `d` with `mode` at `coverage`.
    static func composite(_ s: PremultipliedRGBA, onto d: PremultipliedRGBA, mode: BlendMode,
                          coverage: UInt8) -> PremultipliedRGBA {
        if coverage == 0 { return d }
        switch mode {
        case .sourceOver:
            return sourceOver(scale(s, by: coverage), d)
        case .copy:
            return interpolate(d, s, coverage)
        case .clear:
            return interpolate(d, .transparent, coverage)
        case .destinationIn:
            return interpolate(d, scale(d, by: s.alpha), coverage)
        case .destinationOut:
            return scale(d, by: 255 - UInt8(multiply(UInt32(s.alpha), UInt32(coverage))))
        case .sourceIn:
            return interpolate(d, scale(s, by: d.alpha), coverage)
        case .sourceAtop:
            let result = sourceOver(scale(s, by: d.alpha), scale(d, by: 255 - s.alpha))
            return interpolate(d, result, coverage)
        case .destinationOver:
            return sourceOver(d, scale(s, by: coverage))
        }
    }
}

extension PremultipliedRGBA {
    /// The pixel packed little-endian into 32 bits (R in the low byte, A in the high byte): the
    /// in-memory layout of a ``Bitmap`` row on every platform Feedshot runs on.
    @inline(__always) var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// Unpacks a little-endian 32-bit pixel.
    @inline(__always) init(packed value: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: value), green: UInt8(truncatingIfNeeded: value >> 8),
                  blue: UInt8(truncatingIfNeeded: value >> 16), alpha: UInt8(truncatingIfNeeded: value >> 24))
    }
}
