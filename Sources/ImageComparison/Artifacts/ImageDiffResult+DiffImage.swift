import Raster

extension ImageDiffResult {
    /// The colour of differing pixels in ``diffImage``.
    public static let differenceColor = PremultipliedRGBA(red: 230, green: 0, blue: 0, alpha: 255)
    /// The colour of pixels ignored as anti-aliasing in ``diffImage``: a yellow dark enough to
    /// stand out on the faded background.
    public static let antialiasingColor = PremultipliedRGBA(red: 245, green: 190, blue: 0, alpha: 255)

    /// The diff image (`diff.png`): every pixel of the expected image as a faded grey (its
    /// brightness over white, three quarters of the way to white), except differing pixels in
    /// red and pixels ignored as anti-aliasing in yellow. Pixels within tolerance look unchanged.
    /// Opaque, the size of the images; `nil` when their sizes differ.
    public var diffImage: Bitmap? {
        guard sizesMatch else { return nil }
        let width = expected.width, height = expected.height
        var output = [UInt8](repeating: 255, count: width * height * 4)
        expected.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * expected.bytesPerRow
                    for x in 0..<width {
                        let i = row + x * 4
                        let background = 255 - Int(source[i + 3])
                        let luma = (299 * min(255, Int(source[i]) + background)
                                    + 587 * min(255, Int(source[i + 1]) + background)
                                    + 114 * min(255, Int(source[i + 2]) + background) + 500) / 1000
                        let grey = UInt8(255 - (255 - luma) / 4)
                        let o = (y * width + x) * 4
                        target[o] = grey
                        target[o + 1] = grey
                        target[o + 2] = grey
                    }
                }
            }
        }
        if !pixelClasses.isEmpty {
            for index in pixelClasses.indices {
                let color: PremultipliedRGBA
                switch PixelClass(rawValue: pixelClasses[index]) {
                case .different: color = Self.differenceColor
                case .antialiased: color = Self.antialiasingColor
                default: continue
                }
                output[index * 4] = color.red
                output[index * 4 + 1] = color.green
                output[index * 4 + 2] = color.blue
            }
        }
        return Bitmap(width: width, height: height, premultipliedPixels: output)
    }
}
