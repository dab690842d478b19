/// The resistance a scroll view shows when dragged past its first or last page.
///
/// An overscroll of x points is shown as f(x) = (1 − 1 / (x·c / H + 1))·H, with H the page height
/// and c the coefficient (0.55, UIScrollView's feel). f starts with slope c, grows ever more slowly
/// and never reaches H, so a finger can pull the content at most one page past the edge.
///
/// Positions here are scroll positions s (points from the top of page 0; the rendered content
/// offset is −s). The allowed range is [0, (N − 1)·H]; inside it the band does nothing.
public struct RubberBand: Sendable, Hashable {
    /// The coefficient c: the slope of the band at the edge.
    public var coefficient: Double

    /// Creates a rubber band with the given coefficient (0.55 by default).
    public init(coefficient: Double = 0.55) {
        precondition(coefficient.isFinite && coefficient > 0, "Rubber band coefficient must be positive")
        self.coefficient = coefficient
    }

    /// The shown overscroll for a raw overscroll `distance` ≥ 0 over a page of height `dimension`.
    public func resisted(_ distance: Double, dimension: Double) -> Double {
        (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The raw overscroll that shows as `distance`: the inverse of `resisted(_:dimension:)`.
    ///
    /// Shown distances at or beyond the asymptote (a spring overshooting a full page past the
    /// edge) are treated as 99.9 % of it, so the result stays finite.
    public func unresisted(_ distance: Double, dimension: Double) -> Double {
        let fraction = min(distance / dimension, 0.999)
        return fraction / (1 - fraction) * dimension / coefficient
    }

    /// d(shown)/d(raw) at a raw overscroll `distance`: c / (x·c / H + 1)².
    public func slope(at distance: Double, dimension: Double) -> Double {
        let base = distance * coefficient / dimension + 1
        return coefficient / (base * base)
    }

    /// The shown scroll position for a raw one, resisted outside `range`.
    public func position(forRaw raw: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound {
            return range.lowerBound - resisted(range.lowerBound - raw, dimension: dimension)
        }
        if raw > range.upperBound {
            return range.upperBound + resisted(raw - range.upperBound, dimension: dimension)
        }
        return raw
    }

    /// The raw scroll position that shows as `position`: the inverse of `position(forRaw:in:dimension:)`.
    public func rawPosition(for position: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if position < range.lowerBound {
            return range.lowerBound - unresisted(range.lowerBound - position, dimension: dimension)
        }
        if position > range.upperBound {
            return range.upperBound + unresisted(position - range.upperBound, dimension: dimension)
        }
        return position
    }

    /// d(shown)/d(raw) at a raw scroll position: 1 inside `range`, the band's slope outside.
    public func slope(atRaw raw: Double, in range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound { return slope(at: range.lowerBound - raw, dimension: dimension) }
        if raw > range.upperBound { return slope(at: raw - range.upperBound, dimension: dimension) }
        return 1
    }
}
