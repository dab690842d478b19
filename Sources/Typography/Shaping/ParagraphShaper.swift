import CHarfBuzz

/// Turns one paragraph into a ``ShapedParagraph``: picks a face per grapheme (the requested face,
/// else a fallback that has the character), splits the text into runs of one face and one script,
/// and shapes each run with HarfBuzz at font-unit precision (unhinted, so widths never depend on
/// the device scale).
struct ParagraphShaper {
    let collection: FontCollection
    let font: Font
    /// The paragraph's bidi level: 0 left to right, 1 right to left (see ``BidiLevels``).
    var paragraphLevel: UInt8 = 0

    /// Shapes `text`, which must not contain hard line breaks.
    func shape(_ text: String) -> ShapedParagraph {
        let scalars = Array(text.unicodeScalars)
        let count = scalars.count
        let primary = collection.face(for: font)
        var graphemeStarts = [Bool](repeating: false, count: count + 1)
        var graphemes = [Range<Int>]()
        var offset = 0
        for character in text {
            let length = character.unicodeScalars.count
            graphemeStarts[offset] = true
            graphemes.append(offset..<(offset + length))
            offset += length
        }
        graphemeStarts[count] = true

        // 1. A face per grapheme.
        var faces = [FontFace](repeating: primary, count: count)
        var coverage = TextCoverage.complete
        var previous = primary
        for grapheme in graphemes {
            let face = chooseFace(for: scalars[grapheme], primary: primary, previous: previous, coverage: &coverage)
            for index in grapheme { faces[index] = face }
            previous = face
        }

        // 2. Runs of one face, one script and one bidi level.
        let scripts = ParagraphShaper.resolvedScripts(scalars)
        let levels = BidiLevels.levels(for: scalars, paragraphLevel: paragraphLevel)
        var runs = [ShapedRun]()
        var advances = [Double](repeating: 0, count: count)
        var isBoundary = [Bool](repeating: false, count: count + 1)
        var isSafeToBreak = [Bool](repeating: true, count: count + 1)
        var runStart = 0
        let shapingText = scalars.map { ParagraphShaper.shapingValue(of: $0) }
        while runStart < count {
            var runEnd = runStart + 1
            while runEnd < count, faces[runEnd] === faces[runStart], scripts[runEnd] == scripts[runStart],
                  levels[runEnd] == levels[runStart] {
                runEnd += 1
            }
            var run = shapeRun(shapingText, range: runStart..<runEnd, face: faces[runStart], script: scripts[runStart],
                               level: levels[runStart])
            if font.letterSpacingInEms != 0 {
                ParagraphShaper.addLetterSpacing(font.letterSpacingInEms, to: &run, graphemeStarts: graphemeStarts)
            }
            for glyph in run.glyphs {
                advances[glyph.cluster] += glyph.advance
                isBoundary[glyph.cluster] = true
                if glyph.isUnsafeToBreak { isSafeToBreak[glyph.cluster] = false }
            }
            isSafeToBreak[runStart] = true
            isBoundary[runStart] = true
            runs.append(run)
            runStart = runEnd
        }
        isBoundary[count] = true
        for index in 0...count where !graphemeStarts[index] { isBoundary[index] = false }

        var isBreakOpportunity = LineBreakRules.breakOpportunities(in: scalars)
        for index in 0...count where !isBoundary[index] { isBreakOpportunity[index] = false }
        let isWhitespace = scalars.map {
            let lineBreakClass = LineBreakRules.lineBreakClass(of: $0)
            return lineBreakClass == .space || lineBreakClass == .zeroWidthSpace
        }
        return ShapedParagraph(scalars: scalars, advances: advances, isBoundary: isBoundary,
                               isSafeToBreak: isSafeToBreak, isBreakOpportunity: isBreakOpportunity, isWhitespace: isWhitespace,
                               runs: runs, coverage: coverage)
    }

    // MARK: Face choice

    /// The face for one grapheme. Colour emoji prefer a colour font when one is installed;
    /// otherwise the primary face wins when it has every character that needs a glyph, else the
    /// first fallback that has the first missing one. Graphemes made only of invisible characters
    /// (zero-width space, joiners) stay with the previous face so they don't split runs.
    private func chooseFace(for grapheme: ArraySlice<Unicode.Scalar>, primary: FontFace, previous: FontFace,
                            coverage: inout TextCoverage) -> FontFace {
        let needed = grapheme.filter(ParagraphShaper.needsGlyph)
        guard let first = needed.first else { return previous }
        let wantsColor = ParagraphShaper.prefersEmojiPresentation(grapheme)
        if wantsColor, let color = collection.fallbackFace(for: first, font: font, preferColor: true),
           color.hasColorGlyphs, needed.allSatisfy(color.covers) {
            record(needed, face: color, primary: primary, coverage: &coverage)
            return color
        }
        guard let uncovered = needed.first(where: { !primary.covers($0) }) else { return primary }
        if let fallback = collection.fallbackFace(for: uncovered, font: font, preferColor: wantsColor) {
            record(needed, face: fallback, primary: primary, coverage: &coverage)
            return fallback
        }
        for scalar in needed where !primary.covers(scalar) && !coverage.missing.contains(scalar) {
            coverage.missing.append(scalar)
        }
        return primary
    }

    private func record(_ scalars: [Unicode.Scalar], face: FontFace, primary: FontFace,
                        coverage: inout TextCoverage) {
        for scalar in scalars {
            if !face.covers(scalar) {
                if !coverage.missing.contains(scalar) { coverage.missing.append(scalar) }
            } else if face !== primary, !coverage.fallbacks.contains(where: { $0.scalar == scalar }) {
                coverage.fallbacks.append(.init(scalar: scalar, familyName: face.familyName, path: face.path))
            }
        }
    }

    /// Whether a character must map to a glyph to be drawn (invisible format characters, controls
    /// and variation selectors need none: HarfBuzz hides them).
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.isVariationSelector { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// Whether a grapheme asks for emoji (colour) presentation: an emoji-presentation character
    /// without a text selector, or any character followed by VS16.
    static func prefersEmojiPresentation(_ grapheme: ArraySlice<Unicode.Scalar>) -> Bool {
        if grapheme.contains("\u{FE0E}") { return false }
        if grapheme.contains("\u{FE0F}") { return true }
        return grapheme.first?.properties.isEmojiPresentation ?? false
    }

    /// What HarfBuzz sees for a character: tabs become spaces (fonts rarely map U+0009), other
    /// control characters become zero-width spaces, which HarfBuzz hides (it would otherwise draw
    /// them as `.notdef` boxes).
    static func shapingValue(of scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value == 0x09 { return 0x20 }
        if scalar.properties.generalCategory == .control { return 0x200B }
        return scalar.value
    }

    // MARK: Scripts

    /// Each scalar's script, with Common and Inherited characters (spaces, punctuation, marks)
    /// taking the script of the text before them (or after them at the paragraph start).
    static func resolvedScripts(_ scalars: [Unicode.Scalar]) -> [hb_script_t] {
        let functions = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(functions, $0.value) }
        let neutral: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        var last: hb_script_t?
        for index in scripts.indices {
            if neutral.contains(scripts[index].rawValue) {
                if let last { scripts[index] = last }
            } else {
                last = scripts[index]
            }
        }
        let firstReal = scripts.first { !neutral.contains($0.rawValue) } ?? HB_SCRIPT_LATIN
        for index in scripts.indices {
            guard neutral.contains(scripts[index].rawValue) else { break }
            scripts[index] = firstReal
        }
        return scripts
    }

    // MARK: HarfBuzz

    /// Shapes `range` of `text` (the whole paragraph is passed as context, so joining scripts
    /// see their neighbours) with `face`.
    private func shapeRun(_ text: [UInt32], range: Range<Int>, face: FontFace, script: hb_script_t,
                          level: UInt8) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(pointer.count), UInt32(range.lowerBound),
                                Int32(range.count))
        }
        // The bidi level decides the direction: digits inside Hebrew stay left to right.
        hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        // A fixed language keeps shaping independent of the machine's locale.
        hb_buffer_set_language(buffer, ParagraphShaper.language)
        let features = shapingFeatures
        features.withUnsafeBufferPointer { hb_shape(face.harfBuzzFont, buffer, $0.baseAddress, UInt32($0.count)) }

        func flags(_ info: hb_glyph_info_t) -> UInt32 {
            var info = info
            return hb_glyph_info_get_glyph_flags(&info).rawValue
        }
        var glyphCount: UInt32 = 0
        let unitsPerEm = Double(face.metrics.unitsPerEm)
        var glyphs = [ShapedGlyph]()
        if let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
           let positions = hb_buffer_get_glyph_positions(buffer, nil) {
            glyphs.reserveCapacity(Int(glyphCount))
            for index in 0..<Int(glyphCount) {
                let info = infos[index], position = positions[index]
                glyphs.append(ShapedGlyph(id: info.codepoint, cluster: Int(info.cluster),
                                          advance: Double(position.x_advance) / unitsPerEm,
                                          offsetX: Double(position.x_offset) / unitsPerEm,
                                          offsetY: Double(position.y_offset) / unitsPerEm,
                                          isUnsafeToBreak: flags(info) & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
            }
        }
        return ShapedRun(face: face, range: range, level: level, glyphs: glyphs)
    }

    /// The OpenType features the font asks for beyond the defaults: tabular digits, and no
    /// ligatures under tracking (which sets every character apart, as Core Text's does).
    private var shapingFeatures: [hb_feature_t] {
        var names = [String]()
        if font.shapesTabularDigits { names.append("tnum") }
        if font.tracking != 0 { names += ["liga=0", "clig=0"] }
        return names.compactMap { name in
            var feature = hb_feature_t()
            return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
        }
    }

    /// Adds `spacing` ems after every grapheme of `run`: to the last glyph (in visual order) of
    /// each cluster, once per grapheme the cluster holds (a kept ligature of two letters gets two).
    static func addLetterSpacing(_ spacing: Double, to run: inout ShapedRun, graphemeStarts: [Bool]) {
        let clusters = Set(run.glyphs.map(\.cluster)).sorted()
        var graphemeCount = [Int: Int]()
        for (index, start) in clusters.enumerated() {
            let end = index + 1 < clusters.count ? clusters[index + 1] : run.range.upperBound
            graphemeCount[start] = max(1, (start..<end).filter { graphemeStarts[$0] }.count)
        }
        var lastGlyph = [Int: Int]()
        for (index, glyph) in run.glyphs.enumerated() { lastGlyph[glyph.cluster] = index }
        for (cluster, index) in lastGlyph {
            run.glyphs[index].advance += spacing * Double(graphemeCount[cluster] ?? 1)
        }
    }

    /// English: OpenType `locl` forms are never applied, whatever the process locale.
    nonisolated(unsafe) private static let language = hb_language_from_string("en", -1)
}

extension FontCollection {
    /// The shaped form of one paragraph in `font`'s face choice, from the cache when possible.
    /// `paragraphLevel` is the paragraph's bidi level (0: left to right, 1: right to left).
    func shapedParagraph(_ text: String, font: Font, paragraphLevel: UInt8 = 0) -> ShapedParagraph {
        let primary = face(for: font)
        let key = ShapingKey(text: text, faceID: primary.id, weight: font.weight.value, isItalic: font.isItalic,
                             paragraphLevel: paragraphLevel, tabularDigits: font.shapesTabularDigits,
                             separatesLigatures: font.tracking != 0, letterSpacing: font.letterSpacingInEms)
        return shapingCache.value(for: key, cost: \.cost) {
            ParagraphShaper(collection: self, font: font, paragraphLevel: paragraphLevel).shape(text)
        }
    }
}
