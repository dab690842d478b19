import FeedshotUI
import Foundation
import Paging

/// A filmstrip of every n-th frame of a swipe, each labelled with its index, time and phase,
/// laid out and drawn with Feedshot's own views.
struct ContactSheet {
    var frames: [PagingFrame]
    var step: Int
    var fonts: FontCollection

    /// The thumbnails' width in points; their height keeps the frame's aspect ratio.
    static let thumbnailWidth = 120.0
    /// The sheet's scale (device pixels per point).
    static let scale = 2.0

    /// Composites the chosen frames (one at a time, via `frame`), shrinks them, and writes the
    /// sheet as PNG, atomically.
    func write(to path: String, frame: (Int) -> Bitmap) throws {
        let chosen = Array(stride(from: 0, to: frames.count, by: step)) + (frames.count > 1 && (frames.count - 1) % step != 0 ? [frames.count - 1] : [])
        var cells = [Cell]()
        for index in chosen {
            let full = frame(index)
            // Shrink each frame right away: the sheet never holds more than one full frame.
            let width = Int(Self.thumbnailWidth * Self.scale)
            let height = Int((Double(full.height) * Double(width) / Double(full.width)).rounded())
            let canvas = Raster.Canvas(width: width, height: height)
            canvas.drawImage(full, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            let info = frames[index]
            cells.append(Cell(thumbnail: canvas.bitmap, label: "#\(info.index)  \(String(format: "%.3f", info.time)) s",
                              detail: "\(info.phase.rawValue) · page \(info.page)"))
        }
        // Many frames at --contact-every 1 make a strip wider than a bitmap may be: an error.
        let sheet = try Renderer(scale: Self.scale, fonts: fonts).renderChecked(Strip(cells: cells))
        try writeFileAtomically(try PNGEncoder.encode(sheet, compression: .default), to: path)
    }

    struct Cell: Sendable {
        var thumbnail: Bitmap
        var label: String
        var detail: String
    }

    /// The sheet's view: thumbnails side by side with their captions.
    struct Strip: View {
        var cells: [Cell]

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                ForEach(Array(cells.enumerated()), id: \.offset) { _, cell in
                    VStack(alignment: .leading, spacing: 4) {
                        Image(bitmap: cell.thumbnail, scale: ContactSheet.scale)
                            .overlay(Rectangle().stroke(Color.white.opacity(0.25), lineWidth: 1))
                        Text(cell.label).font(.caption.bold()).foregroundStyle(.white)
                        Text(cell.detail).font(.caption2).foregroundStyle(.white.opacity(0.6))
                    }
                }
            }
            .padding(16)
            .background(Color(white: 0.08))
        }
    }
}
