import Typography

// Truncation of a styled text cut by its line limit, by characters as a plain text truncates:
// `.tail` keeps the start of the last line that fits before "…", `.head` puts "…" before the
// end of the text, `.middle` keeps the line's start and the text's end around "…". The kept
// characters keep their runs (font, colour, offset); the ellipsis takes the run of the character
// beside it. How many characters fit is found by doubling, then halving: the measured pieces
// stay at most twice what the line shows, so a megabyte-long word costs what a line costs.

extension RichTextLeaf {
    /// One character of a cut line with its run, or an inline symbol (`character == nil`).
    struct FlowUnit {
        let run: Int
        let character: Character?
        /// A symbol's width (a character is measured with its neighbours in the same run).
        let symbolWidth: Double
    }

    /// The most characters a cut line shows from the text's start, and from its end: the units
    /// looked at stay this many whatever the text's length.
    static let truncationWindow = 4096

    /// The units of `word`'s first `count` characters (its last ones when `fromEnd`).
    private func units(of word: PlacedWord, count: Int, fromEnd: Bool) -> [FlowUnit] {
        guard runs[word.run].symbolName == nil else {
            return [FlowUnit(run: word.run, character: nil, symbolWidth: word.width)]
        }
        let characters = fromEnd ? word.string.suffix(count) : word.string.prefix(count)
        return characters.map { FlowUnit(run: word.run, character: $0, symbolWidth: 0) }
    }

    /// The first (or last, `fromEnd`) `count` units of `words`, in reading order.
    private func units(of words: [PlacedWord], count: Int, fromEnd: Bool) -> [FlowUnit] {
        var pieces = [[FlowUnit]]()
        var taken = 0
        for word in fromEnd ? Array(words.reversed()) : words where taken < count {
            let piece = units(of: word, count: count - taken, fromEnd: fromEnd)
            taken += piece.count
            pieces.append(piece)
        }
        return (fromEnd ? pieces.reversed() : pieces).flatMap { $0 }
    }

    /// `units` as placed words: one per stretch of one run (and one per symbol), set from x = 0.
    private func placedWords(_ units: ArraySlice<FlowUnit>, collection: FontCollection) -> [PlacedWord] {
        var words = [PlacedWord]()
        var x = 0.0
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            guard unit.character != nil else {
                words.append(PlacedWord(run: unit.run, string: "", x: x, width: unit.symbolWidth,
                                        trimmedWidth: unit.symbolWidth))
                x += unit.symbolWidth
                index += 1
                continue
            }
            var end = index + 1
            while end < units.endIndex, units[end].run == unit.run, units[end].character != nil { end += 1 }
            let string = String(units[index..<end].compactMap(\.character))
            let (width, trimmed) = measure(string, font: runs[unit.run].font, collection: collection)
            words.append(PlacedWord(run: unit.run, string: string, x: x, width: width, trimmedWidth: trimmed))
            x += width
            index = end
        }
        return words
    }

    /// The width `words` take on a line (the last one without its trailing spaces).
    private func lineWidth(_ words: [PlacedWord]) -> Double {
        words.last.map { $0.x + $0.trimmedWidth } ?? 0
    }

    /// `units` without spaces at its start (`leading`) or end.
    private func trimmingSpaces(_ units: ArraySlice<FlowUnit>, leading: Bool) -> ArraySlice<FlowUnit> {
        var units = units
        if leading {
            while let first = units.first, first.character?.isWhitespace == true { units = units.dropFirst() }
        } else {
            while let last = units.last, last.character?.isWhitespace == true { units = units.dropLast() }
        }
        return units
    }

    /// The largest `count` in `0...limit` for which `fits(count)` holds (fits(0) is assumed and
    /// fitting is monotonic): doubling from 8 until a count does not fit, then halving.
    private func largestFitting(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = min(limit, 8)
        while high < limit, fits(high) {
            low = high
            high = min(limit, high * 2)
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// An ellipsis in the run of `neighbour` (the first run when there is none).
    private func ellipsis(beside neighbour: FlowUnit?) -> FlowUnit {
        let run = neighbour.map(\.run) ?? 0
        return FlowUnit(run: runs.indices.contains(run) && runs[run].symbolName == nil ? run : textRun(near: run),
                        character: "…", symbolWidth: 0)
    }

    /// The nearest run that is text, not a symbol (an ellipsis needs a font to be set in).
    private func textRun(near run: Int) -> Int {
        let text = runs.indices.filter { runs[$0].symbolName == nil }
        return text.min { abs($0 - run) < abs($1 - run) } ?? run
    }

    /// Replaces the last kept line, `line`, with its truncation: `cutWords` are its words and
    /// the words after it up to the end of its paragraph (`.head` and `.middle` show that end, as
    /// plain text does).
    func truncate(_ line: inout FlowLine, cutWords: [PlacedWord], mode: TruncationMode, maxWidth: Double?,
                  environment: EnvironmentValues) {
        guard let collection = environment.fontCollection else { return }
        // The start comes from the line and what follows it (a cut word is cut by characters);
        // the end, from the end of its paragraph. Without a width, lines end only at line breaks:
        // the line keeps all it has and ends in "…".
        let window = Self.truncationWindow
        let words = maxWidth == nil ? line.words : cutWords
        let total = words.reduce(0) { $0 + (runs[$1.run].symbolName == nil ? $1.string.count : 1) }
        let startUnits = trimmingSpaces(units(of: words, count: maxWidth == nil ? total : window, fromEnd: false)[...],
                                        leading: false)
        let endUnits = trimmingSpaces(units(of: words, count: window, fromEnd: true)[...], leading: false)
        let available = maxWidth ?? .infinity
        func width(_ units: [FlowUnit]) -> Double { lineWidth(placedWords(units[...], collection: collection)) }
        func start(_ count: Int) -> [FlowUnit] { Array(trimmingSpaces(startUnits.prefix(count), leading: false)) }
        func end(_ count: Int) -> [FlowUnit] { Array(trimmingSpaces(endUnits.suffix(count), leading: true)) }
        let result: [FlowUnit]
        switch maxWidth == nil ? .tail : mode {
        case .tail:
            let count = largestFitting(upTo: startUnits.count) { count in
                let kept = start(count)
                return width(kept + [ellipsis(beside: kept.last)]) <= available + 1e-9
            }
            let kept = start(count)
            result = kept + [ellipsis(beside: kept.last ?? startUnits.first)]
        case .head:
            let count = largestFitting(upTo: endUnits.count) { count in
                let kept = end(count)
                return width([ellipsis(beside: kept.first)] + kept) <= available + 1e-9
            }
            let kept = end(count)
            result = [ellipsis(beside: kept.first ?? endUnits.last)] + kept
        case .middle:
            // The start takes up to half the room the ellipsis leaves, the end the rest.
            let half = (available - width([ellipsis(beside: startUnits.first)])) / 2
            let first = start(largestFitting(upTo: startUnits.count) { width(start($0)) <= half + 1e-9 })
            // The ellipsis continues the start's last run, as a tail cut's does.
            let mark = ellipsis(beside: first.last ?? startUnits.first)
            // The end never repeats characters the start shows.
            let endCount = largestFitting(upTo: max(0, min(endUnits.count, total - first.count))) { count in
                width(first + [mark] + end(count)) <= available + 1e-9
            }
            result = first + [mark] + end(endCount)
        }
        line.words = placedWords(result[...], collection: collection)
        line.width = lineWidth(line.words)
        // Runs brought in from later lines (a head or middle cut) can make the line taller.
        for run in Set(result.map(\.run)) {
            let (ascent, descent) = Self.extents(of: runs[run], collection: collection)
            line.ascent = max(line.ascent, ascent)
            line.descent = max(line.descent, descent)
        }
    }
}
