import Foundation
import Geometry
import Paging
import Testing
@testable import FeedshotUI

/// A paging `ScrollView` on a live host moves with the Paging module's controller: fed the same
/// gestures, it shows the offsets `feedshot swipe --offsets` computes, frame by frame.
///
/// Frame alignment: `feedshot swipe` samples its timeline at t_k = k / fps from the script's
/// time 0; a host started at time 0 lays out frame k at the same t_k (``ViewHost/play(_:from:settle:)``
/// plays script time 0 at host time 0), delivers a touch event at a frame's time before laying
/// the frame out (as the timeline counts a sample at t as part of the state at t), and moves the
/// finger at each frame to the document's interpolated translation (not a sample for velocity).
@Suite struct PagingScrollViewTests {
    static let width = 60.0, height = 100.0, pageCount = 6

    /// The host of a paging feed on a 60 × 100-point screen at `scale`, starting on `start`.
    func host(start: Int, scale: Double = 1, fps: Double = 60) -> ViewHost {
        let host = ViewHost(ScrollTest.PagingFeed(count: Self.pageCount, start: start),
                            on: .canvas(width: Self.width, height: Self.height), renderer: Renderer(scale: scale))
        host.framesPerSecond = fps
        return host
    }

    /// The frames `feedshot swipe --offsets` writes for `script` (its `SwipePlan`: the timeline
    /// with the display scale, sampled at the script's rate up to the settled end).
    func swipeOffsets(_ script: GestureScript, scale: Double) -> OffsetsDocument {
        let timeline = PagingTimeline(script: script, options: PagingOptions(displayScale: scale))
        return OffsetsDocument(timeline: timeline, fps: script.fps, endTime: timeline.endTime)
    }

    /// The host's offsets for `script`: frame 0, then every frame the clock passes, long enough
    /// to cover the document's frames.
    func hostOffsets(_ script: GestureScript, document: OffsetsDocument, scale: Double, from start: Point) -> [Double] {
        let host = host(start: script.startPage, scale: scale, fps: script.fps)
        let lastRelease = script.gestures.last?.releaseTime ?? 0
        let tail = Double(document.frames.count) / script.fps - lastRelease
        return ScrollTest.recordOffsets(host) {
            host.play(script, from: start, settle: max(0, tail))
        }.map(\.y)
    }

    static func linear(to translation: Double, duration: Double, rate: Double = 120) -> [GestureSample] {
        let steps = Int((duration * rate).rounded(.down))
        var samples = (0...steps).map { GestureSample(time: Double($0) / rate, translation: translation * Double($0) / rate / duration) }
        if Double(steps) / rate < duration {
            samples.append(GestureSample(time: duration, translation: translation))
        } else {
            samples[samples.count - 1].translation = translation
        }
        return samples
    }

    func script(_ gestures: [Paging.Gesture], start: Int = 2, fps: Double = 60) throws -> GestureScript {
        try GestureScript(pageCount: Self.pageCount, pageHeight: Self.height, startPage: start, fps: fps,
                          gestures: gestures, source: "test")
    }

    /// One gesture from script time 0 with the finger at the top edge: every number the host and
    /// the timeline compute is the same expression of the same inputs, so the offsets agree bit
    /// for bit (`feedshot swipe` past half a page, short of it, a fling and a pull past the top).
    @Test(arguments: [
        ("past half a page", -65.0, 0.5, 2),
        ("short of half a page", -35.0, 0.5, 2),
        ("fling", -30.0, 0.06, 2),
        ("past the first page", 60.0, 0.3, 0),
    ])
    func oneGestureGivesTheSwipeOffsetsBitForBit(name: String, translation: Double, duration: Double, start: Int) throws {
        for scale in [1.0, 3.0] {
            let script = try script([Paging.Gesture(start: 0, samples: Self.linear(to: translation, duration: duration))],
                                    start: start)
            let document = swipeOffsets(script, scale: scale)
            let offsets = hostOffsets(script, document: document, scale: scale, from: Point(x: Self.width / 2, y: 0))
            #expect(document.frames.count > 20)
            #expect(offsets.count >= document.frames.count, "\(name)")
            for (frame, offset) in zip(document.frames, offsets) {
                #expect(-frame.offset == offset, "\(name) at scale \(scale), frame \(frame.index) (\(frame.phase))")
            }
        }
    }

    @Test func theCasesDoWhatTheirNamesSay() throws {
        func target(_ translation: Double, _ duration: Double, start: Int = 2) throws -> Int? {
            let script = try script([Paging.Gesture(start: 0, samples: Self.linear(to: translation, duration: duration))],
                                    start: start)
            return swipeOffsets(script, scale: 1).targetPages.first
        }
        #expect(try target(-65, 0.5) == 3)  // past half a page: the next page
        #expect(try target(-35, 0.5) == 2)  // short of half: back
        #expect(try target(-30, 0.06) == 3)  // 500 pt/s over 30 pt: a fling
        #expect(try target(60, 0.3, start: 0) == 0)  // pulled past the first page: back
    }

    /// Three gestures (a flick, a second flick that catches the feed mid-settle, a slow drag back
    /// released at rest), starting later than time 0 and with the finger in the middle of the
    /// screen: the host's times and translations are sums the timeline does not form (0.45 + t,
    /// 50 + y − 50), so the offsets agree to rounding (well under a nanometre), and every frame
    /// lands on the same device pixel.
    @Test func aBusyScriptGivesTheSwipeOffsetsFrameByFrame() throws {
        let flick = Paging.Gesture(start: 0.2, samples: Self.linear(to: -40, duration: 0.08))
        let catchUp = Paging.Gesture(start: 0.45, samples: Self.linear(to: -50, duration: 0.1))
        let rest = Self.linear(to: 70, duration: 1.0)
        let slowBack = Paging.Gesture(start: 2.0, samples: rest + [GestureSample(time: 1.1, translation: 70)])
        for scale in [1.0, 2.0] {
            let script = try script([flick, catchUp, slowBack], start: 1)
            let document = swipeOffsets(script, scale: scale)
            #expect(document.targetPages == [2, 3, 2])
            let offsets = hostOffsets(script, document: document, scale: scale, from: Point(x: 30, y: 50))
            #expect(offsets.count >= document.frames.count)
            for (frame, offset) in zip(document.frames, offsets) {
                #expect(abs(-frame.offset - offset) < 1e-9, "scale \(scale), frame \(frame.index) (\(frame.phase))")
                #expect((-frame.offset * scale).rounded() == (offset * scale).rounded())
            }
            // The catch really caught a moving feed.
            let timeline = PagingTimeline(script: script, options: PagingOptions(displayScale: scale))
            #expect(timeline.outcomes[1].interruptedSettle)
        }
    }

    /// A gesture document's own release velocity is the host's too.
    @Test func aGivenVelocityIsUsedAsTheTimelineUsesIt() throws {
        let samples = Self.linear(to: -30, duration: 0.2)
        let script = try script([Paging.Gesture(start: 0, samples: samples, velocity: -900)])
        let document = swipeOffsets(script, scale: 1)
        #expect(document.targetPages == [3])
        let offsets = hostOffsets(script, document: document, scale: 1, from: Point(x: 30, y: 0))
        for (frame, offset) in zip(document.frames, offsets) { #expect(-frame.offset == offset, "frame \(frame.index)") }
    }

    /// The frames laid out show the pages where `feedshot swipe`'s compositor copies them: the
    /// page under the top edge at the offset rounded to device pixels.
    @Test func pagesAreLaidOutOnTheRoundedOffsets() throws {
        let script = try script([Paging.Gesture(start: 0, samples: Self.linear(to: -65, duration: 0.5))])
        let document = swipeOffsets(script, scale: 3)
        let host = host(start: 2, scale: 3)
        var tops = [Double]()
        func top(_ host: ViewHost) -> Double {
            // Page 2's frame: the third child of the lazy stack.
            host.layout().all(kind: "LazyVStack").first?.children[2].frame.minY ?? .nan
        }
        tops.append(top(host))
        host.onFrame = { tops.append(top($0)) }
        host.play(script, from: Point(x: 30, y: 0), settle: Double(document.frames.count) / 60)
        for (frame, top) in zip(document.frames, tops) {
            // The compositor draws page 2 at round((2·H + offset)·scale) device pixels. This
            // drag puts the offset on a half pixel (6.5·k device pixels) at odd frames k, where
            // the two sums' last-bit rounding decides the side: there either pixel is right.
            let pixels = (2 * Self.height + frame.offset) * 3
            let expected = pixels.rounded() / 3
            let isTie = abs(pixels - pixels.rounded(.down) - 0.5) < 1e-6
            #expect(abs(top - expected) < 1e-9 || (isTie && abs(abs(top - expected) - 1.0 / 3) < 1e-9),
                    "frame \(frame.index)")
        }
    }
}
