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
    /// A page that could not be rendered (its bitmap would not fit in memory) stops the swipe.
    func render(_ indices: [Int], context: FeedRenderContext, device: Device,
                workers: Int) throws -> (pages: [Int: Raster.Bitmap], warnings: [String]) {
        let results = Locked([Result<(bitmap: Raster.Bitmap, warnings: [String]), BitmapSizeError>?](repeating: nil,
                                                                                                    count: indices.count))
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, indices.count))) { _ in
            while let slot = next.claim(below: indices.count) {
                let page = indices[slot]
                let result = Result { () throws(BitmapSizeError) in
                    let rendered = try context.render(views[page], target: .screen(device))
                    return (bitmap: rendered.bitmap, warnings: rendered.warnings.map { "page \(page + 1) (\(titles[page])): \($0)" })
                }
                results.withLock { $0[slot] = result }
            }
        }
        var pages = [Int: Raster.Bitmap]()
        var warnings = [String]()
        for (slot, result) in results.value.enumerated() {
            switch result {
            case .success(let rendered)?:
                pages[indices[slot]] = rendered.bitmap
                warnings += rendered.warnings
            case .failure(let error)?:
                throw CommandFailure("page \(indices[slot] + 1) (\(titles[indices[slot]])): \(error)")
            case nil:
                continue
            }
        }
        return (pages, warnings)
    }
}
