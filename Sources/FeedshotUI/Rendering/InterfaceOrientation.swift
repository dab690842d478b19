/// Which way up the device is held: SwiftUI's `InterfaceOrientation` (what
/// `.previewInterfaceOrientation(_:)` takes). ``Device/rotated(to:)`` turns a device's screen.
public struct InterfaceOrientation: Hashable, CaseIterable, Identifiable, Sendable, CustomStringConvertible {
    /// A stable name: "portrait", "portraitUpsideDown", "landscapeLeft" or "landscapeRight".
    public let id: String

    private init(id: String) {
        self.id = id
    }

    /// Upright, the home indicator at the bottom.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned so that the top of the device is on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned so that the top of the device is on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    public var description: String { id }
}
