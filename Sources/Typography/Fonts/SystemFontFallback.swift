import CFontconfig

/// Finds system fonts for characters the bundled faces lack, through fontconfig.
///
/// One instance serves the whole process: fontconfig's configuration is loaded once, every answer
/// is cached per (character, weight, slant, colour preference), and every font file is loaded
/// once, so a feed full of one missing character costs one fontconfig query. Fontconfig calls are
/// serialized under one lock (its thread safety varies across versions).
final class SystemFontFallback: Sendable {
    /// The process-wide instance.
    static let shared = SystemFontFallback()

    private struct Key: Hashable {
        var scalar: UInt32
        var weight: Int
        var italic: Bool
        var preferColor: Bool
    }

    private struct FileKey: Hashable {
        var path: String
        var index: Int
    }

    private struct State {
        var config: OpaquePointer?
        var initialized = false
        var answers: [Key: FontFace?] = [:]
        var loaded: [FileKey: FontFace?] = [:]
    }

    private let state = Locked(State())

    private init() {}

    /// A system face that maps `scalar`, nearest to the weight and slant, or nil when no installed
    /// font has the character. With `preferColor` a colour font is tried first.
    func face(for scalar: Unicode.Scalar, weight: Int, italic: Bool, preferColor: Bool) -> FontFace? {
        let key = Key(scalar: scalar.value, weight: weight, italic: italic, preferColor: preferColor)
        return state.withLock { state in
            if let answer = state.answers[key] { return answer }
            var answer: FontFace?
            if preferColor {
                answer = search(scalar, weight: weight, italic: italic, requireColor: true, state: &state)
            }
            if answer == nil {
                answer = search(scalar, weight: weight, italic: italic, requireColor: false, state: &state)
            }
            state.answers[key] = answer
            return answer
        }
    }

    /// The fontconfig query: fonts sorted by closeness to the pattern, the first that really maps
    /// the character (and loads) wins.
    private func search(_ scalar: Unicode.Scalar, weight: Int, italic: Bool, requireColor: Bool,
                        state: inout State) -> FontFace? {
        if !state.initialized {
            state.initialized = true
            state.config = FcInitLoadConfigAndFonts()
        }
        guard let config = state.config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if requireColor {
            FcPatternAddBool(pattern, FC_COLOR, FcBool(FcTrue))
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(config, pattern, FcBool(FcTrue), nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for position in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[position] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                  FcCharSetHasChar(charset, scalar.value) != 0 else { continue }
            if requireColor {
                var color: FcBool = 0
                guard FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch, color != 0 else { continue }
            }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            let path = String(cString: file)
            let fileKey = FileKey(path: path, index: Int(index & 0xFFFF))
            let face: FontFace?
            if let loaded = state.loaded[fileKey] {
                face = loaded
            } else {
                face = try? FontFace(contentsOf: path, index: fileKey.index)
                state.loaded[fileKey] = face
            }
            if let face, face.covers(scalar) { return face }
        }
        return nil
    }
}
