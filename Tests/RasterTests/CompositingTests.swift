import FeedshotTestSupport
import Testing
@testable import Raster

/// The SIMD row kernels against the scalar reference on random rows (differential tests), and the
/// reference itself against exact arithmetic.
@Suite struct CompositingTests {
    static func randomPixels(_ count: Int, _ random: inout SeededGenerator, opaqueShare: Double = 0.3) -> [UInt8] {
        var bytes = [UInt8]()
        var transparentRun = 0
        for _ in 0..<count {
            // Runs of fully transparent pixels exercise the kernels' skip paths.
            if transparentRun == 0, random.uniform(0...1) < 0.05 { transparentRun = Int.random(in: 1...9, using: &random) }
            if transparentRun > 0 {
                transparentRun -= 1
                bytes.append(contentsOf: [0, 0, 0, 0])
                continue
            }
            let alpha: UInt8 = random.uniform(0...1) < opaqueShare ? 255 : UInt8.random(in: 0...255, using: &random)
            bytes.append(UInt8.random(in: 0...alpha, using: &random))
            bytes.append(UInt8.random(in: 0...alpha, using: &random))
            bytes.append(UInt8.random(in: 0...alpha, using: &random))
            bytes.append(alpha)
        }
        return bytes
    }

    static func randomCoverage(_ count: Int, _ random: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in
            let pick = random.uniform(0...1)
            return pick < 0.2 ? 0 : (pick < 0.4 ? 255 : UInt8.random(in: 0...255, using: &random))
        }
    }

    /// Runs a kernel on two copies of a destination row, once per implementation.
    static func compare(count: Int, seed: UInt64,
                        _ kernel: (UnsafeMutablePointer<UInt8>, RowCompositor.Implementation, inout SeededGenerator) -> Void) {
        var random = SeededGenerator(seed: seed)
        var scalar = randomPixels(count, &random)
        var simd = scalar
        var kernelRandom = random
        scalar.withUnsafeMutableBufferPointer { kernel($0.baseAddress!, .scalar, &random) }
        simd.withUnsafeMutableBufferPointer { kernel($0.baseAddress!, .simd, &kernelRandom) }
        #expect(scalar == simd, "SIMD differs from scalar (count \(count), seed \(seed))")
    }

    @Test(arguments: [1, 3, 4, 7, 64, 129])
    func solidBlendMatchesScalar(count: Int) {
        for seed in 0..<20 {
            Self.compare(count: count, seed: UInt64(seed)) { dst, implementation, random in
                let color = PremultipliedRGBA(straightRed: .random(in: 0...255, using: &random),
                                              green: .random(in: 0...255, using: &random),
                                              blue: .random(in: 0...255, using: &random),
                                              alpha: .random(in: 0...255, using: &random))
                RowCompositor.blendSolid(dst, count: count, color: color, coverage: .random(in: 1...255, using: &random),
                                         implementation: implementation)
                let coverage = Self.randomCoverage(count, &random)
                coverage.withUnsafeBufferPointer {
                    RowCompositor.blendSolid(dst, color: color, coverage: $0.baseAddress!, count: count,
                                             implementation: implementation)
                }
            }
        }
    }

    @Test(arguments: [1, 4, 5, 33, 200])
    func sourceRowBlendMatchesScalar(count: Int) {
        for seed in 0..<20 {
            Self.compare(count: count, seed: UInt64(100 + seed)) { dst, implementation, random in
                let source = Self.randomPixels(count, &random)
                let coverage = Self.randomCoverage(count, &random)
                let constant = UInt8.random(in: 1...255, using: &random)
                source.withUnsafeBufferPointer { src in
                    RowCompositor.blendSource(dst, source: src.baseAddress!, count: count, coverage: constant,
                                              implementation: implementation)
                    coverage.withUnsafeBufferPointer {
                        RowCompositor.blendSource(dst, source: src.baseAddress!, coverage: $0.baseAddress!, count: count,
                                                  implementation: implementation)
                    }
                }
            }
        }
    }

    @Test(arguments: [1, 4, 6, 97])
    func fillMatchesScalar(count: Int) {
        Self.compare(count: count, seed: 9) { dst, implementation, _ in
            RowCompositor.fill(dst, count: count, color: PremultipliedRGBA(red: 1, green: 2, blue: 3, alpha: 4),
                               implementation: implementation)
        }
    }

    @Test func sourceOverIsExactlyRounded() {
        // Every source alpha over every destination value: result = s + round(d · (255 − sa) / 255).
        for sa in stride(from: 0, through: 255, by: 3) {
            for d in stride(from: 0, through: 255, by: 5) {
                let s = PremultipliedRGBA(red: UInt8(sa / 2), green: 0, blue: UInt8(sa), alpha: UInt8(sa))
                let dst = PremultipliedRGBA(red: UInt8(d), green: UInt8(d), blue: UInt8(d), alpha: UInt8(d))
                let result = Compositing.sourceOver(s, dst)
                let expected = Double(sa) + (Double(d) * Double(255 - sa) / 255).rounded()
                #expect(Double(result.alpha) == expected)
                #expect(result.alpha >= result.blue && result.alpha >= result.red)
            }
        }
    }

    @Test func blendModesFollowPorterDuff() {
        let s = PremultipliedRGBA(red: 100, green: 50, blue: 0, alpha: 128)
        let d = PremultipliedRGBA(red: 20, green: 200, blue: 60, alpha: 255)
        #expect(Compositing.composite(s, onto: d, mode: .copy, coverage: 255) == s)
        #expect(Compositing.composite(s, onto: d, mode: .clear, coverage: 255) == .transparent)
        #expect(Compositing.composite(s, onto: d, mode: .destinationIn, coverage: 255)
                == PremultipliedRGBA(red: 10, green: 100, blue: 30, alpha: 128))
        #expect(Compositing.composite(s, onto: d, mode: .destinationOut, coverage: 255)
                == PremultipliedRGBA(red: 10, green: 100, blue: 30, alpha: 127))
        #expect(Compositing.composite(s, onto: d, mode: .destinationOver, coverage: 255) == d)
        #expect(Compositing.composite(s, onto: d, mode: .sourceIn, coverage: 255) == s)
        // Coverage interpolates between the old pixel and the operator's result.
        #expect(Compositing.composite(s, onto: d, mode: .copy, coverage: 0) == d)
        let half = Compositing.composite(.transparent, onto: d, mode: .copy, coverage: 128)
        #expect(half == PremultipliedRGBA(red: 10, green: 100, blue: 30, alpha: 127))
    }
}
