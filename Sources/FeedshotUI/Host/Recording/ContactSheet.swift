import Foundation
import ImageCodecs
import Raster
import Typography

/// A filmstrip of frames, each shrunk to a thumbnail and captioned (its index and time, and a
/// line of detail), laid out and drawn with FeedshotUI's own views: `feedshot swipe
/// --contact-sheet` and a recording's `RecordingDestination.contactSheet(_:every:)`
/// share it.
package struct ContactSheet: Sendable {
    /// One thumbnail and its captions.
    package struct Cell: Sendable {
        package var thumbnail: Bitmap
        package var label: String
        package var detail: String?
    }

    /// The thumbnails' width in points; their height keeps the frame's aspect ratio.
    package static let thumbnailWidth = 120.0
    /// The sheet's scale (device pixels per point).
    package static let scale = 2.0

    /// The cells so far, left to right.
    package private(set) var cells: [Cell] = []

    package init() {}

    /// Shrinks `frame` to a thumbnail right away (the sheet never holds a full frame) and adds it
    /// with its captions.
    package mutating func add(_ frame: Bitmap, label: String, detail: String? = nil) {
        cells.append(Cell(thumbnail: Self.thumbnail(of: frame), label: label, detail: detail))
    }

    /// Keeps only the cells for which `keep` holds (given each cell's position).
    package mutating func filter(_ keep: (Int) -> Bool) {
        cells = cells.enumerated().filter { keep($0.offset) }.map(\.element)
    }

    /// Replaces the last cell (a recording's final frame, updated as frames arrive).
    package mutating func replaceLast(with frame: Bitmap, label: String, detail: String? = nil) {
        if !cells.isEmpty { cells.removeLast() }
        add(frame, label: label, detail: detail)
    }

    /// The thumbnail of a frame: `thumbnailWidth` points wide at `scale`.
    package static func thumbnail(of frame: Bitmap) -> Bitmap {
        let width = Int(thumbnailWidth * scale)
        let height = max(1, Int((Double(frame.height) * Double(width) / Double(max(1, frame.width))).rounded()))
        let canvas = Raster.Canvas(width: width, height: height)
        canvas.drawImage(frame, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return canvas.bitmap
    }

    /// Draws the sheet; throws when it is too large for a bitmap (too many cells side by side).
    package func render(fonts: FontCollection?) throws(BitmapSizeError) -> Bitmap {
        try Renderer(scale: Self.scale, fonts: fonts).renderChecked(Strip(cells: cells))
    }

    /// Draws the sheet and writes it as PNG, atomically.
    package func write(to path: String, fonts: FontCollection?) throws(RecordingError) {
        do {
            try writeFileAtomically(try PNGEncoder.encode(try render(fonts: fonts), compression: .default), to: path)
        } catch {
            throw .encodingFailed(path: path, reason: "\(error)")
        }
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
                        if let detail = cell.detail {
                            Text(detail).font(.caption2).foregroundStyle(.white.opacity(0.6))
                        }
                    }
                }
            }
            .padding(16)
            .background(Color(white: 0.08))
        }
    }
}
