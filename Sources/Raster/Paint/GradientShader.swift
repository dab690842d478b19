import Foundation
import Geometry

/// Evaluates a linear, radial or angular gradient at device pixel centres, with ordered dithering.
///
/// Stop colours are premultiplied (and multiplied by the draw's opacity) once, then interpolated
/// in premultiplied space with 8 fractional bits per channel. Vertical-invariant rows (a linear
/// gradient perpendicular to the x axis, like a scrim) are computed exactly once per row; other
/// gradients interpolate a 1024-entry table.
struct GradientShader {
    /// Entries of the colour table.
    static let tableSize = 1024

    /// How `t` (0 at the first stop, 1 at the last) depends on the device pixel.
    enum Geometry {
        /// `t = dtdx · x + dtdy · y + t0` at pixel centre (x + ½, y + ½) → (x, y), with x and y
        /// counted from the shader's ``origin``.
        case linear(dtdx: Double, dtdy: Double, t0: Double)
        /// `t = (|M·p − center| − r0) / (r1 − r0)` where `M` maps device to user space.
        case radial(deviceToUser: Transform, center: Point, r0: Double, r1: Double)
        /// `t` by the angle of `M·p` around `center`, from `start` over `sweep` radians (see
        /// ``GradientShader/angularT(_:center:start:sweep:)``).
        case angular(deviceToUser: Transform, center: Point, start: Double, sweep: Double)
    }

    /// Premultiplied stop colours (channels 0…255, already scaled by opacity) and locations.
    private let stops: [(location: Double, color: SIMD4<Double>)]
    /// 8.8 fixed-point premultiplied RGBA, four entries per table slot.
    private let table: [UInt16]
    let geometry: Geometry
    /// The dither pattern that follows the gradient's axis (see ``Dither``).
    let ditherPattern: Dither.Pattern
    /// The device pixel the gradient's dither pattern (and a linear gradient's `t`) is counted
    /// from: the whole pixel at or before the gradient's start. A gradient moved by whole pixels
    /// (a page of a scroll, a card sliding in) then has the same pixels at its new place, so the
    /// rows of a recording that only moved stay identical and compress once, and a page drawn in
    /// place equals the page drawn alone and composited there.
    let origin: (x: Int, y: Int)

    /// Whether every stop is opaque (after opacity): the result is then opaque.
    let isOpaque: Bool

    /// Builds the shader, or nil when the gradient cannot be drawn (no stops, degenerate
    /// transform). A zero-length gradient paints its last colour.
    init?(_ gradient: Paint.Gradient, geometry: Geometry, origin: (x: Int, y: Int) = (0, 0), opacity: Double) {
        guard !gradient.stops.isEmpty else { return nil }
        let o = min(1, max(0, opacity))
        stops = gradient.stops.map { stop in
            let c = stop.color
            let a = min(1, max(0, c.alpha.isNaN ? 0 : c.alpha)) * o
            func channel(_ v: Double) -> Double { min(1, max(0, v.isNaN ? 0 : v)) * a * 255 }
            return (stop.location, SIMD4(channel(c.red), channel(c.green), channel(c.blue), a * 255))
        }
        isOpaque = stops.allSatisfy { $0.color[3] >= 255 }
        self.geometry = geometry
        self.origin = origin
        switch geometry {
        case .linear(let dtdx, let dtdy, _) where dtdx == 0 && dtdy != 0: ditherPattern = .rows
        case .linear(let dtdx, let dtdy, _) where dtdy == 0 && dtdx != 0: ditherPattern = .columns
        default: ditherPattern = .bayer
        }
        var table = [UInt16](repeating: 0, count: Self.tableSize * 4)
        for i in 0..<Self.tableSize {
            let value = Self.evaluate(stops, Double(i) / Double(Self.tableSize - 1))
            for c in 0..<4 { table[4 * i + c] = value[c] }
        }
        self.table = table
    }

    /// The 8.8 fixed-point premultiplied colour at `t` (clamped to 0…1), rounded to nearest.
    static func evaluate(_ stops: [(location: Double, color: SIMD4<Double>)], _ t: Double) -> SIMD4<UInt16> {
        let t = t.isNaN ? 0 : min(1, max(0, t))
        var color = stops[stops.count - 1].color
        if t <= stops[0].location {
            color = stops[0].color
        } else {
            for i in 1..<stops.count where t <= stops[i].location {
                let a = stops[i - 1], b = stops[i]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                color = a.color + (b.color - a.color) * f
                break
            }
        }
        // Keep channels ≤ alpha after rounding so the dithered pixel stays premultiplied.
        let scaled = (color * 256).rounded(.toNearestOrEven)
        let alpha = min(65280, max(0, scaled[3]))
        return SIMD4(UInt16(min(alpha, max(0, scaled[0]))), UInt16(min(alpha, max(0, scaled[1]))),
                     UInt16(min(alpha, max(0, scaled[2]))), UInt16(alpha))
    }

    /// Writes the dithered colours of `count` pixels from device (`x`, `y`) to `out` (RGBA8).
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let ly = y - origin.y, lx = x - origin.x
        switch geometry {
        case .linear(let dtdx, let dtdy, let t0):
            let rowT = t0 + dtdy * (Double(ly) + 0.5)
            if dtdx == 0 {
                shadeConstant(Self.evaluate(stops, rowT), y: ly, x: lx, count: count, into: out)
                return
            }
            table.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let px = lx + i
                    let color = Self.lookup(table, rowT + dtdx * (Double(px) + 0.5))
                    Self.store(color, threshold: Dither.threshold(x: px, y: ly, pattern: ditherPattern), out + 4 * i)
                }
            }
        case .radial(let m, let center, let r0, let r1):
            let span = r1 - r0
            table.withUnsafeBufferPointer { table in
                let cy = Double(y) + 0.5
                for i in 0..<count {
                    let px = x + i
                    let p = m.apply(to: Point(x: Double(px) + 0.5, y: cy))
                    let distance = ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot()
                    let t = span != 0 ? (distance - r0) / span : (distance >= r1 ? 1 : 0)
                    Self.store(Self.lookup(table, t), threshold: Dither.threshold(x: lx + i, y: ly, pattern: ditherPattern),
                               out + 4 * i)
                }
            }
        case .angular(let m, let center, let start, let sweep):
            table.withUnsafeBufferPointer { table in
                let cy = Double(y) + 0.5
                for i in 0..<count {
                    let p = m.apply(to: Point(x: Double(x + i) + 0.5, y: cy))
                    let t = Self.angularT(p, center: center, start: start, sweep: sweep)
                    Self.store(Self.lookup(table, t), threshold: Dither.threshold(x: lx + i, y: ly, pattern: ditherPattern),
                               out + 4 * i)
                }
            }
        }
    }

    /// Where a point at `p` falls along an angular gradient around `center` that starts at
    /// `start` and sweeps `sweep` radians clockwise (on screen, y down): 0 at the start, 1 at the
    /// end. A sweep of a turn or more maps its last turn; a shorter one leaves a wedge whose
    /// first half takes the end (1) and second half the start (0), as SwiftUI documents.
    static func angularT(_ p: Point, center: Point, start: Double, sweep: Double) -> Double {
        let turn = 2 * Double.pi
        let angle = atan2(p.y - center.y, p.x - center.x)
        func around(_ value: Double) -> Double {
            let wrapped = value.truncatingRemainder(dividingBy: turn)
            return wrapped < 0 ? wrapped + turn : wrapped
        }
        if sweep >= turn {
            let lastTurn = start + sweep - turn
            return (lastTurn - start + around(angle - lastTurn)) / sweep
        }
        let along = around(angle - start)
        if along <= sweep { return along / sweep }
        return along < sweep + (turn - sweep) / 2 ? 1 : 0
    }

    /// The table's colour at `t`, linearly interpolated between entries (so the table's
    /// spacing adds no steps of its own).
    @inline(__always)
    private static func lookup(_ table: UnsafeBufferPointer<UInt16>, _ t: Double) -> SIMD4<UInt16> {
        guard t > 0 else { return entry(table, 0) }
        guard t < 1 else { return entry(table, tableSize - 1) }
        let position = t * Double(tableSize - 1)
        let index = Int(position)
        let fraction = UInt32((position - Double(index)) * 65536)
        let a = SIMD4<UInt32>(truncatingIfNeeded: entry(table, index))
        let b = SIMD4<UInt32>(truncatingIfNeeded: entry(table, min(index + 1, tableSize - 1)))
        // a + (b − a)·f, with b − a possibly negative: interpolate as a·(1 − f) + b·f.
        let mixed = (a &* (65536 &- fraction) &+ b &* fraction &+ 32768) &>> 16
        return SIMD4<UInt16>(truncatingIfNeeded: mixed)
    }

    @inline(__always)
    private static func entry(_ table: UnsafeBufferPointer<UInt16>, _ index: Int) -> SIMD4<UInt16> {
        SIMD4(table[4 * index], table[4 * index + 1], table[4 * index + 2], table[4 * index + 3])
    }

    @inline(__always)
    private static func store(_ color: SIMD4<UInt16>, threshold: UInt16, _ out: UnsafeMutablePointer<UInt8>) {
        let v = (color &+ threshold) &>> 8
        out[0] = UInt8(truncatingIfNeeded: v[0])
        out[1] = UInt8(truncatingIfNeeded: v[1])
        out[2] = UInt8(truncatingIfNeeded: v[2])
        out[3] = UInt8(truncatingIfNeeded: v[3])
    }

    /// Composites `count` pixels from device (`x`, `y`) over `dst` (source-over at full coverage)
    /// with the result dithered (see ``DitheredBlend``). `wide` is scratch for one run of 8.8
    /// source pixels (4 values per pixel).
    func blendOver(_ dst: UnsafeMutablePointer<UInt8>, y: Int, x: Int, count: Int, wide: UnsafeMutablePointer<UInt16>) {
        let ly = y - origin.y, lx = x - origin.x
        switch geometry {
        case .linear(let dtdx, let dtdy, let t0):
            let rowT = t0 + dtdy * (Double(ly) + 0.5)
            if dtdx == 0 {
                DitheredBlend.blend(dst, count: count, color: Self.evaluate(stops, rowT), x: lx, y: ly,
                                    pattern: ditherPattern)
                return
            }
            table.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let color = Self.lookup(table, rowT + dtdx * (Double(lx + i) + 0.5))
                    for c in 0..<4 { wide[4 * i + c] = color[c] }
                }
            }
        case .radial(let m, let center, let r0, let r1):
            let span = r1 - r0
            table.withUnsafeBufferPointer { table in
                let cy = Double(y) + 0.5
                for i in 0..<count {
                    let p = m.apply(to: Point(x: Double(x + i) + 0.5, y: cy))
                    let distance = ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot()
                    let t = span != 0 ? (distance - r0) / span : (distance >= r1 ? 1 : 0)
                    let color = Self.lookup(table, t)
                    for c in 0..<4 { wide[4 * i + c] = color[c] }
                }
            }
        case .angular(let m, let center, let start, let sweep):
            table.withUnsafeBufferPointer { table in
                let cy = Double(y) + 0.5
                for i in 0..<count {
                    let p = m.apply(to: Point(x: Double(x + i) + 0.5, y: cy))
                    let color = Self.lookup(table, Self.angularT(p, center: center, start: start, sweep: sweep))
                    for c in 0..<4 { wide[4 * i + c] = color[c] }
                }
            }
        }
        DitheredBlend.blend(dst, source: UnsafePointer(wide), count: count, x: lx, y: ly, pattern: ditherPattern)
    }

    /// One colour for the whole run, dithered: the dither period (at most 16 pixels) is computed
    /// once and tiled.
    private func shadeConstant(_ color: SIMD4<UInt16>, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let period = min(16, count)
        for i in 0..<period {
            let threshold = SIMD4<UInt16>(repeating: Dither.threshold(x: x + i, y: y, pattern: ditherPattern))
            let v = (color &+ threshold) &>> 8
            out[4 * i] = UInt8(truncatingIfNeeded: v[0])
            out[4 * i + 1] = UInt8(truncatingIfNeeded: v[1])
            out[4 * i + 2] = UInt8(truncatingIfNeeded: v[2])
            out[4 * i + 3] = UInt8(truncatingIfNeeded: v[3])
        }
        var filled = period
        while filled < count {
            let chunk = min(filled, count - filled)
            (out + 4 * filled).update(from: out, count: 4 * chunk)
            filled += chunk
        }
    }
}
