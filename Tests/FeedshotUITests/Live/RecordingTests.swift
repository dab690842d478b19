import FeedshotTestSupport
import Foundation
import Geometry
import ImageCodecs
import Observation
import Testing
@testable import FeedshotUI

/// `ViewHost.record(to:…)`: every frame the clock passes, to an animated PNG, a folder of PNGs, a
/// contact sheet and a video, written as the frames are made.
@Suite struct RecordingTests {
    typealias Scene = RasterCacheTests.Scene
    typealias Movement = RasterCacheTests.Movement
    static let device = Device.canvas(width: 100, height: 180)

    /// Moves the scene up by `step` points a frame for `frames` frames, then holds for `hold`.
    static func slide(_ movement: Movement, _ host: ViewHost, frames: Int, step: Double, hold: Int) {
        for _ in 0..<frames {
            movement.y -= step
            host.advance(frames: 1)
        }
        host.advance(frames: hold)
    }

    @Test func everyFrameGoesToEveryDestination() throws {
        let folder = try TemporaryFolder()
        let movement = Movement()
        let host = ViewHost(Scene(movement: movement), on: Self.device, renderer: Renderer(scale: 1))
        // The same actions on a second host, rendered frame by frame by hand: the expected frames.
        let referenceMovement = Movement()
        let reference = ViewHost(Scene(movement: referenceMovement), on: Self.device, renderer: Renderer(scale: 1))
        var expected = [reference.render()]
        reference.onFrame = { expected.append($0.render()) }
        Self.slide(referenceMovement, reference, frames: 6, step: 13.5, hold: 4)

        let recording = try host.record(to: .apng(folder.file("slide.png")), .pngFolder(folder.file("frames")),
                                        .contactSheet(folder.file("sheet.png"))) { host in
            Self.slide(movement, host, frames: 6, step: 13.5, hold: 4)
        }
        #expect(recording.frameCount == 11 && expected.count == 11)
        #expect(recording.distinctFrameCount == 7)
        #expect(recording.startTime == 0 && recording.framesPerSecond == 60)
        #expect(abs(recording.duration - 11.0 / 60) < 1e-12)

        let decoder = try AnimatedPNGDecoder(contentsOf: folder.file("slide.png"))
        let stored = try decoder.allFrames()
        #expect(stored.count == 7)
        #expect(stored.map(\.delay.numerator) == [1, 1, 1, 1, 1, 1, 5])
        #expect(stored.map(\.image) == Array(expected[0...6]))

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("frames")).sorted()
        #expect(files == (0..<11).map { String(format: "frame_%04d.png", $0) })
        for (index, file) in files.enumerated() {
            let image = try ImageDecoder.decode(contentsOf: folder.file("frames/" + file)).bitmap
            #expect(image == expected[index], "\(file)")
        }
        // The sheet: 11 thumbnails of 240 px at scale 2 side by side (every frame: fewer than 24).
        let sheet = try ImageDecoder.decode(contentsOf: folder.file("sheet.png")).bitmap
        #expect(sheet.width == Int((16 * 2 + 11 * 120 + 10 * 12) * 2.0))
    }

    @Test func longRecordingsKeepABoundedContactSheet() throws {
        let folder = try TemporaryFolder()
        let host = ViewHost(Scene(movement: Movement()), on: .canvas(width: 20, height: 30), renderer: Renderer(scale: 1))
        try host.record(to: .contactSheet(folder.file("sheet.png"))) { host in host.advance(frames: 99) }
        // 100 frames: every 8th (0, 8, … 96: 13 cells) and the last (99).
        let sheet = try ImageDecoder.decode(contentsOf: folder.file("sheet.png")).bitmap
        #expect(sheet.width == Int((16 * 2 + 14 * 120 + 13 * 12) * 2.0))
    }

    @Test func badDestinationsFailBeforeAnyActionRuns() {
        let host = ViewHost(Scene(movement: Movement()), on: Self.device, renderer: Renderer(scale: 1))
        var ran = false
        #expect(throws: RecordingError.invalidDestination(path: "swipe.mov", reason: "a video must be an .mp4 file")) {
            try host.record(to: .video("swipe.mov")) { _ in ran = true }
        }
        #expect(throws: RecordingError.self) { try host.record(to: .contactSheet("s.png", every: 0)) { _ in ran = true } }
        #expect(!ran)
        #expect(host.onFrame == nil)
    }

    struct Stop: Error {}

    @Test func aThrowingActionWritesNothingAndRestoresTheHost() throws {
        let folder = try TemporaryFolder()
        let host = ViewHost(Scene(movement: Movement()), on: Self.device, renderer: Renderer(scale: 1))
        var frames = 0
        host.onFrame = { _ in frames += 1 }
        #expect(throws: Stop.self) {
            try host.record(to: .apng(folder.file("a.png")), .contactSheet(folder.file("s.png"))) { host in
                host.advance(frames: 3)
                throw Stop()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // The host's own frame callback ran during the recording and is back afterwards.
        #expect(frames == 3)
        host.advance(frames: 1)
        #expect(frames == 4)
    }

    @Test func changingTheFrameRateWhileRecordingIsAnError() throws {
        let folder = try TemporaryFolder()
        let host = ViewHost(Scene(movement: Movement()), on: Self.device, renderer: Renderer(scale: 1))
        #expect(throws: RecordingError.frameRateChanged(from: 60, to: 30)) {
            try host.record(to: .apng(folder.file("a.png"))) { host in
                host.framesPerSecond = 30
                host.advance(frames: 2)
            }
        }
    }

    @Test(.enabled(if: VideoEncoder.locateFFmpeg() != nil, "needs ffmpeg"))
    func videoIsEncodedWhenFFmpegIsInstalled() throws {
        let folder = try TemporaryFolder()
        let movement = Movement()
        let host = ViewHost(Scene(movement: movement), on: Self.device, renderer: Renderer(scale: 1))
        try host.record(to: .video(folder.file("slide.mp4"))) { host in Self.slide(movement, host, frames: 10, step: 9, hold: 5) }
        let size = (try? FileManager.default.attributesOfItem(atPath: folder.file("slide.mp4"))[.size] as? Int) ?? 0
        #expect(size > 500)
    }
}
