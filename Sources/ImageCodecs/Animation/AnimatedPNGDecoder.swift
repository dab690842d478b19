import CCodecShims
import CDeflate
import Raster

/// Decodes an animated PNG (APNG) frame by frame: the frames as full canvases, each with how long
/// it stays on screen. A plain PNG reads as one frame.
///
/// Recording goldens are animated PNGs read back from disk, so this reader treats its input as
/// untrusted: chunk CRCs and sequence numbers are checked, every frame's region must lie inside
/// the canvas and its data must inflate to exactly its size, the frame count must match `acTL`,
/// and the canvas size, frame count and total pixels are bounded (``Limits``) before anything is
/// allocated. Frames are decoded one at a time from the file, so memory holds about two canvases
/// whatever the length. Supported: 8-bit RGB and RGBA without interlacing (what Feedshot writes,
/// and what most APNG tools write); every disposal and blend operation.
public final class AnimatedPNGDecoder {
    /// One decoded frame.
    public struct Frame: Sendable {
        /// The whole canvas as the frame shows it.
        public var image: Bitmap
        /// How long the frame stays on screen.
        public var delay: AnimationDelay
        /// The frame's number, from 0.
        public var index: Int
    }

    /// Bounds on what one animation may make the decoder do.
    public struct Limits: Sendable, Hashable {
        /// The most frames (`acTL` announcing more is refused).
        public var maximumFrames: Int
        /// The most pixels of all frames together (frames × canvas), bounding the time spent.
        public var maximumTotalPixels: Int
        /// The canvas size limit (and colour handling, ignored: APNG frames are sRGB).
        public var decoding: ImageDecodingOptions

        /// Creates limits.
        public init(maximumFrames: Int = 100_000, maximumTotalPixels: Int = 1 << 34,
                    decoding: ImageDecodingOptions = .default) {
            self.maximumFrames = maximumFrames
            self.maximumTotalPixels = maximumTotalPixels
            self.decoding = decoding
        }
    }

    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// The number of frames the file announces (1 for a plain PNG; 0 while a recording is being
    /// written and not yet finished).
    public let frameCount: Int
    /// How many times the animation plays (0: forever).
    public let loopCount: UInt32
    /// Whether the file is animated (has `acTL`).
    public let isAnimated: Bool

    private struct Control {
        var width: Int, height: Int, x: Int, y: Int
        var delay: AnimationDelay
        var dispose: UInt8
        var blend: UInt8
    }

    private let reader: PNGChunkReader
    private let channels: Int
    private let limits: Limits
    private let allowsUnfinished: Bool
    private var canvas: [UInt8]
    private var defaultControl: Control?
    private var peeked: PNGChunkReader.Chunk?
    private var defaultImageRead = false
    private var finished = false
    private var nextSequence: UInt32 = 0
    private var framesDecoded = 0
    /// What to do to the canvas before the next frame (the last frame's disposal).
    private var pendingDisposal: (region: Control, saved: [UInt8]?)?

    /// Reads the animation in the file at `path` (frames are read as ``nextFrame()`` asks).
    public convenience init(contentsOf path: String, limits: Limits = Limits()) throws(ImageDecodingError) {
        try self.init(reader: try PNGChunkReader(contentsOf: path), limits: limits, allowsUnfinished: false)
    }

    /// Reads an animation from `data`, named `name` in errors.
    public convenience init(data: [UInt8], name: String, limits: Limits = Limits()) throws(ImageDecodingError) {
        try self.init(reader: PNGChunkReader(bytes: data, name: name), limits: limits, allowsUnfinished: false)
    }

    /// Reads the file an unfinished ``AnimatedPNGStream`` is writing (no frame count yet, no
    /// `IEND`): the frames written so far.
    convenience init(unfinishedFileAt path: String) throws(ImageDecodingError) {
        try self.init(reader: try PNGChunkReader(contentsOf: path), limits: Limits(maximumFrames: AnimatedPNGStream.maximumFrameCount,
                                                                                   maximumTotalPixels: Int.max),
                      allowsUnfinished: true)
    }

    private init(reader: PNGChunkReader, limits: Limits, allowsUnfinished: Bool) throws(ImageDecodingError) {
        self.reader = reader
        self.limits = limits
        self.allowsUnfinished = allowsUnfinished
        let name = reader.name
        try reader.readSignature()
        guard let header = try reader.next(), header.type == "IHDR", header.data.count == 13 else {
            throw .corrupt(file: name, format: .png, offset: 8, detail: "the first chunk is not a 13-byte IHDR")
        }
        let data = header.data
        width = Self.uint32(data, 0)
        height = Self.uint32(data, 4)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .corrupt(file: name, format: .png, offset: 16, detail: "the image is \(width)x\(height)")
        }
        guard data[8] == 8, data[9] == 2 || data[9] == 6 else {
            throw .unsupportedFeature(file: name, format: .png,
                                      detail: "animations are read as 8-bit RGB or RGBA (bit depth \(data[8]), colour type \(data[9]))")
        }
        guard data[10] == 0, data[11] == 0 else {
            throw .corrupt(file: name, format: .png, offset: 26, detail: "unknown compression or filter method")
        }
        guard data[12] == 0 else {
            throw .unsupportedFeature(file: name, format: .png, detail: "interlaced animations are not read")
        }
        channels = data[9] == 2 ? 3 : 4
        try ImageDecoder.checkLimits(width: width, height: height, format: .png, name: name, options: limits.decoding)

        // The chunks before the image data: acTL, an fcTL when the default image is frame 0.
        var animation: (frames: Int, loops: UInt32)?
        while true {
            guard let chunk = try reader.next() else {
                throw .truncated(file: name, format: .png, offset: reader.offset, detail: "no image data (IDAT)")
            }
            switch chunk.type {
            case "IDAT":
                peeked = chunk
            case "acTL":
                guard animation == nil, chunk.data.count == 8 else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "a second or malformed acTL")
                }
                let frames = Self.uint32(chunk.data, 0)
                guard frames >= 1 || allowsUnfinished else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "acTL announces no frames")
                }
                guard frames <= limits.maximumFrames else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset,
                                   detail: "acTL announces \(frames) frames, more than the limit of \(limits.maximumFrames)")
                }
                animation = (frames, UInt32(Self.uint32(chunk.data, 4)))
            case "fcTL":
                guard animation != nil, defaultControl == nil else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "fcTL before acTL, or twice before IDAT")
                }
                let control = try Self.parseControl(chunk, name: name, width: width, height: height)
                guard Self.uint32(chunk.data, 0) == 0 else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "the first fcTL's sequence number is not 0")
                }
                guard control.x == 0, control.y == 0, control.width == width, control.height == height else {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset,
                                   detail: "the default image's frame does not cover the canvas")
                }
                defaultControl = control
            case "IEND", "fdAT":
                throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "\(chunk.type) before the image data")
            case "tRNS":
                throw .unsupportedFeature(file: name, format: .png, detail: "colour-key transparency (tRNS) in an animation")
            default:
                if chunk.isCritical, chunk.type != "PLTE" {
                    throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "unknown critical chunk \(chunk.type)")
                }
            }
            if peeked != nil { break }
        }
        isAnimated = animation != nil
        frameCount = animation?.frames ?? 1
        loopCount = animation?.loops ?? 0
        canvas = [UInt8](repeating: 0, count: width * height * 4)
        if defaultControl != nil { nextSequence = 1 }
    }

    /// The next frame, or nil after the last.
    public func nextFrame() throws(ImageDecodingError) -> Frame? {
        while !finished {
            if !defaultImageRead {
                defaultImageRead = true
                let data = try frameData(first: peeked, sequenced: false)
                if !isAnimated {
                    finished = true
                    return try decode(data, control: Control(width: width, height: height, x: 0, y: 0,
                                                             delay: AnimationDelay(numerator: 0, denominator: 0),
                                                             dispose: 0, blend: 0))
                }
                // Without an fcTL before it, the default image is not part of the animation.
                if let control = defaultControl { return try decode(data, control: control) }
                continue
            }
            let chunk: PNGChunkReader.Chunk?
            if let peeked { chunk = peeked; self.peeked = nil } else { chunk = try reader.next() }
            guard let chunk else {
                if allowsUnfinished { finished = true; return nil }
                throw .truncated(file: reader.name, format: .png, offset: reader.offset, detail: "no IEND")
            }
            switch chunk.type {
            case "IEND":
                finished = true
                if frameCount > 0, framesDecoded != frameCount {
                    throw .corrupt(file: reader.name, format: .png, offset: chunk.offset,
                                   detail: "acTL announces \(frameCount) frames, the file has \(framesDecoded)")
                }
                return nil
            case "fcTL":
                try checkSequence(chunk.data, at: chunk.offset)
                // (An unfinished recording announces 0: its count is not known yet.)
                if !(allowsUnfinished && frameCount == 0), framesDecoded >= frameCount {
                    throw .corrupt(file: reader.name, format: .png, offset: chunk.offset,
                                   detail: "more frames than acTL announces (\(frameCount))")
                }
                let control = try Self.parseControl(chunk, name: reader.name, width: width, height: height)
                let data = try frameData(first: nil, sequenced: true)
                guard !data.isEmpty else {
                    throw .corrupt(file: reader.name, format: .png, offset: chunk.offset, detail: "frame \(framesDecoded) has no fdAT")
                }
                return try decode(data, control: control)
            case "IDAT", "fdAT":
                throw .corrupt(file: reader.name, format: .png, offset: chunk.offset, detail: "\(chunk.type) outside a frame")
            case "acTL":
                throw .corrupt(file: reader.name, format: .png, offset: chunk.offset, detail: "acTL after the image data")
            default:
                if chunk.isCritical {
                    throw .corrupt(file: reader.name, format: .png, offset: chunk.offset, detail: "unknown critical chunk \(chunk.type)")
                }
            }
        }
        return nil
    }

    /// Every frame, read to the end.
    public func allFrames() throws(ImageDecodingError) -> [Frame] {
        var frames = [Frame]()
        while let frame = try nextFrame() { frames.append(frame) }
        return frames
    }

    // MARK: Chunks

    /// The concatenated payloads of consecutive IDAT chunks (starting with `first`) or fdAT
    /// chunks (each after its sequence number); the chunk after them is kept for later.
    private func frameData(first: PNGChunkReader.Chunk?, sequenced: Bool) throws(ImageDecodingError) -> [UInt8] {
        var data = [UInt8]()
        var chunk = first
        if chunk == nil { chunk = try reader.next() }
        let type = sequenced ? "fdAT" : "IDAT"
        while let current = chunk, current.type == type {
            if sequenced {
                guard current.data.count >= 4 else {
                    throw .corrupt(file: reader.name, format: .png, offset: current.offset, detail: "fdAT without a sequence number")
                }
                try checkSequence(current.data, at: current.offset)
                data.append(contentsOf: current.data[4...])
            } else {
                data.append(contentsOf: current.data)
            }
            chunk = try reader.next()
        }
        peeked = chunk
        return data
    }

    /// An `fcTL` chunk's frame: its region (inside the canvas), delay and operations.
    private static func parseControl(_ chunk: PNGChunkReader.Chunk, name: String, width: Int,
                                     height: Int) throws(ImageDecodingError) -> Control {
        let data = chunk.data
        guard data.count == 26 else {
            throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "fcTL is \(data.count) bytes, not 26")
        }
        let control = Control(width: uint32(data, 4), height: uint32(data, 8), x: uint32(data, 12), y: uint32(data, 16),
                              delay: AnimationDelay(numerator: UInt16(data[20]) << 8 | UInt16(data[21]),
                                                    denominator: UInt16(data[22]) << 8 | UInt16(data[23])),
                              dispose: data[24], blend: data[25])
        guard control.width > 0, control.height > 0, control.x + control.width <= width, control.y + control.height <= height else {
            throw .corrupt(file: name, format: .png, offset: chunk.offset,
                           detail: "frame \(control.width)x\(control.height) at (\(control.x), \(control.y)) is not inside the "
                               + "\(width)x\(height) canvas")
        }
        guard control.dispose <= 2, control.blend <= 1 else {
            throw .corrupt(file: name, format: .png, offset: chunk.offset, detail: "unknown dispose or blend operation")
        }
        return control
    }

    private func checkSequence(_ data: [UInt8], at offset: Int) throws(ImageDecodingError) {
        let sequence = UInt32(Self.uint32(data, 0))
        guard sequence == nextSequence else {
            throw .corrupt(file: reader.name, format: .png, offset: offset,
                           detail: "sequence number \(sequence) where \(nextSequence) was due")
        }
        nextSequence &+= 1
    }

    // MARK: Pixels

    /// Inflates, unfilters and composites one frame onto the canvas; returns the canvas.
    private func decode(_ data: [UInt8], control: Control) throws(ImageDecodingError) -> Frame {
        let name = reader.name
        let (total, overflow) = (framesDecoded + 1).multipliedReportingOverflow(by: width * height)
        guard !overflow, total <= limits.maximumTotalPixels else {
            throw .tooLarge(file: name, width: width, height: height * (framesDecoded + 1), maxPixels: limits.maximumTotalPixels)
        }
        let rowBytes = control.width * channels
        let expected = control.height * (rowBytes + 1)
        guard MemoryBudget.allows(expected + control.width * control.height * 4) else {
            throw .insufficientMemory(file: name, detail: "frame \(framesDecoded) needs \(expected >> 20) MiB")
        }
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .outOfMemory(file: name, format: .png) }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_BAD_DATA
        let filtered = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            result = data.withUnsafeBufferPointer { input in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, buffer.baseAddress, expected, nil)
            }
            initialized = expected
        }
        guard result == LIBDEFLATE_SUCCESS else {
            throw .corrupt(file: name, format: .png, offset: reader.offset,
                           detail: "frame \(framesDecoded)'s image data does not inflate to its \(control.width)x\(control.height) pixels")
        }
        var pixels = [UInt8](repeating: 0, count: control.width * control.height * 4)
        let status = filtered.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                fs_png_unfilter_to_rgba(input.baseAddress, UInt32(control.width), UInt32(control.height), Int32(channels),
                                        output.baseAddress, control.width * 4)
            }
        }
        guard status == 0 else {
            throw status == -2 ? .outOfMemory(file: name, format: .png)
                : .corrupt(file: name, format: .png, offset: reader.offset, detail: "frame \(framesDecoded) has an unknown row filter")
        }
        if channels == 4 { PixelConversions.premultiply(&pixels) }

        applyPendingDisposal()
        // Dispose-to-previous needs what lies under the frame before it is drawn.
        var saved: [UInt8]?
        if control.dispose == 2, framesDecoded > 0 { saved = region(control) }
        composite(pixels, control: control)
        let frame = Frame(image: Bitmap(width: width, height: height, premultipliedPixels: canvas), delay: control.delay,
                          index: framesDecoded)
        // Dispose-to-previous on the first frame means dispose-to-background (the APNG rule).
        pendingDisposal = control.dispose == 0 ? nil : (control, saved)
        framesDecoded += 1
        return frame
    }

    private func composite(_ pixels: [UInt8], control: Control) {
        let canvasRow = width * 4, frameRow = control.width * 4
        canvas.withUnsafeMutableBufferPointer { canvas in
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<control.height {
                    let destination = canvas.baseAddress! + (control.y + row) * canvasRow + control.x * 4
                    let from = source.baseAddress! + row * frameRow
                    if control.blend == 0 {
                        destination.update(from: from, count: frameRow)
                        continue
                    }
                    // Source over, premultiplied: d = s + d·(255 − αs)/255, rounded.
                    for i in stride(from: 0, to: frameRow, by: 4) {
                        let inverse = 255 - UInt32(from[i + 3])
                        guard inverse != 0 else {
                            for channel in 0..<4 { destination[i + channel] = from[i + channel] }
                            continue
                        }
                        for channel in 0..<4 {
                            let t = UInt32(destination[i + channel]) * inverse + 128
                            destination[i + channel] = UInt8(min(255, UInt32(from[i + channel]) + ((t + (t >> 8)) >> 8)))
                        }
                    }
                }
            }
        }
    }

    private func region(_ control: Control) -> [UInt8] {
        var saved = [UInt8]()
        saved.reserveCapacity(control.width * control.height * 4)
        for row in 0..<control.height {
            let start = (control.y + row) * width * 4 + control.x * 4
            saved.append(contentsOf: canvas[start..<(start + control.width * 4)])
        }
        return saved
    }

    private func applyPendingDisposal() {
        guard let (control, saved) = pendingDisposal else { return }
        pendingDisposal = nil
        for row in 0..<control.height {
            let start = (control.y + row) * width * 4 + control.x * 4
            if let saved {
                let from = row * control.width * 4
                canvas.replaceSubrange(start..<(start + control.width * 4), with: saved[from..<(from + control.width * 4)])
            } else {
                for index in start..<(start + control.width * 4) { canvas[index] = 0 }
            }
        }
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
}
