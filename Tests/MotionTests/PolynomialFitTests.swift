import Testing
@testable import Motion

@Suite struct PolynomialFitTests {
    @Test func polynomialFitRecoversExactCoefficients() throws {
        let x = [-3.0, -2, -1, 0, 1.5]
        let y = x.map { 2 - 0.5 * $0 + 0.25 * $0 * $0 }
        let fit = try #require(PolynomialFit(degree: 2, x: x, y: y))
        #expect(abs(fit.coefficients[0] - 2) < 1e-12 && abs(fit.coefficients[1] + 0.5) < 1e-12)
        #expect(abs(fit.coefficients[2] - 0.25) < 1e-12 && abs(fit.confidence - 1) < 1e-12)
        #expect(PolynomialFit(degree: 2, x: [1, 1, 2], y: [0, 0, 1]) == nil)
        #expect(PolynomialFit(degree: 2, x: [1, 2], y: [0, 1]) == nil)
    }
}
