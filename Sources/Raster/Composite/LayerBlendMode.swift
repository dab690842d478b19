/// The separable and non-separable blend modes of the W3C's Compositing and Blending Level 1
/// (§ 9, "Blending"), plus Apple's additive `plusLighter` and `plusDarker`: how a layer's colours
/// mix with the colours beneath it when the layer is composited (``Canvas/endLayer(blending:)``).
///
/// Each mode is a function `B(backdrop, source)` of straight (unpremultiplied) colours; the
/// composite is source-over with the mixed colour where both are present:
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)` (premultiplied `cs`, `cb`),
/// `αo = αs + αb·(1 − αs)`.
public enum LayerBlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// `min(1, s + d)` on premultiplied values (CoreGraphics' `plusLighter`).
    case plusLighter
    /// `max(0, 1 − ((1 − d) + (1 − s)))` on premultiplied values, in the result's alpha
    /// (CoreGraphics' `plusDarker`).
    case plusDarker

    /// Blends one premultiplied source pixel over one premultiplied backdrop pixel (components
    /// 0…1); returns the premultiplied result.
    public func blend(source s: (r: Double, g: Double, b: Double, a: Double),
                      backdrop d: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double, a: Double) {
        let alpha = s.a + d.a * (1 - s.a)
        switch self {
        case .plusLighter:
            return (min(1, s.r + d.r), min(1, s.g + d.g), min(1, s.b + d.b), min(1, s.a + d.a))
        case .plusDarker:
            let a = min(1, s.a + d.a)
            return (max(0, a - ((s.a - s.r) + (d.a - d.r))), max(0, a - ((s.a - s.g) + (d.a - d.g))),
                    max(0, a - ((s.a - s.b) + (d.a - d.b))), a)
        default:
            break
        }
        guard s.a > 0 else { return d }
        guard d.a > 0 else { return s }
        let cs = (s.r / s.a, s.g / s.a, s.b / s.a), cb = (d.r / d.a, d.g / d.a, d.b / d.a)
        let mixed = mix(backdrop: cb, source: cs)
        let both = s.a * d.a
        return (s.r * (1 - d.a) + d.r * (1 - s.a) + both * mixed.0,
                s.g * (1 - d.a) + d.g * (1 - s.a) + both * mixed.1,
                s.b * (1 - d.a) + d.b * (1 - s.a) + both * mixed.2, alpha)
    }

    /// `B(Cb, Cs)` on straight colours.
    private func mix(backdrop cb: (Double, Double, Double), source cs: (Double, Double, Double)) -> (Double, Double, Double) {
        switch self {
        case .hue: return LayerBlendMode.setLum(LayerBlendMode.setSat(cs, LayerBlendMode.sat(cb)), LayerBlendMode.lum(cb))
        case .saturation: return LayerBlendMode.setLum(LayerBlendMode.setSat(cb, LayerBlendMode.sat(cs)), LayerBlendMode.lum(cb))
        case .color: return LayerBlendMode.setLum(cs, LayerBlendMode.lum(cb))
        case .luminosity: return LayerBlendMode.setLum(cb, LayerBlendMode.lum(cs))
        default: return (separable(cb.0, cs.0), separable(cb.1, cs.1), separable(cb.2, cs.2))
        }
    }

    private func separable(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .normal, .hue, .saturation, .color, .luminosity, .plusLighter, .plusDarker: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return LayerBlendMode.hardLight(cs: cb, cb: cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return LayerBlendMode.hardLight(cs: cs, cb: cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        }
    }

    private static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    // The non-separable helpers of § 9.2.
    private static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var result = c
        if n < 0 {
            let scale = l - n > 0 ? l / (l - n) : 0
            result = (l + (result.0 - l) * scale, l + (result.1 - l) * scale, l + (result.2 - l) * scale)
        }
        if x > 1 {
            let scale = x - l > 0 ? (1 - l) / (x - l) : 0
            result = (l + (result.0 - l) * scale, l + (result.1 - l) * scale, l + (result.2 - l) * scale)
        }
        return result
    }

    private static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        var values = [c.0, c.1, c.2]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (minIndex, midIndex, maxIndex) = (order[0], order[1], order[2])
        if values[maxIndex] > values[minIndex] {
            values[midIndex] = (values[midIndex] - values[minIndex]) * s / (values[maxIndex] - values[minIndex])
            values[maxIndex] = s
        } else {
            values[midIndex] = 0
            values[maxIndex] = 0
        }
        values[minIndex] = 0
        return (values[0], values[1], values[2])
    }
}
