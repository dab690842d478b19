import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
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
        let device = try options.resolvedDevice()
        let pageHeight = device.size.height
        let script: GestureScript
        if let path = command.gesture {
            script = try GestureFile.load(path: path).resolved(defaultPageCount: pages.views.count,
                                                               defaultPageHeight: pageHeight)
        } else {
            guard (0..<pages.views.count).contains(command.startPage) else {
                throw ValidationError("--start-page must be between 0 and \(pages.views.count - 1)")
            }
            let shorthand = SwipeShorthand(direction: command.swipe ?? .up, distance: command.distance,
                                           duration: command.duration)
            script = try shorthand.script(pageCount: pages.views.count, pageHeight: pageHeight,
                                          startPage: command.startPage, fps: command.fps ?? 60)
        }
        guard script.pageCount <= pages.views.count else {
            throw CommandFailure("\(script.source): pageCount \(script.pageCount) exceeds the feed's \(pages.views.count) items")
        }
        guard abs(script.pageHeight - pageHeight) < 1e-9 else {
            throw CommandFailure("\(script.source): pageHeight \(script.pageHeight.compactDescription) differs from the screen "
                                 + "height \(pageHeight.compactDescription); pass --size \(device.size.width.compactDescription)x"
                                 + "\(script.pageHeight.compactDescription)")
        }
        let spring = Spring.presets[command.spring] ?? .smooth
        let timeline = PagingTimeline(script: script, options: PagingOptions(spring: spring, isMonotone: command.monotone,
                                                                             displayScale: Double(options.scale)))
        let fps = command.fps ?? script.fps
        let end = timeline.endTime + command.hold
        let frames = timeline.frames(fps: fps, endTime: end)
        let context = try FeedRenderContext.open(imagesDirectory: FeedLocation.imagesDirectory(forDataDirectory: directory),
                                                 scale: options.scale, images: options.images)
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

    /// Renders the pages, then the frames (PNG files, and optionally a contact sheet and a video).
    func render(options: RenderOptions, console: Console, contactSheet: String?, contactEvery: Int?,
                video: String?) throws -> (files: Int, encodes: Int, warnings: Int, failed: Bool) {
        let compositor = self.compositor
        let layouts = frames.map { compositor.layout(of: timeline.visiblePages(atOffset: $0.offset)) }
        let needed = Set(layouts.flatMap { $0.pages.map(\.page) }).sorted()
        let rendered = pages.render(needed, context: context, device: pageDevice, workers: options.workerCount)
        for warning in rendered.warnings { console.error("warning: \(warning)") }
        let pageBitmaps = rendered.pages

        // One job per distinct layout; frames that repeat it get the same bytes.
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
        // Frames are spliced from the pages' rows: each page's rows are compressed once, in pieces.
        let encoder: PNGSpliceEncoder
        do {
            encoder = try PNGSpliceEncoder(sources: pageBitmaps, width: compositor.width, height: compositor.height,
                                           background: compositor.background, compression: options.png)
        } catch {
            throw CommandFailure("\(error)")
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
        var failed = summary.failed > 0
        if let contactSheet {
            let step = contactEvery ?? max(1, Int((Double(frames.count) / 12).rounded(.up)))
            do {
                try ContactSheet(frames: frames, step: step, fonts: context.fonts)
                    .write(to: contactSheet) { compositor.frame(layouts[$0], pages: pageBitmaps) }
            } catch {
                console.error("error: contact sheet \(contactSheet): \(error)")
                failed = true
            }
        }
        if let video {
            do {
                try VideoEncoder(path: video, width: compositor.width, height: compositor.height, fps: fps)
                    .encode(frameCount: frames.count) { compositor.frame(layouts[$0], pages: pageBitmaps) }
            } catch {
                console.error("error: video \(video): \(error)")
                failed = true
            }
        }
        return (summary.rendered, order.count, summary.warnings + rendered.warnings.count, failed)
    }
}
