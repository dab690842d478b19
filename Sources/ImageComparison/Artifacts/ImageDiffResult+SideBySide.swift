import Foundation
import Raster

extension ImageDiffResult {
    /// The labelled side-by-side image (`side-by-side.png`): the verdict and counts on top, then
    /// the expected image, the actual image and the diff image next to each other, each under a
    /// label with its name and size. Changed regions are outlined in blue on the diff panel;
    /// translucent pixels are shown over a light checkerboard. Images smaller than 256 pixels are
    /// enlarged by an integer factor (nearest neighbour) so that single pixels stay visible.
    ///
    /// Labels are drawn with a built-in 5 × 7 pixel font, so no font file is
    /// needed.
    public var sideBySideImage: Bitmap {
        var panels: [(label: String, image: Bitmap, regions: [PixelRect])] = [
            ("EXPECTED \(expected.width)x\(expected.height)", expected, []),
            ("ACTUAL \(actual.width)x\(actual.height)", actual, []),
        ]
        if let diffImage {
            panels.append(("DIFF: \(differingPixelCount) RED, \(antialiasedPixelCount) YELLOW (AA)", diffImage,
                           changedRegions))
        }
        let largestSide = panels.map { max($0.image.width, $0.image.height) }.max() ?? 1
        let zoom = max(1, min(8, 256 / max(1, largestSide)))
        let panelWidth = panels.map { $0.image.width * zoom }.max() ?? 0
        let panelHeight = panels.map { $0.image.height * zoom }.max() ?? 0
        let scale = max(1, min(4, panelWidth / 260))
        let margin = 8 * scale
        let lineGap = 3 * scale
        let columnWidth = max(panelWidth, panels.map { LabelFont.width(of: $0.label, scale: scale) }.max() ?? 0)
        let totalWidth = margin + panels.count * (columnWidth + margin)

        var header = [(text: String, color: PremultipliedRGBA)]()
        let verdictColor = passed ? PremultipliedRGBA(red: 90, green: 210, blue: 120, alpha: 255)
            : PremultipliedRGBA(red: 255, green: 95, blue: 85, alpha: 255)
        let summaryLines = LabelFont.wrap(LabelFont.capitalized(summary),
                                          maximumWidth: totalWidth - 2 * margin, scale: scale)
        for (index, line) in summaryLines.prefix(4).enumerated() {
            header.append((line, index == 0 ? verdictColor : Self.textColor))
        }
        if zoom > 1 { header.append(("SHOWN AT \(zoom)x", Self.textColor)) }
        let lineHeight = LabelFont.lineHeight(scale: scale)
        let headerHeight = header.count * (lineHeight + lineGap)
        let panelTop = margin + headerHeight + margin + lineHeight + lineGap * 2
        let totalHeight = panelTop + panelHeight + margin

        var canvas = Bitmap(width: totalWidth, height: totalHeight, fill: Self.backgroundColor)
        for (index, line) in header.enumerated() {
            LabelFont.draw(line.text, into: &canvas, x: margin, y: margin + index * (lineHeight + lineGap),
                           scale: scale, color: line.color)
        }
        for (index, panel) in panels.enumerated() {
            let left = margin + index * (columnWidth + margin)
            LabelFont.draw(panel.label, into: &canvas, x: left, y: panelTop - lineHeight - lineGap,
                           scale: scale, color: Self.textColor)
            Self.blit(panel.image, into: &canvas, x: left, y: panelTop, zoom: zoom)
            for region in panel.regions {
                Self.outline(region, in: &canvas, originX: left, originY: panelTop, zoom: zoom, thickness: scale,
                             clip: PixelRect(x: left, y: panelTop, width: panel.image.width * zoom,
                                             height: panel.image.height * zoom))
            }
        }
        return canvas
    }

    static let backgroundColor = PremultipliedRGBA(red: 38, green: 38, blue: 44, alpha: 255)
    static let textColor = PremultipliedRGBA(red: 235, green: 235, blue: 235, alpha: 255)
    static let regionColor = PremultipliedRGBA(red: 30, green: 120, blue: 255, alpha: 255)

    /// Copies `image` enlarged by `zoom`, composited over a light checkerboard.
    private static func blit(_ image: Bitmap, into canvas: inout Bitmap, x left: Int, y top: Int, zoom: Int) {
        for y in 0..<(image.height * zoom) {
            for x in 0..<(image.width * zoom) {
                let pixel = image[x / zoom, y / zoom]
                let checker: Int = ((x / 8 + y / 8) % 2 == 0) ? 255 : 221
                let background = checker * (255 - Int(pixel.alpha)) / 255
                canvas[left + x, top + y] = PremultipliedRGBA(
                    red: UInt8(min(255, Int(pixel.red) + background)),
                    green: UInt8(min(255, Int(pixel.green) + background)),
                    blue: UInt8(min(255, Int(pixel.blue) + background)), alpha: 255)
            }
        }
    }

    /// Draws an outline `thickness` pixels wide with a gap of `2 · thickness` pixels around
    /// `region` (in image pixels), clipped to the panel.
    private static func outline(_ region: PixelRect, in canvas: inout Bitmap, originX: Int, originY: Int,
                                zoom: Int, thickness: Int, clip: PixelRect) {
        let gap = 2 * thickness
        let minX = originX + region.minX * zoom - gap - thickness, maxX = originX + region.maxX * zoom + gap + thickness
        let minY = originY + region.minY * zoom - gap - thickness, maxY = originY + region.maxY * zoom + gap + thickness
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            // Outlines of regions at the image's edges fall partly or wholly outside the panel.
            let top = max(y0, clip.minY), bottom = min(y1, clip.maxY)
            let left = max(x0, clip.minX), right = min(x1, clip.maxX)
            guard top < bottom && left < right else { return }
            for y in top..<bottom {
                for x in left..<right { canvas[x, y] = regionColor }
            }
        }
        fill(minX, minY, maxX, minY + thickness)
        fill(minX, maxY - thickness, maxX, maxY)
        fill(minX, minY, minX + thickness, maxY)
        fill(maxX - thickness, minY, maxX, maxY)
    }
}
