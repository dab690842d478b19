import Foundation
import Geometry
import Raster

// The animatable data of Feedshot's own value types, shaped as SwiftUI shapes them: points and
// sizes are pairs, a rectangle is a pair of its origin's and its size's data (SwiftUI's
// `CGRect.AnimatableData`), insets nest four values in the order top, leading, bottom, trailing.
// Components are `Double`s where SwiftUI's are `CGFloat`s, because Feedshot measures in `Double`.

extension Point: Animatable {
    /// `(x, y)`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension Size: Animatable {
    /// `(width, height)`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Rect: Animatable {
    /// `((x, y), (width, height))`.
    public var animatableData: AnimatablePair<Point.AnimatableData, Size.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Angle: Animatable {
    /// The angle in radians. (SwiftUI's own type may scale this internally; nothing public
    /// depends on the scale, so Feedshot keeps plain radians.)
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// `(x, y)`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// `(top, (leading, (bottom, trailing)))`, SwiftUI's nesting.
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension RGBAColor: Animatable {
    /// `(red, (green, (blue, opacity)))` with the colour channels in linear light.
    ///
    /// SwiftUI documents `Color.Resolved` (the colour it animates) as linear sRGB components
    /// plus opacity, and animates those, so a red-to-green animation passes through a bright
    /// yellow-brown rather than the dark one that interpolating gamma-encoded values gives.
    /// Whether SwiftUI premultiplies before interpolating is not published; Feedshot
    /// interpolates straight (unpremultiplied) channels, the reading of the documented data.
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get {
            AnimatablePair(Self.linear(red), AnimatablePair(Self.linear(green),
                                                            AnimatablePair(Self.linear(blue), alpha)))
        }
        set {
            red = Self.encoded(newValue.first)
            green = Self.encoded(newValue.second.first)
            blue = Self.encoded(newValue.second.second.first)
            alpha = newValue.second.second.second
        }
    }

    /// The sRGB transfer function, decoding (IEC 61966-2-1), extended to negative values by
    /// symmetry as extended-range sRGB is.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -decoded : decoded
    }

    /// The sRGB transfer function, encoding: the inverse of ``linear(_:)``.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
