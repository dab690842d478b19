import Foundation
import ImageCodecs
import Raster

extension ImageDiff {
    /// The side of the cells whose connected groups form ``ImageDiffResult/changedRegions``.
    static let regionCellSize = 16

    /// Compares `actual` with `expected`. Swapping the two changes no count, region or verdict.
    ///
    /// Rows whose bytes are identical are skipped with one `memcmp`, and colour differences are
    /// only computed where a pixel's bytes differ, so comparing near-identical screenshots costs
    /// little more than reading them.
    public func compare(expected: Bitmap, actual: Bitmap) -> ImageDiffResult {
        guard expected.width == actual.width && expected.height == actual.height else {
            let violation = ImageDiffResult.Violation.sizeMismatch(
                expected: PixelSize(width: expected.width, height: expected.height),
                actual: PixelSize(width: actual.width, height: actual.height))
            return ImageDiffResult(expected: expected, actual: actual, options: self, violations: [violation])
        }
        var scan = Scan(options: self, width: expected.width, height: expected.height)
        expected.pixels.withUnsafeBufferPointer { expectedPixels in
            actual.pixels.withUnsafeBufferPointer { actualPixels in
                scan.run(expected: expectedPixels, expectedBytesPerRow: expected.bytesPerRow,
                         actual: actualPixels, actualBytesPerRow: actual.bytesPerRow)
            }
        }
        return scan.result(expected: expected, actual: actual)
    }
}

extension ImageDiff {
    /// One comparison's mutable state: counters, the per-pixel classes and the grids.
    fileprivate struct Scan {
        let options: ImageDiff
        let width: Int
        let height: Int
        var classes: [UInt8] = []
        var differing = 0
        var antialiased = 0
        var tolerated = 0
        var maskedDiffering = 0
        var largestDeltaE = 0.0
        var largestDeltaELocation: PixelPoint?
        var regionGrid: DiffGrid
        var windowGrid: DiffGrid
        var colorDifference = PixelDeltaE()

        init(options: ImageDiff, width: Int, height: Int) {
            self.options = options
            self.width = width
            self.height = height
            regionGrid = DiffGrid(width: width, height: height, cellSize: ImageDiff.regionCellSize)
            windowGrid = DiffGrid(width: width, height: height, cellSize: options.windowCellSize)
        }

        mutating func run(expected: UnsafeBufferPointer<UInt8>, expectedBytesPerRow: Int,
                          actual: UnsafeBufferPointer<UInt8>, actualBytesPerRow: Int) {
            guard width > 0 && height > 0,
                  let expectedBase = expected.baseAddress, let actualBase = actual.baseAddress else { return }
            let rowBytes = width * 4
            func rowsMatch(_ y: Int) -> Bool {
                memcmp(expectedBase + y * expectedBytesPerRow, actualBase + y * actualBytesPerRow, rowBytes) == 0
            }
            var firstRow = 0
            while firstRow < height && rowsMatch(firstRow) { firstRow += 1 }
            guard firstRow < height else { return }

            let detector = AntialiasingDetector(first: expected, firstBytesPerRow: expectedBytesPerRow,
                                                second: actual, secondBytesPerRow: actualBytesPerRow,
                                                width: width, height: height)
            var pixelmatch: (delta: PixelmatchDelta, maximum: Double, detector: PixelmatchAntialiasing)?
            if case let .pixelmatch(threshold, background) = options.metric {
                let delta = PixelmatchDelta(background: background)
                let clamped = threshold.isNaN ? 0 : min(1, max(0, threshold))
                pixelmatch = (delta, PixelmatchDelta.maximumDelta(threshold: clamped),
                              PixelmatchAntialiasing(first: expected, firstBytesPerRow: expectedBytesPerRow,
                                                     second: actual, secondBytesPerRow: actualBytesPerRow,
                                                     width: width, height: height, delta: delta))
            }
            let masked = MaskRows(masks: options.masks, width: width, height: height)
            let hasMasks = !masked.isEmpty
            // The properties are plain `var`s, so clamp rather than trap on values set after init.
            let tolerance = UInt32(min(255, max(0, options.channelTolerance)))
            let threshold = options.deltaEThreshold.isNaN ? 0 : options.deltaEThreshold
            let different = ImageDiffResult.PixelClass.different.rawValue
            var pixelClasses = [UInt8](repeating: 0, count: width * height)
            pixelClasses.withUnsafeMutableBufferPointer { buffer in
                guard let classes = buffer.baseAddress else { return }
                for y in firstRow..<height where y == firstRow || !rowsMatch(y) {
                    let expectedRow = UnsafeRawPointer(expectedBase + y * expectedBytesPerRow)
                    let actualRow = UnsafeRawPointer(actualBase + y * actualBytesPerRow)
                    let rowClasses = classes + y * width
                    let differingBefore = differing
                    for x in 0..<width {
                        let e = UInt32(littleEndian: expectedRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                        let a = UInt32(littleEndian: actualRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                        if e == a { continue }
                        if hasMasks && masked.contains(index: y * width + x) {
                            rowClasses[x] = ImageDiffResult.PixelClass.masked.rawValue
                            maskedDiffering += 1
                            continue
                        }
                        // Both fully transparent: invisible whatever the colour bytes hold.
                        if e >> 24 == 0 && a >> 24 == 0 {
                            rowClasses[x] = ImageDiffResult.PixelClass.tolerated.rawValue
                            tolerated += 1
                            continue
                        }
                        let deltaE = colorDifference.deltaE(e, a)
                        if deltaE > largestDeltaE || largestDeltaELocation == nil {
                            largestDeltaE = max(largestDeltaE, deltaE)
                            largestDeltaELocation = PixelPoint(x: x, y: y)
                        }
                        let differs: Bool
                        if let pixelmatch {
                            differs = abs(pixelmatch.delta.delta(e, a, index: y * width + x)) > pixelmatch.maximum
                        } else {
                            differs = Self.largestChannelChange(e, a) > tolerance
                                && (threshold <= 0 || deltaE > threshold)
                        }
                        if !differs {
                            rowClasses[x] = ImageDiffResult.PixelClass.tolerated.rawValue
                            tolerated += 1
                        } else if options.detectsAntialiasing
                                    && (pixelmatch?.detector.isAntialiased(x: x, y: y)
                                        ?? detector.isAntialiased(x: x, y: y)) {
                            rowClasses[x] = ImageDiffResult.PixelClass.antialiased.rawValue
                            antialiased += 1
                        } else {
                            rowClasses[x] = different
                            differing += 1
                        }
                    }
                    if differing > differingBefore {
                        regionGrid.add(row: y, classes: rowClasses, marker: different)
                        windowGrid.add(row: y, classes: rowClasses, marker: different)
                    }
                }
            }
            classes = pixelClasses
        }

        @inline(__always) static func largestChannelChange(_ first: UInt32, _ second: UInt32) -> UInt32 {
            var largest: UInt32 = 0
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let p = (first >> shift) & 0xFF, q = (second >> shift) & 0xFF
                largest = max(largest, p > q ? p - q : q - p)
            }
            return largest
        }

        func result(expected: Bitmap, actual: Bitmap) -> ImageDiffResult {
            var violations = [ImageDiffResult.Violation]()
            let allowed = options.allowedDifferingPixels(pixelCount: width * height)
            if differing > allowed {
                violations.append(.tooManyDifferingPixels(count: differing, allowed: allowed))
            }
            let windowAllowed = options.allowedDifferingPixelsPerWindow
            if differing > windowAllowed, let busiest = windowGrid.busiestWindow(), busiest.count > windowAllowed {
                violations.append(.concentratedChange(window: busiest.window, count: busiest.count,
                                                      allowed: windowAllowed))
            }
            return ImageDiffResult(
                expected: expected, actual: actual, options: options, differingPixelCount: differing,
                antialiasedPixelCount: antialiased, toleratedPixelCount: tolerated, maskedPixelCount: maskedDiffering,
                largestDeltaE: largestDeltaE, largestDeltaELocation: largestDeltaELocation,
                changedRegions: differing > 0 ? regionGrid.connectedRegions() : [],
                violations: violations, pixelClasses: classes)
        }
    }
}
