import ArgumentParser
import Feeds
import FeedshotUI
import Foundation
import Paging

/// `feedshot swipe`: the frames of a full-screen feed being swiped, from a gesture file or a
/// `--swipe up|down` shorthand, through the snap-paging controller.
struct SwipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "Render the frames of a swipe through a full-screen feed (frame_0000.png…).",
        discussion: """
            Pages are rendered once; each frame copies the visible pages at the content offset \
            rounded to device pixels. Identical frames (the rest) are encoded once. The gesture file \
            holds {"pageCount", "startPage", "pageHeight", "fps", "gestures": [{"start", "samples": \
            [{"t", "y"}], "velocity"}]}; pageCount defaults to the feed; pageHeight is the page height \
            (it must agree with --size or --device when given) and defaults to the screen.
            """)

    @Option(name: .long, help: "The feed folder (default: the embedded feed).")
    var data: String?

    @Option(name: .long, help: "moonshot (missions) or media.")
    var feed: SwipePages.Feed = .moonshot

    @Option(name: .long, help: "The page template: share or mission (moonshot), media (media).")
    var template: SwipePages.Template?

    @Option(name: .long, help: "A gesture JSON file.")
    var gesture: String?

    @Option(name: .long, help: "A synthetic swipe instead of a gesture file: up (next page) or down.")
    var swipe: SwipeShorthand.Direction?

    @Option(name: .long, help: "How far the finger moves for --swipe, in points (default: a quarter page).")
    var distance: Double?

    @Option(name: .long, help: "How long the finger is down for --swipe, in seconds.")
    var duration: Double = 0.25

    @Option(name: .long, help: "The page the feed starts on, for --swipe (0 = the first item).")
    var startPage = 0

    @Option(name: .long, help: "Frames per second (default: the gesture file's, or 60).")
    var fps: Double?

    @Option(name: .long, help: "The settle spring: \(Spring.presets.keys.sorted().joined(separator: ", ")).")
    var spring = "smooth"

    @Flag(name: .long, help: "Settle without crossing the target page.")
    var monotone = false

    @Option(name: .long, help: "Extra seconds of rest after the swipe settles.")
    var hold: Double = 0

    @Option(name: .long, help: "Also write the frame offsets as JSON to this file.")
    var offsets: String?

    @Flag(name: .long, help: "Only compute the offsets (needs --offsets); render nothing.")
    var offsetsOnly = false

    @Option(name: .long, help: "Also write a filmstrip of every n-th frame to this PNG.")
    var contactSheet: String?

    @Option(name: .long, help: "The filmstrip's frame step (default: about 12 frames in all).")
    var contactEvery: Int?

    @Option(name: .long, help: "Also encode the frames as an H.264 video (needs ffmpeg on the PATH).")
    var video: String?

    @Option(name: .long, help: ArgumentHelp("Write the swipe as one animated PNG to this file instead of frame files.",
                                            valueName: "FILE.png"))
    var apng: String?

    @OptionGroup var options: RenderOptions

    mutating func validate() throws {
        if (gesture == nil) == (swipe == nil) { throw ValidationError("give either --gesture FILE or --swipe up|down") }
        if gesture != nil, distance != nil || duration != 0.25 || startPage != 0 {
            throw ValidationError("--distance, --duration and --start-page go with --swipe, not --gesture")
        }
        if let fps, !(fps >= GestureScript.minimumFPS && fps <= GestureScript.maximumFPS) {
            throw ValidationError("--fps must be between \(Int(GestureScript.minimumFPS)) and \(Int(GestureScript.maximumFPS))")
        }
        if Spring.presets[spring] == nil {
            throw ValidationError("unknown --spring \"\(spring)\"; known: \(Spring.presets.keys.sorted().joined(separator: ", "))")
        }
        if !(hold.isFinite && hold >= 0 && hold <= 60) { throw ValidationError("--hold must be between 0 and 60 seconds") }
        if offsetsOnly, offsets == nil { throw ValidationError("--offsets-only needs --offsets FILE") }
        if let contactEvery, contactEvery < 1 { throw ValidationError("--contact-every must be at least 1") }
        if let video, !video.lowercased().hasSuffix(".mp4") { throw ValidationError("--video must name an .mp4 file") }
        if let apng, !apng.lowercased().hasSuffix(".png") { throw ValidationError("--apng must name a .png file") }
    }

    func run() throws {
        let console = Console(quiet: options.quiet)
        let start = DispatchTime.now().uptimeNanoseconds
        let plan: SwipePlan
        do {
            plan = try SwipePlan.make(self, console: console)
        } catch let error as ValidationError {
            throw error
        } catch {
            console.error("error: \(error)")
            throw ExitCode(1)
        }
        if let offsets {
            do {
                // Like --out, the offsets file's folder is created when missing.
                let folder = (offsets as NSString).deletingLastPathComponent
                if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try writeFileAtomically(Array(plan.offsetsDocument.jsonData()), to: offsets)
            } catch {
                console.error("error: \(error)")
                throw ExitCode(1)
            }
        }
        let summary = "\(plan.frames.count) frames at \(plan.fps.compactDescription) fps, "
            + "page \(plan.timeline.script.startPage) → \(plan.timeline.finalPage) (targets \(plan.timeline.targetPages))"
        guard !offsetsOnly else {
            console.info("computed \(summary); offsets in \(offsets ?? "")")
            return
        }
        let rendered = try plan.render(options: options, console: console, contactSheet: contactSheet,
                                       contactEvery: contactEvery, video: video, apng: apng)
        let destination = apng.map { "an animated PNG \($0)" } ?? "\(options.out)/"
        console.info("swiped \(summary): wrote \(rendered.files) frames (\(rendered.encodes) encoded) into \(destination)"
                     + String(format: " in %.2f s", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                     + (rendered.warnings > 0 ? ", \(rendered.warnings) warnings" : ""))
        if rendered.failed { throw ExitCode(1) }
    }
}

extension SwipeShorthand.Direction: ExpressibleByArgument {}
