import Foundation

/// A map of colours: each of red, green and blue out is a weighted sum of red, green and blue in
/// plus a constant, on straight (not premultiplied) channels from 0 to 1; alpha is kept. The
/// colour adjustments of SwiftUI views (saturation, greyscale, brightness, contrast, hue rotation,
/// inversion) are such maps; the weights are the W3C Filter Effects matrices (Apple does not
/// publish SwiftUI's, so they are inferred).
///
/// Because alpha is kept, the map applies to premultiplied channels as weights · channels +
/// constant · alpha, with no division (see ``Canvas/transformLayerColors(by:)``).
public struct ColorMatrix: Sendable, Equatable {
    /// Three rows (red, green, blue out) of four numbers: the weights of red, green and blue in,
    /// and the constant.
    public var rows: [[Double]]

    public init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 4 }, "ColorMatrix needs 3 rows of 4")
        self.rows = rows
    }

    /// Leaves colours as they are.
    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]])

    /// The luminance weights of sRGB values (Rec. 709), which the W3C matrices use.
    static let luminance = (red: 0.2126, green: 0.7152, blue: 0.0722)

    /// Moves colours toward their luminance (`amount` 0: grey), leaves them (1) or past them
    /// (above 1): the W3C `saturate` matrix.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount.isFinite ? amount : 1
        let (r, g, b) = luminance
        return ColorMatrix(rows: [
            [r + (1 - r) * s, g - g * s, b - b * s, 0],
            [r - r * s, g + (1 - g) * s, b - b * s, 0],
            [r - r * s, g - g * s, b + (1 - b) * s, 0],
        ])
    }

    /// Grey by `amount` (0: unchanged, 1: fully grey): saturation of 1 − amount, as the W3C's
    /// `grayscale` is.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(1, max(0, amount.isFinite ? amount : 0)))
    }

    /// Adds `amount` to each channel (1 makes everything white, −1 black).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        let a = amount.isFinite ? amount : 0
        return ColorMatrix(rows: [[1, 0, 0, a], [0, 1, 0, a], [0, 0, 1, a]])
    }

    /// Scales each channel's distance from mid-grey by `amount` (0: all mid-grey, 1: unchanged,
    /// negative: inverted as well).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let c = amount.isFinite ? amount : 1
        let shift = 0.5 * (1 - c)
        return ColorMatrix(rows: [[c, 0, 0, shift], [0, c, 0, shift], [0, 0, c, shift]])
    }

    /// Turns hues by `radians` about the grey axis: the W3C `hue-rotate` matrix.
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let angle = radians.isFinite ? radians : 0
        let c = cos(angle), s = sin(angle)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0],
        ])
    }

    /// Inverts each channel (1 − value).
    public static let inversion = ColorMatrix(rows: [[-1, 0, 0, 1], [0, -1, 0, 1], [0, 0, -1, 1]])

    /// This map followed by `next`.
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        var result = [[Double]]()
        for row in next.rows {
            var out = [0.0, 0, 0, row[3]]
            for k in 0..<3 {
                for j in 0..<4 { out[j] += row[k] * rows[k][j] }
            }
            result.append(out)
        }
        return ColorMatrix(rows: result)
    }
}
