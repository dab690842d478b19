import Raster

/// The masked pixels of an image as one flag per pixel, built once per comparison from
/// ``ImageDiff/masks`` (clipped to the image); empty when nothing is masked, so unmasked
/// comparisons pay nothing.
struct MaskRows {
    private let flags: [Bool]
    private let width: Int

    init(masks: [PixelRect], width: Int, height: Int) {
        self.width = width
        let clipped = masks.map {
            PixelRect(minX: max(0, $0.minX), minY: max(0, $0.minY),
                      maxX: min(width, $0.maxX), maxY: min(height, $0.maxY))
        }.filter { $0.width > 0 && $0.height > 0 }
        guard !clipped.isEmpty else {
            flags = []
            return
        }
        var flags = [Bool](repeating: false, count: width * height)
        for rect in clipped {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { flags[y * width + x] = true }
            }
        }
        self.flags = flags
    }

    /// Whether any pixel is masked.
    var isEmpty: Bool { flags.isEmpty }

    /// Whether the pixel at `index` (row-major) is masked.
    func contains(index: Int) -> Bool { !flags.isEmpty && flags[index] }
}
