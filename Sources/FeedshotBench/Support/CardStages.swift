import Feeds
import FeedshotUI
import Foundation

/// Share cards rendered the way the peers render them (one core, every card decodes its own
/// images), timed per stage on the wall clock and the thread's CPU clock.
///
/// Decoding happens inside drawing (the asset catalog decodes an image when it is first drawn),
/// so it is measured as a difference: a card is rendered with a fresh catalog (decode + compose),
/// then again with the now warm catalog (compose alone); decode = first − last.
struct CardStages {
    /// Seconds per card on both clocks.
    struct Time {
        var wall = 0.0
        var cpu = 0.0

        static func - (lhs: Time, rhs: Time) -> Time { Time(wall: lhs.wall - rhs.wall, cpu: lhs.cpu - rhs.cpu) }
        static func + (lhs: Time, rhs: Time) -> Time { Time(wall: lhs.wall + rhs.wall, cpu: lhs.cpu + rhs.cpu) }
        static func now() -> Time { Time(wall: Measurement.now(), cpu: Measurement.threadCPU()) }
    }

    var decode = Time()
    var compose = Time()
    var encode = Time()
    /// What the peers time: decode + compose + encode + write.
    var total: Time { decode + compose + encode }

    /// Renders every mission `repetitions` times (after one warm-up pass) into `out` and returns
    /// the median per-card time of each stage.
    static func measure(feed: MoonshotFeed, images: String, out: String, repetitions: Int) throws -> CardStages {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let fonts = try FontCollection.bundled()
        let size = Size(width: 390, height: 844)
        var samples = [CardStages]()
        for repetition in 0...max(1, repetitions) {
            var sum = CardStages()
            for mission in feed.missions {
                let card = ShareCard(mission: mission, in: feed)
                let start = Time.now()
                let renderer = Renderer(scale: 3, assets: try AssetCatalog(directory: images), fonts: fonts)
                let bitmap = renderer.render(card, size: size)
                let rendered = Time.now()
                // The catalog keeps an image from its second decode on: render once more to fill
                // it, then time a render that decodes nothing.
                _ = renderer.render(card, size: size)
                let warm = Time.now()
                _ = renderer.render(card, size: size)
                let composed = Time.now()
                let bytes = try PNGEncoder.encode(bitmap, compression: .default)
                try writeFileAtomically(bytes, to: out + "/\(mission.image).png")
                let encoded = Time.now()
                let compose = composed - warm
                sum.decode = sum.decode + (rendered - start - compose)
                sum.compose = sum.compose + compose
                sum.encode = sum.encode + (encoded - composed)
            }
            if repetition > 0 { samples.append(sum) }  // the first pass warms caches and pages
        }
        let cards = Double(max(1, feed.missions.count))
        func median(_ stage: KeyPath<CardStages, Time>) -> Time {
            Time(wall: Measurement.median(samples.map { $0[keyPath: stage].wall }) / cards,
                 cpu: Measurement.median(samples.map { $0[keyPath: stage].cpu }) / cards)
        }
        return CardStages(decode: median(\.decode), compose: median(\.compose), encode: median(\.encode))
    }
}
