import Foundation

// SwiftUI's named springs (iOS 17). Their parameters are SwiftUI's: duration 0.5 s with bounce 0
// (`smooth`), 0.15 (`snappy`) and 0.3 (`bouncy`); the function forms add `extraBounce` to that
// base bounce, as Apple documents ("How much additional bounce should be added to the base
// bounce of 0.15").

extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5 s, no bounce (critically damped). Also the default.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (damping fraction 0.85).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping fraction 0.7).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring (base bounce 0) with a duration and extra bounce: SwiftUI's
    /// `Spring.smooth(duration:extraBounce:)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (base bounce 0.15) with a duration and extra bounce: SwiftUI's
    /// `Spring.snappy(duration:extraBounce:)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (base bounce 0.3) with a duration and extra bounce: SwiftUI's
    /// `Spring.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The spring of Flutter's `PageView` (its scroll physics' default): mass 0.5, stiffness 100,
    /// damping ratio 1.1, slightly overdamped with a response of about 0.444 s.
    public static let flutterPageView = Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    /// The presets by name, for command-line options and documents.
    public static let presets: [String: Spring] = [
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "flutter": .flutterPageView,
    ]
}
