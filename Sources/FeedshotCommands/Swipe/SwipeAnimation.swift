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
            for delay in AnimationDelay.delays(frameCount: repeats, fps: fps) {
                frames.append(.init(runs: compositor.runs(layouts[index]), delay: delay))
            }
            index += repeats
        }
        return frames
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
