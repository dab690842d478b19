/// An 8-bit coverage mask: 0 means "not covered", 255 "fully covered". Glyph images, clip masks and
/// rasterized shapes are masks; a paint is applied through one when it is drawn.
public struct AlphaMask: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Row-major coverage values, `width * height` of them, top row first.
    public var coverage: [UInt8]

    /// Creates a mask with every pixel set to `value` (uncovered by default).
    public init(width: Int, height: Int, value: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "invalid mask size \(width)x\(height)")
        self.width = width
        self.height = height
        self.coverage = [UInt8](repeating: value, count: width * height)
    }

    /// Wraps existing coverage values.
    /// - Precondition: `coverage.count == width * height`.
    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "coverage buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// Reads or writes the coverage at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }
}
