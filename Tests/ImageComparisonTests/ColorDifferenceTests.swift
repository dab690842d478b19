import Testing
@testable import ImageComparison
import FeedshotTesting
import FeedshotTestSupport

/// One row of Table 1 in Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research
/// and Application 30(1), 2005.
struct SharmaPair: Sendable, CustomTestStringConvertible {
    let number: Int
    let first: LabColor
    let second: LabColor
    let deltaE: Double

    init(_ number: Int, _ l1: Double, _ a1: Double, _ b1: Double,
         _ l2: Double, _ a2: Double, _ b2: Double, _ deltaE: Double) {
        self.number = number
        first = LabColor(lightness: l1, a: a1, b: b1)
        second = LabColor(lightness: l2, a: a2, b: b2)
        self.deltaE = deltaE
    }

    var testDescription: String { "pair \(number)" }

    static let table: [SharmaPair] = [
        SharmaPair(1, 50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        SharmaPair(2, 50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        SharmaPair(3, 50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        SharmaPair(4, 50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(5, 50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(6, 50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(7, 50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        SharmaPair(8, 50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        SharmaPair(9, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        SharmaPair(10, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        SharmaPair(11, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        SharmaPair(12, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        SharmaPair(13, 50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        SharmaPair(14, 50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        SharmaPair(15, 50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        SharmaPair(16, 50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        SharmaPair(17, 50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        SharmaPair(18, 50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        SharmaPair(19, 50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        SharmaPair(20, 50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        SharmaPair(21, 50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        SharmaPair(22, 50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        SharmaPair(23, 50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        SharmaPair(24, 50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        SharmaPair(25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        SharmaPair(26, 63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        SharmaPair(27, 61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        SharmaPair(28, 35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        SharmaPair(29, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        SharmaPair(30, 36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        SharmaPair(31, 90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        SharmaPair(32, 90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        SharmaPair(33, 6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        SharmaPair(34, 2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]
}

@Suite struct ColorDifferenceTests {
    @Test(arguments: SharmaPair.table)
    func ciede2000MatchesSharmaWuDalal(pair: SharmaPair) {
        let forward = ColorDifference.ciede2000(pair.first, pair.second)
        let backward = ColorDifference.ciede2000(pair.second, pair.first)
        #expect(abs(forward - pair.deltaE) <= 1e-4, "pair \(pair.number): \(forward) vs \(pair.deltaE)")
        #expect(abs(backward - pair.deltaE) <= 1e-4, "pair \(pair.number) reversed: \(backward)")
    }

    @Test func tableHasAllThirtyFourPairs() {
        #expect(SharmaPair.table.map(\.number) == Array(1...34))
    }

    @Test func sRGBAnchorsConvertToKnownLab() {
        let white = LabColor(sRGBRed: 255, green: 255, blue: 255)
        #expect(abs(white.lightness - 100) < 1e-3 && abs(white.a) < 1e-2 && abs(white.b) < 1e-2)
        let black = LabColor(sRGBRed: 0, green: 0, blue: 0)
        #expect(black.lightness == 0 && black.a == 0 && black.b == 0)
        // sRGB red is L*a*b* (53.24, 80.09, 67.20) in every colour reference.
        let red = LabColor(sRGBRed: 255, green: 0, blue: 0)
        #expect(abs(red.lightness - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
        // Mid grey 128 has L* 53.585.
        #expect(abs(LabColor(sRGBRed: 128, green: 128, blue: 128).lightness - 53.585) < 0.01)
    }

    @Test func identicalColoursHaveZeroDifference() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let color = LabColor(lightness: .random(in: 0...100, using: &generator),
                                 a: .random(in: -100...100, using: &generator),
                                 b: .random(in: -100...100, using: &generator))
            #expect(ColorDifference.ciede2000(color, color) == 0)
        }
    }
}
