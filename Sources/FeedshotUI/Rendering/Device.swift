import Geometry

/// A screen to render on: its size in points, its safe-area insets, its kind (phone or pad) and
/// how it is held. The scale is the renderer's (`Renderer(scale:)`, 3 by default, as on every
/// iPhone preset except the SE's 2; iPads are 2).
///
/// The root view is offered the safe area, as on a device, and centred in it; views that
/// `ignoresSafeArea()` (and style backgrounds, which ignore it by default) extend to the
/// screen's edges. The renderer sets the environment's size classes from the device.
///
/// The presets use Apple's published point sizes and the safe-area insets iOS reports in
/// portrait; ``landscape`` turns any of them (``rotated(to:)``).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The kind of device, which decides size classes and how the screen turns.
    public enum Idiom: Hashable, Sendable, CaseIterable {
        /// An iPhone: compact width (regular in landscape on the Plus and Max phones), compact
        /// height in landscape, the status bar hidden in landscape.
        case phone
        /// An iPad: regular both ways, the same insets in both orientations.
        case pad
    }

    /// A short name for reports.
    public var name: String
    /// The screen size in points, as currently held.
    public var size: Size
    /// The insets of the safe area from the screen edges, in points, as currently held.
    public var safeAreaInsets: EdgeInsets
    /// Phone or pad.
    public var idiom: Idiom
    /// How the device is held (`.portrait` for every preset).
    public var orientation: InterfaceOrientation
    /// The insets in portrait while the device is turned to landscape, so that turning back
    /// restores them exactly.
    var portraitSafeAreaInsets: EdgeInsets?

    /// Creates a device.
    public init(name: String, size: Size, safeAreaInsets: EdgeInsets = .zero, idiom: Idiom = .phone,
                orientation: InterfaceOrientation = .portrait) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.idiom = idiom
        self.orientation = orientation
    }

    /// A plain canvas of `width` × `height` points without safe-area insets.
    public static func canvas(width: Double, height: Double) -> Device {
        Device(name: "\(width.compactDescription)x\(height.compactDescription)", size: Size(width: width, height: height))
    }

    // MARK: iPhones

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

    // MARK: iPads
    // Full-screen apps on iPads without a home button report 24 points at the top (status bar)
    // and 20 at the bottom (home indicator) in both orientations.

    /// iPad mini (6th generation): 744 × 1133 points.
    public static let iPadMini = Device(name: "iPad mini", size: Size(width: 744, height: 1133),
                                        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), idiom: .pad)
    /// iPad (10th generation) and iPad Air 11-inch: 820 × 1180 points.
    public static let iPad = Device(name: "iPad", size: Size(width: 820, height: 1180),
                                    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), idiom: .pad)
    /// iPad Pro 11-inch: 834 × 1194 points.
    public static let iPadPro11 = Device(name: "iPad Pro 11", size: Size(width: 834, height: 1194),
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), idiom: .pad)
    /// iPad Pro 13-inch (M4): 1032 × 1376 points.
    public static let iPadPro13 = Device(name: "iPad Pro 13", size: Size(width: 1032, height: 1376),
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), idiom: .pad)

    /// Every preset in portrait: the iPhones smallest first, then the iPads.
    public static let presets: [Device] = [.iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone16Pro,
                                           .iPhone14Plus, .iPhone15ProMax, .iPhone16ProMax,
                                           .iPadMini, .iPad, .iPadPro11, .iPadPro13]

    /// The default device: 390 × 844 points (`iPhone14`).
    public static let `default` = Device.iPhone14

    // MARK: Geometry

    /// The screen in points.
    public var screen: Rect { Rect(size: size) }
    /// The safe area in points.
    public var safeArea: Rect { screen.inset(by: safeAreaInsets) }

    /// Whether the screen is held wider than tall.
    public var isLandscape: Bool { orientation.isLandscape }

    // MARK: Size classes

    /// The horizontal size class apps see full screen: regular on iPads and on the Plus and Max
    /// iPhones in landscape (those at least 414 points wide in portrait), compact otherwise.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        switch idiom {
        case .pad: return .regular
        case .phone: return isLandscape && Swift.min(size.width, size.height) >= 414 ? .regular : .compact
        }
    }

    /// The vertical size class apps see full screen: compact on iPhones in landscape, regular
    /// otherwise.
    public var verticalSizeClass: UserInterfaceSizeClass {
        idiom == .phone && isLandscape ? .compact : .regular
    }

    public var description: String {
        "\(name) (\(size), insets \(safeAreaInsets))"
    }
}
