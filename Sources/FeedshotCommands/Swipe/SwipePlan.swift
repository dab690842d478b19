import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import ImageLoading
import ImageCodecs
import Paging

/// Everything a swipe needs before pixels: the pages, the paging timeline and its frames.
struct SwipePlan {
    var pages: SwipePages
    var context: FeedRenderContext
    /// The screen pages render on (a plain canvas for share cards, which are images).
    var pageDevice: Device
    var timeline: PagingTimeline
    var fps: Double
    var frames: [PagingFrame]
    var offsetsDocument: OffsetsDocument

    static func make(_ command: SwipeCommand, console: Console) throws -> SwipePlan {
        let options = command.options
        let directory = try command.data ?? FeedLocation.embeddedFeedDirectory()
        let pages = try SwipePages.load(feed: command.feed, template: command.template, directory: directory,
                                        lenient: options.lenient, console: console)
        guard !pages.views.isEmpty else { throw ValidationError("the feed has no items to swipe through") }
        var device = try options.resolvedDevice()
        let script: GestureScript
        if let path = command.gesture {
            let file = try GestureFile.load(path: path)
            // A gesture's page height is the page height unless --size or --device says otherwise
            // (then the two must agree, checked below): the default screen is only a default.
            if let height = file.pageHeight, options.size == nil, options.device == nil {
                device.size.height = height
            }
            script = try file.resolved(defaultPageCount: pages.views.count, defaultPageHeight: device.size.height)
        } else {
            guard (0..<pages.views.count).contains(command.startPage) else {
                throw ValidationError("--start-page must be between 0 and \(pages.views.count - 1)")
            }
            let shorthand = SwipeShorthand(direction: command.swipe ?? .up, distance: command.distance,
                                           duration: command.duration)
            script = try shorthand.script(pageCount: pages.views.count, pageHeight: device.size.height,
                                          startPage: command.startPage, fps: command.fps ?? 60)
        }
        guard script.pageCount <= pages.views.count else {
            throw CommandFailure("\(script.source): pageCount \(script.pageCount) exceeds the feed's \(pages.views.count) items")
        }
        guard abs(script.pageHeight - device.size.height) < 1e-9 else {
            let given = options.size.map { "--size \($0)" } ?? options.device.map { "--device \($0)" } ?? "the screen"
            throw CommandFailure("\(script.source): pageHeight \(script.pageHeight.compactDescription) differs from the page "
                                 + "height \(device.size.height.compactDescription) of \(given); leave out --size and --device "
                                 + "to page at the gesture's height, or make them agree")
        }
        let spring = Spring.presets[command.spring] ?? .smooth
        let timeline = PagingTimeline(script: script, options: PagingOptions(spring: spring, isMonotone: command.monotone,
                                                                             displayScale: Double(options.scale)))
        let fps = command.fps ?? script.fps
        let end = timeline.endTime + command.hold
        let frames = timeline.frames(fps: fps, endTime: end)
        let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: directory),
                                                 scale: options.scale,
                                                 loader: ImageLoader(http: options.images.makeHTTPLoader()))
        let pageDevice = (command.template ?? (command.feed == .media ? .media : .share)) == .share
            ? Device.canvas(width: device.size.width, height: device.size.height) : device
        return SwipePlan(pages: pages, context: context, pageDevice: pageDevice, timeline: timeline, fps: fps,
                         frames: frames, offsetsDocument: OffsetsDocument(timeline: timeline, fps: fps, endTime: end))
    }

    /// The frame compositor for the page size at the render scale.
    var compositor: FrameCompositor {
        let scale = context.scale
        return FrameCompositor(width: Int((pageDevice.size.width * scale).rounded()),
                               height: Int((pageDevice.size.height * scale).rounded()), scale: scale,
                               background: Color.darkBackground.resolve(in: .dark).premultiplied)
    }

    /// Renders the pages, then the frames (PNG files or one animated PNG, and optionally a contact
    /// sheet and a video).
    func render(options: RenderOptions, console: Console, contactSheet: String?, contactEvery: Int?,
                video: String?, apng: String? = nil) throws -> (files: Int, encodes: Int, warnings: Int, failed: Bool) {
        let compositor = self.compositor
        let layouts = frames.map { compositor.layout(of: timeline.visiblePages(atOffset: $0.offset)) }
        let needed = Set(layouts.flatMap { $0.pages.map(\.page) }).sorted()
        let rendered = try pages.render(needed, context: context, device: pageDevice, workers: options.workerCount)
        for warning in rendered.warnings { console.error("warning: \(warning)") }
        let pageBitmaps = rendered.pages

        // Frames are spliced from the pages' rows: each page's rows are compressed once, in pieces.
        let encoder: PNGSpliceEncoder
        do {
            encoder = try PNGSpliceEncoder(sources: pageBitmaps, width: compositor.width, height: compositor.height,
                                           background: compositor.background, compression: options.png)
        } catch {
            throw CommandFailure("\(error)")
        }
        var failed = false
        let summary: BatchSummary
        let encodes: Int
        if let apng {
            // One file for the whole swipe, written in this process from the same spliced pieces.
            do {
                encodes = try SwipeAnimation.write(layouts, compositor: compositor, fps: fps, encoder: encoder, to: apng)
                summary = BatchSummary(rendered: frames.count)
            } catch {
                console.error("error: \(error)")
                (encodes, summary, failed) = (0, BatchSummary(failed: frames.count), true)
            }
        } else {
            (summary, encodes) = try writeFrames(layouts, encoder: encoder, compositor: compositor, options: options,
                                                 console: console)
            failed = summary.failed > 0
        }
        if let contactSheet {
            let step = contactEvery ?? max(1, Int((Double(frames.count) / 12).rounded(.up)))
            // Each frame is composited and shrunk in turn: the sheet never holds more than one full frame.
            let chosen = Array(stride(from: 0, to: frames.count, by: step))
                + (frames.count > 1 && (frames.count - 1) % step != 0 ? [frames.count - 1] : [])
            var sheet = ContactSheet()
            for index in chosen {
                let info = frames[index]
                sheet.add(compositor.frame(layouts[index], pages: pageBitmaps),
                          label: "#\(info.index)  \(String(format: "%.3f", info.time)) s",
                          detail: "\(info.phase.rawValue) · page \(info.page)")
            }
            do {
                try sheet.write(to: contactSheet, fonts: context.fonts)
            } catch {
                console.error("error: contact sheet \(error)")
                failed = true
            }
        }
        if let video {
            do {
                try VideoEncoder.encode(path: video, width: compositor.width, height: compositor.height, fps: fps,
                                        frameCount: frames.count) { compositor.frame(layouts[$0], pages: pageBitmaps) }
            } catch .ffmpegMissing {
                console.error("error: video \(video): ffmpeg is not installed or not on the PATH (Debian: apt-get install "
                              + "ffmpeg); the frames were written")
                failed = true
            } catch {
                console.error("error: video \(error)")
                failed = true
            }
        }
        return (summary.rendered, encodes, summary.warnings + rendered.warnings.count, failed)
    }

    /// Writes one PNG file per frame into the output folder; one job per distinct layout, frames
    /// that repeat it get the same bytes. Returns the batch summary and the number of encodes.
    private func writeFrames(_ layouts: [FrameCompositor.Layout], encoder: PNGSpliceEncoder, compositor: FrameCompositor,
                             options: RenderOptions, console: Console) throws -> (BatchSummary, Int) {
        let digits = max(4, String(max(0, frames.count - 1)).count)
        func name(_ index: Int) -> String {
            let number = String(index)
            return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
        }
        var order = [FrameCompositor.Layout]()
        var framesOfLayout = [FrameCompositor.Layout: [Int]]()
        for (index, layout) in layouts.enumerated() {
            if framesOfLayout[layout] == nil { order.append(layout) }
            framesOfLayout[layout, default: []].append(index)
        }
        let jobs = order.map { layout -> RenderJob in
            let indices = framesOfLayout[layout] ?? []
            return RenderJob(outputName: name(indices[0]), title: "frame \(indices[0])",
                             duplicateNames: indices.dropFirst().map(name)) {
                RenderedImage(png: try encoder.encode(compositor.runs(layout)))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the output folder \(options.out): \(error.localizedDescription)")
        }
        let summary = BatchRunner(outputDirectory: options.out, workerCount: options.workerCount, compression: options.png)
            .run(jobs, console: console)
        return (summary, order.count)
    }
}
