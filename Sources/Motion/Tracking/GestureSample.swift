/// One recorded position of a moving finger along one axis: what ``VelocityTracker`` fits.
///
/// In Paging's gesture files a sample is `{"t": 0.016, "y": -12.5}`; a live host makes one from
/// each touch event of a drag, per axis.
public struct GestureSample: Sendable, Hashable {
    /// Seconds on the gesture's clock (the file's `t`).
    public var time: Double
    /// The finger's translation since touch-down in points, SwiftUI's `translation.height` for a
    /// vertical drag (the file's `y`): negative means the finger moved up.
    public var translation: Double

    /// Creates a sample.
    public init(time: Double, translation: Double) {
        self.time = time
        self.translation = translation
    }
}
