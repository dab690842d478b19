/// How long one frame of an animated PNG stays on screen: `numerator / denominator` seconds,
/// both 16-bit as APNG's `fcTL` stores them.
public struct AnimationDelay: Hashable, Sendable, CustomStringConvertible {
    /// The display time's numerator.
    public var numerator: UInt16
    /// The display time's denominator (APNG reads 0 as 100).
    public var denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay in seconds (a denominator of 0 means hundredths, as in APNG).
    public var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }

    public var description: String { "\(numerator)/\(denominator == 0 ? 100 : denominator) s" }

    /// The display time of `frameCount` frames at `fps` as APNG delays: exact for whole frame
    /// rates (`frameCount / fps`), in milliseconds otherwise; split into several delays (the
    /// same image repeated) when one would not fit 16 bits.
    /// - Precondition: `frameCount >= 1` and `fps` is finite and positive.
    public static func delays(frameCount: Int, fps: Double) -> [AnimationDelay] {
        precondition(frameCount >= 1 && fps.isFinite && fps > 0, "invalid frame count \(frameCount) or rate \(fps)")
        let whole = fps.rounded() == fps && fps >= 1 && fps <= Double(UInt16.max)
        let denominator = whole ? UInt16(fps) : 1000
        var remaining = whole ? frameCount : max(1, Int((Double(frameCount) * 1000 / fps).rounded()))
        var delays = [AnimationDelay]()
        repeat {
            let part = min(remaining, Int(UInt16.max))
            delays.append(AnimationDelay(numerator: UInt16(part), denominator: denominator))
            remaining -= part
        } while remaining > 0
        return delays
    }
}
