import Geometry

/// How the lines of a multi-line text align with each other (SwiftUI's
/// `multilineTextAlignment`). Leading is the left edge in a left-to-right layout and the right
/// edge in a right-to-left one (``TextLayout/layoutDirection``).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred on the widest line.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension TextLayout {
    /// One laid-out line: which characters it shows, how wide it is and where it sits in the
    /// layout's box (points, y down, origin at the box's top-left).
    public struct Line: Sendable {
        /// The characters shown on the line, without the hard line break that may end it. A
        /// truncated line's range ends where the ellipsis begins (`.tail`), starts after it
        /// (`.head`), or spans the elided text too (`.middle`).
        public let range: Range<String.Index>
        /// The line's advance width without trailing spaces, including the ellipsis if truncated.
        public let width: Double
        /// The top-left corner of the line box; `x` applies the alignment.
        public let origin: Point
        /// The line box height (the font's line height; line spacing is not part of it).
        public let height: Double
        /// The baseline's y coordinate.
        public let baseline: Double
        /// Whether text was cut at the end of this line and an ellipsis drawn.
        public let isTruncated: Bool
        /// The glyphs to draw, positioned relative to (`origin.x`, `baseline`).
        let glyphs: [PlacedGlyph]

        /// The line box.
        public var frame: Rect { Rect(origin: origin, size: Size(width: width, height: height)) }

        /// The number of glyphs on the line (including the ellipsis's).
        public var glyphCount: Int { glyphs.count }
    }

    /// A glyph ready to draw: its face and id, and its pen position in points relative to the
    /// line's left edge and baseline (x right, y down).
    struct PlacedGlyph: Sendable {
        var face: FontFace
        var id: UInt32
        var x: Double
        var y: Double
    }
}
