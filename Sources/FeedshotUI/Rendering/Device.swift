import Geometry

/// A screen to render on: its size in points and its safe-area insets (portrait). The scale is
/// the renderer's (`Renderer(scale:)`, 3 by default, as on every preset except the SE's 2).
///
/// The root view is offered the safe area, as on a device, and centred in it; views that
/// `ignoresSafeArea()` (and style backgrounds, which ignore it by default) extend to the
/// screen's edges. The presets use Apple's published point sizes and the safe-area insets iOS
/// reports in portrait.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// A short name for reports.
    public var name: String
    /// The screen size in points.
    public var size: Size
    /// The insets of the safe area from the screen edges, in points.
    public var safeAreaInsets: EdgeInsets
    /// Creates a device.
    public init(name: String, size: Size, safeAreaInsets: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// A plain canvas of `width` × `height` points without safe-area insets.
    public static func canvas(width: Double, height: Double) -> Device {
        Device(name: "\(width.compactDescription)x\(height.compactDescription)", size: Size(width: width, height: height))
    }

    /// iPhone 12, 13 and 14: 390 × 844 points, notch.
    public static let iPhone14 = Device(name: "iPhone 14", size: Size(width: 390, height: 844),
                                        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 14 Plus: 428 × 926 points, notch.
    public static let iPhone14Plus = Device(name: "iPhone 14 Plus", size: Size(width: 428, height: 926),
                                            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 14 Pro, 15, 15 Pro and 16: 393 × 852 points, Dynamic Island.
    public static let iPhone15 = Device(name: "iPhone 15", size: Size(width: 393, height: 852),
                                        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 15 Plus, 15 Pro Max and 16 Plus: 430 × 932 points, Dynamic Island.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932),
                                              safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 16 Pro: 402 × 874 points.
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", size: Size(width: 402, height: 874),
                                           safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 16 Pro Max: 440 × 956 points.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956),
                                              safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 13 mini: 375 × 812 points, notch.
    public static let iPhone13Mini = Device(name: "iPhone 13 mini", size: Size(width: 375, height: 812),
                                            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
    /// iPhone SE (2nd and 3rd generation): 375 × 667 points, status bar only.
    public static let iPhoneSE = Device(name: "iPhone SE", size: Size(width: 375, height: 667),
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))

    /// Every preset, smallest first.
    public static let presets: [Device] = [.iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone16Pro,
                                           .iPhone14Plus, .iPhone15ProMax, .iPhone16ProMax]

    /// The default device: 390 × 844 points (`iPhone14`).
    public static let `default` = Device.iPhone14

    /// The screen in points.
    public var screen: Rect { Rect(size: size) }
    /// The safe area in points.
    public var safeArea: Rect { screen.inset(by: safeAreaInsets) }

    public var description: String {
        "\(name) (\(size), insets \(safeAreaInsets))"
    }
}
