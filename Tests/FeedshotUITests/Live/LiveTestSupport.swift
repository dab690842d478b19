import Geometry
@testable import FeedshotUI

/// Small screens and helpers shared by the live-host tests. Hosts run at scale 1 on a small
/// canvas: these tests read placed trees, not pixels, unless they say so.
enum LiveTest {
    /// A 200 × 300-point screen without safe-area insets.
    static let device = Device.canvas(width: 200, height: 300)
    /// Layout only: scale 1.
    static let renderer = Renderer(scale: 1)

    static func host<V: View>(_ view: V, device: Device = LiveTest.device) -> ViewHost {
        ViewHost(view, on: device, renderer: renderer)
    }

    /// The texts of a placed tree, depth first, without their quotes.
    static func texts(_ tree: PlacedView) -> [String] {
        tree.all(kind: "Text").compactMap { $0[property: "text"] }.map { text in
            text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
        }
    }

    static func texts(_ host: ViewHost) -> [String] { texts(host.layout()) }
}

/// A log that views append to from their actions (tests read it after the host ran them).
final class EventLog: @unchecked Sendable {
    // Unchecked: written by the host's thread, read by the test after the host returned.
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}
