// Points, sizes, rectangles and transforms encode as CoreGraphics encodes `CGPoint`, `CGSize`,
// `CGRect` and `CGAffineTransform`: unkeyed arrays (`[x, y]`, `[width, height]`,
// `[[x, y], [width, height]]`, `[a, b, c, d, tx, ty]`), so models with geometry fields that
// synthesise `Codable` read and write the same JSON as on Apple platforms.

extension Point: Codable {
    /// Decodes `[x, y]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(x: try container.decode(Double.self), y: try container.decode(Double.self))
    }

    /// Encodes `[x, y]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

extension Size: Codable {
    /// Decodes `[width, height]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(width: try container.decode(Double.self), height: try container.decode(Double.self))
    }

    /// Encodes `[width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
    }
}

extension Rect: Codable {
    /// Decodes `[[x, y], [width, height]]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(origin: try container.decode(Point.self), size: try container.decode(Size.self))
    }

    /// Encodes `[[x, y], [width, height]]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(origin)
        try container.encode(size)
    }
}

extension Transform: Codable {
    /// Decodes `[a, b, c, d, tx, ty]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(Double.self), b: try container.decode(Double.self),
                  c: try container.decode(Double.self), d: try container.decode(Double.self),
                  tx: try container.decode(Double.self), ty: try container.decode(Double.self))
    }

    /// Encodes `[a, b, c, d, tx, ty]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
