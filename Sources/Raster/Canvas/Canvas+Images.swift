import Geometry

extension Canvas {
    /// Draws `sourceRect` of `image` (image pixels; the whole image by default) scaled into `rect`
    /// (user space), resampled with `sampling`.
    ///
    /// When the transform only scales and translates (the usual case), the image is resampled
    /// separably straight into device pixels: sub-pixel placement is exact, the filter widens
    /// with the reduction factor, and the rectangle's fractional edges get partial coverage.
    /// Filter taps beyond `sourceRect` read the neighbouring image pixels (so a crop for
    /// scaled-to-fill looks like the full image clipped), and taps beyond the image clamp to its
    /// edge. Only the device pixels inside the clip are computed. Rotated or skewed transforms
    /// fall back to a per-pixel pattern fill.
    public func drawImage(_ image: Bitmap, in rect: Rect, from sourceRect: Rect? = nil,
                          sampling: ImageSampling = .highQuality) {
        if recorded(.image(image, rect, sourceRect, sampling, state.transform)) { return }
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let source = sourceRect ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        guard source.width > 0, source.height > 0 else { return }
        let opacity8 = UInt8((state.opacity * 255).rounded())
        if opacity8 == 0 && state.blendMode == .sourceOver { return }
        let t = state.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else {
            drawImageAsPattern(image, in: rect, from: source, sampling: sampling)
            return
        }
        let device = t.apply(to: rect)
        let region = PixelRect(enclosing: device).intersection(state.clip.bounds)
        guard !region.isEmpty else { return }
        let xWeights = ResamplingWeights(outputCount: region.width, outputStart: region.minX, deviceOrigin: device.minX,
                                         deviceLength: device.width, sourceOrigin: source.minX,
                                         sourceLength: source.width, sourceCount: image.width, sampling: sampling)
        let yWeights = ResamplingWeights(outputCount: region.height, outputStart: region.minY, deviceOrigin: device.minY,
                                         deviceLength: device.height, sourceOrigin: source.minY,
                                         sourceLength: source.height, sourceCount: image.height, sampling: sampling)
        let order = Resampler.order(destination: device, source: source, imageWidth: image.width,
                                    imageHeight: image.height, sampling: sampling)
        let resampler = Resampler(source: image, xWeights: xWeights, yWeights: yWeights, order: order)
        // At a whole-pixel origin the resampled pixels depend only on their place in the
        // destination: a cache keeps them for the next frame (see ``ImageRasterCache``).
        let cached: ImageRasterCache.Entry?
        if let imageCache, device.minX.rounded() == device.minX, device.minY.rounded() == device.minY {
            let originX = Int(device.minX), originY = Int(device.minY)
            cached = imageCache.entry(image: image, source: source, sampling: sampling, device: device,
                                      order: resampler.order, columns: (region.minX - originX)..<(region.maxX - originX),
                                      rows: (region.minY - originY)..<(region.maxY - originY))
        } else {
            cached = nil
        }
        // Fractional edges of the destination rectangle: partial coverage on the border pixels.
        let columnCoverage = (0..<region.width).map { Self.overlap(region.minX + $0, device.minX, device.maxX) }
        let firstFull = columnCoverage.firstIndex(of: 1) ?? region.width
        let endFull = (columnCoverage.lastIndex(of: 1) ?? -1) + 1
        var rowCoverage = [UInt8](repeating: 0, count: region.width)
        // Resample and composite band by band: the intermediate and the resampled pixels stay a
        // few hundred kilobytes whatever the image size.
        let bytesPerRow = region.width * 4
        let bandHeight = resampler.bandHeight
        var band = cached == nil ? [UInt8](repeating: 0, count: bytesPerRow * min(bandHeight, region.height)) : []
        var scratch = [Int16]()
        var bandStart = 0
        while bandStart < region.height {
            let bandEnd = min(region.height, bandStart + bandHeight)
            if cached == nil {
                band.withUnsafeMutableBufferPointer { output in
                    resampler.resampleRows(bandStart..<bandEnd, into: output.baseAddress!, outputBytesPerRow: bytesPerRow,
                                           scratch: &scratch)
                }
            }
            withBandPixels(cached, band: band, device: device, region: region, bandStart: bandStart) { base, rowBytes in
                let source = BlitSource.pixels(base: base, bytesPerRow: rowBytes, originX: region.minX,
                                               originY: region.minY + bandStart, opacity: opacity8)
                let rows = PixelRect(minX: region.minX, minY: region.minY + bandStart, maxX: region.maxX,
                                     maxY: region.minY + bandEnd)
                blit(source, mode: state.blendMode, region: rows) { sink in
                    for y in (region.minY + bandStart)..<(region.minY + bandEnd) {
                        let vertical = Self.overlap(y, device.minY, device.maxY)
                        let rowValue = UInt8((vertical * 255).rounded())
                        guard rowValue > 0 else { continue }
                        func edge(_ from: Int, _ to: Int) {
                            for i in from..<to { rowCoverage[i] = UInt8((columnCoverage[i] * vertical * 255).rounded()) }
                            rowCoverage.withUnsafeBufferPointer { row in
                                sink.blendRun(y: y, x: region.minX + from, coverage: UnsafeBufferPointer(rebasing: row[from..<to]))
                            }
                        }
                        if firstFull < endFull {
                            if firstFull > 0 { edge(0, firstFull) }
                            sink.fillRun(y: y, x: region.minX + firstFull, count: endFull - firstFull, coverage: rowValue)
                            if endFull < region.width { edge(endFull, region.width) }
                        } else {
                            edge(0, region.width)
                        }
                    }
                }
            }
            bandStart = bandEnd
        }
    }

    /// Runs `body` with the band's first pixel (at `region.minX`, row `region.minY + bandStart`)
    /// and its row stride: in the cache entry when there is one, else in `band`.
    private func withBandPixels(_ cached: ImageRasterCache.Entry?, band: [UInt8], device: Rect, region: PixelRect,
                                bandStart: Int, _ body: (UnsafePointer<UInt8>, Int) -> Void) {
        guard let cached else {
            band.withUnsafeBufferPointer { body($0.baseAddress!, region.width * 4) }
            return
        }
        let row = region.minY + bandStart - Int(device.minY)
        let column = region.minX - Int(device.minX) - cached.columns.lowerBound
        cached.pixels.withUnsafeBufferPointer { pixels in
            body(pixels.baseAddress! + row * cached.bytesPerRow + column * 4, cached.bytesPerRow)
        }
    }

    /// How much of pixel `index` (covering `index..<index + 1`) lies in `low..<high`.
    static func overlap(_ index: Int, _ low: Double, _ high: Double) -> Double {
        max(0, min(Double(index + 1), high) - max(Double(index), low))
    }

    /// Rotated or skewed images: fill the destination rectangle with the image as a pattern.
    private func drawImageAsPattern(_ image: Bitmap, in rect: Rect, from source: Rect, sampling: ImageSampling) {
        // Image pixels → user space: source rect onto destination rect.
        let sx = rect.width / source.width, sy = rect.height / source.height
        let mapping = Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - source.minX * sx, ty: rect.minY - source.minY * sy)
        let patternSampling: ImageSampling = sampling == .nearest ? .nearest : (sampling == .bilinear ? .bilinear : .catmullRom)
        fill(Path(rect), with: .image(ImagePattern(image: image, transform: mapping, sampling: patternSampling, tileMode: .clamp)))
    }
}
