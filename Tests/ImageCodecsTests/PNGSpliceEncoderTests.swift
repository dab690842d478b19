import Raster
import Testing
@testable import ImageCodecs

/// The splice encoder must produce ordinary PNGs whose pixels are exactly the spliced rows.
@Suite struct PNGSpliceEncoderTests {
    /// A deterministic "page": smooth gradients plus a seeded pattern, opaque or translucent.
    static func page(_ seed: Int, width: Int = 37, height: Int = 150, opaque: Bool = true) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        for y in 0..<height {
            for x in 0..<width {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                let noise = UInt8(truncatingIfNeeded: state) & 15
                let alpha: UInt8 = opaque ? 255 : UInt8(128 + (x * 3 + y) % 128)
                bitmap[x, y] = PremultipliedRGBA(straightRed: UInt8((x * 7 + seed * 40) & 255), green: UInt8((y * 3) & 255) &+ noise,
                                                 blue: UInt8((x + y + seed) & 255), alpha: alpha)
            }
        }
        return bitmap
    }

    /// The frame the runs describe, built pixel by pixel.
    static func expected(_ runs: [PNGSpliceEncoder.Run], sources: [Int: Bitmap], width: Int, background: PremultipliedRGBA) -> Bitmap {
        var frame = Bitmap(width: width, height: runs.reduce(0) { $0 + $1.count })
        var y = 0
        for run in runs {
            for offset in 0..<run.count {
                for x in 0..<width {
                    frame[x, y] = run.source.map { sources[$0]![x, run.firstRow + offset] } ?? background
                }
                y += 1
            }
        }
        return frame
    }

    @Test(arguments: [0, 1, 31, 32, 33, 64, 95, 117, 149])
    func swipeFramesDecodeToTheSplicedRows(offset: Int) throws {
        let sources = [0: Self.page(1), 1: Self.page(2)]
        let encoder = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: .black)
        // Page 0 scrolled up by `offset` rows, page 1 below it.
        var runs = [PNGSpliceEncoder.Run(source: 0, firstRow: offset, count: 150 - offset)]
        if offset > 0 { runs.append(.init(source: 1, firstRow: 0, count: offset)) }
        let png = try encoder.encode(runs)
        let decoded = try ImageDecoder.decode(data: png, name: "frame").bitmap
        #expect(decoded == Self.expected(runs, sources: sources, width: 37, background: .black))
    }

    @Test func backgroundRunsAndTranslucentSourcesRoundTrip() throws {
        let sources = [7: Self.page(3, opaque: false)]
        let background = PremultipliedRGBA(red: 26, green: 26, blue: 51, alpha: 255)
        let encoder = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: background)
        let runs = [PNGSpliceEncoder.Run(source: nil, firstRow: 0, count: 40), .init(source: 7, firstRow: 0, count: 110)]
        let decoded = try ImageDecoder.decode(data: encoder.encode(runs), name: "frame").bitmap
        let expected = Self.expected(runs, sources: sources, width: 37, background: background)
        // Translucent pixels go through unpremultiply and back: equal within rounding.
        var worst = 0
        for y in 0..<150 {
            for x in 0..<37 {
                let a = decoded[x, y], b = expected[x, y]
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
            }
        }
        #expect(worst <= 1)
    }

    @Test func cachedPiecesMakeTheSameBytesAnyOrderAndMatchAFreshEncoder() throws {
        let sources = [0: Self.page(4), 1: Self.page(5)]
        let warm = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: .black)
        let frames = (0..<12).map { [PNGSpliceEncoder.Run(source: 0, firstRow: $0 * 11, count: 150 - $0 * 11)]
            + ($0 > 0 ? [.init(source: 1, firstRow: 0, count: $0 * 11)] : []) }
        let forward = try frames.map { try warm.encode($0) }
        let cold = try PNGSpliceEncoder(sources: sources, width: 37, height: 150, background: .black)
        let backward = try frames.reversed().map { try cold.encode($0) }.reversed()
        #expect(Array(backward) == forward)
    }

    @Test func runsThatDoNotCoverTheFrameAreRefused() throws {
        let encoder = try PNGSpliceEncoder(sources: [0: Self.page(1)], width: 37, height: 150, background: .black)
        #expect(throws: ImageEncodingError.self) { try encoder.encode([.init(source: 0, firstRow: 0, count: 149)]) }
        #expect(throws: ImageEncodingError.self) { try encoder.encode([.init(source: 0, firstRow: 10, count: 150)]) }
        #expect(throws: ImageEncodingError.self) { try encoder.encode([.init(source: 3, firstRow: 0, count: 150)]) }
    }
}
