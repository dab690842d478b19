import Foundation
import Typography
import ImageLoading

extension FeedRenderContext {
    /// Starts fetching the image URLs among `references` in the background, in order, so that
    /// downloads run ahead of the worker threads rendering the items that use them (the loader's
    /// concurrency limits queue them in this order; each finished download is on disk, so memory
    /// does not grow with the batch). Local names are ignored.
    func prefetch(_ references: [String]) {
        guard let loader else { return }
        loader.prefetch(references.filter(ImageLoader.isURL))
    }
}

extension FeedRenderContext {
    /// One warning per run when no colour emoji font can be found (neither `Fonts/`'s Noto Color
    /// Emoji nor a system font): emoji would otherwise turn into monochrome symbols or boxes
    /// without a word. Printed before any item renders, so it does not depend on job order.
    static func warnIfEmojiAreNotColour(_ fonts: FontCollection) {
        guard !fonts.hasColorEmoji else { return }
        FileHandle.standardError.write(Data(("warning: no colour emoji font found (Fonts/NotoColorEmoji.ttf is missing "
            + "and fontconfig has none): emoji will not draw in colour\n").utf8))
    }
}
