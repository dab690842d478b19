import CDeflate

/// The container of an animated PNG (APNG), written to disk chunk by chunk as frames arrive, so
/// memory does not grow with the number of frames: the one place the APNG layout is written
/// (``PNGSpliceEncoder/writeAnimation(_:to:loops:)`` for swipes and ``AnimatedPNGWriter`` for
/// recordings both go through it).
///
/// The layout: signature, `IHDR`, `acTL` (frame count and loops), `sRGB`, then per frame an
/// `fcTL` (the whole canvas, no disposal, source blending) followed by the frame's zlib stream in
/// `IDAT` for the first frame (which is also the default image every plain PNG reader shows) and
/// in `fdAT` for the rest, and `IEND`. When the frame count is not known up front, `acTL` is
/// written with a placeholder and filled in by ``finish()``. The file is written under a
/// temporary name and renamed into place by ``finish()``; a stream that is never finished
/// leaves nothing behind.
final class AnimatedPNGStream {
    let width: Int
    let height: Int
    /// 3 for RGB frames, 4 for RGBA.
    let channels: Int
    /// The frames written so far.
    private(set) var frameCount = 0
    private let file: StreamingFileWriter
    private let announcedFrameCount: Int?
    private let loops: UInt32
    private var sequence: UInt32 = 0

    /// Where `acTL` starts: after the signature (8 bytes) and the `IHDR` chunk (25).
    static let animationControlOffset = 8 + 25

    /// The most frames an APNG may have (the sequence numbers of `fcTL` and `fdAT` are 31-bit).
    static let maximumFrameCount = Int(Int32.max / 2)

    /// Where the stream is written until ``finish()`` renames it into place.
    var temporaryPath: String { file.temporaryPath }

    /// Starts the file at `path`: `frameCount` frames when known (checked by ``finish()``),
    /// counted otherwise; `loops` 0 plays forever.
    init(path: String, width: Int, height: Int, channels: Int, frameCount: Int? = nil,
         loops: UInt32 = 0) throws(ImageEncodingError) {
        guard width > 0, height > 0 else { throw .emptyImage(format: .png) }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .imageTooLarge(format: .png, width: width, height: height)
        }
        precondition(channels == 3 || channels == 4, "APNG frames are RGB or RGBA")
        if let frameCount, !(1...Self.maximumFrameCount).contains(frameCount) {
            throw .encoderFailed(format: .png, detail: "an animated PNG needs 1 to \(Self.maximumFrameCount) frames")
        }
        self.width = width
        self.height = height
        self.channels = channels
        announcedFrameCount = frameCount
        self.loops = loops
        do {
            file = try StreamingFileWriter(path: path)
        } catch {
            throw .writeFailed(error)
        }
        try writing {
            try file.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            try writeChunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, channels == 3 ? 2 : 6, 0, 0, 0])
            try writeChunk("acTL", Self.animationControl(frameCount: frameCount ?? 0, loops: loops))
            try writeChunk("sRGB", [0])
        }
    }

    /// Appends a frame: its zlib stream as pieces (see ``DeflatePiece``), shown for `delay`.
    func append(_ pieces: [DeflatePiece], delay: AnimationDelay) throws(ImageEncodingError) {
        guard frameCount < (announcedFrameCount ?? Self.maximumFrameCount) else {
            throw .encoderFailed(format: .png, detail: "more frames than the animated PNG announced")
        }
        try writing {
            // fcTL: sequence, size, offset 0,0, delay, dispose op 0 (none), blend op 0 (source).
            try writeChunk("fcTL", be(sequence) + be(UInt32(width)) + be(UInt32(height)) + be(0) + be(0)
                           + be16(delay.numerator) + be16(delay.denominator) + [0, 0])
            sequence += 1
            if frameCount == 0 {
                try writeStream(pieces, type: "IDAT", sequence: nil)
            } else {
                try writeStream(pieces, type: "fdAT", sequence: sequence)
                sequence += 1
            }
        }
        frameCount += 1
    }

    /// Ends the file (`IEND`), fills in the frame count when it was not announced, and renames
    /// the file into place.
    func finish() throws(ImageEncodingError) {
        guard frameCount > 0 else { throw .encoderFailed(format: .png, detail: "an animated PNG needs at least one frame") }
        if let announcedFrameCount, announcedFrameCount != frameCount {
            throw .encoderFailed(format: .png, detail: "\(frameCount) frames written, \(announcedFrameCount) announced")
        }
        try writing {
            try writeChunk("IEND", [])
            if announcedFrameCount == nil {
                let data = Self.animationControl(frameCount: frameCount, loops: loops)
                let body = Array("acTL".utf8) + data
                try file.overwrite(body + be(crc32(0, body)), at: Self.animationControlOffset + 4)
            }
            try file.commit()
        }
    }

    private static func animationControl(frameCount: Int, loops: UInt32) -> [UInt8] {
        PNGEncoder.bigEndian(UInt32(frameCount)) + PNGEncoder.bigEndian(loops)
    }

    /// Runs `body`, turning file errors into ``ImageEncodingError/writeFailed(_:)``.
    private func writing(_ body: () throws -> Void) throws(ImageEncodingError) {
        do {
            try body()
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
    private func writeStream(_ pieces: [DeflatePiece], type: String, sequence: UInt32?) throws {
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

    private func writeChunk(_ type: String, _ data: [UInt8]) throws {
        let body = Array(type.utf8) + data
        try file.write(be(UInt32(data.count)) + body + be(crc32(0, body)))
    }

    private func crc32(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
    }

    private func be(_ value: UInt32) -> [UInt8] { PNGEncoder.bigEndian(value) }

    private func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)] }
}
