import Paging
import Raster

/// Builds swipe frames from pages rendered once: each frame is the visible pages' rows copied at
/// their offset, rounded to whole device pixels (so frames are exact copies of page pixels,
/// never resampled), with the background wherever no page shows (the rubber band's overscroll).
struct FrameCompositor: Sendable {
    /// Which pages a frame shows and where, in device pixels: two frames with the same layout
    /// have identical pixels (the rest phase), so they are encoded once.
    struct Layout: Hashable, Sendable {
        var pages: [Placement]

        struct Placement: Hashable, Sendable {
            var page: Int
            /// The page's top edge in device pixels from the frame's top (negative when above).
            var y: Int
        }
    }

    var width: Int
    var height: Int
    /// Device pixels per point.
    var scale: Double
    var background: PremultipliedRGBA

    /// The layout of a frame from the timeline's visible pages (points). Offsets round to the
    /// nearest device pixel, halves away from zero (Swift's `rounded()`), as the peers do.
    func layout(of visible: [VisiblePage]) -> Layout {
        Layout(pages: visible.map { Layout.Placement(page: $0.page, y: Int(($0.y * scale).rounded())) })
    }

    /// Composites a frame from the pages of `layout`; `pages[i]` is page `i`'s bitmap (only the
    /// pages the layout names need to be present).
    /// - Precondition: every page bitmap is `width` x `height`.
    func frame(_ layout: Layout, pages: [Int: Bitmap]) -> Bitmap {
        var frame = Bitmap(width: width, height: height, fill: background)
        let rowBytes = width * 4
        frame.pixels.withUnsafeMutableBytes { destination in
            for placement in layout.pages {
                guard let page = pages[placement.page] else { continue }
                precondition(page.width == width && page.height == height, "page \(placement.page) is not the frame's size")
                let first = max(0, placement.y), last = min(height, placement.y + height)
                guard first < last else { continue }
                page.pixels.withUnsafeBytes { source in
                    for y in first..<last {
                        let sourceRow = (y - placement.y) * page.bytesPerRow
                        (destination.baseAddress! + y * rowBytes)
                            .copyMemory(from: source.baseAddress! + sourceRow, byteCount: rowBytes)
                    }
                }
            }
        }
        return frame
    }
}
