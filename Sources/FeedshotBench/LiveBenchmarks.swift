import ArgumentParser
import Feeds
import FeedshotCommands
import FeedshotUI
import Foundation
import Paging
#if canImport(Glibc)
import Glibc
#endif

/// `feedshot-bench live`: live hosts against the still paths they must keep up with.
///
/// 1. A recorded one-second swipe at 60 fps of a full-screen photo feed (share cards of
///    `--data`, default `../shared/photos`) through a hand-written pager and through a paging
///    `ScrollView`, each against `feedshot swipe --swipe up --apng` on the same pages, all 61
///    frames: CPU per frame and the ratio (the goal is at most 3x).
/// 2. Peak resident memory of a 1-second and a 10-second recording of the pager, each in its own
///    child process (flat: the 10-second one should be about the same).
/// 3. One `tap` + `render` on the Moonshot grid screen (a tap on a cell pushes its detail)
///    against a still render of the grid, and one frame of the pager mid-drag against a still
///    render of the pager.
struct LiveBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Recorded swipes through a hand-written pager against `feedshot swipe --apng`, recording memory, tap and drag frames.")

    @Option(help: "A Moonshot feed folder whose share cards are the pages (default: ../shared/photos next to the checkout).")
    var data: String?

    @Option(name: .customLong("repeat"), help: "How many times each measurement runs (the median is reported).")
    var repetitions = 3

    @Option(help: "Device pixels per point.")
    var scale = 3.0

    @Option(help: ArgumentHelp("Record this many seconds of swiping and print the peak RSS (for child processes).",
                               visibility: .hidden))
    var childRecord: Double?

    @Option(help: ArgumentHelp("The feed a child recording swipes: pager (the hand-written pager) or scroll (a paging "
                               + "ScrollView); to profile one alone.", visibility: .hidden))
    var childFeed = "pager"

    func run() throws {
        let directory = try data ?? Self.defaultData()
        let feed = try MoonshotFeed.load(fromDirectory: directory)
        guard feed.missions.count >= 2 else { throw ValidationError("\(directory) needs at least two missions") }
        let catalog = try AssetCatalog(directory: FeedLocation.imagesDirectory(forDataDirectory: directory))
        let renderer = Renderer(scale: scale, assets: catalog)
        let pages = feed.missions.map { ShareCard(mission: $0, in: feed) }
        if let seconds = childRecord {
            return try childRecording(seconds: seconds, pages: pages, renderer: renderer)
        }
        let scratch = NSTemporaryDirectory() + "feedshot-bench-live-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        print("live: \(pages.count) share cards of \(directory) at \(scale.compactDescription)x, "
              + "\(repetitions) repetitions, medians of process CPU")
        try swipeAgainstFeedshotSwipe(directory: directory, pages: pages, renderer: renderer, scratch: scratch)
        try recordingMemory(directory: directory, scratch: scratch)
        tapAndDragFrames(pages: pages, renderer: renderer)
    }

    static func defaultData() throws -> String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let photos = checkout.deletingLastPathComponent().appendingPathComponent("shared/photos").path
        guard FileManager.default.fileExists(atPath: photos + "/missions.json") else {
            throw ValidationError("no feed at \(photos); pass --data DIR")
        }
        return photos
    }

    /// CPU seconds of the whole process (every thread) so far.
    static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// `feedshot swipe --swipe up` as a gesture on the host: a quarter page up in 0.25 s.
    static func swipeUp(pageCount: Int, startPage: Int = 0, pageHeight: Double) throws -> GestureScript {
        try SwipeShorthand(direction: .up).script(pageCount: pageCount, pageHeight: pageHeight, startPage: startPage, fps: 60)
    }

    static func swipeDown(pageCount: Int, startPage: Int, pageHeight: Double) throws -> GestureScript {
        try SwipeShorthand(direction: .down).script(pageCount: pageCount, pageHeight: pageHeight, startPage: startPage, fps: 60)
    }

    // MARK: 1. A recorded swipe against feedshot swipe --apng

    func swipeAgainstFeedshotSwipe(directory: String, pages: [ShareCard], renderer: Renderer, scratch: String) throws {
        let device = Device.iPhone14
        let frames = 61
        // feedshot swipe's frame count for the same gesture, then a hold that makes it 61 frames.
        let timeline = PagingTimeline(script: try Self.swipeUp(pageCount: pages.count, pageHeight: device.size.height),
                                      options: PagingOptions(spring: .smooth, displayScale: scale))
        let swipeFrames = timeline.frames(fps: 60, endTime: timeline.endTime).count
        let hold = max(0, Double(frames - swipeFrames) / 60 + 0.5 / 60)
        // The two ways apps write a full-screen feed, each recorded through the same gesture.
        let feeds: [(name: String, view: AnyView)] = [("hand-written pager", AnyView(HandWrittenPager(pages: pages))),
                                                      ("paging ScrollView", AnyView(PagingScrollFeed(pages: pages)))]
        var swipeCPU = [Double](), swipeCount = 0, swipeBytes = 0
        var liveCPU = [[Double]](repeating: [], count: feeds.count)
        var liveCount = [Int](repeating: 0, count: feeds.count), liveStored = liveCount, liveBytes = liveCount
        for _ in 0..<repetitions {
            let output = scratch + "/swipe.png"
            var command = try FeedshotCommand.parseAsRoot(["swipe", "--data", directory, "--swipe", "up", "--fps", "60",
                                                           "--hold", String(hold), "--scale", scale.compactDescription,
                                                           "--apng", output, "--jobs", "1", "--quiet", "--out", scratch + "/frames"])
            let start = Self.processCPU()
            try command.run()
            swipeCPU.append(Self.processCPU() - start)
            swipeCount = try Self.frameCount(output)
            swipeBytes = Self.size(output)

            for (index, feed) in feeds.enumerated() {
                let recordingPath = scratch + "/live\(index).png"
                let liveStart = Self.processCPU()
                let host = ViewHost(feed.view, on: device, renderer: renderer)
                let script = try Self.swipeUp(pageCount: pages.count, pageHeight: device.size.height)
                let recording = try host.record(to: .apng(recordingPath)) { host in
                    host.play(script, from: Point(x: device.size.width / 2, y: device.size.height * 0.7), settle: 0)
                    host.advance(frames: frames - 1 - Int((host.time * 60).rounded()))
                }
                liveCPU[index].append(Self.processCPU() - liveStart)
                liveCount[index] = recording.frameCount
                liveStored[index] = recording.distinctFrameCount
                liveBytes[index] = Self.size(recordingPath)
            }
        }
        let swipe = Measurement.median(swipeCPU) * 1000 / Double(swipeCount)
        print(String(format: "  feedshot swipe --apng, %d frames (%d KiB): %7.2f ms CPU/frame", swipeCount, swipeBytes >> 10, swipe))
        for (index, feed) in feeds.enumerated() {
            let live = Measurement.median(liveCPU[index]) * 1000 / Double(liveCount[index])
            print(String(format: "  recorded %@, %d frames, %d stored (%d KiB): %7.2f ms CPU/frame, %.2fx feedshot swipe's "
                         + "(goal: at most 3x)", feed.name, liveCount[index], liveStored[index], liveBytes[index] >> 10, live,
                         live / swipe))
        }
    }

    /// The frames of an animated PNG at 60 fps (stored frames expanded by their delays).
    static func frameCount(_ path: String) throws -> Int {
        let decoder = try AnimatedPNGDecoder(contentsOf: path)
        var count = 0
        while let frame = try decoder.nextFrame() { count += max(1, Int((frame.delay.seconds * 60).rounded())) }
        return count
    }

    static func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    // MARK: 2. Memory of long recordings

    func recordingMemory(directory: String, scratch: String) throws {
        var peaks = [Double: Int]()
        // 2 s, not 1: the child swipes every two seconds, so a shorter recording has no swipe in it.
        // Between 2 and 10 s the swipe reaches pages not yet seen, whose images are decoded and kept
        // (the decoded-image cache, bounded by its budget): memory grows with the feed's content,
        // not the recording's length. 10 against 20 s, both of which have visited every page of a
        // small feed, is the flatness measure.
        for seconds in [2.0, 10.0, 20.0] {
            let result = try ChildProcess.run(ChildProcess.currentExecutable,
                                              ["live", "--child-record", String(seconds), "--data", directory,
                                               "--scale", scale.compactDescription], scratch: scratch)
            guard result.status == 0 else {
                throw ChildProcessError(description: "the \(seconds)-second recording failed: \(result.errors)")
            }
            peaks[seconds] = result.peakResidentBytes
            print("  \(Int(seconds))-second recording (\(result.output.trimmingCharacters(in: .whitespacesAndNewlines))): "
                  + "peak RSS \(Measurement.mebibytes(result.peakResidentBytes)), "
                  + String(format: "%.1f s CPU", result.cpuSeconds))
        }
        if let short = peaks[2], let long = peaks[10], let longer = peaks[20] {
            print(String(format: "  peak RSS, 10 s against 2 s: %.2fx (new pages' images decoded); 20 s against 10 s: %.2fx (1.00 = flat)",
                         Double(long) / Double(short), Double(longer) / Double(long)))
        }
    }

    /// Records `seconds` of swiping (a swipe every two seconds, down the feed and back) and
    /// prints what was recorded; the parent reads this process's peak RSS.
    func childRecording(seconds: Double, pages: [ShareCard], renderer: Renderer) throws {
        let device = Device.iPhone14
        let feed = childFeed == "scroll" ? AnyView(PagingScrollFeed(pages: pages)) : AnyView(HandWrittenPager(pages: pages))
        let host = ViewHost(feed, on: device, renderer: renderer)
        let path = NSTemporaryDirectory() + "feedshot-bench-live-child-\(ProcessInfo.processInfo.processIdentifier).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = Point(x: device.size.width / 2, y: device.size.height * 0.6)
        let recording = try host.record(to: .apng(path)) { host in
            var page = 0, direction = 1
            while host.time + 2 <= seconds + 1e-9 {
                if page + direction < 0 || page + direction >= pages.count { direction = -direction }
                let script = direction > 0
                    ? try Self.swipeUp(pageCount: pages.count, startPage: page, pageHeight: device.size.height)
                    : try Self.swipeDown(pageCount: pages.count, startPage: page, pageHeight: device.size.height)
                let end = host.time + 2
                host.play(script, from: start, settle: 0)
                host.advance(by: max(0, end - host.time))
                page += direction
            }
            host.advance(by: max(0, seconds - host.time))
        }
        print("\(recording.frameCount) frames, \(recording.distinctFrameCount) stored, \(Self.size(path) >> 10) KiB")
    }

    // MARK: 3. A tap and a drag frame against still renders

    func tapAndDragFrames(pages: [ShareCard], renderer: Renderer) {
        let device = Device.iPhone14
        let badge = BenchmarkScreens.badge(pixels: 300)
        let grid = TappableGrid(badge: badge)
        var still = [Double]()
        for _ in 0..<repetitions {
            let start = Self.processCPU()
            _ = renderer.render(grid, on: device)
            still.append(Self.processCPU() - start)
        }
        var tap = [Double]()
        for _ in 0..<repetitions {
            let host = ViewHost(grid, on: device, renderer: renderer)
            _ = host.render()
            let cell = host.frame(ofID: "cell3")?.center ?? Point(x: device.size.width / 4, y: device.size.height / 2)
            let start = Self.processCPU()
            host.tap(at: cell)
            _ = host.render()
            tap.append(Self.processCPU() - start)
        }
        print(String(format: "  Moonshot grid screen: still render %.1f ms, tap + render (pushes the detail) %.1f ms CPU (%.2fx)",
                     Measurement.median(still) * 1000, Measurement.median(tap) * 1000,
                     Measurement.median(tap) / Measurement.median(still)))

        let pager = HandWrittenPager(pages: pages)
        var stillPager = [Double]()
        for _ in 0..<repetitions {
            let start = Self.processCPU()
            _ = renderer.render(pager, on: device)
            stillPager.append(Self.processCPU() - start)
        }
        let host = ViewHost(pager, on: device, renderer: renderer)
        let touch = host.touchDown(at: Point(x: device.size.width / 2, y: device.size.height * 0.7))
        var y = device.size.height * 0.7
        for _ in 0..<5 {  // into the drag, past the slop
            y -= 11.3
            host.advance(frames: 1)
            touch.move(to: Point(x: device.size.width / 2, y: y))
        }
        _ = host.render()
        var drag = [Double]()
        for _ in 0..<max(repetitions, 5) {
            let start = Self.processCPU()
            y -= 11.3
            host.advance(frames: 1)
            touch.move(to: Point(x: device.size.width / 2, y: y))
            _ = host.render()
            drag.append(Self.processCPU() - start)
        }
        touch.up()
        print(String(format: "  hand-written pager: still render %.1f ms, a frame mid-drag (move + frame + render) %.1f ms CPU (%.2fx)",
                     Measurement.median(stillPager) * 1000, Measurement.median(drag) * 1000,
                     Measurement.median(drag) / Measurement.median(stillPager)))
    }
}

/// A paging feed written the way apps write it without a paging scroll view (issue 22's
/// example): a `GeometryReader` whose content sits at `offset(y: -currentPage * pageHeight +
/// dragOffset)`, `@GestureState var dragOffset` fed by `DragGesture().updating`, `.onEnded`
/// moving `currentPage` when the drag (or its predicted end) passes half a page, and
/// `.animation(.easeInOut, value: currentPage)`.
struct HandWrittenPager<Page: View>: View {
    let pages: [Page]
    @State private var currentPage = 0
    @GestureState private var dragOffset: Double = 0

    var body: some View {
        GeometryReader { geometry in
            let pageHeight = geometry.size.height
            VStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { index in
                    pages[index].frame(width: geometry.size.width, height: pageHeight)
                }
            }
            .offset(y: -Double(currentPage) * pageHeight + dragOffset)
            .animation(.easeInOut, value: currentPage)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation.height }
                    .onEnded { value in
                        let travel = value.predictedEndTranslation.height
                        if travel < -pageHeight / 2 {
                            currentPage = min(currentPage + 1, pages.count - 1)
                        } else if travel > pageHeight / 2 {
                            currentPage = max(currentPage - 1, 0)
                        }
                    }
            )
        }
        .ignoresSafeArea()
    }
}

/// The same feed as a paging scroll view (issue 24's other way): a vertical `ScrollView` of
/// full-screen pages in a `LazyVStack` marked `.scrollTargetLayout()`, with
/// `.scrollTargetBehavior(.paging)`, which pages with the Paging module's physics.
struct PagingScrollFeed<Page: View>: View {
    let pages: [Page]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { index in
                    pages[index].containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .ignoresSafeArea()
    }
}

/// The Moonshot grid in a navigation stack whose cells link to a mission detail.
struct TappableGrid: View {
    let badge: Bitmap

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                    ForEach(0..<24) { index in
                        NavigationLink {
                            BenchmarkScreens.missionDetail(badge: badge).navigationTitle("Apollo \(index % 17 + 1)")
                        } label: {
                            BenchmarkScreens.cell(index: index, badge: badge)
                        }
                        .id("cell\(index)")
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .background(BenchmarkScreens.darkBackground)
            .navigationTitle("Moonshot")
            .preferredColorScheme(.dark)
        }
    }
}
