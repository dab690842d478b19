import CDeflate

extension PNGSpliceEncoder {
    /// One frame of an animated PNG: its rows and how long it stays on screen.
    public struct AnimationFrame: Hashable, Sendable {
        /// The frame's rows, top to bottom (as for ``PNGSpliceEncoder/encode(_:)``).
        public var runs: [Run]
        /// The display time is `delayNumerator / delayDenominator` seconds.
        public var delayNumerator: UInt16
        /// The display time's denominator (APNG: 0 means 100).
        public var delayDenominator: UInt16

        /// Creates a frame shown for `delayNumerator / delayDenominator` seconds.
        public init(runs: [Run], delayNumerator: UInt16, delayDenominator: UInt16) {
            self.runs = runs
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }
    }

    /// Writes `frames` as one animated PNG (APNG) at `path`, streamed frame by frame so memory
    /// does not grow with the frame count, and renamed into place when complete.
    ///
    /// The layout is the APNG one: `acTL` after `IHDR`, then per frame an `fcTL` (the whole
    /// canvas, no disposal, source blending) followed by the frame's zlib stream, in `IDAT` for
    /// the first frame (which is also the default image every plain PNG reader shows) and in
    /// `fdAT` chunks for the rest. Each stream is the frame's spliced pieces, so the page rows are
    /// compressed once for the whole animation. `loops` is 0 for forever.
    public func writeAnimation(_ frames: [AnimationFrame], to path: String, loops: UInt32 = 0) throws(ImageEncodingError) {
        guard !frames.isEmpty, frames.count <= Int(UInt32.max / 2) else {
            throw .encoderFailed(format: .png, detail: "an animated PNG needs 1 to \(UInt32.max / 2) frames")
        }
        let file: StreamingFileWriter
        do {
            file = try StreamingFileWriter(path: path)
        } catch {
            throw .writeFailed(error)
        }
        var sequence: UInt32 = 0
        do {
            try file.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            try writeChunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, channels == 3 ? 2 : 6, 0, 0, 0], to: file)
            try writeChunk("acTL", be(UInt32(frames.count)) + be(loops), to: file)
            try writeChunk("sRGB", [0], to: file)
            for (index, frame) in frames.enumerated() {
                // fcTL: sequence, size, offset 0,0, delay, dispose op 0 (none), blend op 0 (source).
                try writeChunk("fcTL", be(sequence) + be(UInt32(width)) + be(UInt32(height)) + be(0) + be(0)
                               + be16(frame.delayNumerator) + be16(frame.delayDenominator) + [0, 0], to: file)
                sequence += 1
                let pieces = try self.pieces(frame.runs)
                if index == 0 {
                    try writeStream(pieces, type: "IDAT", sequence: nil, to: file)
                } else {
                    try writeStream(pieces, type: "fdAT", sequence: sequence, to: file)
                    sequence += 1
                }
            }
            try writeChunk("IEND", [], to: file)
            try file.commit()
        } catch let error as FileWriteError {
            throw .writeFailed(error)
        } catch let error as ImageEncodingError {
            throw error
        } catch {
            throw .encoderFailed(format: .png, detail: "\(error)")
        }
    }

    /// Writes one frame's zlib stream as a single chunk (preceded by its sequence number for
    /// `fdAT`), straight from the pieces: the CRC is accumulated piece by piece.
    private func writeStream(_ pieces: [DeflatePiece], type: String, sequence: UInt32?,
                             to file: StreamingFileWriter) throws {
        let trailer = DeflatePiece.finalBlock + be(DeflatePiece.adler32(combining: pieces))
        let prefix = (sequence.map(be) ?? []) + DeflatePiece.zlibHeader
        let length = prefix.count + pieces.reduce(0) { $0 + $1.bytes.count } + trailer.count
        guard length <= Int(Int32.max) else {
            throw ImageEncodingError.imageTooLarge(format: .png, width: width, height: height)
        }
        let head = Array(type.utf8) + prefix
        var crc = crc32(0, head)
        try file.write(be(UInt32(length)) + head)
        for piece in pieces {
            crc = crc32(crc, piece.bytes)
            try file.write(piece.bytes)
        }
        crc = crc32(crc, trailer)
        try file.write(trailer + be(crc))
    }

    private func writeChunk(_ type: String, _ data: [UInt8], to file: StreamingFileWriter) throws {
        let body = Array(type.utf8) + data
        try file.write(be(UInt32(data.count)) + body + be(crc32(0, body)))
    }

    private func crc32(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
    }

    private func be(_ value: UInt32) -> [UInt8] { PNGEncoder.bigEndian(value) }

    private func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)] }
}
