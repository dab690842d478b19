/// In-place pixel format conversions on decoded buffers (tight RGBA8 or CMYK8 rows).
enum PixelConversions {
    /// Premultiplies straight RGBA8 in place with exact `x·y/255` rounding (as
    /// `PremultipliedRGBA.multiply`); opaque pixels are left untouched.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            let end = buffer.count
            while index < end {
                let alpha = UInt32(base[index + 3])
                if alpha != 255 {
                    for channel in 0..<3 {
                        let t = UInt32(base[index + channel]) * alpha + 128
                        base[index + channel] = UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                    }
                }
                index += 4
            }
        }
    }

    /// Converts CMYK8 to opaque RGBA8 in place without a profile, the way browsers do:
    /// `R = (255 − C)(255 − K) / 255`, and so on. `inverted` is for Adobe's convention (255 = no ink).
    static func convertCMYKToRGBA(_ pixels: inout [UInt8], inverted: Bool) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let flip: UInt8 = inverted ? 0 : 255
            var index = 0
            while index < buffer.count {
                let k = UInt32(base[index + 3] ^ flip)
                for channel in 0..<3 {
                    let t = UInt32(base[index + channel] ^ flip) * k + 128
                    base[index + channel] = UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                }
                base[index + 3] = 255
                index += 4
            }
        }
    }

    /// Sets every alpha byte of RGBA8 to 255.
    static func makeOpaque(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                buffer[index] = 255
                index += 4
            }
        }
    }
}
