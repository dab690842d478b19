import Foundation
import ImageCodecs

/// A swipe as one animated PNG: the frames' layouts become APNG frames, consecutive identical
/// layouts (the rest after the swipe settles) one frame shown for longer.
enum SwipeAnimation {
    /// The APNG frames for `layouts` shown at `fps`.
    static func frames(of layouts: [FrameCompositor.Layout], compositor: FrameCompositor,
                       fps: Double) -> [PNGSpliceEncoder.AnimationFrame] {
        var frames = [PNGSpliceEncoder.AnimationFrame]()
        var index = 0
        while index < layouts.count {
            var repeats = 1
            while index + repeats < layouts.count, layouts[index + repeats] == layouts[index] { repeats += 1 }
            for delay in delays(frameCount: repeats, fps: fps) {
                frames.append(.init(runs: compositor.runs(layouts[index]), delayNumerator: delay.numerator,
                                    delayDenominator: delay.denominator))
            }
            index += repeats
        }
        return frames
    }

    /// The display time of `frameCount` frames at `fps` as APNG delays (16-bit fractions of a
    /// second): exact for whole frame rates (`frameCount / fps`), milliseconds otherwise; split in
    /// several delays when one would not fit 16 bits.
    static func delays(frameCount: Int, fps: Double) -> [(numerator: UInt16, denominator: UInt16)] {
        let whole = fps.rounded() == fps && fps >= 1 && fps <= 1000
        let denominator = whole ? UInt16(fps) : 1000
        var remaining = whole ? frameCount : Int((Double(frameCount) * 1000 / fps).rounded())
        var delays = [(numerator: UInt16, denominator: UInt16)]()
        repeat {
            let part = min(remaining, Int(UInt16.max))
            delays.append((UInt16(part), denominator))
            remaining -= part
        } while remaining > 0
        return delays
    }

    /// Writes the animation; returns how many APNG frames it has.
    static func write(_ layouts: [FrameCompositor.Layout], compositor: FrameCompositor, fps: Double,
                      encoder: PNGSpliceEncoder, to path: String) throws -> Int {
        let frames = frames(of: layouts, compositor: compositor, fps: fps)
        do {
            try encoder.writeAnimation(frames, to: path)
        } catch {
            throw CommandFailure("animated PNG \(path): \(error)")
        }
        return frames.count
    }
}
