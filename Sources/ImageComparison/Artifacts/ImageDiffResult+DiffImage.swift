import Raster

extension ImageDiffResult {
    /// The colour of differing pixels in ``diffImage``.
    public static let differenceColor = PremultipliedRGBA(red: 230, green: 0, blue: 0, alpha: 255)
    /// The colour of pixels ignored as anti-aliasing in ``diffImage``: a yellow dark enough to
    /// stand out on the faded background.
    public static let antialiasingColor = PremultipliedRGBA(red: 245, green: 190, blue: 0, alpha: 255)
    /// pixelmatch's colours for its diff output: different pixels, anti-aliased pixels.
    public static let pixelmatchDifferenceColor = PremultipliedRGBA(red: 255, green: 0, blue: 0, alpha: 255)
    public static let pixelmatchAntialiasingColor = PremultipliedRGBA(red: 255, green: 255, blue: 0, alpha: 255)

    /// The diff image (`diff.png`): every pixel of the expected image as a faded grey, except
    /// differing pixels in red and pixels ignored as anti-aliasing in yellow; masked regions are
    /// tinted blue. Pixels within tolerance look unchanged. Opaque, the size of the images; `nil`
    /// when their sizes differ.
    ///
    /// With the perceptual metric the grey is the pixel's brightness over white, three quarters of
    /// the way to white, and the colours are ``differenceColor`` and ``antialiasingColor``. With
    /// the pixelmatch metric it is pixelmatch's output: the brightness blended with white at
    /// opacity 0.1, pure red (255, 0, 0) and pure yellow (255, 255, 0).
    public var diffImage: Bitmap? {
        guard sizesMatch else { return nil }
        let width = expected.width, height = expected.height
        let pixelmatchStyle: Bool
        if case .pixelmatch = options.metric { pixelmatchStyle = true } else { pixelmatchStyle = false }
        var output = [UInt8](repeating: 255, count: width * height * 4)
        expected.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * expected.bytesPerRow
                    for x in 0..<width {
                        let i = row + x * 4
                        let grey: UInt8
                        if pixelmatchStyle {
                            // pixelmatch: 255 + (Y(straight colour) − 255) · 0.1 · alpha / 255, which on
                            // premultiplied bytes is 255 + 0.1 · (Y(premultiplied) − alpha), truncated.
                            let luma = Double(source[i]) * 0.29889531 + Double(source[i + 1]) * 0.58662247
                                + Double(source[i + 2]) * 0.11448223
                            grey = UInt8(max(0, min(255, 255 + 0.1 * (luma - Double(source[i + 3])))))
                        } else {
                            let background = 255 - Int(source[i + 3])
                            let luma = (299 * min(255, Int(source[i]) + background)
                                        + 587 * min(255, Int(source[i + 1]) + background)
                                        + 114 * min(255, Int(source[i + 2]) + background) + 500) / 1000
                            grey = UInt8(255 - (255 - luma) / 4)
                        }
                        let o = (y * width + x) * 4
                        target[o] = grey
                        target[o + 1] = grey
                        target[o + 2] = grey
                    }
                }
            }
        }
        let masks = MaskRows(masks: options.masks, width: width, height: height)
        if !masks.isEmpty {
            for index in 0..<(width * height) where masks.contains(index: index) {
                // Tint towards blue, keeping the grey's brightness visible.
                output[index * 4] = UInt8(Int(output[index * 4]) * 3 / 4)
                output[index * 4 + 1] = UInt8(Int(output[index * 4 + 1]) * 17 / 20)
            }
        }
        if !pixelClasses.isEmpty {
            let difference = pixelmatchStyle ? Self.pixelmatchDifferenceColor : Self.differenceColor
            let antialiasing = pixelmatchStyle ? Self.pixelmatchAntialiasingColor : Self.antialiasingColor
            for index in pixelClasses.indices {
                let color: PremultipliedRGBA
                switch PixelClass(rawValue: pixelClasses[index]) {
                case .different: color = difference
                case .antialiased: color = antialiasing
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
