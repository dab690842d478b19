/// What the feed is doing at a moment.
public enum PagingPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger is down and the content follows it.
    case drag
    /// The finger lifted and the spring carries the content to its target page.
    case settle
    /// The content rests exactly on a page.
    case rest
}

/// The feed at one moment of a script.
public struct PagingState: Sendable, Hashable {
    /// The scroll position s in points (page i rests at i·H).
    public var position: Double
    /// The page the controller counts as current: P while dragging (the issue's
    /// `offset = −currentPage·pageHeight + dragOffset`), the committed target while settling and
    /// resting, the start page before the first gesture.
    public var page: Int
    /// Dragging, settling or resting.
    public var phase: PagingPhase
    /// The gesture this state belongs to (nil before the first gesture).
    public var gesture: Int?

    /// Creates a state.
    public init(position: Double, page: Int, phase: PagingPhase, gesture: Int?) {
        self.position = position
        self.page = page
        self.phase = phase
        self.gesture = gesture
    }

    /// The rendered content offset, −s: page i's top edge is drawn at i·H + offset.
    public var offset: Double { -position }

    /// At rest exactly on `page`: the position is page·H with no rounding anywhere.
    static func resting(on page: Int, pageHeight: Double, gesture: Int?) -> PagingState {
        PagingState(position: Double(page) * pageHeight, page: page, phase: .rest, gesture: gesture)
    }
}

/// One frame of a swipe sequence, as written to an offsets document.
public struct PagingFrame: Sendable, Hashable, Codable {
    /// The frame's number, from 0.
    public var index: Int
    /// The script time, t₀ + index / fps, in seconds.
    public var time: Double
    /// The content offset −s in points (page i's top edge at i·H + offset).
    public var offset: Double
    /// The current page (see `PagingState.page`).
    public var page: Int
    /// Dragging, settling or resting.
    public var phase: PagingPhase

    /// Creates a frame.
    public init(index: Int, time: Double, offset: Double, page: Int, phase: PagingPhase) {
        self.index = index
        self.time = time
        self.offset = offset
        self.page = page
        self.phase = phase
    }
}

/// A page that shows (at least partly) in the viewport, and where.
public struct VisiblePage: Sendable, Hashable {
    /// The page's index.
    public var page: Int
    /// The y coordinate of the page's top edge in the viewport, in points (0 = flush with the top).
    public var y: Double

    /// Creates a visible page.
    public init(page: Int, y: Double) {
        self.page = page
        self.y = y
    }
}

extension PagingTimeline {
    /// The frames at t_k = `startTime` + k / `fps` for k = 0, 1, … up to and including the first
    /// frame at or after `endTime` (the timeline's `endTime` by default, so the last frame rests
    /// exactly on the final page).
    ///
    /// Frame times are computed from k alone (never by adding 1/fps repeatedly), so equal
    /// rationals give equal timestamps: frame 2 at 60 fps and frame 1 at 30 fps have the same time
    /// and, the controller being a pure function of time, the same offset, bit for bit.
    public func frames(fps: Double, startTime: Double = 0, endTime: Double? = nil) -> [PagingFrame] {
        precondition(fps.isFinite && fps > 0, "Frame rate must be positive")
        let end = max(endTime ?? self.endTime, startTime)
        let count = Self.frameCount(fps: fps, startTime: startTime, endTime: end)
        return (0..<count).map { index in
            let time = startTime + Double(index) / fps
            let state = state(at: time)
            return PagingFrame(index: index, time: time, offset: state.offset, page: state.page, phase: state.phase)
        }
    }

    /// 1 + the smallest k with startTime + k / fps ≥ endTime.
    static func frameCount(fps: Double, startTime: Double, endTime: Double) -> Int {
        var last = Int(((endTime - startTime) * fps).rounded(.up))
        // Correct the estimate for rounding in the product, using the exact frame-time formula.
        while startTime + Double(last) / fps < endTime { last += 1 }
        while last > 0 && startTime + Double(last - 1) / fps >= endTime { last -= 1 }
        return last + 1
    }

    /// The pages that show in the viewport at a content offset, top to bottom, with the y of
    /// their top edges in points. Past the first or last page only that page shows (the gap
    /// beyond it is background).
    public func visiblePages(atOffset offset: Double) -> [VisiblePage] {
        let height = script.pageHeight
        let first = Int(max(0, min(Double(script.pageCount - 1), (-offset / height).rounded(.down))))
        var pages: [VisiblePage] = []
        for page in first..<min(first + 2, script.pageCount) {
            let y = Double(page) * height + offset
            if y < height && y + height > 0 { pages.append(VisiblePage(page: page, y: y)) }
        }
        return pages
    }
}
