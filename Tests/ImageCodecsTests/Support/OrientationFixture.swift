import Raster
@testable import ImageCodecs

/// Builds stored (un-oriented) pixel grids and EXIF blocks for orientation tests.
enum OrientationFixture {
    /// The stored grid that displays as `upright` once `orientation` is applied: the inverse
    /// of the EXIF transform, computed independently of `ImageOrientation.apply`.
    static func stored(_ upright: [[Int]], for orientation: ImageOrientation) -> [[Int]] {
        let height = upright.count, width = upright[0].count
        func transposed(_ grid: [[Int]]) -> [[Int]] {
            (0..<grid[0].count).map { x in grid.map { $0[x] } }
        }
        func mirroredLeftRight(_ grid: [[Int]]) -> [[Int]] { grid.map { $0.reversed() } }
        func mirroredTopBottom(_ grid: [[Int]]) -> [[Int]] { grid.reversed() }
        _ = (width, height)
        switch orientation {
        case .up: return upright
        case .upMirrored: return mirroredLeftRight(upright)
        case .down: return mirroredTopBottom(mirroredLeftRight(upright))
        case .downMirrored: return mirroredTopBottom(upright)
        case .leftMirrored: return transposed(upright)
        // 6: the display is the stored image turned 90° clockwise, so the stored one is the
        // display turned 90° counter-clockwise: its first row is the display's last column.
        case .right: return mirroredTopBottom(transposed(upright))
        case .rightMirrored: return mirroredTopBottom(mirroredLeftRight(transposed(upright)))
        case .left: return mirroredLeftRight(transposed(upright))
        }
    }

    /// A minimal TIFF block whose IFD0 holds one other tag and then Orientation.
    static func tiff(orientation: Int, littleEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        var bytes: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        bytes += u16(42) + u32(8)
        bytes += u16(2)
        bytes += u16(0x010F) + u16(2) + u32(4) + [0x41, 0x42, 0x43, 0]   // Make = "ABC"
        bytes += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        bytes += u32(0)
        return bytes
    }

    /// A bitmap's opaque pixels as 0xRRGGBB rows.
    static func rows(of bitmap: Bitmap) -> [[Int]] {
        (0..<bitmap.height).map { y in
            (0..<bitmap.width).map { x in
                let p = bitmap[x, y]
                return Int(p.red) << 16 | Int(p.green) << 8 | Int(p.blue)
            }
        }
    }
}
