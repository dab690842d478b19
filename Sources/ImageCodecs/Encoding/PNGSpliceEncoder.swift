import CDeflate
import Foundation
import Raster

/// Encodes frames made of whole rows spliced from a few source images, such as the frames of a
/// vertical swipe between pages, far faster than encoding each frame from scratch.
///
/// A PNG row is filtered against the row above it, so a frame's filtered rows are the source's
/// own filtered rows everywhere except at the first row of each run (where the row above comes
/// from elsewhere). Each source's filtered rows are therefore compressed once, lazily, in
/// independent pieces of ``piece`` rows (``DeflatePiece``); a frame reuses every piece that lies
/// inside one of its runs (past the run's first row) and compresses only the few rows around its
/// seams. The result is an ordinary PNG (one zlib stream), about 2 % larger than encoding the
/// frame in one go, and deterministic: the same runs give the same bytes on any thread.
public final class PNGSpliceEncoder: @unchecked Sendable {
    /// A run of consecutive frame rows taken from one source (or the background).
    public struct Run: Hashable, Sendable {
        /// The source's key, or nil for rows of the background colour.
        public var source: Int?
        /// The source row of the run's first frame row.
        public var firstRow: Int
        /// How many rows the run has.
        public var count: Int

        /// Creates a run.
        public init(source: Int?, firstRow: Int, count: Int) {
            self.source = source
            self.firstRow = firstRow
            self.count = count
        }
    }

    /// Rows per precompressed piece: larger than the deflate window (so splitting costs little)
    /// and small enough that a frame compresses few rows afresh.
    public static let piece = 32

    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    private let sources: [Int: Bitmap]
    private let background: PremultipliedRGBA
    /// 3 when frames are RGB, 4 when RGBA.
    let channels: Int
    private let level: Int32
    /// Sources whose rows are photographic: their pieces use the run-length deflater (several
    /// times faster than zlib and as small on photographs); the others use zlib at `level`.
    private let photographic: Set<Int>
    private let lock = NSLock()
    private var pieces: [Int: [DeflatePiece?]] = [:]

    /// Creates an encoder for frames of `width` x `height` spliced from `sources` (each exactly
    /// `width` pixels wide) over `background`. Frames are RGB when every source and the
    /// background are opaque, RGBA otherwise.
    public init(sources: [Int: Bitmap], width: Int, height: Int, background: PremultipliedRGBA,
                compression: PNGCompression = .default) throws(ImageEncodingError) {
        guard width > 0, height > 0 else { throw .emptyImage(format: .png) }
        for (_, source) in sources where source.width != width {
            throw .encoderFailed(format: .png, detail: "a splice source is \(source.width) px wide, the frame \(width) px")
        }
        self.width = width
        self.height = height
        self.sources = sources
        self.background = background
        channels = background.alpha == 255 && sources.values.allSatisfy(\.isOpaque) ? 3 : 4
        level = compression.zlibLevel
        let channels = self.channels
        photographic = compression == .small ? [] : Set(sources.compactMap { key, source in
            PNGEncoder.looksPhotographic(source, channels: channels) ? key : nil
        })
    }

    /// Encodes the frame whose rows, top to bottom, are `runs`.
    /// - Throws: when the runs do not add up to the frame's height or name missing rows.
    public func encode(_ runs: [Run]) throws(ImageEncodingError) -> [UInt8] {
        Self.assemble(try pieces(runs), width: width, height: height, channels: channels)
    }

    /// The frame's zlib stream as pieces, without the zlib header, final block and Adler-32 (see
    /// ``DeflatePiece``): what ``encode(_:)`` and the APNG writer wrap.
    func pieces(_ runs: [Run]) throws(ImageEncodingError) -> [DeflatePiece] {
        guard runs.reduce(0, { $0 + $1.count }) == height, runs.allSatisfy({ $0.count > 0 }) else {
            throw .encoderFailed(format: .png, detail: "splice runs must cover the frame's \(height) rows exactly")
        }
        var stream = [DeflatePiece]()
        var previousRaw: [UInt8]? = nil  // the raw row above the next one; nil at the top
        for run in runs {
            if let key = run.source {
                guard let source = sources[key], run.firstRow >= 0, run.firstRow + run.count <= source.height else {
                    throw .encoderFailed(format: .png, detail: "splice run \(run) is outside its source")
                }
                // The first row, and the rows up to the next piece boundary, are filtered afresh.
                let boundary = min(run.firstRow + run.count,
                                   (run.firstRow / Self.piece + 1) * Self.piece)
                stream.append(try freshPiece(key: key, source: source, rows: run.firstRow..<boundary, above: previousRaw))
                var row = boundary
                while row + Self.piece <= run.firstRow + run.count {
                    stream.append(try cachedPiece(key: key, source: source, index: row / Self.piece))
                    row += Self.piece
                }
                if row < run.firstRow + run.count {
                    // The tail: its rows follow the source's own rows, so the source's rows above apply.
                    stream.append(try freshPiece(key: key, source: source, rows: row..<(run.firstRow + run.count),
                                                 above: rawRow(of: source, row - 1)))
                }
                previousRaw = rawRow(of: source, run.firstRow + run.count - 1)
            } else {
                stream.append(try backgroundPiece(rows: run.count, above: previousRaw))
                previousRaw = backgroundRow
            }
        }
        return stream
    }

    // MARK: Rows

    private var rowBytes: Int { width * channels }

    private var backgroundRow: [UInt8] {
        let pixel = background.straight
        let samples = channels == 3 ? [pixel.red, pixel.green, pixel.blue] : [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        return Array([[UInt8]](repeating: samples, count: width).joined())
    }

    /// The raw (unfiltered) samples of one source row.
    private func rawRow(of source: Bitmap, _ row: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: rowBytes)
        source.pixels.withUnsafeBufferPointer { pixels in
            UnpremultiplyTable.shared.entries.withUnsafeBufferPointer { table in
                raw.withUnsafeMutableBufferPointer { output in
                    PNGRawRows.write(row: pixels.baseAddress! + row * source.bytesPerRow, width: width, channels: channels,
                                     unpremultiply: table.baseAddress!, into: output.baseAddress!)
                }
            }
        }
        return raw
    }

    /// Filters `rows` of a row provider (the first against `above`, or zeros) and compresses them.
    private func compress(rowCount: Int, above: [UInt8]?, runLength: Bool,
                          row: (Int) -> [UInt8]) throws(ImageEncodingError) -> DeflatePiece {
        var filtered = [UInt8](repeating: 0, count: rowCount * (rowBytes + 1))
        var scratch = [UInt8](repeating: 0, count: 4 * rowBytes)
        var previous = above ?? [UInt8](repeating: 0, count: rowBytes)
        for index in 0..<rowCount {
            let current = row(index)
            _ = current.withUnsafeBufferPointer { current in
                previous.withUnsafeBufferPointer { previous in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        filtered.withUnsafeMutableBufferPointer { output in
                            PNGEncoder.filterRowWithKernel(current: current.baseAddress!, previous: previous.baseAddress!,
                                                           count: rowBytes, bytesPerPixel: channels,
                                                           scratch: scratch.baseAddress!,
                                                           output: output.baseAddress! + index * (rowBytes + 1))
                        }
                    }
                }
            }
            previous = current
        }
        return try filtered.withUnsafeBufferPointer { buffer throws(ImageEncodingError) in
            runLength ? try DeflatePiece(runLengthCompressing: buffer.baseAddress!, count: buffer.count)
                : try DeflatePiece(compressing: buffer.baseAddress!, count: buffer.count, level: level)
        }
    }

    private func freshPiece(key: Int, source: Bitmap, rows: Range<Int>,
                            above: [UInt8]?) throws(ImageEncodingError) -> DeflatePiece {
        try compress(rowCount: rows.count, above: above, runLength: photographic.contains(key)) {
            rawRow(of: source, rows.lowerBound + $0)
        }
    }

    private func backgroundPiece(rows: Int, above: [UInt8]?) throws(ImageEncodingError) -> DeflatePiece {
        let row = backgroundRow
        return try compress(rowCount: rows, above: above, runLength: false) { _ in row }
    }

    /// Piece `index` of a source, filtered against the source's own rows; computed once.
    private func cachedPiece(key: Int, source: Bitmap, index: Int) throws(ImageEncodingError) -> DeflatePiece {
        if let piece = lock.withLock({ pieces[key]?[index] ?? nil }) { return piece }
        let first = index * Self.piece
        let piece = try compress(rowCount: Self.piece, above: first > 0 ? rawRow(of: source, first - 1) : nil,
                                 runLength: photographic.contains(key)) { rawRow(of: source, first + $0) }
        lock.withLock {
            var list = pieces[key] ?? Array(repeating: nil, count: (source.height + Self.piece - 1) / Self.piece)
            list[index] = piece  // two threads may compute the same piece: the bytes are equal
            pieces[key] = list
        }
        return piece
    }

    // MARK: Container

    /// A PNG file whose image data is the zlib stream made of `stream`'s pieces.
    static func assemble(_ stream: [DeflatePiece], width: Int, height: Int, channels: Int) -> [UInt8] {
        let dataCount = DeflatePiece.zlibHeader.count + stream.reduce(0) { $0 + $1.bytes.count }
            + DeflatePiece.finalBlock.count + 4
        var idat = [UInt8]()
        idat.reserveCapacity(dataCount)
        idat.append(contentsOf: DeflatePiece.zlibHeader)
        for piece in stream { idat.append(contentsOf: piece.bytes) }
        idat.append(contentsOf: DeflatePiece.finalBlock)
        idat.append(contentsOf: PNGEncoder.bigEndian(DeflatePiece.adler32(combining: stream)))

        let capacity = 8 + 25 + 13 + 12 + idat.count + 12
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = ChunkWriter(base: buffer.baseAddress!)
            writer.writeBytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            writer.writeChunk("IHDR", PNGEncoder.bigEndian(UInt32(width)) + PNGEncoder.bigEndian(UInt32(height))
                              + [8, channels == 3 ? 2 : 6, 0, 0, 0])
            writer.writeChunk("sRGB", [0])
            writer.writeChunk("IDAT", idat)
            writer.writeChunk("IEND", [])
            initialized = writer.position
        }
    }
}
