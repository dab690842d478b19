import Geometry

/// Moves of whole subtrees (an `offset`, an animated slide, a transition's move) are rounded to
/// whole device pixels: the subtree moves as one piece, as a compositor moves a layer, so every
/// part of it keeps the pixels it has at rest, moved. Rounding each part's edges on its own
/// (``DrawContext/pixelAligned(_:)``) after a move by a fraction of a pixel would shift parts whose
/// edges sit at different fractions against each other, frame to frame, and would make a moving
/// page a new drawing on every frame instead of a copy (``SubtreeRasterCache``).
enum WholePixelMove {
    /// `distance` (points) rounded to whole device pixels, halves away from zero as edges round.
    static func rounded(_ distance: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, distance.isFinite else { return distance }
        return Rect.pixelEdge(distance * scale) / scale
    }
}
