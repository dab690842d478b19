import ImageCodecs
import Paging
import Raster

/// Builds swipe frames from pages rendered once: each frame is the visible pages' rows copied at
/// their offset, rounded to whole device pixels (so frames are exact copies of page pixels,
/// never resampled), with the background wherever no page shows (the rubber band's overscroll).
package struct FrameCompositor: Sendable {
    /// Which pages a frame shows and where, in device pixels: two frames with the same layout
    /// have identical pixels (the rest phase), so they are encoded once.
    package struct Layout: Hashable, Sendable {
        package var pages: [Placement]

        package struct Placement: Hashable, Sendable {
            package var page: Int
            /// The page's top edge in device pixels from the frame's top (negative when above).
            package var y: Int

            package init(page: Int, y: Int) {
                self.page = page
                self.y = y
            }
        }

        package init(pages: [Placement]) {
            self.pages = pages
        }
    }

    package var width: Int
    package var height: Int
    /// Device pixels per point.
    package var scale: Double
    package var background: PremultipliedRGBA

    package init(width: Int, height: Int, scale: Double, background: PremultipliedRGBA) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// The layout of a frame from the timeline's visible pages (points). Offsets round to the
    /// nearest device pixel, halves away from zero (Swift's `rounded()`), as the peers do.
    package func layout(of visible: [VisiblePage]) -> Layout {
        Layout(pages: visible.map { Layout.Placement(page: $0.page, y: Int(($0.y * scale).rounded())) })
    }

    /// Composites a frame from the pages of `layout`; `pages[i]` is page `i`'s bitmap (only the
    /// pages the layout names need to be present).
    /// - Precondition: every page bitmap is `width` x `height`.
    package func frame(_ layout: Layout, pages: [Int: Bitmap]) -> Bitmap {
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

    /// The frame's rows as runs of page rows and background, top to bottom, for
    /// ``PNGSpliceEncoder``.
    package func runs(_ layout: Layout) -> [PNGSpliceEncoder.Run] {
        var runs = [PNGSpliceEncoder.Run]()
        var row = 0
        for placement in layout.pages.sorted(by: { $0.y < $1.y }) {
            let first = max(row, placement.y), last = min(height, placement.y + height)
            guard first < last else { continue }
            if first > row { runs.append(.init(source: nil, firstRow: 0, count: first - row)) }
            runs.append(.init(source: placement.page, firstRow: first - placement.y, count: last - first))
            row = last
        }
        if row < height { runs.append(.init(source: nil, firstRow: 0, count: height - row)) }
        return runs
    }
}
