import ArgumentParser
import Dispatch
import Feeds
import FeedshotUI
import Foundation
import Raster

/// The pages a swipe goes through: one full-screen view per feed item, rendered at most once each
/// and only if some frame shows it.
struct SwipePages: Sendable {
    /// The feeds a swipe can page through.
    enum Feed: String, ExpressibleByArgument, CaseIterable, Sendable {
        case moonshot, media
    }

    /// The page templates.
    enum Template: String, ExpressibleByArgument, CaseIterable, Sendable {
        case share, mission, media
    }

    /// One page per item, in feed order.
    var views: [AnyView]
    /// What each page is, for messages.
    var titles: [String]

    /// Loads a feed and makes its pages with a template (default: `share` for Moonshot, `media`
    /// for a media feed).
    static func load(feed: Feed, template: Template?, directory: String, lenient: Bool,
                     console: Console) throws -> SwipePages {
        switch feed {
        case .moonshot:
            let moonshot = try MoonshotFeed.load(fromDirectory: directory, lenient: lenient)
            for problem in moonshot.problems { console.error("warning: \(problem)") }
            switch template ?? .share {
            case .share:
                return SwipePages(views: moonshot.missions.map { AnyView(ShareCard(mission: $0, in: moonshot)) },
                                  titles: moonshot.missions.map(\.displayName))
            case .mission:
                return SwipePages(views: moonshot.missions.map { AnyView(MissionScreen(mission: $0, in: moonshot)) },
                                  titles: moonshot.missions.map(\.displayName))
            case .media:
                throw ValidationError("the media template needs --feed media")
            }
        case .media:
            guard template == nil || template == .media else {
                throw ValidationError("a media feed pages with the media template")
            }
            let media = try MediaFeed.load(fromDirectory: directory, lenient: lenient)
            for problem in media.problems { console.error("warning: \(problem)") }
            return SwipePages(views: media.media.map { AnyView(MediaPage(item: $0, in: media)) }, titles: media.media.map(\.title))
        }
    }

    /// Renders the pages `indices` in parallel (each exactly once) and returns them by index, with
    /// the warnings of each render in page order.
    func render(_ indices: [Int], context: FeedRenderContext, device: Device,
                workers: Int) -> (pages: [Int: Raster.Bitmap], warnings: [String]) {
        let results = RenderResults(count: indices.count)
        let next = WorkCounter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, indices.count))) { _ in
            while let slot = next.claim(below: indices.count) {
                let page = indices[slot]
                let result = context.render(views[page], target: .screen(device))
                results.store(slot, bitmap: result.bitmap,
                              warnings: result.warnings.map { "page \(page + 1) (\(titles[page])): \($0)" })
            }
        }
        var pages = [Int: Raster.Bitmap]()
        var warnings = [String]()
        for (slot, page) in indices.enumerated() {
            let result = results.result(slot)
            if let bitmap = result.bitmap { pages[page] = bitmap }
            warnings += result.warnings
        }
        return (pages, warnings)
    }
}

/// Results written by worker threads, one slot each.
private final class RenderResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [(bitmap: Raster.Bitmap?, warnings: [String])]

    init(count: Int) { slots = Array(repeating: (nil, []), count: count) }

    func store(_ slot: Int, bitmap: Raster.Bitmap?, warnings: [String]) {
        lock.withLock { slots[slot] = (bitmap, warnings) }
    }

    func result(_ slot: Int) -> (bitmap: Raster.Bitmap?, warnings: [String]) { lock.withLock { slots[slot] } }
}

/// Hands out 0, 1, 2… to worker threads.
final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func claim(below limit: Int) -> Int? {
        lock.withLock {
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

