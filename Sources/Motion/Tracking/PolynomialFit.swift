/// A least-squares polynomial fit y ≈ c₀ + c₁·x + c₂·x² + … of a small set of points.
///
/// The fit factors the Vandermonde matrix A (rows 1, x, x², …) as Q·R with modified Gram–Schmidt
/// and solves R·c = Qᵀ·y by back substitution. That avoids forming the normal equations AᵀA,
/// whose condition number is the square of A's, which matters when the abscissae are a few
/// milliseconds apart. A column that is (numerically) a combination of the previous ones means
/// the data cannot determine that many coefficients, and the fit fails instead of guessing.
struct PolynomialFit: Sendable, Equatable {
    /// The coefficients, constant term first.
    var coefficients: [Double]
    /// The coefficient of determination R² (1 is a perfect fit; 1 when the data are constant).
    var confidence: Double

    /// Fits a polynomial of `degree` to the points; nil when there are fewer than degree + 1
    /// points or the abscissae do not separate the coefficients.
    init?(degree: Int, x: [Double], y: [Double]) {
        precondition(x.count == y.count && degree >= 0, "Fit needs matching abscissae and ordinates")
        let rows = x.count, columns = degree + 1
        guard rows >= columns else { return nil }

        // Columns of A: x⁰, x¹, …, stored column-major so each column is contiguous.
        var a = [[Double]](repeating: [Double](repeating: 1, count: rows), count: columns)
        for j in 1..<columns {
            for i in 0..<rows { a[j][i] = a[j - 1][i] * x[i] }
        }

        // Modified Gram–Schmidt: q[j] is orthonormal, r is upper triangular.
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: columns), count: columns)
        for j in 0..<columns {
            let originalNorm = Self.norm(a[j])
            for i in 0..<j {
                let projection = Self.dot(q[i], q[j])
                r[i][j] = projection
                for h in 0..<rows { q[j][h] -= projection * q[i][h] }
            }
            let norm = Self.norm(q[j])
            // Relative test: what is left of the column after removing the earlier directions is
            // rounding noise when it is this small compared with the column itself.
            guard norm > 1e-9 * originalNorm, norm > 0 else { return nil }
            r[j][j] = norm
            for h in 0..<rows { q[j][h] /= norm }
        }

        var coefficients = [Double](repeating: 0, count: columns)
        for i in stride(from: columns - 1, through: 0, by: -1) {
            var value = Self.dot(q[i], y)
            for j in (i + 1)..<columns { value -= r[i][j] * coefficients[j] }
            coefficients[i] = value / r[i][i]
        }
        self.coefficients = coefficients

        let mean = y.reduce(0, +) / Double(rows)
        var residual = 0.0, total = 0.0
        for i in 0..<rows {
            var predicted = 0.0, power = 1.0
            for c in coefficients {
                predicted += c * power
                power *= x[i]
            }
            residual += (y[i] - predicted) * (y[i] - predicted)
            total += (y[i] - mean) * (y[i] - mean)
        }
        confidence = total <= 1e-12 ? 1 : 1 - residual / total
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double {
        var sum = 0.0
        for i in u.indices { sum += u[i] * v[i] }
        return sum
    }

    private static func norm(_ u: [Double]) -> Double { dot(u, u).squareRoot() }
}
