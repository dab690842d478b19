import Geometry
import Raster
import Typography

/// One styled run of a concatenated or markdown text, with its font settled.
struct TextRun: Sendable {
    let string: String
    let font: Font
    /// The run's own style; nil takes the environment's foreground style.
    let style: AnyShapeStyle?
    /// An inline symbol drawn instead of `string`.
    var symbolName: String?
    /// The underline and strikethrough drawn along the run.
    var lines = TextLines()
}

/// The leaf a text made of several runs resolves to (`Text + Text`, markdown): an inline flow of
/// words in their runs' fonts and colours, wrapped at spaces.
///
/// Each run is cut into words that keep their trailing spaces; words are measured with
/// ``TextLayout`` in their run's font and set greedily on lines, a line's baseline below its
/// tallest ascender. Kerning across run boundaries is not applied and an over-long word is not
/// broken inside (it overflows its line), simplifications of the single-run text path, which
/// plain `Text` keeps using.
struct RichTextLeaf: LeafContent {
    let runs: [TextRun]

    /// One word placed on a line.
    struct PlacedWord {
        let run: Int
        var string: String
        var x: Double
        var width: Double
        /// The width without trailing spaces (the ink's advance).
        var trimmedWidth: Double
    }

    /// One line of placed words.
    struct FlowLine {
        var words: [PlacedWord] = []
        var ascent = 0.0
        var descent = 0.0
        var top = 0.0
        /// The width without the trailing spaces of the last word.
        var width = 0.0
        /// Whether a line break ends the line (not wrapping).
        var endsParagraph = false
    }

    /// The flowed lines and their bounding size.
    struct Flow {
        var lines: [FlowLine]
        var size: Size
        /// Whether words were set from the right (a word's trailing space is on its left).
        var isRightToLeft = false
    }

    var kindName: String { "Text" }

    func dumpProperties(environment: EnvironmentValues) -> [(String, String)] {
        let string = runs.map(\.string).joined()
        let shown = string.count > 40 ? String(string.prefix(39)) + "…" : string
        return [("text", "\"\(shown)\""), ("runs", "\(runs.count)")]
    }

    /// A word of `run` with its full width and its width without trailing spaces.
    func measure(_ word: String, font: Font, collection: FontCollection) -> (width: Double, trimmed: Double) {
        var trimmedWord = Substring(word)
        while trimmedWord.last == " " { trimmedWord = trimmedWord.dropLast() }
        let trimmed = TextLayout(String(trimmedWord), font: font, collection: collection).size.width
        let spaces = word.count - trimmedWord.count
        guard spaces > 0 else { return (trimmed, trimmed) }
        // A text layout hangs trailing spaces (they take no width at a line end); measured as
        // no-break spaces they keep their advance, which the next word starts after.
        let spaced = String(trimmedWord) + String(repeating: "\u{00A0}", count: spaces)
        return (TextLayout(spaced, font: font, collection: collection).size.width, trimmed)
    }

    /// How far a line holding `run` reaches above and below its baseline (a run raised or
    /// lowered off the baseline grows its line on that side).
    static func extents(of run: TextRun, collection: FontCollection) -> (ascent: Double, descent: Double) {
        let metrics = collection.face(for: run.font).metrics
        let ascent = TextLayout.baselineDepth(of: run.font, metrics: metrics)
        return (ascent, TextLayout.lineHeight(of: run.font, metrics: metrics) - ascent)
    }

    /// Flows the runs into lines at most `maxWidth` wide (nil: only hard line breaks).
    func flow(maxWidth: Double?, environment: EnvironmentValues) -> Flow? {
        guard let collection = environment.fontCollection else { return nil }
        var lines = [FlowLine()]
        var x = 0.0
        func startLine() {
            lines.append(FlowLine())
            x = 0
        }
        for (index, run) in runs.enumerated() {
            let (ascent, descent) = Self.extents(of: run, collection: collection)
            if let name = run.symbolName {
                let width = symbolBox(name, font: run.font, environment: environment).width
                if let maxWidth, x > 0, x + width > maxWidth + 1e-9 { startLine() }
                lines[lines.count - 1].words.append(PlacedWord(run: index, string: "", x: x, width: width,
                                                               trimmedWidth: width))
                lines[lines.count - 1].width = x + width
                x += width
                lines[lines.count - 1].ascent = max(lines[lines.count - 1].ascent, ascent)
                lines[lines.count - 1].descent = max(lines[lines.count - 1].descent, descent)
                continue
            }
            for (offset, paragraph) in run.string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 {
                    lines[lines.count - 1].endsParagraph = true
                    startLine()
                }
                for word in RichTextLeaf.words(in: paragraph) {
                    let (width, trimmed) = measure(word, font: run.font, collection: collection)
                    if let maxWidth, x > 0, x + trimmed > maxWidth + 1e-9 { startLine() }
                    lines[lines.count - 1].words.append(PlacedWord(run: index, string: word, x: x, width: width,
                                                                   trimmedWidth: trimmed))
                    lines[lines.count - 1].width = x + trimmed
                    x += width
                    lines[lines.count - 1].ascent = max(lines[lines.count - 1].ascent, ascent)
                    lines[lines.count - 1].descent = max(lines[lines.count - 1].descent, descent)
                }
                // An empty paragraph still has the height of its run's font.
                lines[lines.count - 1].ascent = max(lines[lines.count - 1].ascent, ascent)
                lines[lines.count - 1].descent = max(lines[lines.count - 1].descent, descent)
            }
        }
        if let limit = environment.lineLimit, lines.count > max(1, limit) {
            let kept = max(1, limit)
            // What the cut can show: the kept line's paragraph, from that line on.
            let paragraphEnd = lines[(kept - 1)...].firstIndex(where: \.endsParagraph) ?? lines.count - 1
            let cut = Array(lines[(kept - 1)...paragraphEnd].flatMap(\.words))
            lines.removeLast(lines.count - kept)
            truncate(&lines[kept - 1], cutWords: cut, mode: environment.truncationMode, maxWidth: maxWidth,
                     environment: environment)
        }
        var top = 0.0
        for index in lines.indices {
            lines[index].top = top
            top += lines[index].ascent + lines[index].descent + environment.lineSpacing
        }
        let height = max(0, top - environment.lineSpacing)
        let width = lines.map(\.width).max() ?? 0
        // A right-to-left paragraph (its first strong character, else the layout direction) sets
        // its words from the right.
        let text = runs.lazy.flatMap(\.string.unicodeScalars)
        let isRightToLeft = (TextLayout.paragraphDirection(of: text) ?? environment.layoutDirection) == .rightToLeft
        if isRightToLeft {
            for index in lines.indices {
                for word in lines[index].words.indices {
                    let placed = lines[index].words[word]
                    lines[index].words[word].x = lines[index].width - placed.x - placed.trimmedWidth
                }
            }
        }
        align(&lines, width: width, alignment: environment.multilineTextAlignment,
              layoutDirection: environment.layoutDirection)
        let isEmpty = runs.allSatisfy { $0.string.isEmpty && $0.symbolName == nil }
        return Flow(lines: lines, size: Size(width: width, height: isEmpty ? 0 : height), isRightToLeft: isRightToLeft)
    }

    /// An inline symbol's width and box height at its run's size (a square placeholder when the
    /// symbol is unavailable, reported once per renderer).
    func symbolBox(_ name: String, font: Font, environment: EnvironmentValues) -> Size {
        let height = SymbolFont.boxHeight(pointSize: font.size, scale: environment.imageScale)
        guard case .success(let symbols) = SymbolFont.shared, let glyph = symbols.glyph(named: name),
              let ink = symbols.inkBox(glyph: glyph, emSize: SymbolFont.emSize(boxHeight: height)) else {
            environment.renderIssueReporter?.report(.symbolUnavailable(name: name, reason: .unknownName))
            return Size(width: height, height: height)
        }
        return Size(width: ink.width, height: height)
    }

    private func align(_ lines: inout [FlowLine], width: Double, alignment: TextAlignment,
                       layoutDirection: LayoutDirection) {
        for index in lines.indices {
            let shift: Double
            switch (alignment, layoutDirection) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): shift = 0
            case (.center, _): shift = (width - lines[index].width) / 2
            case (.trailing, .leftToRight), (.leading, .rightToLeft): shift = width - lines[index].width
            }
            guard shift != 0 else { continue }
            for word in lines[index].words.indices { lines[index].words[word].x += shift }
        }
    }

    /// Words with their trailing spaces: "a bb  c" → ["a ", "bb  ", "c"].
    static func words(in text: Substring) -> [String] {
        var words = [String]()
        var current = ""
        var inSpaces = false
        for character in text {
            if character == " " {
                inSpaces = true
            } else if inSpaces {
                words.append(current)
                current = ""
                inSpaces = false
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues, pass: LayoutPass) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        guard let flow = flow(maxWidth: width, environment: environment) else { return .zero }
        let scale = environment.displayScale
        func roundedUp(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        return Size(width: roundedUp(flow.size.width), height: roundedUp(flow.size.height))
    }

    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize,
                           environment: EnvironmentValues) -> Double? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        guard let flow = flow(maxWidth: width, environment: environment),
              let line = isFirst ? flow.lines.first : flow.lines.last else { return nil }
        return line.top + line.ascent
    }

    func draw(in frame: Rect, proposal: ProposedViewSize, environment: EnvironmentValues, context: DrawContext) {
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        guard let collection = environment.fontCollection,
              let flow = flow(maxWidth: width, environment: environment) else { return }
        let rect = context.pixelAligned(frame)
        let fallback = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let canvas = context.canvas
        for line in flow.lines {
            for (wordIndex, word) in line.words.enumerated() {
                let run = runs[word.run]
                let resolved = (run.style ?? fallback).resolved(in: environment)
                guard !resolved.isInvisible else { continue }
                if let name = run.symbolName {
                    drawSymbol(name, run: run, at: Point(x: rect.minX + word.x,
                                                         y: rect.minY + line.top + line.ascent - run.font.baselineOffset),
                               paint: resolved.paint(in: rect), collection: collection, environment: environment,
                               canvas: canvas)
                    continue
                }
                let layout = TextLayout(word.string, font: run.font, collection: collection)
                let origin = Point(x: rect.minX + word.x, y: rect.minY + line.top + line.ascent - layout.firstBaseline)
                let paint = resolved.paint(in: rect)
                for glyph in layout.deviceGlyphs(at: origin, transform: canvas.currentTransform) {
                    if let colorImage = glyph.colorImage {
                        let scale = context.scale
                        canvas.drawImage(colorImage, in: Rect(x: Double(glyph.x) / scale, y: Double(glyph.y) / scale,
                                                              width: Double(colorImage.width) / scale,
                                                              height: Double(colorImage.height) / scale),
                                         sampling: .nearest)
                    } else {
                        canvas.drawMask(glyph.mask, atDeviceX: glyph.x, y: glyph.y, with: paint)
                    }
                }
                if !run.lines.isEmpty {
                    // A run's line goes on under the spaces between its words, not past its last;
                    // set from the right, a word's trailing space lies on its left.
                    let isLast = wordIndex == line.words.count - 1
                    let space = isLast ? 0 : word.width - word.trimmedWidth
                    run.lines.draw(x: flow.isRightToLeft ? origin.x - space : origin.x, width: word.trimmedWidth + space,
                                   baseline: rect.minY + line.top + line.ascent - run.font.baselineOffset, font: run.font,
                                   collection: collection, paint: paint, environment: environment, canvas: canvas)
                }
            }
        }
    }

    /// Draws an inline symbol whose box starts at `baseline.x`, centred on the cap height of its
    /// run's font above `baseline.y`, as SF Symbols sit in text.
    private func drawSymbol(_ name: String, run: TextRun, at baseline: Point, paint: Paint, collection: FontCollection,
                            environment: EnvironmentValues, canvas: Raster.Canvas) {
        let box = symbolBox(name, font: run.font, environment: environment)
        let face = collection.face(for: run.font)
        let capHeight = Double(face.capHeight) / Double(face.unitsPerEm) * run.font.size
        let origin = Point(x: baseline.x, y: baseline.y - capHeight / 2 - box.height / 2)
        guard case .success(let symbols) = SymbolFont.shared, let glyph = symbols.glyph(named: name) else {
            return SymbolPlaceholder.draw(in: Rect(origin: origin, size: box), paint: paint, canvas: canvas)
        }
        // Directional symbols point the other way in a right-to-left layout, as SF Symbols do.
        let mirrored = environment.layoutDirection == .rightToLeft && SystemSymbolTable.mirrorsInRightToLeft(name)
        if mirrored {
            canvas.save()
            canvas.concatenate(SystemSymbolTable.mirror(in: Rect(origin: origin, size: box)))
        }
        symbols.draw(name: name, glyph: glyph, boxOrigin: origin, boxHeight: box.height, paint: paint, canvas: canvas)
        if mirrored { canvas.restore() }
    }
}
