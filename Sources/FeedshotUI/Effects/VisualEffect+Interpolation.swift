import Geometry

extension _VisualEffectChain {
    /// The effect `amount` (0 to 1) of the way from this one to `other`: step by step when both
    /// are made of the same kinds of step in the same order (as a transition's effects for two
    /// phases are); otherwise whichever of the two is nearer.
    func interpolated(towards other: _VisualEffectChain, amount: Double) -> _VisualEffectChain {
        guard amount > 0 else { return self }
        guard amount < 1 else { return other }
        let nearer = amount < 0.5 ? self : other
        guard steps.count == other.steps.count else { return nearer }
        var mixed: [Step] = []
        mixed.reserveCapacity(steps.count)
        for (from, to) in zip(steps, other.steps) {
            guard let step = from.interpolated(towards: to, amount: amount) else { return nearer }
            mixed.append(step)
        }
        return _VisualEffectChain(steps: mixed)
    }
}

extension _VisualEffectChain.Step {
    /// This step `amount` of the way to `other`, or nil if they are different kinds of step.
    func interpolated(towards other: Self, amount t: Double) -> Self? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.transform(a), .transform(b)):
            return a.interpolated(towards: b, amount: t).map(Self.transform)
        case let (.opacity(a), .opacity(b)):
            return .opacity(mix(a, b))
        case let (.blur(a), .blur(b)):
            return .blur(mix(a, b))
        case let (.color(a), .color(b)):
            switch (a, b) {
            case let (.saturation(x), .saturation(y)): return .color(.saturation(mix(x, y)))
            case let (.grayscale(x), .grayscale(y)): return .color(.grayscale(mix(x, y)))
            case let (.brightness(x), .brightness(y)): return .color(.brightness(mix(x, y)))
            case let (.contrast(x), .contrast(y)): return .color(.contrast(mix(x, y)))
            case let (.hueRotation(x), .hueRotation(y)): return .color(.hueRotation(.radians(mix(x.radians, y.radians))))
            case (.inversion, .inversion): return self
            // A colour to multiply by resolves in the environment only when drawn: no blend.
            default: return nil
            }
        default:
            return nil
        }
    }
}
