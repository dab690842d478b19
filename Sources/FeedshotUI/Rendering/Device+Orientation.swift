import Geometry

extension Device {
    /// The device turned to landscape (left): `Device.iPhone14.landscape` is 844 × 390 points.
    public var landscape: Device { rotated(to: .landscapeLeft) }

    /// The device turned to portrait.
    public var portrait: Device { rotated(to: .portrait) }

    /// The device held in `orientation`: width and height swap between portrait and landscape,
    /// and the safe area moves as iOS moves it.
    ///
    /// - iPhones with a home indicator (34 points at the bottom in portrait) have, in landscape,
    ///   the portrait top inset on both sides (the notch or Dynamic Island on one, mirrored on the
    ///   other) and 21 points at the bottom; the status bar is hidden. iPhone 14: 47, 47 and 21;
    ///   iPhone 15: 59, 59 and 21; iPhone 13 mini: 50, 50 and 21, as UIKit reports them.
    /// - iPhones with a home button hide the status bar in landscape: no insets (UseYourLoaf,
    ///   "Supporting iPhone X": "The system hides the status bar in landscape").
    /// - iPads keep their insets (24 at the top, 20 at the bottom) in both orientations.
    ///
    /// Upside-down portrait is treated as portrait.
    public func rotated(to orientation: InterfaceOrientation) -> Device {
        guard orientation.isLandscape != isLandscape else {
            var same = self
            same.orientation = orientation
            return same
        }
        let portraitInsets = isLandscape ? (portraitSafeAreaInsets ?? inferredPortraitInsets) : safeAreaInsets
        var turned = self
        turned.orientation = orientation
        turned.size = Size(width: size.height, height: size.width)
        turned.safeAreaInsets = orientation.isLandscape ? Device.landscapeInsets(fromPortrait: portraitInsets, idiom: idiom)
                                                        : portraitInsets
        turned.portraitSafeAreaInsets = orientation.isLandscape ? portraitInsets : nil
        turned.name = orientation.isLandscape ? name + " landscape" : Device.portraitName(name)
        return turned
    }

    /// A landscape device's portrait insets, inferred back from its landscape insets by the same
    /// rules (for turning a landscape device made by hand, which does not know them).
    private var inferredPortraitInsets: EdgeInsets {
        switch idiom {
        case .pad: return safeAreaInsets
        case .phone:
            let side = Swift.max(safeAreaInsets.leading, safeAreaInsets.trailing)
            return side > 0 ? EdgeInsets(top: side, leading: 0, bottom: 34, trailing: 0) : .zero
        }
    }

    /// The landscape insets of a device whose portrait insets are `portrait`.
    static func landscapeInsets(fromPortrait portrait: EdgeInsets, idiom: Idiom) -> EdgeInsets {
        switch idiom {
        case .pad:
            return portrait
        case .phone:
            // A home indicator (a bottom inset) means a notch or Dynamic Island at the top.
            guard portrait.bottom > 0 else { return .zero }
            return EdgeInsets(top: 0, leading: portrait.top, bottom: 21, trailing: portrait.top)
        }
    }

    private static func portraitName(_ name: String) -> String {
        name.hasSuffix(" landscape") ? String(name.dropLast(" landscape".count)) : name
    }
}
