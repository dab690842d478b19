import Foundation
import FeedshotTestSupport
import ImageCodecs
import Raster
import Testing

/// End-to-end tests of `feedshot swipe` on the embedded feed, at a small size to stay fast.
@Suite struct SwipeCommandTests {
    /// A small screen: 60 x 100 points at scale 1 (pages 100 points tall).
    static let small = ["--size", "60x100", "--scale", "1"]

    /// A slow drag up by 70 % of a page from page 3, released at rest: it lands on page 4.
    static let gesture = """
        {"startPage": 3, "fps": 30, "gestures": [{"start": 0, "samples": [
          {"t": 0, "y": 0}, {"t": 0.2, "y": -35}, {"t": 0.4, "y": -70}, {"t": 0.5, "y": -70}]}]}
        """

    static func offsets(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
    }

    @Test func offsetsOnlyComputesTheTimelineWithoutRendering() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--offsets", folder.file("o.json"),
                                              "--offsets-only", "--out", folder.file("frames")] + Self.small)
        #expect(run.status == 0, "\(run.errors)")
        let document = try Self.offsets(folder.file("o.json"))
        #expect(document["targetPages"] as? [Int] == [4])
        #expect(document["pageHeight"] as? Double == 100)
        let frames = document["frames"] as? [[String: Any]] ?? []
        #expect(frames.first?["offset"] as? Double == -300)
        // Settle exactness: the last frame rests exactly on the target page.
        #expect(frames.last?["offset"] as? Double == -400 && frames.last?["phase"] as? String == "rest")
        #expect(!FileManager.default.fileExists(atPath: folder.file("frames")))
    }

    @Test func framesAreThePagesShiftedAndIndependentOfJobs() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        for jobs in ["1", "2"] {
            let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--hold", "0.1", "--jobs", jobs,
                                                  "--out", folder.file("frames-\(jobs)"), "--offsets", folder.file("o.json")] + Self.small)
            #expect(run.status == 0, "\(run.errors)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("frames-1")).sorted()
        let frameCount = (try Self.offsets(folder.file("o.json"))["frames"] as? [Any])?.count ?? -1
        #expect(names.count == frameCount && names.first == "frame_0000.png")
        for name in names {
            let same = TemporaryFolder.bytes(at: folder.file("frames-1/" + name)) == TemporaryFolder.bytes(at: folder.file("frames-2/" + name))
            #expect(same, "\(name) differs between --jobs 1 and 2")
        }
        // The rest frames (the hold) are identical files.
        let last = names.suffix(3).map { TemporaryFolder.bytes(at: folder.file("frames-1/" + $0)) }
        let restIsIdentical = last[0] == last[1] && last[1] == last[2]
        #expect(restIsIdentical)
        // The first and the last frames show exactly the start and target pages' cards (pages 3
        // and 4 of the embedded feed are Apollo 9 and 10): the same pixels, whatever the encoder.
        let cards = try FeedshotExecutable.run(["cards", "--only", "9", "10", "--out", folder.file("cards")] + Self.small)
        #expect(cards.status == 0, "\(cards.errors)")
        func pixels(_ path: String) throws -> Bitmap { try ImageDecoder.decode(contentsOf: folder.file(path)).bitmap }
        let firstIsStart = try pixels("frames-1/frame_0000.png") == pixels("cards/apollo9.png")
        let lastIsTarget = try pixels("frames-1/" + names[names.count - 1]) == pixels("cards/apollo10.png")
        #expect(firstIsStart && lastIsTarget)
    }

    @Test func shorthandSwipeDownFromTheFirstPageBouncesBack() throws {
        let folder = try TemporaryFolder()
        let run = try FeedshotExecutable.run(["swipe", "--swipe", "down", "--offsets", folder.file("o.json"),
                                              "--out", folder.file("frames"), "--contact-sheet", folder.file("sheet.png")]
                                             + Self.small)
        #expect(run.status == 0, "\(run.errors)")
        let frames = (try Self.offsets(folder.file("o.json"))["frames"] as? [[String: Any]]) ?? []
        let offsets = frames.compactMap { $0["offset"] as? Double }
        // Rubber-banded past the first page (positive offset), then back to exactly 0.
        #expect((offsets.max() ?? 0) > 0 && offsets.last == 0)
        #expect(FileManager.default.fileExists(atPath: folder.file("sheet.png")))
    }

    /// `--apng`: one animated PNG instead of frame files; the rest frames (the hold) become one
    /// frame shown longer, and the default image is the first frame.
    @Test func apngHoldsTheWholeSwipeInOneFile() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--hold", "0.1", "--apng", folder.file("swipe.png"),
                                              "--out", folder.file("frames"), "--offsets", folder.file("o.json")] + Self.small)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("frames")))
        let png = TemporaryFolder.bytes(at: folder.file("swipe.png")) ?? []
        let frames = (try Self.offsets(folder.file("o.json"))["frames"] as? [[String: Any]]) ?? []
        // Frames land on whole device pixels (scale 1 here): offsets that round alike look alike.
        let distinct = frames.map { ($0["offset"] as? Double ?? .nan).rounded() }.reduce(into: [Double]()) { list, offset in
            if list.last != offset { list.append(offset) }
        }
        // acTL (right after IHDR: 8 + 25 bytes in) counts the distinct consecutive frames.
        #expect(Array(png[37..<41]) == Array("acTL".utf8))
        let count = Int(png[41]) << 24 | Int(png[42]) << 16 | Int(png[43]) << 8 | Int(png[44])
        #expect(count == distinct.count && count < frames.count)
        // The default image equals a plain frame render of the first frame.
        let plain = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--hold", "0.1", "--out", folder.file("frames")]
                                               + Self.small)
        #expect(plain.status == 0, "\(plain.errors)")
        let first = try ImageDecoder.decode(contentsOf: folder.file("frames/frame_0000.png")).bitmap
        #expect(try ImageDecoder.decode(contentsOf: folder.file("swipe.png")).bitmap == first)
    }

    @Test func videoWithoutFFmpegIsAClearErrorAfterTheFrames() throws {
        let folder = try TemporaryFolder(), emptyPath = try TemporaryFolder()
        let run = try FeedshotExecutable.run(["swipe", "--swipe", "up", "--out", folder.file("frames"),
                                              "--video", folder.file("swipe.mp4")] + Self.small,
                                             environment: ["PATH": emptyPath.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("ffmpeg is not installed"), "\(run.errors)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("swipe.mp4")))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
    func videoIsEncodedWhenFFmpegIsInstalled() throws {
        let folder = try TemporaryFolder()
        let run = try FeedshotExecutable.run(["swipe", "--swipe", "up", "--out", folder.file("frames"),
                                              "--video", folder.file("swipe.mp4")] + Self.small)
        #expect(run.status == 0, "\(run.errors)")
        let size = (try? FileManager.default.attributesOfItem(atPath: folder.file("swipe.mp4"))[.size] as? Int) ?? 0
        #expect(size > 1000)
    }

    @Test(arguments: [["swipe"], ["swipe", "--swipe", "up", "--gesture", "g.json"], ["swipe", "--swipe", "sideways"],
                      ["swipe", "--swipe", "up", "--spring", "wobbly"], ["swipe", "--swipe", "up", "--offsets-only"],
                      ["swipe", "--swipe", "up", "--start-page", "40"], ["swipe", "--swipe", "up", "--feed", "media", "--template", "share"],
                      ["swipe", "--swipe", "up", "--apng", "swipe.gif"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let run = try FeedshotExecutable.run(arguments + ["--out", folder.file("frames")] + Self.small)
        #expect(run.status == 64, "\(arguments): \(run.errors)")
    }

    @Test func gestureFileErrorsNameTheFieldAndExit1() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", #"{"startPage": 0, "fps": 60, "gestures": [{"start": 0, "samples": [{"t": 0}]}]}"#)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--out", folder.file("frames")] + Self.small)
        #expect(run.status == 1)
        #expect(run.errors.contains("g.json") && run.errors.contains("gestures[0].samples[0].y"), "\(run.errors)")
    }
}

/// Regression tests for issue 13's swipe paths.
@Suite struct SwipePathTests {
    /// Pages 80 points tall, different from every screen's height.
    static let gesture = """
        {"startPage": 0, "pageHeight": 80, "fps": 30, "gestures": [{"start": 0, "samples": [
          {"t": 0, "y": 0}, {"t": 0.2, "y": -60}]}]}
        """

    @Test func offsetsOnlyWithPageHeight80NeedsNoSizeAndCreatesTheOffsetsFolder() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--offsets", folder.file("new/deeper/o.json"),
                                              "--offsets-only"])
        #expect(run.status == 0, "\(run.errors)")
        let document = try SwipeCommandTests.offsets(folder.file("new/deeper/o.json"))
        #expect(document["pageHeight"] as? Double == 80)
    }

    @Test func gesturePageHeight80IsThePageHeightWhenRendering() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--scale", "1", "--fps", "5",
                                              "--out", folder.file("frames")])
        #expect(run.status == 0, "\(run.errors)")
        let header = try ImageDecoder.readHeader(contentsOf: folder.file("frames/frame_0000.png"))
        #expect(header.storedSize.height == 80)
    }

    @Test func gesturePageHeight80AgainstSize60x100IsAnError() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", Self.gesture)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--size", "60x100", "--scale", "1",
                                              "--out", folder.file("frames")])
        #expect(run.status == 1)
        #expect(run.errors.contains("pageHeight 80 differs from the page height 100 of --size 60x100"), "\(run.errors)")
        #expect(!run.errors.contains("xinf") && !run.errors.contains("pass --size"))
    }

    @Test func gesturePageHeightInfinityIsRefusedWithoutSuggestingASize() throws {
        let folder = try TemporaryFolder()
        let gesture = try folder.write("g.json", #"{"startPage": 0, "pageHeight": 1e999, "fps": 30, "gestures": []}"#)
        let run = try FeedshotExecutable.run(["swipe", "--gesture", gesture, "--offsets", folder.file("o.json"), "--offsets-only"])
        #expect(run.status == 1)
        #expect(run.errors.contains("g.json:1:32: invalid JSON: pageHeight: the number is too large"), "\(run.errors)")
        #expect(!run.errors.contains("--size"))
    }
}
