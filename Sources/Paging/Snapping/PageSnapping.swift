import Foundation

/// Decides which page a released drag settles on.
///
/// With H the page height, P the current page (the page at touch-down, or the last committed
/// target when the drag interrupted a settle), s the scroll position at release, y the drag's
/// translation and u the finger's release velocity (sign of y: negative = up):
/// - p = s / H is the fractional page under the screen's top edge;
/// - a **fling** (|u| ≥ `flingVelocity` and |y| ≥ `flingDistance`) goes to the next page in the
///   finger's direction: ⌊p⌋ + 1 when the finger moves up (u < 0), ⌊p⌋ when it moves down; so
///   a drag that went past half a page and was then flicked back returns (velocity wins);
/// - otherwise the page changes only if |p − P| ≥ `pageChangeFraction`, to the next page on that
///   side (further pages, when `maximumPageJump` allows them, each need the same fraction);
/// - the result is at most `maximumPageJump` pages from P and lies in [0, N − 1].
///
/// The minimum distance keeps a tap or a jittering finger, whose tiny moves can still fit a high
/// velocity, from changing pages.
public struct PageSnapping: Sendable, Hashable {
    /// The release speed (points per second) from which a drag counts as a fling (400).
    public var flingVelocity: Double
    /// The translation (points) a fling needs besides its speed (25).
    public var flingDistance: Double
    /// The fraction of a page a slow drag must cover to change pages (0.5).
    public var pageChangeFraction: Double
    /// The most pages one gesture may move (1).
    public var maximumPageJump: Int

    /// Creates a snapping rule; the defaults are the thresholds.
    public init(flingVelocity: Double = 400, flingDistance: Double = 25, pageChangeFraction: Double = 0.5,
                maximumPageJump: Int = 1) {
        precondition(flingVelocity >= 0 && flingDistance >= 0 && pageChangeFraction > 0,
                     "Snapping thresholds must not be negative")
        precondition(maximumPageJump >= 1, "A gesture must be allowed to move at least one page")
        self.flingVelocity = flingVelocity
        self.flingDistance = flingDistance
        self.pageChangeFraction = pageChangeFraction
        self.maximumPageJump = maximumPageJump
    }

    /// Whether a release with this translation and finger velocity is a fling.
    public func isFling(translation: Double, velocity: Double) -> Bool {
        abs(velocity) >= flingVelocity && abs(translation) >= flingDistance
    }

    /// The page a drag released at scroll position `position` settles on.
    ///
    /// - Parameters:
    ///   - position: The scroll position s at release, in points (as shown, rubber band included).
    ///   - currentPage: P, the page the drag is measured from.
    ///   - translation: The drag's translation y at release.
    ///   - velocity: The finger's release velocity u (sign of y).
    ///   - pageHeight: H.
    ///   - pageCount: N.
    public func targetPage(position: Double, currentPage: Int, translation: Double, velocity: Double,
                           pageHeight: Double, pageCount: Int) -> Int {
        let p = position / pageHeight
        var target: Int
        if isFling(translation: translation, velocity: velocity) {
            let below = Int(clampedToIntRange(p.rounded(.down)))
            target = velocity < 0 ? below + 1 : below
        } else if abs(p - Double(currentPage)) >= pageChangeFraction {
            // Each page crossed needs `pageChangeFraction` of it: with 0.5 this is rounding p.
            let pages = Int(clampedToIntRange((abs(p - Double(currentPage)) + 1 - pageChangeFraction).rounded(.down)))
            target = p > Double(currentPage) ? currentPage + pages : currentPage - pages
        } else {
            target = currentPage
        }
        target = min(max(target, currentPage - maximumPageJump), currentPage + maximumPageJump)
        return min(max(target, 0), pageCount - 1)
    }

    /// Keeps absurd positions from trapping the Int conversion; the jump clamp follows anyway.
    private func clampedToIntRange(_ value: Double) -> Double {
        min(max(value, -1e9), 1e9)
    }
}
